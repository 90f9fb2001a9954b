// Cache lookups and calls from several threads at once: each thread's CPU
// time per lookup (or per call on a formatter all of them hold) while all
// run the same kind's, against one thread alone (`icufmt-bench --threads 2`).
// A lookup or call that takes a lock another contends on, or writes a cache
// line another thread reads (a shared reference count), costs more CPU per
// call when threads overlap; one with nothing shared costs the same.

import Foundation
import LocaleFormat

public enum BenchThreads {
    /// One kind's figures.
    public struct Row: Sendable {
        public var kind: String
        /// CPU ns per lookup, one thread alone (median of the repetitions).
        public var alone: Double
        /// CPU ns per lookup of each thread while all run at once (median
        /// over threads and repetitions).
        public var together: Double
        public var ratio: Double { together / alone }
        /// The same for the lent lookup (`Formatters.with`), when the kind
        /// has one; nan otherwise.
        public var lentAlone = Double.nan
        public var lentTogether = Double.nan
        public var lentRatio: Double { lentTogether / lentAlone }
        /// The same for a call on a formatter the caller holds, when the
        /// kind has one; nan otherwise.
        public var heldAlone = Double.nan
        public var heldTogether = Double.nan
        public var heldRatio: Double { heldTogether / heldAlone }
    }

    /// Runs `hit` on `threads` threads at once for `milliseconds`, then on
    /// one thread, `repetitions` times each, and reports CPU ns per call.
    /// `lent` and `held`, when given, are measured the same way, in the
    /// same rounds.
    public static func measure(
        kind: String, hit: @escaping @Sendable () throws -> Void, lent: (@Sendable () throws -> Void)? = nil,
        held: (@Sendable () throws -> Void)? = nil, threads: Int, milliseconds: Int, repetitions: Int
    ) throws -> Row {
        let calls = [hit, lent, held]
        for call in calls { try call?() }
        var alone: [[Double]] = [[], [], []]
        var together: [[Double]] = [[], [], []]
        for _ in 0..<repetitions {
            for (index, call) in calls.enumerated() {
                guard let call else { continue }
                alone[index] += run(call, threads: 1, milliseconds: milliseconds)
                together[index] += run(call, threads: threads, milliseconds: milliseconds)
            }
        }
        var row = Row(kind: kind, alone: median(alone[0]), together: median(together[0]))
        (row.lentAlone, row.lentTogether) = (median(alone[1]), median(together[1]))
        (row.heldAlone, row.heldTogether) = (median(alone[2]), median(together[2]))
        return row
    }

    /// CPU ns per call of each thread, all started together.
    private static func run(_ hit: @escaping @Sendable () throws -> Void, threads: Int, milliseconds: Int) -> [Double] {
        let results = Results(count: threads)
        let start = DispatchSemaphore(value: 0)
        let done = DispatchSemaphore(value: 0)
        for index in 0..<threads {
            let thread = Thread {
                start.wait()
                let clock = BenchHarness.Clock.cpu
                let wallEnd = DispatchTime.now().uptimeNanoseconds + UInt64(milliseconds) * 1_000_000
                let begin = clock.now()
                var calls = 0
                while DispatchTime.now().uptimeNanoseconds < wallEnd {
                    for _ in 0..<256 { try? hit() }
                    calls += 256
                }
                results.set(index, (clock.now() - begin) / Double(calls))
                done.signal()
            }
            thread.start()
        }
        for _ in 0..<threads { start.signal() }
        for _ in 0..<threads { done.wait() }
        return results.values
    }

    /// The machine's own figure: work of about a hit's length that shares
    /// nothing (the monotonic clock read, then a multiply-xorshift chain on
    /// a local), measured like a kind.
    /// Virtual CPUs that share a physical core, or a busy host, slow two
    /// threads at once with nothing in common; ratios are read against this.
    public static func baseline(threads: Int, milliseconds: Int, repetitions: Int) throws -> Row {
        var row = try measure(
            kind: "nothing shared",
            hit: {
                var state = DispatchTime.now().uptimeNanoseconds  // a new start each call: nothing to hoist
                for _ in 0..<24 { state = (state ^ (state >> 29)) &* 0x9E37_79B9_7F4A_7C15 }
                if state == 0 { print("") }  // keeps the chain from being optimized away
            }, threads: threads, milliseconds: milliseconds, repetitions: repetitions)
        row.kind = "nothing shared"
        return row
    }

    public static func table(_ rows: [Row], threads: Int) -> String {
        var lines = [
            "CPU ns per call, one thread alone and each of \(threads) threads running at once;",
            "returned: the lookup Formatters.shared.date(options) and its peers; lent: the lookup",
            "Formatters.shared.with(options) { _ in }; held: the call on a formatter all the threads hold",
            "",
            "kind           returned alone  \(threads) at once  ratio    lent alone  \(threads) at once  ratio"
                + "    held alone  \(threads) at once  ratio",
        ]
        for row in rows {
            var line =
                row.kind.padding(toLength: 14, withPad: " ", startingAt: 0)
                + String(format: "%15.1f", row.alone) + String(format: "%11.1f", row.together)
                + String(format: "%6.2f×", row.ratio)
            for (alone, together, ratio) in [
                (row.lentAlone, row.lentTogether, row.lentRatio), (row.heldAlone, row.heldTogether, row.heldRatio),
            ] {
                line +=
                    alone.isNaN
                    ? String(repeating: " ", count: 32)
                    : String(format: "%14.1f", alone) + String(format: "%11.1f", together)
                        + String(format: "%6.2f×", ratio)
            }
            lines.append(line)
        }
        return lines.joined(separator: "\n")
    }

    private static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        return sorted.isEmpty ? .nan : sorted[sorted.count / 2]
    }

    /// Per-thread results, written once each.
    private final class Results: @unchecked Sendable {
        private let lock = NSLock()
        private var stored: [Double]
        init(count: Int) { stored = Array(repeating: .nan, count: count) }
        func set(_ index: Int, _ value: Double) {
            lock.lock()
            stored[index] = value
            lock.unlock()
        }
        var values: [Double] {
            lock.lock()
            defer { lock.unlock() }
            return stored
        }
    }
}
