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
