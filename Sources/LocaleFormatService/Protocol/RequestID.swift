/// A request's `id` as a response echoes it: a value, or the member of a
/// request read in place (``FlatObject``), whose JSON text is written as the
/// request wrote it (no escapes in it, so the same bytes a value writes) and
/// made a value only when a response value needs one.
enum RequestID {
    case value(JSONValue?)
    /// The member at the index, if the request has an `id`.
    case member(FlatObject, Int?)

    /// The `id` as a value (nil: the request has none).
    var value: JSONValue? {
        switch self {
        case .value(let value): value
        case .member(let object, let index): index.map(object.value(at:))
        }
    }

    /// Appends the start of a response with this `id`, as
    /// ``FormatResponse/write(into:)`` writes it: `{"id":…,`, or `{`.
    func writeHead(into output: inout [UInt8]) {
        switch self {
        case .value(let value):
            FormatResponse.writeHead(id: value, into: &output)
        case .member(let object, let index?):
            JSONWriter.appendASCII(#"{"id":"#, to: &output)
            output.append(contentsOf: object.json(at: index))
            output.append(.comma)
        case .member(_, nil):
            output.append(.openBrace)
        }
    }
}
