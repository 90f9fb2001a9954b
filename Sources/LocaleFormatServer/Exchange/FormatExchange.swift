@_spi(Server) import LocaleFormat
import LocaleFormatService
import NIOCore

/// Runs the requests of one `POST /v1/format` body through the
/// ``FormatDispatcher`` and writes the response body, a step at a time.
/// Knows nothing of HTTP beyond the ``HTTPRefusal`` it throws for a body
/// refused as a whole; ``FormatConnectionHandler`` moves the steps between the event
/// loop, the ``FormattingPool`` and the socket.
///
/// An array is never parsed whole: ``BatchScanner`` finds its elements'
/// bytes, and each step parses, runs and writes at most ``chunkSize`` of
/// them, so an exchange holds its body, one chunk's requests and one
/// chunk's responses. A small array is answered in one pass instead, its
/// elements found as they are read (`FormatExchange+OnePass.swift`).
/// Every response counts against the exchange's response budget as the
/// bytes written (escapes included).
struct FormatExchange: Sendable {
    let dispatcher: FormatDispatcher
    let metrics: ServiceMetrics
    /// The most elements an array body may have.
    let maximumBatchCount: Int
    /// The most response bytes one exchange writes for its results; past
    /// it, each request left is answered with a short `limitExceeded`.
    var maximumResponseBytes = FormatServer.Configuration.defaultMaximumResponseBytes
    /// How long an array's requests may take in all: those not started
    /// within it are answered `limitExceeded` (nil: no budget).
    var timeBudget: Duration? = .seconds(30)

    /// Requests of an array run as one step: a large array takes turns with
    /// other exchanges, and its responses are written, a chunk at a time.
    static let chunkSize = 64

    /// A step also ends once it has made this many bytes of responses, so
    /// that an exchange never holds more than about this and one response
    /// (at most 1 MiB) before its client has read them.
    static let stepOutputBytes = 262_144

    /// Bodies up to this size are run where they arrive, on the event loop,
    /// as long as nothing in them builds (``BuildDeferral``: a formatter
    /// missing from the cache, a language matcher): the hop to a worker
    /// costs about as much as a cached request. A request that would build
    /// moves to the pool with the rest of its body. The size bounds what a
    /// cached request's input can cost (a sort or a list of a few KiB, an
    /// array of a hundred dates: about 100 µs of an event loop's time).
    static let inlineBodyBytes = 16_384

    /// A body run on the pool from its start waits in the interactive lane
    /// when it is at most this long and has at most ``chunkSize`` requests;
    /// in the bulk lane otherwise.
    static let interactiveBodyBytes = 65_536

    /// What a body holds, found before anything runs.
    enum Plan: Sendable {
        case single
        /// An array in a body of at most ``inlineBodyBytes`` (and the line
        /// limit): its elements are found as they are answered, each read
        /// where it stands, in one pass over the body; ``BatchScanner``
        /// scans it only when that pass stops before the end (the plan is
        /// then ``array(elements:oversized:)``).
        case unscannedArray
        /// The elements' bytes, and the indices of those over the line limit
        /// (in order; almost always none, so a search of them costs nothing).
        case array(elements: [Range<Int>], oversized: [Int])

        /// Requests in the body; nil for an array not scanned.
        var count: Int? {
            switch self {
            case .single: 1
            case .unscannedArray: nil
            case .array(let elements, _): elements.count
            }
        }
    }

    /// Reads the body's shape: one request, or an array and its elements
    /// (a small array's found as they are answered).
    /// - Throws: ``HTTPRefusal``: 413 for too many elements or a single
    ///   request over the line limit, 400 for an array whose framing is not
    ///   JSON.
    func plan(_ body: ByteBuffer) throws(HTTPRefusal) -> Plan {
        if body.readableBytes <= min(Self.inlineBodyBytes, dispatcher.limits.maximumLineBytes),
            body.withUnsafeReadableBytes({ JSONBytes.opensArray($0) }) == true
        {
            return .unscannedArray
        }
        return try scannedPlan(body)
    }

    /// ``plan(_:)`` with the array's elements found by ``BatchScanner``.
    func scannedPlan(_ body: ByteBuffer) throws(HTTPRefusal) -> Plan {
        let limits = dispatcher.limits
        let scanner = BatchScanner(maximumCount: maximumBatchCount, maximumElementBytes: limits.maximumLineBytes)
        switch body.withUnsafeReadableBytes({ scanner.shape(of: $0) }) {
        case .tooManyElements(let limit):
            throw HTTPRefusal(.payloadTooLarge, .limitExceeded, "the array has more than \(limit) requests")
        case .malformed(let reason):
            throw HTTPRefusal(.badRequest, .invalidRequest, "the body is not a JSON array of requests: \(reason)")
        case .single:
            guard body.readableBytes <= limits.maximumLineBytes else {
                throw HTTPRefusal(.payloadTooLarge, limits.requestTooLong)
            }
            return .single
        case .array(let elements, let oversized):
            return .array(elements: elements, oversized: oversized)
        }
    }

