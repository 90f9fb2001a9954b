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

        /// Counts one response.
        mutating func count(_ response: FormatResponse) {
            operations[ServiceMetrics.operationLabel(response), default: 0] += 1
            guard let error = response.error else { return }
            errors += 1
            if error.code == .internal { internalErrors += 1 }
        }
    }

    /// The response body for `body`: one response object, or an array of
    /// responses in the order of the requests.
    /// - Throws: ``ServiceError`` (400 not JSON or not a request shape,
    ///   413 too many elements or a single request over the line limit).
    func respond(to body: ByteBuffer, summary: inout Summary) async throws(ServiceError) -> [UInt8] {
        let limits = dispatcher.limits
        let scanner = BatchScanner(maximumCount: maximumBatchCount, maximumElementBytes: limits.maximumLineBytes)
        let shape = body.withUnsafeReadableBytes { scanner.shape(of: $0) }
        switch shape {
        case .tooManyElements(let limit):
            throw ServiceError(
                .contentTooLarge, .limitExceeded, "the array has more than \(limit) requests")
        case .single:
            guard body.readableBytes <= limits.maximumLineBytes else {
                throw ServiceError(.contentTooLarge, limits.requestTooLong)
            }
            let value = try parse(body, limits: limits)
            guard case .object = value else {
                throw ServiceError(
                    .badRequest, .invalidRequest, "the body must be a request object or an array of request objects")
            }
            return run(value, summary: &summary).bytes
        case .array(_, let oversized):
            summary.isBatch = true
            // One level more than a batch line, so every element may nest as
            // deep as a request line may.
            let value = try parse(body, limits: limits.oneLevelDeeper)
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
                let response: FormatResponse
                if index == nextOversized {
                    nextOversized = oversized.next()
                    response = dispatcher.refusal(of: request, limits.requestTooLong)
                    metrics.recordRequests(
                        op: ServiceMetrics.operationLabel(response), outcome: ServiceMetrics.outcomeLabel(response),
                        count: 1)
                    summary.count(response)
                } else {
                    response = run(request, summary: &summary)
                }
                response.write(into: &output)
                if index % Self.yieldInterval == Self.yieldInterval - 1 { await Task.yield() }
            }
            output.append(UInt8(ascii: "]"))
            return output
        }
    }

    /// Dispatches one request, timing it and counting its outcome.
    private func run(_ request: JSONValue, summary: inout Summary) -> FormatResponse {
        let start = ContinuousClock.now
        let response = dispatcher.response(to: request)
        let elapsed = ContinuousClock.now - start
        let op = ServiceMetrics.operationLabel(response)
        metrics.requestTimer(op: op).recordNanoseconds(Self.nanoseconds(elapsed))
        metrics.recordRequests(op: op, outcome: ServiceMetrics.outcomeLabel(response), count: 1)
        summary.count(response)
        return response
    }

    private func parse(_ body: ByteBuffer, limits: ProtocolLimits) throws(ServiceError) -> JSONValue {
        let result = body.withUnsafeReadableBytes { bytes in
            Result { () throws(JSONParseError) -> JSONValue in try JSONParser.parse(bytes, limits: limits) }
        }
        switch result {
        case .success(let value):
            return value
        case .failure(let error):
            throw ServiceError(.badRequest, .invalidRequest, "the body is not JSON: \(error.message)")
        }
    }

    static func nanoseconds(_ duration: Duration) -> Int64 {
        let (seconds, attoseconds) = duration.components
        return seconds * 1_000_000_000 + attoseconds / 1_000_000_000
    }
}
