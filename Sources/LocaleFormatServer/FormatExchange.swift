import LocaleFormat
import LocaleFormatService
import NIOCore

/// Runs the requests of one `POST /v1/format` body through the
/// ``FormatDispatcher`` and writes the response body. Knows nothing of HTTP
/// beyond the ``ServiceError`` it throws for a body refused as a whole.
struct FormatExchange: Sendable {
    let dispatcher: FormatDispatcher
    let metrics: ServiceMetrics
    /// The most elements an array body may have.
    let maximumBatchCount: Int

    /// Requests run between two suspension points, so that a large array
    /// does not hold a thread of the cooperative pool for its whole run.
    static let yieldInterval = 64

    /// What one exchange did, for the request log line.
    struct Summary: Sendable {
        /// Requests answered, by op label.
        var operations: [String: Int] = [:]
        /// Requests answered with an error response.
        var errors = 0
        /// Requests answered with the `internal` error code (a server fault).
        var internalErrors = 0
        var isBatch = false
    }

    /// The response body for `body`: one response object, or an array of
    /// responses in the order of the requests.
    /// - Throws: ``ServiceError`` (400 not JSON or not a request shape,
    ///   413 too many elements or a single request over the line limit).
    func respond(to body: ByteBuffer, summary: inout Summary) async throws(ServiceError) -> [UInt8] {
        let scanner = BatchScanner(
            maximumCount: maximumBatchCount, maximumElementBytes: ProtocolLimits.maximumLineBytes)
        let shape = body.withUnsafeReadableBytes { scanner.shape(of: $0) }
        switch shape {
        case .tooManyElements(let limit):
            throw ServiceError(
                .contentTooLarge, .limitExceeded, "the array has more than \(limit) requests")
        case .single:
            guard body.readableBytes <= ProtocolLimits.maximumLineBytes else {
                throw ServiceError(
                    .contentTooLarge, .limitExceeded,
                    "the request is \(body.readableBytes) bytes long; at most \(ProtocolLimits.maximumLineBytes) are allowed"
                )
            }
            let value = try parse(body, maximumDepth: ProtocolLimits.maximumDepth)
            guard case .object = value else {
                throw ServiceError(
                    .badRequest, .invalidRequest, "the body must be a request object or an array of request objects")
            }
            var output: [UInt8] = []
            output.reserveCapacity(128)
            JSONWriter.write(run(value, summary: &summary), into: &output)
            return output
        case .array(_, let oversized):
            summary.isBatch = true
            // One level more than a batch line, so every element may nest as
            // deep as a request line may.
            let value = try parse(body, maximumDepth: ProtocolLimits.maximumDepth + 1)
            guard case .array(let requests) = value else {
                throw ServiceError(.badRequest, .invalidRequest, "the body is not a JSON array")
            }
            var output: [UInt8] = []
            output.reserveCapacity(2 + requests.count * 64)
            output.append(UInt8(ascii: "["))
            var oversized = oversized.makeIterator()
            var nextOversized = oversized.next()
            for (index, request) in requests.enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                let response: JSONValue
                if index == nextOversized {
                    nextOversized = oversized.next()
                    response = Self.oversizedResponse(for: request)
                    let op = ServiceMetrics.operationLabel(Self.op(of: request))
                    summary.operations[op, default: 0] += 1
                    summary.errors += 1
                    metrics.recordRequests(op: op, outcome: LocaleFormatError.Code.limitExceeded.rawValue, count: 1)
                } else {
                    response = run(request, summary: &summary)
                }
                JSONWriter.write(response, into: &output)
                if index % Self.yieldInterval == Self.yieldInterval - 1 { await Task.yield() }
            }
            output.append(UInt8(ascii: "]"))
            return output
        }
    }

    /// Dispatches one request, timing it and counting its outcome.
    private func run(_ request: JSONValue, summary: inout Summary) -> JSONValue {
        let op = ServiceMetrics.operationLabel(Self.op(of: request))
        let start = ContinuousClock.now
        let response = dispatcher.response(to: request)
        let elapsed = ContinuousClock.now - start
        metrics.requestTimer(op: op).recordNanoseconds(Self.nanoseconds(elapsed))
        let outcome = Self.outcome(of: response)
        metrics.recordRequests(op: op, outcome: outcome, count: 1)
        summary.operations[op, default: 0] += 1
        if outcome != "ok" {
            summary.errors += 1
            if outcome == LocaleFormatError.Code.internal.rawValue { summary.internalErrors += 1 }
        }
        return response
    }

    private func parse(_ body: ByteBuffer, maximumDepth: Int) throws(ServiceError) -> JSONValue {
        let result = body.withUnsafeReadableBytes { bytes in
            Result { () throws(JSONParseError) -> JSONValue in
                try JSONParser.parse(bytes, maximumDepth: maximumDepth, limits: ProtocolLimits.parserLimits)
            }
        }
        switch result {
        case .success(let value):
            return value
        case .failure(let error):
            throw ServiceError(.badRequest, .invalidRequest, "the body is not JSON: \(error.message)")
        }
    }

    /// `ok`, or the error code of an error response.
    static func outcome(of response: JSONValue) -> String {
        guard case .object(let object) = response, case .object(let error)? = object["error"] else { return "ok" }
        guard case .string(let code)? = error["code"] else { return LocaleFormatError.Code.internal.rawValue }
        return code
    }

    static func op(of request: JSONValue) -> String? {
        guard case .object(let object) = request, case .string(let op)? = object["op"] else { return nil }
        return op
    }

    /// The response to an array element longer than a request line may be.
    static func oversizedResponse(for request: JSONValue) -> JSONValue {
        var members: [JSONObject.Member] = []
        if case .object(let object) = request, let id = object["id"] {
            members.append(.init(key: "id", value: id))
        }
        let error = JSONObject([
            .init(key: "code", value: .string(LocaleFormatError.Code.limitExceeded.rawValue)),
            .init(
                key: "message",
                value: .string("the request is longer than \(ProtocolLimits.maximumLineBytes) bytes")),
        ])
        members.append(.init(key: "error", value: .object(error)))
        return .object(JSONObject(members))
    }

    static func nanoseconds(_ duration: Duration) -> Int64 {
        let (seconds, attoseconds) = duration.components
        return seconds * 1_000_000_000 + attoseconds / 1_000_000_000
    }
}