    /// What one step did.
    enum StepResult: Sendable {
        /// Every request is answered.
        case done
        /// More requests are left for another step.
        case more
        /// Deferring, the next request would build: run it where blocking is fine.
        case deferred
        /// A body refused whole, nothing of it written or counted: a single
        /// body that is not a request object (`400`), or an array answered
        /// in one pass that its scan then refuses (``plan(_:)``'s errors).
        case refused(HTTPRefusal)
    }

    /// Answers the next requests of `work` (one for a single body, up to
    /// ``chunkSize`` of an array) into `output`. `deferring`: inside
    /// ``BuildDeferral/run(_:)``, stopping before the first request that
    /// would build (nothing of it written or counted), and noting in
    /// `record`, when given, the build it would wait for or claimed.
    func step(
        _ work: ExchangeWork, into output: inout [UInt8], deferring: Bool, record: BuildDeferral.Record? = nil
    ) -> StepResult {
        // One task-local scope for the whole step, not one per request.
        guard deferring else { return stepInScope(work, into: &output) }
        guard let record else { return BuildDeferral.run { stepInScope(work, into: &output) } }
        return BuildDeferral.run(recording: record) { stepInScope(work, into: &output) }
    }

    /// ``step(_:into:deferring:record:)``'s requests, in its scope.
    private func stepInScope(_ work: ExchangeWork, into output: inout [UInt8]) -> StepResult {
        var tally = RequestTally(metrics.requests)
        defer { tally.flush() }
        // The exchange's progress as a local for the step: the work's own
        // (a class's) would be checked for exclusive access at every use.
        var progress = work.progress
        defer { work.progress = progress }
        // When the request being run began: the clock is read once a
        // request, each one's end the next one's beginning.
        var began = MonotonicClock.nanoseconds()
        switch work.plan {
        case .single:
            let start = output.count
            let ran = work.body.withUnsafeReadableBytes { bytes in
                bytes.withMemoryRebound(to: UInt8.self) {
                    run($0, into: &output, began: &began)
                }
            }
            switch ran {
            case nil: return .deferred
            case .failure(let error)?:
                return .refused(HTTPRefusal(.badRequest, error))
            case .success(let (written, nanoseconds))?:
                limitAndCount(
                    written, from: start, of: 0..<work.body.readableBytes, nanoseconds: nanoseconds, work,
                    into: &output, tally: &tally, progress: &progress)
            }
            progress.next = 1
            return .done
        case .unscannedArray:
            return stepUnscanned(
                work, into: &output, began: &began, tally: &tally, progress: &progress)
        case .array(let elements, let oversized):
            return stepArray(
                work, elements, oversized, into: &output, began: &began, tally: &tally,
                progress: &progress)
        }
    }

    /// The whole response body for `body`, every step run in turn (on the
    /// pool for a body over ``inlineBodyBytes``): for tests and in-process
    /// callers; the server writes each step as it is made instead.
    /// - Throws: ``HTTPRefusal`` for a body refused whole (``plan(_:)``).
    func respond(to body: ByteBuffer, pool: FormattingPool, summary: inout Summary) async throws(HTTPRefusal)
        -> [UInt8]
    {
        let work = ExchangeWork(body: body, plan: try plan(body))
        var output: [UInt8] = []
        var inline = body.readableBytes <= Self.inlineBodyBytes
        while true {
            let result: StepResult
            if inline {
                result = step(work, into: &output, deferring: true)
            } else {
                let exchange = self
                let part = await pool.run(.bulk) { () -> ([UInt8], StepResult) in
                    var part: [UInt8] = []
                    let result = exchange.step(work, into: &part, deferring: false)
                    return (part, result)
                }
                output += part.0
                result = part.1
            }
            switch result {
            case .done:
                summary = work.summary
                return output
            case .more: continue
            case .deferred: inline = false
            case .refused(let error): throw error
            }
        }
    }

    static func nanoseconds(_ duration: Duration) -> Int64 {
        let (seconds, attoseconds) = duration.components
        return seconds * 1_000_000_000 + attoseconds / 1_000_000_000
    }
}
