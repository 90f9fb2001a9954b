@_spi(Server) import LocaleFormat
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

    /// Formats on threads of its own, with admission control.
    let pool: FormattingPool
    /// How long an array's requests may take in all: those not started
    /// within it are answered `limitExceeded` (nil: no budget).
    var timeBudget: Duration? = .seconds(30)

    /// Requests of an array run as one job of the pool: a large array takes
    /// turns with other exchanges instead of holding a thread to its end.
    static let chunkSize = 64

    /// What one exchange did, for the request log line.
    struct Summary: Sendable {
        /// Requests answered, by op label.
        var operations: [String: Int] {
            guard let first else { return others }
            return others.merging([first.op: first.count], uniquingKeysWith: +)
        }
        /// The first op's count, kept out of the dictionary: a single request
        /// (the usual exchange) then makes no dictionary.
        private var first: (op: String, count: Int)?
        /// The other ops' counts.
        private var others: [String: Int] = [:]
        /// Requests answered with an error response.
        var errors = 0
        /// Requests answered with the `internal` error code (a server fault).
        var internalErrors = 0
        var isBatch = false

        /// Adds another part's counts.
        mutating func merge(_ other: Summary) {
            if let theirs = other.first { add(theirs.op, theirs.count) }
            others.merge(other.others, uniquingKeysWith: +)
            errors += other.errors
            internalErrors += other.internalErrors
        }

        /// Adds `count` requests of `op`.
        private mutating func add(_ op: String, _ count: Int) {
            if first == nil {
                first = (op, count)
            } else if first?.op == op {
                first?.count += count
            } else {
                others[op, default: 0] += count
            }
        }

        /// Counts one response.
        mutating func count(_ response: FormatResponse) {
            add(ServiceMetrics.operationLabel(response), 1)
            guard let error = response.error else { return }
            errors += 1
            if error.code == .internal { internalErrors += 1 }
        }
    }

    /// Bodies up to this size (a few requests) are formatted where they
    /// arrive, without a hop to the pool, as long as their formatters are
    /// cached: the hop costs about as much as a cached request (wrk: a third
    /// of the throughput of a mix of single requests). A request that would
    /// build a formatter (``BuildDeferral``: tens of microseconds, 70 ms for
    /// a Russian spellout) moves to the pool with the rest of its body, so
    /// the event loops never wait for ICU to open something. Larger bodies,
    /// arrays among them, go to the pool whole.
    static let inlineBodyBytes = 4_096

    /// The response body for `body`: one response object, or an array of
    /// responses in the order of the requests. The caller has been admitted
    /// to the ``FormattingPool``; a body over ``inlineBodyBytes`` is scanned,
    /// parsed and run there, an array in chunks (a smaller one, the same
    /// steps, where it arrived, until a request would build a formatter).
    /// - Throws: ``ServiceError`` (400 not JSON or not a request shape,
    ///   413 too many elements or a single request over the line limit).
    func respond(to body: ByteBuffer, summary: inout Summary) async throws(ServiceError) -> [UInt8] {
        let exchange = self
        let inline = body.readableBytes <= Self.inlineBodyBytes
        /// `work` here for a small body, on a pool thread otherwise.
        func run<T: Sendable>(_ work: @escaping @Sendable () -> T) async -> T {
            inline ? work() : await exchange.pool.run(work)
        }
        switch await run({ exchange.parseBody(body) }) {
        case .failure(let error):
            throw error
        case .success(.single(let request)):
            let (bytes, part) = await format([request], range: 0..<1, oversized: [], isArray: false, inline: inline)
            summary.merge(part)
            return bytes
        case .success(.array(let requests, let oversized)):
            summary.isBatch = true
            var output: [UInt8] = []
            output.reserveCapacity(2 + requests.count * 64)
            output.append(UInt8(ascii: "["))
            let oversized = Set(oversized)
            let began = ContinuousClock.now
            for start in stride(from: 0, to: requests.count, by: Self.chunkSize) {
                if let timeBudget, ContinuousClock.now - began > timeBudget {
                    // Out of time: every request not started gets a typed
                    // error (no response is cut short; none is left out).
                    let error = LocaleFormatError(
                        .limitExceeded,
                        "the array used its time budget of \(timeBudget) before this request; send it again")
                    for index in start..<requests.count {
                        if index > 0 { output.append(UInt8(ascii: ",")) }
                        refusal(of: requests[index], error, summary: &summary).write(into: &output)
                    }
                    break
                }
                let range = start..<min(start + Self.chunkSize, requests.count)
                let (bytes, part) = await format(
                    requests, range: range, oversized: oversized, isArray: true, inline: inline)
                output += bytes
                summary.merge(part)
            }
            output.append(UInt8(ascii: "]"))
            return output
        }
    }

    /// The responses to `requests[range]`: where they arrived for a small
    /// body while their formatters are cached, from the first that would
    /// build one on the pool; on the pool for a large body.
    private func format(
        _ requests: [JSONValue], range: Range<Int>, oversized: Set<Int>, isArray: Bool, inline: Bool
    ) async -> ([UInt8], Summary) {
        let exchange = self
        var start = range.lowerBound
        var bytes: [UInt8] = []
        var part = Summary()
        if inline {
            let done = format(requests, range: range, oversized: oversized, isArray: isArray, deferring: true)
            bytes = done.bytes
            part = done.summary
            guard let deferred = done.deferred else { return (bytes, part) }
            start = deferred
        }
        let rest = await pool.run { [start] in
            let done = exchange.format(
                requests, range: start..<range.upperBound, oversized: oversized, isArray: isArray, deferring: false)
            return (done.bytes, done.summary)
        }
        bytes += rest.0
        part.merge(rest.1)
        return (bytes, part)
    }

    /// The responses to `requests[range]`, comma-separated when they are
    /// elements of an array (a comma before each but the array's first).
    /// `deferring`: inside ``BuildDeferral/run(_:)``, stopping at the first
    /// request that would build a formatter, whose index is returned (nothing
    /// of it written or counted).
    private func format(
        _ requests: [JSONValue], range: Range<Int>, oversized: Set<Int>, isArray: Bool, deferring: Bool
    ) -> (bytes: [UInt8], summary: Summary, deferred: Int?) {
        var part = Summary()
        var bytes: [UInt8] = []
        for index in range {
            let response: FormatResponse
            if oversized.contains(index) {
                response = refusal(of: requests[index], dispatcher.limits.requestTooLong, summary: &part)
            } else if let done = run(requests[index], deferring: deferring, summary: &part) {
                response = done
            } else {
                return (bytes, part, index)
            }
            if isArray, index > 0 { bytes.append(UInt8(ascii: ",")) }
            response.write(into: &bytes)
        }
        return (bytes, part, nil)
    }

    /// A body read as requests.
    private enum Body: Sendable {
        case single(JSONValue)
        /// The requests, and the indices of those over the line limit.
        case array([JSONValue], oversized: [Int])
    }

    private func parseBody(_ body: ByteBuffer) -> Result<Body, ServiceError> {
        Result { () throws(ServiceError) -> Body in
            let limits = dispatcher.limits
            let scanner = BatchScanner(
                maximumCount: maximumBatchCount, maximumElementBytes: limits.maximumLineBytes)
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
                        .badRequest, .invalidRequest,
                        "the body must be a request object or an array of request objects")
                }
                return .single(value)
            case .array(_, let oversized):
                // One level more than a batch line, so every element may nest
                // as deep as a request line may.
                let value = try parse(body, limits: limits.oneLevelDeeper)
                guard case .array(let requests) = value else {
                    throw ServiceError(.badRequest, .invalidRequest, "the body is not a JSON array")
                }
                return .array(requests, oversized: oversized)
            }
        }
    }

    /// `error` as the response to a request not run, counted as a run one is.
    private func refusal(of request: JSONValue, _ error: LocaleFormatError, summary: inout Summary)
        -> FormatResponse
    {
        let response = dispatcher.refusal(of: request, error)
        metrics.recordRequests(
            op: ServiceMetrics.operationLabel(response), outcome: ServiceMetrics.outcomeLabel(response), count: 1)
        summary.count(response)
        return response
    }

    /// Dispatches one request, timing it and counting its outcome; nil when
    /// `deferring` and it would build a formatter (not counted then).
    private func run(_ request: JSONValue, deferring: Bool, summary: inout Summary) -> FormatResponse? {
        let start = ContinuousClock.now
        let response =
            deferring ? BuildDeferral.run { dispatcher.response(to: request) } : dispatcher.response(to: request)
        if deferring, response.error?.code == .buildDeferred { return nil }
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
