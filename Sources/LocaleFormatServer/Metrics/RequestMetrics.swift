import LocaleFormatService
import Synchronization

/// The series counted once per request, `icufmt_requests_total` (by `op`
/// and `outcome`) and `icufmt_request_duration_seconds` (a histogram by
/// `op`), kept in one table under one lock and written in Prometheus' text
/// format when `/metrics` is read.
///
/// An array body counts each of its requests: through swift-metrics each
/// took two locks, a dictionary lookup and a search of eighteen buckets by
/// `Duration` comparison (about 1,500 instructions, as much as a third of
/// formatting a cached date); here it is one lock, one lookup and integer
/// comparisons, and an array's step adds its requests at once
/// (``RequestTally``). The series' names, labels and buckets are those they had
/// as swift-prometheus metrics.
final class RequestMetrics: Sendable {
    static let countLabel = "icufmt_requests_total"
    static let durationLabel = "icufmt_request_duration_seconds"

    /// The histogram's upper bounds, in nanoseconds: 10 µs to 5 s.
    static let bounds: [Int64] = [
        10_000, 25_000, 50_000, 100_000, 250_000, 500_000, 1_000_000, 2_500_000, 5_000_000, 10_000_000,
        25_000_000, 50_000_000, 100_000_000, 250_000_000, 500_000_000, 1_000_000_000, 2_500_000_000,
        5_000_000_000,
    ]

    /// The `op` label values: the protocol's ops, then `unknown`.
    private static let operations = FormatOperations.names + ["unknown"]
    private static let operationIndex: [String: Int] = Dictionary(
        uniqueKeysWithValues: operations.enumerated().map { ($1, $0) })

    /// One op's series.
    private struct Series {
        /// Requests by outcome (`ok` or an error code), in the order first seen.
        var outcomes: [(outcome: String, count: UInt64)] = []
        /// Durations at most each bound (not cumulative), then over the last.
        var buckets = [UInt64](repeating: 0, count: RequestMetrics.bounds.count + 1)
        var durations: UInt64 = 0
        var nanoseconds: Int64 = 0
    }

    private let table = Mutex([Series](repeating: Series(), count: RequestMetrics.operations.count))

    /// Counts one request of `op` (an op's name, or anything else for
    /// `unknown`) with `outcome`, and its duration when it ran.
    func record(op: String?, outcome: String, nanoseconds: Int64?) {
        var tally = RequestTally(self)
        tally.add(op: op, outcome: outcome, nanoseconds: nanoseconds)
        tally.flush()
    }

    /// The histogram bucket of a duration: the first bound it is at most,
    /// or the one past the last.
    static func bucket(of nanoseconds: Int64) -> Int {
        bounds.firstIndex { nanoseconds <= $0 } ?? bounds.count
    }

    /// Adds `count` requests of `op` with `outcome`, of which `durations`
    /// ran, by bucket, for `nanoseconds` in all (``RequestTally``).
    func add(
        op: String?, outcome: String, count: UInt64, buckets: InlineArray<19, UInt64>, durations: UInt64,
        nanoseconds: Int64
    ) {
        let index = op.flatMap { Self.operationIndex[$0] } ?? Self.operations.count - 1
        table.withLock { table in
            if let found = table[index].outcomes.firstIndex(where: { $0.outcome == outcome }) {
                table[index].outcomes[found].count += count
            } else {
                table[index].outcomes.append((outcome, count))
            }
            guard durations > 0 else { return }
            for bucket in buckets.indices where buckets[bucket] > 0 {
                table[index].buckets[bucket] += buckets[bucket]
            }
            table[index].durations += durations
            table[index].nanoseconds &+= nanoseconds
        }
    }

    /// Appends both series in Prometheus' text format, each series once a
    /// request has counted in it.
    func emit(into output: inout [UInt8]) {
        let table = table.withLock { $0 }
        guard table.contains(where: { !$0.outcomes.isEmpty }) else { return }
        output.append(contentsOf: "# TYPE \(Self.countLabel) counter\n".utf8)
        for (index, series) in table.enumerated() {
            for (outcome, count) in series.outcomes {
                output.append(
                    contentsOf: "\(Self.countLabel){op=\"\(Self.operations[index])\",outcome=\"\(outcome)\"} \(count)\n"
                        .utf8)
            }
        }
        guard table.contains(where: { $0.durations > 0 }) else { return }
        output.append(contentsOf: "# TYPE \(Self.durationLabel) histogram\n".utf8)
        for (index, series) in table.enumerated() where series.durations > 0 {
            let op = "op=\"\(Self.operations[index])\""
            var cumulative: UInt64 = 0
            for (bound, count) in zip(Self.bounds, series.buckets) {
                cumulative += count
                output.append(
                    contentsOf: "\(Self.durationLabel)_bucket{\(op),le=\"\(Self.seconds(bound))\"} \(cumulative)\n".utf8
                )
            }
            output.append(contentsOf: "\(Self.durationLabel)_bucket{\(op),le=\"+Inf\"} \(series.durations)\n".utf8)
            output.append(contentsOf: "\(Self.durationLabel)_sum{\(op)} \(Self.seconds(series.nanoseconds))\n".utf8)
            output.append(contentsOf: "\(Self.durationLabel)_count{\(op)} \(series.durations)\n".utf8)
        }
    }

    /// `nanoseconds` as decimal seconds, without trailing zeros (`0.000025`, `2.5`, `5`).
    static func seconds(_ nanoseconds: Int64) -> String {
        let nanoseconds = max(0, nanoseconds)
        let whole = nanoseconds / 1_000_000_000
        var fraction = String(nanoseconds % 1_000_000_000)
        fraction = String(repeating: "0", count: 9 - fraction.count) + fraction
        while fraction.last == "0" { fraction.removeLast() }
        return fraction.isEmpty ? "\(whole)" : "\(whole).\(fraction)"
    }
}
