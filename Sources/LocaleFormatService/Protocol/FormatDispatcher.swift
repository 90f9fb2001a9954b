import LocaleFormat

/// Runs requests of the protocol (Docs/Protocol.md): the one place that maps a
/// request to a library call. The CLI's `batch`, its subcommands and the
/// HTTP service only move bytes to and from it, and read the typed
/// ``FormatResponse`` it returns.
///
/// Checks run in this order (Docs/Protocol.md, "Order of checks"): the line
/// length, JSON (with the nesting limit), the request's strings and arrays
/// against ``ProtocolLimits`` (`limitExceeded`), the op, the op's fields
/// (`invalidRequest`), unknown fields, and only then the values
/// (`invalidLocale`, …), so that a shape fault always wins over a value
/// fault and no limit is passed to ICU.
///
/// ```swift
/// let dispatcher = FormatDispatcher()
/// dispatcher.responseLine(for: Array(#"{"id":4,"op":"plural","locale":"ar","value":"3"}"#.utf8))
/// // {"id":4,"result":"few"}
/// ```
public struct FormatDispatcher: Sendable {
    /// Where requests get their formatters.
    public let formatters: Formatters
    /// The size limits every request is held to.
    public let limits: ProtocolLimits
    /// The catalogs the `string` op renders from; without them every
    /// `string` request is `unknownCatalog`.
    public let catalogs: CatalogStore?

    /// - Parameters:
    ///   - formatters: the registry to draw formatters from; the
    ///     process-wide one unless a caller wants its own capacity.
    ///   - limits: the protocol's (Docs/Protocol.md, "Limits") unless a caller wants others.
    ///   - catalogs: the loaded catalogs, by name (Docs/Protocol.md, "Op string"); none by default.
    public init(formatters: Formatters = .shared, limits: ProtocolLimits = .standard, catalogs: CatalogStore? = nil) {
        self.formatters = formatters
        self.limits = limits
        self.catalogs = catalogs
    }

    /// The response to one parsed request. Never throws: every failure is an
    /// error outcome, with the request's `id` when it has one.
    public func response(to request: JSONValue) -> FormatResponse {
        response(to: request, checkingLimits: true)
    }

    /// ``response(to:)``; `checkingLimits` false skips the walk of
    /// ``ProtocolLimits/check(_:)`` for a request its caller parsed with
    /// these limits and found within them
    /// (``JSONParser/parseNotingLimits(_:limits:)``).
    private func response(to request: JSONValue, checkingLimits: Bool) -> FormatResponse {
        guard case .object(let object) = request else {
            return FormatResponse(
                outcome: .failure(LocaleFormatError(.invalidRequest, "a request must be a JSON object")))
        }
        var limitFault: LocaleFormatError?
        if checkingLimits {
            do { try limits.check(request) } catch { limitFault = error }
        }
        var fields = RequestFields(object)
        return response(
            to: &fields, op: object.value(ofASCII: "op"), id: object.value(ofASCII: "id"), limitFault: limitFault)
    }

    /// The response to a request read in place from its bytes: nothing in
    /// it is over a limit (``FlatObject`` holds no such request).
    private func response(to object: FlatObject) -> FormatResponse {
        var fields = RequestFields(object)
        return response(to: &fields, op: object.value(ofASCII: "op"), id: object.value(ofASCII: "id"))
    }

    /// The response to the request in `fields`, whose `op` and `id` are
    /// `op` and `id`, unless it is over a limit (`limitFault`).
    private func response(
        to fields: inout RequestFields, op: JSONValue?, id: JSONValue?, limitFault: LocaleFormatError? = nil
    ) -> FormatResponse {
        var unused: [UInt8] = []
        return answer(
            &fields, op: op, Self.operation(named: op), id: .value(id), limitFault: limitFault, writingText: false,
            &unused)
            ?? FormatResponse(outcome: .failure(LocaleFormatError(.internal, "a response was written, not made")))
    }

    /// The response to the request in `fields`, whose `op` and `id` are
    /// `op` (naming `operation`) and `id`, unless it is over a limit (`limitFault`). Nil when
    /// `writingText` and the op handed its string result over as UTF-8
    /// (``FormatOperation/performText(with:_:)``): the whole response is
    /// then written into `output`, which is otherwise left as it was.
    func answer(
        _ fields: inout RequestFields, op: @autoclosure () -> JSONValue?, _ operation: (any FormatOperation.Type)?,
        id: RequestID, limitFault: LocaleFormatError? = nil, writingText: Bool, _ output: inout [UInt8]
    ) -> FormatResponse? {
        let outcome: Result<JSONValue, LocaleFormatError>
        do {
            if let limitFault { throw limitFault }
            guard let operation else { throw Self.unknownOperation(op()) }
            try operation.checkLimits(fields)
            guard
                let result = try operation.answer(
                    &fields, formatters: formatters, catalogs: catalogs, id: id, writingText: writingText, &output)
            else { return nil }
            outcome = .success(result)
        } catch {
            outcome = .failure(Self.protocolError(error))
        }
        return FormatResponse(id: id.value, operation: operation?.name, outcome: outcome)
    }

    /// The response to one batch line, or nil for a blank line (spaces, tabs
    /// and CRs only), which gets no response. A line that is not JSON, or
    /// holds anything but an object, gets an `invalidRequest` without an `id`.
    public func response(toLine line: [UInt8]) -> FormatResponse? {
        if Self.isBlank(line) { return nil }
        guard line.count <= limits.maximumLineBytes else { return overlongLineResponse() }
        let parsed = line.withUnsafeBufferPointer { bytes in
            parse(bytes, notJSON: "the line is not JSON", notAnObject: "a request line must hold one JSON object")
        }
        switch parsed {
        case .success(let response): return response
        case .failure(let error): return FormatResponse(outcome: .failure(error))
        }
    }

