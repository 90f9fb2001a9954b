import Testing

@testable import LocaleFormatServer

/// The per-request series in Prometheus' text format: counters by op and
/// outcome, cumulative buckets, only series something counted in.
@Suite struct RequestMetricsTests {
    static func text(_ metrics: RequestMetrics) -> String {
        var output: [UInt8] = []
        metrics.emit(into: &output)
        return String(decoding: output, as: UTF8.self)
    }

    @Test func countsByOpAndOutcome() {
        let metrics = RequestMetrics()
        metrics.record(op: "date", outcome: "ok", nanoseconds: 4_000)
        metrics.record(op: "date", outcome: "ok", nanoseconds: 30_000)
        metrics.record(op: "date", outcome: "invalidDate", nanoseconds: 9_000_000_000)
        metrics.record(op: nil, outcome: "invalidRequest", nanoseconds: nil)
        metrics.record(op: "no such op", outcome: "invalidRequest", nanoseconds: nil)
        let lines = Self.text(metrics).split(separator: "\n").map(String.init)
        #expect(lines.first == "# TYPE icufmt_requests_total counter")
        #expect(lines.contains(#"icufmt_requests_total{op="date",outcome="ok"} 2"#))
        #expect(lines.contains(#"icufmt_requests_total{op="date",outcome="invalidDate"} 1"#))
        #expect(lines.contains(#"icufmt_requests_total{op="unknown",outcome="invalidRequest"} 2"#))
        #expect(lines.contains("# TYPE icufmt_request_duration_seconds histogram"))
        #expect(lines.contains(#"icufmt_request_duration_seconds_bucket{op="date",le="0.00001"} 1"#))
        #expect(lines.contains(#"icufmt_request_duration_seconds_bucket{op="date",le="0.000025"} 1"#))
        #expect(lines.contains(#"icufmt_request_duration_seconds_bucket{op="date",le="0.00005"} 2"#))
        #expect(lines.contains(#"icufmt_request_duration_seconds_bucket{op="date",le="2.5"} 2"#))
        #expect(lines.contains(#"icufmt_request_duration_seconds_bucket{op="date",le="5"} 2"#))
        #expect(lines.contains(#"icufmt_request_duration_seconds_bucket{op="date",le="+Inf"} 3"#))
        #expect(lines.contains(#"icufmt_request_duration_seconds_sum{op="date"} 9.000034"#))
        #expect(lines.contains(#"icufmt_request_duration_seconds_count{op="date"} 3"#))
        // Ops that never ran have no histogram.
        #expect(!lines.contains { $0.contains(#"{op="unknown",le="#) })
        #expect(!lines.contains { $0.contains(#"op="plural""#) })
    }

    /// Requests counted in a tally, runs of one op and outcome broken by
    /// others, read as the same requests recorded one by one.
    @Test func aTallyCountsAsRecordsDo() {
        let requests: [(String?, String, Int64?)] = [
            ("date", "ok", 4_000), ("date", "ok", 30_000), ("date", "invalidDate", 9_000_000_000),
            ("date", "ok", 6_000_000_000), (nil, "invalidRequest", nil), ("plural", "ok", 10_000),
            ("no such op", "invalidRequest", nil), ("date", "ok", 4_000),
        ]
        let recorded = RequestMetrics()
        let tallied = RequestMetrics()
        var tally = RequestTally(tallied)
        for (op, outcome, nanoseconds) in requests {
            recorded.record(op: op, outcome: outcome, nanoseconds: nanoseconds)
            tally.add(op: op, outcome: outcome, nanoseconds: nanoseconds)
        }
        // Each run is added when the next request differs; the last at the flush.
        #expect(Self.text(tallied).contains(#"icufmt_requests_total{op="date",outcome="ok"} 3"#))
        tally.flush()
        #expect(Self.text(tallied) == Self.text(recorded))
        #expect(Self.text(tallied).contains(#"icufmt_requests_total{op="date",outcome="ok"} 4"#))
        #expect(Self.text(tallied).contains(#"icufmt_request_duration_seconds_bucket{op="date",le="5"} 3"#))
        #expect(Self.text(tallied).contains(#"icufmt_request_duration_seconds_bucket{op="date",le="+Inf"} 5"#))
        // The tally's buckets are the table's: one per bound and one past them.
        #expect(RequestMetrics.bounds.count + 1 == 19)
    }

    /// A holding tally adds nothing, whatever runs it finishes, until it
    /// is released (then as records would) or discarded (then nothing).
    @Test func aHoldingTallyAddsOnlyWhenReleased() {
        let requests: [(String?, String, Int64?)] = [
            ("date", "ok", 4_000), ("plural", "ok", 30_000), ("date", "invalidDate", nil), ("date", "ok", 8_000),
        ]
        let recorded = RequestMetrics()
        let released = RequestMetrics()
        let discarded = RequestMetrics()
        var kept = RequestTally(released)
        var dropped = RequestTally(discarded)
        kept.startKeeping()
        dropped.startKeeping()
        for (op, outcome, nanoseconds) in requests {
            recorded.record(op: op, outcome: outcome, nanoseconds: nanoseconds)
            kept.add(op: op, outcome: outcome, nanoseconds: nanoseconds)
            dropped.add(op: op, outcome: outcome, nanoseconds: nanoseconds)
        }
        kept.flush()
        #expect(Self.text(released) == "")
        kept.release()
        #expect(Self.text(released) == Self.text(recorded))
        dropped.discard()
        dropped.flush()
        #expect(Self.text(discarded) == "")
        // Released, a tally adds its runs again.
        kept.add(op: "date", outcome: "ok", nanoseconds: 1_000)
        kept.flush()
        #expect(Self.text(released).contains(#"icufmt_requests_total{op="date",outcome="ok"} 3"#))
    }

    @Test func nothingIsWrittenBeforeARequestCounts() {
        let metrics = RequestMetrics()
        #expect(Self.text(metrics) == "")
        metrics.record(op: "date", outcome: "invalidRequest", nanoseconds: nil)
        #expect(
            Self.text(metrics) == "# TYPE icufmt_requests_total counter\n"
                + #"icufmt_requests_total{op="date",outcome="invalidRequest"} 1"# + "\n")
    }

    @Test func boundsAreWrittenAsDecimalSeconds() {
        #expect(RequestMetrics.seconds(10_000) == "0.00001")
        #expect(RequestMetrics.seconds(2_500_000_000) == "2.5")
        #expect(RequestMetrics.seconds(1_000_000_000) == "1")
        #expect(RequestMetrics.seconds(0) == "0")
        #expect(RequestMetrics.seconds(-5) == "0")
    }
}
