import Foundation
import LocaleFormat

/// Prints the working-set sweep.
public struct BenchSweepReport {
    public var results: [BenchHarness.SweepResult]
    public var repetitions: Int
    public var clock: BenchHarness.Clock
    public var iterationsNote: String

    public init(
        results: [BenchHarness.SweepResult], repetitions: Int, clock: BenchHarness.Clock, iterationsNote: String
    ) {
        self.results = results
        self.repetitions = repetitions
        self.clock = clock
        self.iterationsNote = iterationsNote
    }

    public var table: String {
        var lines = [
            "LocaleFormat bench --sweep: date formatters (medium date, short time, UTC), one per locale, "
                + "against a cache of \(BenchSweep.capacity);",
            "median of \(repetitions) repetitions, iterations \(iterationsNote); ns per call of "
                + (clock == .cpu ? "this thread's CPU time" : "wall-clock time"),
            "",
        ]
        let header = [
            "walk", "working set", "LocaleFormat", "our misses", "Date.FormatStyle", "Date.FormatStyle/LocaleFormat",
        ]
        let rows = results.map { r in
            [
                r.pattern.rawValue, "\(r.size)", BenchReport.ns(r.ours),
                r.oursMissRate.isFinite ? String(format: "%.0f%%", r.oursMissRate * 100) : "-",
                BenchReport.ns(r.foundation), BenchReport.ratio(r.foundation, r.ours),
            ]
        }
        let widths = header.indices.map { c in ([header] + rows).map { $0[c].count }.max() ?? 0 }
        for row in [header] + rows {
            lines.append(
                row.indices.map { c in
                    let pad = String(repeating: " ", count: widths[c] - row[c].count)
                    return c == 0 ? row[c] + pad : pad + row[c]
                }.joined(separator: "  "))
        }
        lines += [
            "",
            "Foundation's cache empties itself when it reaches 100 entries; ours evicts one entry at a time,",
            "admitting a newcomer over an established entry only if asked for more often lately (Window",
            "TinyLFU), so a strict cycle over more keys than the capacity keeps most of its hits.",
        ]
        return lines.joined(separator: "\n")
    }

    /// `{"sweep":[{"walk":"cycle","workingSet":90,"localeFormatNs":…,"localeFormatMissRate":…,
    /// "foundationNs":…},…]}`
    public var json: String {
        func number(_ value: Double, _ format: String = "%.1f") -> String {
            value.isFinite ? String(format: format, value) : "null"
        }
        let entries = results.map { r in
            "{\"walk\":\"\(r.pattern.rawValue)\",\"workingSet\":\(r.size),\"capacity\":\(BenchSweep.capacity),"
                + "\"localeFormatNs\":\(number(r.ours)),\"localeFormatMissRate\":\(number(r.oursMissRate, "%.4f")),"
                + "\"foundationNs\":\(number(r.foundation))}"
        }
        return "{\"sweep\":[\(entries.joined(separator: ","))],\"icu\":\(BenchReport.jsonString(ICUVersion.icu)),"
            + "\"repetitions\":\(repetitions),\"clock\":\"\(clock.rawValue)\"}"
    }
}