    /// Whether a batch line is blank (spaces, tabs and CRs only): it gets no response.
    static func isBlank(_ line: [UInt8]) -> Bool {
        line.allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }
    }

    /// The response to one request given as its JSON bytes: an HTTP body
    /// holding one request, or one element of an HTTP array body (the bytes
    /// between its commas, whitespace around them left out). Bytes that are
    /// not JSON, or JSON other than an object, are the failure, an
    /// `invalidRequest` to answer without an `id` (an HTTP body refuses the
    /// whole body with it; an array element is answered with it). The bytes
    /// must not be longer than ``ProtocolLimits/maximumLineBytes`` (the
    /// caller refuses those whole).
    public func response(toRequestBytes bytes: UnsafeBufferPointer<UInt8>) -> Result<FormatResponse, LocaleFormatError>
    {
        parse(bytes, notJSON: "the request is not JSON", notAnObject: "a request must be a JSON object")
    }

    /// `error` as the response to a request given as its JSON bytes that a
    /// front door refused before running it (an element of an HTTP array
    /// over the length limit), with its `id` and op when it has them.
    public func refusal(ofRequestBytes bytes: UnsafeBufferPointer<UInt8>, _ error: LocaleFormatError)
        -> FormatResponse
    {
        switch JSONParser.parseNotingLimits(bytes, limits: limits) {
        case .success(let document): return refusal(of: document.value, error)
        case .failure: return FormatResponse(outcome: .failure(error))
        }
    }

    /// The response to the request in `bytes`, or the `invalidRequest` for
    /// bytes that are not a JSON object.
    private func parse(_ bytes: UnsafeBufferPointer<UInt8>, notJSON: String, notAnObject: String)
        -> Result<FormatResponse, LocaleFormatError>
    {
        // Most requests are an object of scalars: read in place, no tree.
        if let response = FlatObject.read(bytes, limits: limits, response(to:)) { return .success(response) }
        return parseTree(bytes, notJSON: notJSON, notAnObject: notAnObject)
    }

    /// ``parse(_:notJSON:notAnObject:)`` for bytes not read in place: parsed whole.
    func parseTree(_ bytes: UnsafeBufferPointer<UInt8>, notJSON: String, notAnObject: String)
        -> Result<FormatResponse, LocaleFormatError>
    {
        switch JSONParser.parseNotingLimits(bytes, limits: limits) {
        case .success(let document):
            guard case .object = document.value else {
                return .failure(LocaleFormatError(.invalidRequest, notAnObject))
            }
            return .success(response(to: document.value, checkingLimits: document.passedLimits))
        case .failure(let error):
            return .failure(LocaleFormatError(.invalidRequest, "\(notJSON): \(error.message)"))
        }
    }

    /// The response line (without newline) to one batch line, or nil for a
    /// blank line: ``response(toLine:)``, encoded.
    public func responseLine(for line: [UInt8]) -> [UInt8]? {
        response(toLine: line)?.bytes
    }

    /// The response to a batch line too long to read (`limitExceeded`, no `id`).
    public func overlongLineResponse() -> FormatResponse {
        FormatResponse(outcome: .failure(limits.lineTooLong))
    }

    /// The response to a request that a front door refused before running
    /// it (an element of an HTTP array body over the length limit): `error`,
    /// with the request's `id` and op when it has them.
    public func refusal(of request: JSONValue, _ error: LocaleFormatError) -> FormatResponse {
        guard case .object(let object) = request else { return FormatResponse(outcome: .failure(error)) }
        return FormatResponse(
            id: object.value(ofASCII: "id"), operation: Self.operation(named: object.value(ofASCII: "op"))?.name,
            outcome: .failure(error))
    }

    /// The op a request names, when its `op` is one of the table's.
    private static func operation(named op: JSONValue?) -> (any FormatOperation.Type)? {
        guard case .string(let name)? = op else { return nil }
        return FormatOperations.operation(named: name)
    }

    /// The op that the member at `index` of a request read in place names:
    /// an ASCII name compared as bytes, no `String` made.
    static func operation(namedBy object: FlatObject, at index: Int) -> (any FormatOperation.Type)? {
        let (kind, bytes) = object.text(at: index)
        switch kind {
        case .asciiString: return FormatOperations.operation(namedASCII: bytes)
        case .string: return operation(named: object.value(at: index))
        case .number, .true, .false, .null: return nil
        }
    }

    /// The `invalidRequest` for a request whose `op` names none of the table's.
    private static func unknownOperation(_ op: JSONValue?) -> LocaleFormatError {
        guard case .string(let name)? = op else {
            return RequestFields.invalid(op == nil ? "missing field \"op\"" : "\"op\" must be a string")
        }
        let known = FormatOperations.names.joined(separator: ", ")
        return RequestFields.invalid("unknown op \"\(name.prefix(64))\"; the ops are \(known)")
    }

    /// The protocol's error for anything a request threw: library errors
    /// keep their code, except options the library cannot use
    /// (`invalidOptions`), which are a malformed request, `invalidRequest`;
    /// anything else is `internal`.
    static func protocolError(_ error: any Error) -> LocaleFormatError {
        guard let error = error as? LocaleFormatError else { return LocaleFormatError(.internal, "\(error)") }
        guard error.code == .invalidOptions else { return error }
        return LocaleFormatError(.invalidRequest, error.message, icuErrorName: error.icuErrorName)
    }
}
