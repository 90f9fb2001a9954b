import Foundation
import LocaleFormat

/// Prints what ``BenchHarness`` measured: a table for people, JSON for tools.
public struct BenchReport {
    public var results: [BenchHarness.Result]
    public var hitParts: [(name: String, nanoseconds: Double)]
    public var repetitions: Int
    public var clock: BenchHarness.Clock
    /// "auto (~30 ms per repetition)" or "1000 per repetition".
    public var iterationsNote: String

    public init(
        results: [BenchHarness.Result], hitParts: [(name: String, nanoseconds: Double)], repetitions: Int,
        clock: BenchHarness.Clock, iterationsNote: String
    ) {
        self.results = results
        self.hitParts = hitParts
        self.repetitions = repetitions
        self.clock = clock
        self.iterationsNote = iterationsNote
    }

    // MARK: Text

    public var table: String {
        var lines = [
            "LocaleFormat bench: ICU \(ICUVersion.icu) (Foundation runs its own bundled ICU), "
                + "median of \(repetitions) repetitions, iterations \(iterationsNote);",
            "ns per call of \(clock == .cpu ? "this thread's CPU time" : "wall-clock time")",
            "",
        ]
        let header = [
            "kind", "uncached", "cached", "hit", "floor", "foundation", "uncached/cached", "cached/floor",
            "foundation/cached",
        ]
        let rows = results.map { r in
            [
                r.kind, Self.ns(r.uncached), Self.ns(r.cached), Self.ns(r.hit), Self.ns(r.floor),
                r.foundation.map(Self.ns) ?? "-", Self.ratio(r.uncached, r.cached), Self.ratio(r.cached, r.floor),
                r.foundation.map { Self.ratio($0, r.cached) } ?? "-",
            ]
        }
        lines += Self.columns([header] + rows)
        lines += [
            "",
            "hit: the Formatters.shared lookup alone; floor: the bare ICU call on an ICU object held open,",
            "output converted to a String as the library converts it (nothing of LocaleFormat in between).",
        ]
        lines += ["", "Inputs, outputs and Foundation peers:"]
        for r in results {
            lines.append("  \(r.kind): \(r.input) -> \(Self.quoted(r.output))")
            for peer in r.peers {
                let same = peer.sameOutput ? "same output" : "differs: \(Self.quoted(peer.output))"
                let cost = "\(Self.ns(peer.nanoseconds)) ns, \(Self.ratio(peer.nanoseconds, r.cached)) of cached"
                lines.append("    \(peer.name): \(cost); \(same)")
            }
            if r.peers.isEmpty { lines.append("    (no Foundation peer)") }
            if let held = r.held {
                lines.append(
                    "    held (the call on a formatter looked up once): \(Self.ns(held)) ns; held / floor \(Self.ratio(held, r.floor))"
                )
            }
            if let given = r.givenFloor {
                let held = r.held.map { ", held / that floor \(Self.ratio($0, given))" } ?? ""
                lines.append(
                    "    floor taking its input from the arguments on every call: \(Self.ns(given)) ns; "
                        + "cached / that floor \(Self.ratio(r.cached, given))\(held)")
            }
        }
        if !hitParts.isEmpty {
            lines += ["", "A date cache hit, taken apart (ns per call):"]
            lines += Self.columns(hitParts.map { [$0.name, Self.ns($0.nanoseconds)] }, leftAligned: 1)
        }
        return lines.joined(separator: "\n")
    }

    /// Whole nanoseconds from 100 up, one decimal below.
    static func ns(_ value: Double) -> String {
        guard value.isFinite else { return "-" }
        return value >= 100 ? String(Int(value.rounded())) : String(format: "%.1f", value)
    }

    static func ratio(_ a: Double, _ b: Double) -> String {
        guard a.isFinite, b.isFinite, b > 0 else { return "-" }
        let r = a / b
        return String(format: r >= 10 ? "%.0f×" : "%.2f×", r)
    }

    private static func quoted(_ s: String) -> String {
        "\""
            + s.unicodeScalars.map {
                $0.properties.isWhitespace && $0 != " " ? "\\u{\(String($0.value, radix: 16))}" : String($0)
            }
            .joined() + "\""
    }

    /// Left-aligns the first `leftAligned` columns and right-aligns the rest.
    private static func columns(_ rows: [[String]], leftAligned: Int = 1) -> [String] {
        guard let first = rows.first else { return [] }
        let widths = first.indices.map { c in rows.map { $0[c].count }.max() ?? 0 }
        return rows.map { row in
            row.indices.map { c in
                let pad = String(repeating: " ", count: widths[c] - row[c].count)
                return c < leftAligned ? row[c] + pad : pad + row[c]
            }.joined(separator: "  ").trimmingTrailingSpaces()
        }
    }

    // MARK: JSON

    /// `{"results":[{"kind":"date","uncachedNs":…,"cachedNs":…,"floorNs":…,"foundationNs":…,…}],…}`
    /// with `null` where a kind has no Foundation peer.
    public var json: String {
        func number(_ value: Double?) -> String {
            guard let value, value.isFinite else { return "null" }
            return String(format: "%.1f", value)
        }
        let entries = results.map { r in
            let peers = r.peers.map {
                "{\"name\":\(Self.jsonString($0.name)),\"ns\":\(number($0.nanoseconds)),"
                    + "\"sameOutput\":\($0.sameOutput),\"output\":\(Self.jsonString($0.output))}"
            }
            return "{\"kind\":\(Self.jsonString(r.kind)),\"uncachedNs\":\(number(r.uncached)),"
                + "\"cachedNs\":\(number(r.cached)),\"floorNs\":\(number(r.floor)),"
                + (r.givenFloor.map { "\"givenFloorNs\":\(number($0))," } ?? "")
                + (r.held.map { "\"heldNs\":\(number($0))," } ?? "")
                + "\"foundationNs\":\(number(r.foundation)),\"hitNs\":\(number(r.hit)),"
                + "\"foundationSameOutput\":\(r.peers.first.map { String($0.sameOutput) } ?? "null"),"
                + "\"input\":\(Self.jsonString(r.input)),\"output\":\(Self.jsonString(r.output)),"
                + "\"peers\":[\(peers.joined(separator: ","))]}"
        }
        let parts = hitParts.map {
            "{\"name\":\(Self.jsonString($0.name.trimmingLeadingSpaces())),\"ns\":\(number($0.nanoseconds))}"
        }
        return "{\"results\":[\(entries.joined(separator: ","))],\"hitParts\":[\(parts.joined(separator: ","))],"
            + "\"icu\":\(Self.jsonString(ICUVersion.icu)),\"repetitions\":\(repetitions),"
            + "\"clock\":\(Self.jsonString(clock.rawValue))}"
    }

    static func jsonString(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case _ where scalar.value < 0x20: out += String(format: "\\u%04x", scalar.value)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}

extension String {
    fileprivate func trimmingLeadingSpaces() -> String { String(drop { $0 == " " }) }
    fileprivate func trimmingTrailingSpaces() -> String { String(reversed().drop { $0 == " " }.reversed()) }
}
