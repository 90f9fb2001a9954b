import LocaleFormat

/// The answer to one request: its `id`, and a result or the error that
/// stopped it. ``FormatDispatcher`` returns it; batch lines, HTTP bodies and
/// the service's metrics read it; ``write(into:)`` is the one encoder of
/// the protocol's response objects (Docs/Protocol.md, "Responses").
///
/// ```swift
/// let response = FormatDispatcher().response(to: request)
/// switch response.outcome {
/// case .success(let result): …
/// case .failure(let error): error.code   // .invalidLocale
/// }
/// String(decoding: response.bytes, as: UTF8.self)   // {"id":4,"result":"few"}
/// ```
public struct FormatResponse: Sendable, Hashable {
    /// The request's `id` as written, `null` included; nil when the request
    /// had none or could not be read as an object.
    public var id: JSONValue?
    /// The request's `op` as the protocol spells it, when it names one of
    /// ``FormatOperations/names``, whether or not the request succeeded;
    /// nil otherwise. Never a client's string unchecked.
    public var operation: String?
    /// The result, or why there is none.
    public var outcome: Result<JSONValue, LocaleFormatError>

    public init(id: JSONValue? = nil, operation: String? = nil, outcome: Result<JSONValue, LocaleFormatError>) {
        self.id = id
        self.operation = operation
        self.outcome = outcome
    }

    /// The error, when the request failed.
    public var error: LocaleFormatError? {
        guard case .failure(let error) = outcome else { return nil }
        return error
    }

    /// Appends the response as compact JSON: `{"id":…,"result":…}` or
    /// `{"id":…,"error":{"code":…,"message":…}}`, without `id` when there is
    /// none. (The operation is not part of the wire form.)
    public func write(into output: inout [UInt8]) {
        Self.writeHead(id: id, into: &output)
        switch outcome {
        case .success(let result):
            JSONWriter.appendASCII(#""result":"#, to: &output)
            JSONWriter.write(result, into: &output)
        case .failure(let error):
            JSONWriter.appendASCII(#""error":{"code":"#, to: &output)
            JSONWriter.writeString(error.code.rawValue, into: &output)
            JSONWriter.appendASCII(#","message":"#, to: &output)
            JSONWriter.writeString(error.message, into: &output)
            output.append(.closeBrace)
        }
        output.append(.closeBrace)
    }

    /// Appends the response with `id` whose result is the string `text`,
    /// as ``write(into:)`` writes it, from the text's UTF-8 where it lies.
    static func write(id: RequestID, text: UTF8Span, into output: inout [UInt8]) {
        id.writeHead(into: &output)
        JSONWriter.appendASCII(#""result":"#, to: &output)
        JSONWriter.writeString(text, into: &output)
        output.append(.closeBrace)
    }

    /// The start of every response object: `{"id":…,`, or `{` without an id.
    static func writeHead(id: JSONValue?, into output: inout [UInt8]) {
        // The keys are constants: written as they are, not escaped each time.
        if let id {
            JSONWriter.appendASCII(#"{"id":"#, to: &output)
            JSONWriter.write(id, into: &output)
            output.append(.comma)
        } else {
            output.append(.openBrace)
        }
    }

    /// The response as compact JSON bytes (``write(into:)``).
    public var bytes: [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(128)
        write(into: &output)
        return output
    }
}
