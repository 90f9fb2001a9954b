// LocaleFormat's package-benchmark suite. Names are domain/operation/variant:
//
//   <kind>/<operation>/cached        Formatters.shared lookup, then the call
//   <kind>/<operation>/uncached      construct from the same strings, call, drop
//   <kind>/<operation>/floor         the bare ICU call on an ICU object held open
//   <kind>/<operation>/floor-given   message, compare: the same, input taken from the arguments on every call
//   <kind>/<operation>/foundation-…  Foundation's peer, on the same input
//   cache/hit/…, cache/hash/…        a cache hit, whole and taken apart
//   cache/threads/…                  several threads hammering Formatters.shared
//   sweep/<pattern>-<n>/…            working sets around a capacity of 100
//
// The kinds, their variants and floors, and the sweep come from the root
// package's LocaleFormatBenchmarkSupport (Sources/LocaleFormatBenchmarkSupport),
// which `icufmt-bench` runs too.

import Benchmark
import Foundation
import LocaleFormatBenchmarkSupport

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
        if let given = workload.givenFloor {
            Benchmark("\(name)/floor-given") { benchmark in
                for _ in benchmark.scaledIterations { blackHole(try given()) }
            }
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
/// `Date.FormatStyle`, whose cache empties itself at 100 entries; walked in
/// a strict cycle and at random (Sources/LocaleFormatBenchmarkSupport/BenchSweep.swift). Each sample is 1,000
/// calls; the cache is filled by two passes first.
private func registerSweep() {
    let locales = BenchSweep.locales()
    guard locales.count == BenchSweep.sizes.max() else {
        return print("LocaleFormatBenchmarks: only \(locales.count) distinct locales for the sweep")
    }
    let configuration = Benchmark.Configuration(warmupIterations: 1, maxDuration: .seconds(2), maxIterations: 200)
    for size in BenchSweep.sizes {
        for pattern in BenchSweep.Pattern.allCases {
            let sweep = BenchSweep.make(pattern, size: size, locales: locales)
            Benchmark("sweep/\(pattern)-\(size)/localeformat", configuration: configuration) { benchmark in
                for _ in benchmark.scaledIterations { blackHole(try sweep.ours()) }
            } setup: {
                for _ in 0..<(2 * size) { _ = try? sweep.ours() }
            }
            Benchmark("sweep/\(pattern)-\(size)/foundation-formatstyle", configuration: configuration) { benchmark in
                for _ in benchmark.scaledIterations { blackHole(sweep.foundation()) }
            } setup: {
                for _ in 0..<(2 * size) { blackHole(sweep.foundation()) }
            }
        }
    }
}
