// LocaleFormat's package-benchmark suite. Names are domain/operation/variant:
//
//   <kind>/<operation>/cached        Formatters.shared lookup, then the call
//   <kind>/<operation>/uncached      construct from the same strings, call, drop
//   <kind>/<operation>/floor         the raw shim call on an ICU handle held here
//   <kind>/<operation>/foundation-…  Foundation's peer, on the same input
//   cache/hit/…, cache/hash/…        a cache hit, whole and taken apart
//   cache/threads/…                  several threads hammering Formatters.shared
//   sweep/<pattern>-<n>/…            working sets around a capacity of 100
//
// The kinds and their variants come from BenchWorkloads.swift, a link to the
// file `icufmt bench` uses (Sources/icufmt/BenchWorkloads.swift).

import Benchmark
import Foundation
@_spi(Benchmarks) import LocaleFormat

let benchmarks: @Sendable () -> Void = {
    // Instructions need a hardware counter (perf_event_open); where there is
    // none (most VMs and containers) the row is left out. CPU time is not
    // listed: package-benchmark reads it in 10 ms ticks, too coarse here.
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .throughput, .instructions, .mallocCountTotal],
        warmupIterations: 3,
        scalingFactor: .kilo,
        maxDuration: .seconds(1),
        maxIterations: 10_000
    )
    registerKinds()
    registerCacheHits()
    registerThreads()
    registerSweep()
}

/// Prints why a benchmark could not be set up, instead of registering it.
private func report(_ error: any Error, _ what: String) {
    print("LocaleFormatBenchmarks: cannot set up \(what): \(error)")
}

// MARK: - Kinds: cached, uncached, floor, Foundation

private func registerKinds() {
    for (kind, make) in BenchWorkloads.all {
        let workload: BenchWorkload
        do {
            workload = try make()
        } catch {
            report(error, kind)
            continue
        }
        let name = workload.name
        Benchmark("\(name)/cached") { benchmark in
            for _ in benchmark.scaledIterations { blackHole(try workload.cached()) }
        }
        // Opening a formatter costs tens of µs: a thousand per sample would
        // leave few samples in a second.
        Benchmark("\(name)/uncached", configuration: .init(scalingFactor: .one)) { benchmark in
            for _ in benchmark.scaledIterations { blackHole(try workload.uncached()) }
        }
        Benchmark("\(name)/floor") { benchmark in
            for _ in benchmark.scaledIterations { blackHole(try workload.floor()) }
        }
        for peer in workload.peers {
            Benchmark("\(name)/foundation-\(peer.slug)") { benchmark in
                for _ in benchmark.scaledIterations { blackHole(try peer.run()) }
            }
        }
    }
}

// MARK: - Cache hits

private func registerCacheHits() {
    for (kind, make) in BenchWorkloads.all {
        guard let workload = try? make() else { continue }
        Benchmark("cache/hit/\(kind)") { benchmark in
            for _ in benchmark.scaledIterations { try workload.hit() }
        }
    }
    let parts: [BenchHitPart]
    do {
        parts = try BenchWorkloads.hitParts()
    } catch {
        return report(error, "cache/hit parts")
    }
    // The first part is the whole date hit, already measured above.
    for part in parts.dropFirst() {
        let group = part.slug.hasPrefix("hash-") ? "cache/hash" : part.slug == "mutex" ? "cache/lock" : "cache/hit"
        let slug = part.slug.hasPrefix("hash-") ? String(part.slug.dropFirst(5)) : part.slug
        Benchmark("\(group)/\(slug)") { benchmark in
            for _ in benchmark.scaledIterations { blackHole(try part.run()) }
        }
    }
}

// MARK: - Threads

/// Several threads hammering `Formatters.shared`, every kind's cached call
/// in turn. Each sample is 1,000 calls in all, split over the threads; the
/// figures are per call, so perfect scaling on two cores halves them.
private func registerThreads() {
    let cached: [@Sendable () throws -> String]
    let hits: [@Sendable () throws -> Void]
    do {
        let workloads = try BenchWorkloads.all.map { try $0.make() }
        cached = workloads.map(\.cached)
        hits = workloads.map(\.hit)
    } catch {
        return report(error, "cache/threads")
    }
    let calls = 1_000
    for threads in [1, 2, 4] {
        let mixed = WorkerPool(threads: threads) { thread in
            let share = calls / threads
            for i in 0..<share {
                blackHole(try? cached[(i + thread) % cached.count]())
            }
        }
        Benchmark(
            "cache/threads/mixed-\(threads)",
            configuration: .init(metrics: [.wallClock, .throughput, .mallocCountTotal])
        ) { _ in
            mixed.run()
        }
        let lookups = WorkerPool(threads: threads) { thread in
            let share = calls / threads
            for i in 0..<share {
                try? hits[(i + thread) % hits.count]()
            }
        }
        Benchmark(
            "cache/threads/hit-\(threads)",
            configuration: .init(metrics: [.wallClock, .throughput, .mallocCountTotal])
        ) { _ in
            lookups.run()
        }
    }
}

// MARK: - Working-set sweep

/// Working sets of 90, 110 and 200 date formatters (one per locale, same
/// styles) against a cache of 100, for our LRU and for Foundation's
/// `Date.FormatStyle`, whose cache empties itself at 100 entries. Two access
/// patterns: a strict cycle (the worst case of any LRU: with more keys than
/// room, every access misses) and uniform random (seeded).
private func registerSweep() {
    let capacity = 100
    let all = SweepLocales.make(count: 200)
    guard all.count == 200 else {
        return print("LocaleFormatBenchmarks: only \(all.count) distinct locales for the sweep")
    }
    let date = BenchWorkloads.instant
    for size in [90, 110, 200] {
        let locales = Array(all.prefix(size))
        let styles = locales.map { id in
            Date.FormatStyle(
                date: .abbreviated, time: .shortened, locale: Locale(identifier: id),
                calendar: Calendar(identifier: .gregorian), timeZone: .gmt)
        }
        for pattern in SweepPattern.allCases {
            let ours = Formatters(capacity: capacity)
            let oursOrder = SweepCursor(pattern: pattern, count: size)
            Benchmark(
                "sweep/\(pattern)-\(size)/localeformat",
                configuration: .init(warmupIterations: 1, maxDuration: .seconds(2), maxIterations: 200)
            ) { benchmark in
                for _ in benchmark.scaledIterations {
                    let locale = locales[oursOrder.next()]
                    blackHole(try ours.date(locale: locale, dateStyle: .medium, timeStyle: .short).string(from: date))
                }
            } setup: {
                // Fill the cache the way the loop will use it.
                for _ in 0..<(2 * size) {
                    _ = try? ours.date(locale: locales[oursOrder.next()], dateStyle: .medium, timeStyle: .short)
                }
            }
            let theirsOrder = SweepCursor(pattern: pattern, count: size)
            Benchmark(
                "sweep/\(pattern)-\(size)/foundation-formatstyle",
                configuration: .init(warmupIterations: 1, maxDuration: .seconds(2), maxIterations: 200)
            ) { benchmark in
                for _ in benchmark.scaledIterations {
                    blackHole(styles[theirsOrder.next()].format(date))
                }
            } setup: {
                for _ in 0..<(2 * size) { blackHole(styles[theirsOrder.next()].format(date)) }
            }
        }
    }
}
