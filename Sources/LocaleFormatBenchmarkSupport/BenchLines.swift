import Foundation
import LocaleFormat
import LocaleFormatService

/// What one `icufmt batch` line costs over the cached call it makes: the
/// request as a JSON line through ``FormatDispatcher/response(toLine:)`` and
/// written into an output buffer (parse, dispatch, lookups by strings,
/// format, response), against the table's cached call of the same kind,
/// both timed by ``BenchHarness`` in turn.
///
/// ```
/// swift run -c release icufmt-bench --lines --kinds date,currency,plural
/// ```
public enum BenchLines {
    /// The request line of each kind that has one: the same input as the
    /// kind's row of the benchmark table.
    public static let requests: [String: String] = [
        "date":
            #"{"op":"date","locale":"es-ES","date":"2015-08-07T17:29:32Z","dateStyle":"full","timeStyle":"long","timeZone":"America/Los_Angeles"}"#,
        "compare": #"{"op":"compare","locale":"sv","a":"Ärlighet","b":"Zebrafink"}"#,
        "message":
            #"{"op":"message","locale":"pl","pattern":"{name} ma {count, plural, one {# plik} few {# pliki} many {# plików} other {# pliku}}.","args":{"name":"Ana","count":3}}"#,
        "number": #"{"op":"number","locale":"de-DE","value":"1234567.891"}"#,
        "currency": #"{"op":"currency","locale":"de-DE","amount":"1234.5","currency":"EUR"}"#,
        "plural": #"{"op":"plural","locale":"pl","value":"5"}"#,
    ]

    /// One kind's medians, in nanoseconds.
    public struct Row {
        public var kind: String
        public var line: Double
        public var cached: Double
        /// What the line adds to the cached call.
        public var overhead: Double { line - cached }
    }

    /// A line's work: dispatch and write, the response's bytes counted.
    public static func lineRunner(kind: String, dispatcher: FormatDispatcher = FormatDispatcher(formatters: .shared))
        throws -> () -> Int
    {
        guard let request = requests[kind] else { throw BenchError("no request line for the kind \(kind)") }
        let runner = LineRunner(line: Array(request.utf8), dispatcher: dispatcher)
        return { runner.run() }
    }

    /// One line answered into a buffer kept between calls, as `icufmt
    /// batch` answers into its output buffer. Unchecked: the buffer of a
    /// closure's captured `var` costs three dynamic exclusivity checks a
    /// line (about 180 instructions) that the batch command's local buffer
    /// does not pay; one runner is called by one thread at a time.
    final class LineRunner {
        let line: [UInt8]
        let dispatcher: FormatDispatcher
        @exclusivity(unchecked) var output: [UInt8] = []

        init(line: [UInt8], dispatcher: FormatDispatcher) {
            self.line = line
            self.dispatcher = dispatcher
            output.reserveCapacity(1 << 12)
        }

        func run() -> Int {
            output.removeAll(keepingCapacity: true)
            _ = dispatcher.writeResponse(toLine: line, into: &output)
            return output.count
        }
    }

    /// Measures the kinds among `workloads` that have a request line.
    /// - Throws: ``BenchError`` when a line's result is not the cached call's.
    public static func measure(_ workloads: [BenchWorkload], harness: BenchHarness) throws -> [Row] {
        let dispatcher = FormatDispatcher(formatters: .shared)
        return try workloads.filter { requests[$0.kind] != nil }.map { workload in
            let run = try lineRunner(kind: workload.kind, dispatcher: dispatcher)
            let expected = try workload.cached()
            guard let response = dispatcher.response(toLine: Array((requests[workload.kind] ?? "").utf8)),
                case .success(let value) = response.outcome, value == jsonValue(expected)
            else { throw BenchError("\(workload.kind): the request line does not answer \"\(expected)\"") }
            let cached = workload.cached
            let medians = try harness.measure([
                BenchHitPart(name: "line", slug: "line") { run() },
                BenchHitPart(name: "cached", slug: "cached") { try cached().utf8.count },
            ])
            return Row(kind: workload.kind, line: medians[0].nanoseconds, cached: medians[1].nanoseconds)
        }
    }

    /// The table of rows.
    public static func table(_ rows: [Row]) -> String {
        var lines = ["| kind | batch line | cached call | line − cached |", "|---|---:|---:|---:|"]
        for row in rows {
            lines.append(
                "| \(row.kind) | \(Int(row.line.rounded())) | \(Int(row.cached.rounded())) | "
                    + "\(Int(row.overhead.rounded())) |")
        }
        return lines.joined(separator: "\n")
    }

    /// The cached call's result as the line answers it: a comparison is a
    /// JSON integer, the others strings.
    private static func jsonValue(_ text: String) -> JSONValue {
        switch text {
        case "<": .number("-1")
        case "=": .number("0")
        case ">": .number("1")
        default: .string(text)
        }
    }
}
