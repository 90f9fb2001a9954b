/// Requests counted on the side and added to ``RequestMetrics``' table
/// under one lock: a step of an array counts its requests here, a run of
/// one op and outcome at a time (an array's requests are mostly alike), and
/// adds each run when the next request differs and when the step ends
/// (``flush()``). A scrape sees an array's requests a step at a time.
struct RequestTally: ~Copyable {
    private let metrics: RequestMetrics
    /// The run's op and outcome, as ``RequestMetrics/record(op:outcome:nanoseconds:)`` takes them.
    private var op: String?
    private var outcome = ""
    /// Requests in the run.
    private var count: UInt64 = 0
    /// The run's durations by bucket (not cumulative), as the table keeps them.
    private var buckets = InlineArray<19, UInt64>(repeating: 0)
    private var durations: UInt64 = 0
    private var nanoseconds: Int64 = 0

    init(_ metrics: RequestMetrics) {
        self.metrics = metrics
    }

    /// Counts one request, as ``RequestMetrics/record(op:outcome:nanoseconds:)`` would.
    mutating func add(op: String?, outcome: String, nanoseconds: Int64?) {
        if count > 0, op != self.op || outcome != self.outcome { flush() }
        if count == 0 {
            self.op = op
            self.outcome = outcome
        }
        count += 1
        if let nanoseconds {
            buckets[RequestMetrics.bucket(of: nanoseconds)] += 1
            durations += 1
            self.nanoseconds &+= nanoseconds
        }
    }

    /// Adds the run counted so far to the table and starts an empty one.
    mutating func flush() {
        guard count > 0 else { return }
        metrics.add(
            op: op, outcome: outcome, count: count, buckets: buckets, durations: durations, nanoseconds: nanoseconds)
        count = 0
        buckets = InlineArray(repeating: 0)
        durations = 0
        nanoseconds = 0
    }

    deinit {
        // A tally dropped unflushed would lose requests; every owner flushes.
        assert(count == 0, "a request tally was dropped with requests in it")
    }
}
