import LocaleFormatService

/// The process-wide dispatcher the protocol tests send lines to.
let dispatcher = FormatDispatcher()

/// The response line for one request line, as text; nil for a blank line.
func respond(_ line: String, using dispatcher: FormatDispatcher = dispatcher) -> String? {
    dispatcher.responseLine(for: Array(line.utf8)).map { String(decoding: $0, as: UTF8.self) }
}

/// The error code of the response to `line`, or nil when it succeeded.
func errorCode(_ line: String, using dispatcher: FormatDispatcher = dispatcher) -> String? {
    guard let bytes = dispatcher.responseLine(for: Array(line.utf8)),
        case .object(let response) = try? JSONParser.parse(bytes),
        case .object(let error)? = response["error"], case .string(let code)? = error["code"]
    else { return nil }
    return code
}
