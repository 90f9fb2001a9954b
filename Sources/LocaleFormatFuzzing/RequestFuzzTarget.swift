import LocaleFormat
import LocaleFormatService

/// Bytes as one batch line through `FormatDispatcher.responseLine(for:)`:
/// the JSON reader, field decoding and every op.
///
/// Invariants:
/// - a line of only spaces, tabs and CRs gets no response; any other line gets one;
/// - the response is strict JSON on one line (no raw CR or LF) and an object
///   with an optional `id` and exactly one of `result` and `error`;
/// - an error has a `code` from the protocol's set, other than `internal`,
///   and a string `message`, and nothing else;
/// - the `id` is the request's `id` when the line is a JSON object that has
///   one, and absent otherwise;
/// - a line that is a JSON object answers as its parsed tree does
///   (`FormatDispatcher.response(to:)`), however the dispatcher read it;
/// - the line as an array's element with more after it, answered where it
///   stands (`FormatDispatcher.writeResponse(toLeadingRequestOf:into:)`),
///   answers as the bytes up to where that read says it ends answer alone;
/// - the same line answered again (now from cached formatters) gets the same bytes.
public enum RequestFuzzTarget: FuzzTarget {
    public static let name = "FuzzRequest"

    private static let dispatcher = FormatDispatcher()

    public static func run(_ input: [UInt8]) throws(InvariantViolation) {
        let shown = String(decoding: input.prefix(300), as: UTF8.self).debugDescription
        func fail(_ message: String) -> InvariantViolation { InvariantViolation(name, "\(shown): \(message)") }

        let blank = input.allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }
        guard let line = dispatcher.responseLine(for: input) else {
            if blank { return }
            throw fail("no response to a line that is not blank")
        }
        if blank { throw fail("a response to a blank line") }
        let shownLine = String(decoding: line, as: UTF8.self)
        if line.contains(0x0A) || line.contains(0x0D) { throw fail("raw CR or LF in the response \(shownLine)") }

        let response: JSONValue
        do {
            response = try JSONParser.parse(line)
        } catch {
            throw fail("the response is not JSON (\(error)): \(shownLine)")
        }
        guard case .object(let object) = response else { throw fail("the response is not an object: \(shownLine)") }
        let keys = Set(object.keys)
        guard keys.count == object.members.count, keys.isSubset(of: ["id", "result", "error"]),
            keys.contains("result") != keys.contains("error")
        else { throw fail("bad response keys \(object.keys): \(shownLine)") }
        if case .object(let error)? = object["error"] {
            guard error.keys == ["code", "message"], case .string(let code)? = error["code"],
                case .string? = error["message"]
            else { throw fail("bad error object: \(shownLine)") }
            guard ErrorExpectation.protocolCodes.contains(code), code != "internal" else {
                throw fail("error code \(code): \(shownLine)")
            }
        } else if object["error"] != nil {
            throw fail("the error is not an object: \(shownLine)")
        }

        var requestID: JSONValue?
        if input.count <= ProtocolLimits.standard.maximumLineBytes,
            case .object(let request)? = try? JSONParser.parse(
                input, maximumDepth: ProtocolLimits.standard.maximumDepth)
        {
            requestID = request["id"]
        }
        // Read in place or parsed whole, a request answers alike.
        if input.count <= ProtocolLimits.standard.maximumLineBytes,
            let parsed = try? JSONParser.parse(input, limits: .standard), case .object = parsed,
            dispatcher.response(to: parsed).bytes != line
        {
            throw fail("the parsed request answers differently: \(shownLine)")
        }
        guard object["id"] == requestID else {
            throw fail("id \(String(describing: object["id"])) for a request id \(String(describing: requestID))")
        }

        // Read where it stands, with another element after it: as its own bytes.
        let element = input + Array(#",{"op":"locale","locale":"fr"}]"#.utf8)
        let leading = element.withUnsafeBufferPointer { bytes -> ([UInt8], [UInt8])? in
            var inPlace: [UInt8] = []
            guard let (_, end) = dispatcher.writeResponse(toLeadingRequestOf: bytes, into: &inPlace) else {
                return inPlace.isEmpty ? nil : (inPlace, [])
            }
            var alone: [UInt8] = []
            _ = dispatcher.writeResponse(toRequestBytes: UnsafeBufferPointer(rebasing: bytes[..<end]), into: &alone)
            return (inPlace, alone)
        }
        if let (inPlace, alone) = leading, inPlace != alone {
            throw fail(
                "the leading request answers \(String(decoding: inPlace, as: UTF8.self)) where it stands, "
                    + "\(String(decoding: alone, as: UTF8.self)) alone")
        }

        guard let again = dispatcher.responseLine(for: input), again == line else {
            throw fail("a second run answered differently: \(shownLine)")
        }
    }
}
