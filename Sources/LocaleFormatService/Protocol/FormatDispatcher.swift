import LocaleFormat

/// Runs requests of the protocol (PROTOCOL.md): the one place that maps a
/// request to a library call. The CLI's `batch` and the HTTP service only
/// move bytes to and from it.
///
/// ```swift
/// let dispatcher = FormatDispatcher()
/// dispatcher.responseLine(for: Array(#"{"id":4,"op":"plural","locale":"ar","value":"3"}"#.utf8))
/// // {"id":4,"result":"few"}
/// ```
public struct FormatDispatcher: Sendable {
    /// Where requests get their formatters.
    public let formatters: Formatters

    /// - Parameter formatters: the registry to draw formatters from; the
    ///   process-wide one unless a caller wants its own capacity.
    public init(formatters: Formatters = .shared) {
        self.formatters = formatters
    }

    /// The response to one request value: `{"id":…,"result":…}` or
    /// `{"id":…,"error":{"code":…,"message":…}}`. Never throws: every
    /// failure is an error response.
    public func response(to request: JSONValue) -> JSONValue {
        guard case .object(let object) = request else {
            return Self.errorResponse(id: nil, LocaleFormatError(.invalidRequest, "a request must be a JSON object"))
        }
        let id = object["id"]
        do {
            try Self.checkLimits(request)
            return Self.successResponse(id: id, try run(object))
        } catch let error as LocaleFormatError {
            return Self.errorResponse(id: id, Self.protocolError(error))
        } catch {
            return Self.errorResponse(id: id, LocaleFormatError(.internal, "\(error)"))
        }
    }

    /// The response line (without newline) to one batch line, or nil for a
    /// blank line, which gets no response. Lines that are not JSON, or hold
    /// anything but an object, get an `invalidRequest` without an `id`.
    public func responseLine(for line: [UInt8]) -> [UInt8]? {
        if line.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }) { return nil }
        var output: [UInt8] = []
        output.reserveCapacity(128)
        JSONWriter.write(response(toLine: line), into: &output)
        return output
    }

    /// The response to a request line that was too long to read.
    public static func overlongLineResponse() -> JSONValue {
        errorResponse(
            id: nil,
            LocaleFormatError(
                .limitExceeded, "the line is longer than \(ProtocolLimits.maximumLineBytes) bytes"))
    }

    private func response(toLine line: [UInt8]) -> JSONValue {
        guard line.count <= ProtocolLimits.maximumLineBytes else { return Self.overlongLineResponse() }
        let value: JSONValue
        do {
            value = try JSONParser.parse(
                line, maximumDepth: ProtocolLimits.maximumDepth, limits: ProtocolLimits.parserLimits)
        } catch {
            return Self.errorResponse(id: nil, LocaleFormatError(.invalidRequest, "the line is not JSON: \(error.message)"))
        }
        guard case .object = value else {
            return Self.errorResponse(
                id: nil, LocaleFormatError(.invalidRequest, "a request line must hold one JSON object"))
        }
        return response(to: value)
    }

    private func run(_ object: JSONObject) throws -> JSONValue {
        var fields = RequestFields(object)
        guard case .string(let name)? = object["op"] else {
            throw RequestFields.invalid(object["op"] == nil ? "missing field \"op\"" : "\"op\" must be a string")
        }
        let type: any FormatOperation.Type
        switch FormatOperations.lookup(name) {
        case .operation(let found):
            type = found
        case .notBuilt:
            throw RequestFields.invalid("op \"\(name)\" is not implemented yet")
        case .unknown:
            let known = FormatOperations.names.joined(separator: ", ")
            throw RequestFields.invalid("unknown op \"\(name.prefix(64))\"; the ops are \(known)")
        }
        let operation = try type.init(fields: &fields)
        try fields.rejectUnknownFields()
        return try operation.perform(with: formatters)
    }

    /// Strings over 64 KiB and arrays over 100,000 items anywhere in the
    /// request are `limitExceeded`, checked before any work. (A parser with
    /// ``ProtocolLimits/parserLimits`` keeps only the first bytes or items
    /// past a limit, so the messages cannot tell the full size.)
    private static func checkLimits(_ value: JSONValue) throws {
        switch value {
        case .string(let s):
            if s.utf8.count > ProtocolLimits.maximumStringBytes {
                throw LocaleFormatError(
                    .limitExceeded,
                    "a string is longer than \(ProtocolLimits.maximumStringBytes) bytes, the limit")
            }
        case .array(let items):
            if items.count > ProtocolLimits.maximumArrayCount {
                throw LocaleFormatError(
                    .limitExceeded,
                    "an array has more than \(ProtocolLimits.maximumArrayCount) items, the limit")
            }
            for item in items { try checkLimits(item) }
        case .object(let object):
            for member in object.members {
                try checkLimits(.string(member.key))
                try checkLimits(member.value)
            }
        case .null, .bool, .number:
            break
        }
    }

    static func successResponse(id: JSONValue?, _ result: JSONValue) -> JSONValue {
        var members: [JSONObject.Member] = []
        if let id { members.append(.init(key: "id", value: id)) }
        members.append(.init(key: "result", value: result))
        return .object(JSONObject(members))
    }

    /// The library's error as the protocol reports it: options the library
    /// cannot use (`invalidOptions`) are a malformed request, `invalidRequest`.
    static func protocolError(_ error: LocaleFormatError) -> LocaleFormatError {
        guard error.code == .invalidOptions else { return error }
        return LocaleFormatError(.invalidRequest, error.message, icuErrorName: error.icuErrorName)
    }

    static func errorResponse(id: JSONValue?, _ error: LocaleFormatError) -> JSONValue {
        var members: [JSONObject.Member] = []
        if let id { members.append(.init(key: "id", value: id)) }
        let body = JSONObject([
            .init(key: "code", value: .string(error.code.rawValue)),
            .init(key: "message", value: .string(error.message)),
        ])
        members.append(.init(key: "error", value: .object(body)))
        return .object(JSONObject(members))
    }
}
