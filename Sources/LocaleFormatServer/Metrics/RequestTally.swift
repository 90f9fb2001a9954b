/// Requests counted on the side and added to ``RequestMetrics``' table
/// under one lock: a step of an array counts its requests here, a run of
/// one op and outcome at a time (an array's requests are mostly alike), and
/// adds each run when the next request differs and when the step ends
/// (``flush()``). A scrape sees an array's requests a step at a time.
///
/// While ``isHolding``, finished runs are kept instead of added, until
/// ``release()`` adds them or ``discard()`` drops them: an array answered
/// before its framing is known counts nothing if the body is then refused.
struct RequestTally: ~Copyable {
    /// One op and outcome's requests, as the table adds them.
    private struct Run {
        /// The op and outcome, as ``RequestMetrics/record(op:outcome:nanoseconds:)`` takes them.
        var op: String?
        var outcome = ""
        /// Requests in the run.
        var count: UInt64 = 0
        /// The durations by bucket (not cumulative), as the table keeps them.
        var buckets = InlineArray<19, UInt64>(repeating: 0)
        var durations: UInt64 = 0
        var nanoseconds: Int64 = 0
    }

    private let metrics: RequestMetrics
    private var run = Run()
    /// Finished runs kept while holding (none allocated for one run).
    private var held: [Run] = []
    /// Finished runs are kept, not added.
    private(set) var isHolding = false

    init(_ metrics: RequestMetrics) {
        self.metrics = metrics
    }

    /// Counts one request, as ``RequestMetrics/record(op:outcome:nanoseconds:)`` would.
    mutating func add(op: String?, outcome: String, nanoseconds: Int64?) {
        if run.count > 0, op != run.op || outcome != run.outcome { flush() }
        if run.count == 0 {
            run.op = op
            run.outcome = outcome
        }
        run.count += 1
        if let nanoseconds {
            run.buckets[RequestMetrics.bucket(of: nanoseconds)] += 1
            run.durations += 1
            run.nanoseconds &+= nanoseconds
        }
    }

    /// Adds the run counted so far to the table (kept, while holding) and
    /// starts an empty one.
    mutating func flush() {
        guard run.count > 0 else { return }
        if isHolding {
            held.append(run)
        } else {
            metrics.add(
                op: run.op, outcome: run.outcome, count: run.count, buckets: run.buckets, durations: run.durations,
                nanoseconds: run.nanoseconds)
        }
        run = Run()
    }

    /// Keeps the runs finished from now on until ``release()`` or ``discard()``.
    mutating func startKeeping() {
        isHolding = true
    }

    /// Adds the runs kept while holding, and stops holding.
    mutating func release() {
        isHolding = false
        for kept in held {
            metrics.add(
                op: kept.op, outcome: kept.outcome, count: kept.count, buckets: kept.buckets,
                durations: kept.durations, nanoseconds: kept.nanoseconds)
        }
        held = []
    }

    /// Drops every request counted since ``startKeeping()``, and stops holding.
    mutating func discard() {
        isHolding = false
        held = []
        run = Run()
    }

    deinit {
        // A tally dropped unflushed would lose requests; every owner flushes.
        assert(run.count == 0 && held.isEmpty, "a request tally was dropped with requests in it")
    }
}
