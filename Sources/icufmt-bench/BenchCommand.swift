import ArgumentParser
import Foundation
import LocaleFormatBenchmarkSupport

/// `icufmt-bench`: the benchmarks' quick table, an executable of its own so
/// that `icufmt`, the shipped binary, does not link the benchmark support.
@main
struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "icufmt-bench",
        abstract: "Measure what the formatter cache saves: uncached, cached, floor and Foundation, per kind.",
        discussion: """
            For each kind: uncached (construct from strings, call, drop), cached \
            (Formatters.shared lookup, then the call), hit (the lookup alone), floor \
            (the bare ICU call on an ICU object held open, output converted to a String \
            as the library converts it) and Foundation's \
            peer where there is one, on the same input; under the table, held (the call \
            on a formatter looked up once) and, for message and compare, a second floor \
            that takes its input from the arguments on every call. Each figure is the median of \
            --repetitions, measured round-robin in one run; ratios are of those medians. \
            Before timing, the outputs are compared: ours must agree exactly, and \
            whether Foundation's (a newer ICU) agrees is shown. Build with -c release.

            Examples:
              swift run -c release icufmt-bench
              swift run -c release icufmt-bench --kinds date,compare --repetitions 11
              swift run -c release icufmt-bench --json
              swift run -c release icufmt-bench --sweep    # working sets around a cache of 100
              swift run -c release icufmt-bench --eviction # hit rates: our eviction policy beside LRU
              swift run -c release icufmt-bench --threads 2 --kinds date,currency   # lookups and calls from 2 threads
              swift run -c release icufmt-bench --lines --kinds date,currency   # a batch line over its cached call
              swift run -c release icufmt-bench --requests   # HTTP requests in process against batch lines
            """
    )

    @Option(help: "Repetitions of every measurement; tables show their medians.")
    var repetitions = 7

    @Option(help: "Calls per repetition (default: as many as fit in --budget-ms).")
    var iterations: Int?

    @Option(
        name: .customLong("budget-ms"),
        help: "Milliseconds per repetition of each variant without --iterations (default: 25, with --sweep 100).")
    var budgetMilliseconds: Int?

    @Option(help: "cpu: this thread's CPU time, robust on a busy machine; wall: elapsed time.")
    var clock: BenchHarness.Clock = .cpu

    @Option(help: "Comma-separated kinds to measure: \(BenchWorkloads.all.map(\.kind).joined(separator: ", ")).")
    var kinds: String?

    @Flag(
        help: """
            Instead of the kinds: working sets of 90, 110 and 200 date formatters \
            against a cache of 100, ours and Foundation's.
            """)
    var sweep = false

    @Flag(
        help: """
            Instead of the kinds: hit rates of the caches' eviction policy beside LRU, \
            on cyclic, random and Zipf walks over 0.5× to 10× a capacity of 100.
            """)
    var eviction = false

    @Option(
        help: """
            Instead of the variants: CPU time per cache lookup of each kind (--kinds), and per call \
            on a formatter the threads hold, with this many threads at once, against one thread alone.
            """)
    var threads: Int?

    @Flag(
        help: """
            Instead of the variants: what an icufmt batch line (parse, dispatch, write) costs \
            over the cached call of its kind (date, compare, message, number, currency, plural).
            """)
    var lines = false

    @Flag(
        help: """
            Instead of the kinds: HTTP requests through one connection's pipeline of the server, \
            in process (no socket), against the same requests as batch lines; --kinds among \
            \(BenchRequests.kinds.joined(separator: ", ")).
            """)
    var requests = false

    @Flag(help: "Print JSON: {\"results\":[{\"kind\":…,\"uncachedNs\":…,\"cachedNs\":…,\"floorNs\":…,…}]}.")
    var json = false

    func validate() throws {
        guard repetitions >= 1 else { throw ValidationError("--repetitions must be at least 1") }
        guard (iterations ?? 1) >= 1 else { throw ValidationError("--iterations must be at least 1") }
        guard (budgetMilliseconds ?? 1) >= 1 else { throw ValidationError("--budget-ms must be at least 1") }
        guard (threads ?? 1) >= 1 else { throw ValidationError("--threads must be at least 1") }
    }

    func run() throws {
        let budget = budgetMilliseconds ?? (sweep ? 100 : 25)
        let harness = BenchHarness(
            repetitions: repetitions, iterations: iterations, budget: .milliseconds(budget), clock: clock)
        let iterationsNote = iterations.map { "\($0) per repetition" } ?? "auto (~\(budget) ms per repetition)"
        if eviction {
            print(BenchEviction.table(BenchEviction.rows()))
            return
        }
        if sweep {
            let locales = BenchSweep.locales()
            let results = try BenchSweep.sizes.flatMap { size in
                try BenchSweep.Pattern.allCases.map {
                    try harness.measure(BenchSweep.make($0, size: size, locales: locales))
                }
            }
            let report = BenchSweepReport(
                results: results, repetitions: repetitions, clock: clock, iterationsNote: iterationsNote)
            print(json ? report.json : report.table)
            return
        }
        let names = kinds.map { $0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) } }
        if requests {
            let chosen: [BenchRequests.Request]
            do {
                chosen = try BenchRequests.make(kinds: names)
            } catch let error as BenchError {
                throw ValidationError(error.description)
            }
            let rows = try BenchRequests.measure(chosen, harness: harness)
            print(json ? BenchRequests.json(rows) : BenchRequests.table(rows))
            return
        }
        let workloads: [BenchWorkload]
        do {
            workloads = try BenchWorkloads.make(kinds: names)
        } catch let error as BenchError {
            throw ValidationError(error.description)
        }
        if let threads {
            let rows = try workloads.map { workload in
                try BenchThreads.measure(
                    kind: workload.kind, hit: workload.hit, lent: workload.lent, held: workload.held,
                    threads: threads,
                    milliseconds: budget * 4,
                    repetitions: repetitions)
            }
            let baseline = try BenchThreads.baseline(
                threads: threads, milliseconds: budget * 4, repetitions: repetitions)
            print(BenchThreads.table(rows + [baseline], threads: threads))
            return
        }
        if lines {
            print(BenchLines.table(try BenchLines.measure(workloads, harness: harness)))
            return
        }
        let results = try workloads.map { try harness.measure($0) }
        let hitParts = names?.contains("date") ?? true ? try harness.measure(BenchWorkloads.hitParts()) : []
        let report = BenchReport(
            results: results, hitParts: hitParts, repetitions: repetitions, clock: clock,
            iterationsNote: iterationsNote)
        print(json ? report.json : report.table)
    }
}

// The workloads, the harness and the reports live in the benchmark support
// target (LocaleFormatBenchmarkSupport), shared with Benchmarks/; this file
// reads the options and hands them over.
extension BenchHarness.Clock: ExpressibleByArgument {}
