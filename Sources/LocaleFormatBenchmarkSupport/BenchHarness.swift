import Foundation

/// Times the variants of the benchmark table: warm-up, then repetitions in
/// which every variant of a kind runs once in turn (so that drift of a shared
/// machine hits all of them alike), then the median of each.
public struct BenchHarness {
    /// Repetitions of each measurement; the median is reported.
    public var repetitions: Int
    /// Calls per repetition; nil: as many as fit in ``budget``.
    public var iterations: Int?
    /// Time per repetition of one variant when ``iterations`` is nil.
    public var budget: Duration
    /// What a repetition's time is read from.
    public var clock: Clock = .cpu

    public init(repetitions: Int, iterations: Int?, budget: Duration, clock: Clock = .cpu) {
        self.repetitions = repetitions
        self.iterations = iterations
        self.budget = budget
        self.clock = clock
    }

    /// The clock that times repetitions.
    public enum Clock: String, CaseIterable, Sendable {
        /// This thread's CPU time (`CLOCK_THREAD_CPUTIME_ID`): time the
        /// thread spends descheduled on a busy machine is not counted. The
        /// loops never block, so on an idle machine it equals wall time.
        case cpu
        /// Elapsed time (`CLOCK_MONOTONIC`).
        case wall

        /// Nanoseconds since an arbitrary start.
        public func now() -> Double {
            var time = timespec()
            clock_gettime(self == .cpu ? CLOCK_THREAD_CPUTIME_ID : CLOCK_MONOTONIC, &time)
            return Double(time.tv_sec) * 1e9 + Double(time.tv_nsec)
        }
    }

    /// The medians of one kind, in nanoseconds per call.
    public struct Result {
        public struct Peer {
            public var name: String
            public var nanoseconds: Double
            public var output: String
            /// Whether the peer printed exactly our string.
            public var sameOutput: Bool
        }

        public var kind: String
        public var input: String
        public var output: String
        public var uncached: Double
        public var cached: Double
        public var hit: Double
        public var floor: Double
        /// ``BenchWorkload/givenFloor``, for the kinds that have one.
        public var givenFloor: Double?
        /// ``BenchWorkload/held``: the call on a formatter the caller holds,
        /// for the kinds that have one.
        public var held: Double?
        public var peers: [Peer]

        public var foundation: Double? { peers.first?.nanoseconds }
    }

    /// A named piece of work and the number of calls to time it with.
    private struct Variant {
        var name: String
        var body: () throws -> Int
        var iterations = 1
        var samples: [Double] = []
    }

    /// Measures one kind.
    /// - Throws: ``BenchError`` when cached, uncached and floor disagree
    ///   (they are the same ICU call and must not), and what a variant throws.
    public func measure(_ workload: BenchWorkload) throws -> Result {
        let output = try workload.cached()
        var checked = [("uncached", workload.uncached), ("floor", workload.floor)]
        if let given = workload.givenFloor { checked.append(("floor-given", given)) }
        for (name, variant) in checked {
            let other = try variant()
            guard other == output else {
                throw BenchError("\(workload.kind): \(name) printed \"\(other)\", cached printed \"\(output)\"")
            }
        }
        let peerOutputs = try workload.peers.map { try $0.run() }

        var variants = [
            Variant(name: "uncached") { try workload.uncached().utf8.count },
            Variant(name: "cached") { try workload.cached().utf8.count },
            Variant(name: "hit") {
                try workload.hit()
                return 1
            },
            Variant(name: "floor") { try workload.floor().utf8.count },
        ]
        variants += workload.peers.map { peer in Variant(name: peer.name) { try peer.run().utf8.count } }
        if let given = workload.givenFloor { variants.append(Variant(name: "floor-given") { try given().utf8.count }) }
        if let held = workload.held {
            variants.append(
                Variant(name: "held") {
                    try held()
                    return 1
                })
        }
        let samples = try run(&variants)
        var extra = samples.dropFirst(4 + workload.peers.count).makeIterator()

        return Result(
            kind: workload.kind, input: workload.input, output: output,
            uncached: samples[0], cached: samples[1], hit: samples[2], floor: samples[3],
            givenFloor: workload.givenFloor == nil ? nil : extra.next(),
            held: workload.held == nil ? nil : extra.next(),
            peers: zip(workload.peers, zip(samples.dropFirst(4), peerOutputs)).map { peer, measured in
                Result.Peer(
                    name: peer.name, nanoseconds: measured.0, output: measured.1, sameOutput: measured.1 == output)
            })
    }

    /// Measures the pieces of a cache hit; medians in nanoseconds per call.
    public func measure(_ parts: [BenchHitPart]) throws -> [(name: String, nanoseconds: Double)] {
        var variants = parts.map { Variant(name: $0.name, body: $0.run) }
        let medians = try run(&variants)
        return zip(parts, medians).map { ($0.name, $1) }
    }

    /// One sweep case: medians for both caches and our miss rate.
    public struct SweepResult {
        public var pattern: BenchSweep.Pattern
        public var size: Int
        public var ours: Double
        public var oursMissRate: Double
        public var foundation: Double
    }

    /// Measures one working set, after two passes that fill both caches.
    public func measure(_ sweep: BenchSweep.Case) throws -> SweepResult {
        for _ in 0..<(2 * sweep.size) {
            _ = try sweep.ours()
            _ = sweep.foundation()
        }
        let before = sweep.statistics()
        var variants = [
            Variant(name: "LocaleFormat") { try sweep.ours().utf8.count },
            Variant(name: "Foundation") { sweep.foundation().utf8.count },
        ]
        let medians = try run(&variants)
        let after = sweep.statistics()
        let (hits, misses) = (after.hits - before.hits, after.misses - before.misses)
        return SweepResult(
            pattern: sweep.pattern, size: sweep.size, ours: medians[0],
            oursMissRate: hits + misses > 0 ? Double(misses) / Double(hits + misses) : .nan, foundation: medians[1])
    }

    /// Warms up and calibrates each variant, then runs the repetitions
    /// round-robin; returns each variant's median.
    private func run(_ variants: inout [Variant]) throws -> [Double] {
        for i in variants.indices {
            variants[i].iterations =
                try iterations.map { fixed in
                    _ = try time(variants[i].body, iterations: fixed)  // warm-up
                    return fixed
                } ?? calibrate(variants[i].body)
        }
        for _ in 0..<repetitions {
            for i in variants.indices {
                let elapsed = try time(variants[i].body, iterations: variants[i].iterations)
                variants[i].samples.append(elapsed / Double(variants[i].iterations))
            }
        }
        return variants.map { Self.median($0.samples) }
    }

    /// Runs `body` until a tenth of the budget has passed (warming caches,
    /// ICU's data and the branch predictors), then sizes a repetition to
    /// fill the budget.
    private func calibrate(_ body: () throws -> Int) throws -> Int {
        let target = Self.nanoseconds(budget)
        var count = 1
        var elapsed = try time(body, iterations: count)
        while elapsed < target / 10, count < 1 << 24 {
            count *= 2
            elapsed = try time(body, iterations: count)
        }
        let perCall = max(elapsed / Double(count), 1)
        return max(1, min(1 << 26, Int(target / perCall)))
    }

    /// Nanoseconds for `iterations` calls.
    private func time(_ body: () throws -> Int, iterations: Int) throws -> Double {
        var sink = 0
        let start = clock.now()
        for _ in 0..<iterations {
            sink &+= try body()
        }
        let elapsed = clock.now() - start
        Self.consume(sink)
        return elapsed
    }

    @inline(never)
    private static func consume(_ value: Int) {
        if value == .min { print("", terminator: "") }
    }

    static func nanoseconds(_ duration: Duration) -> Double {
        let (seconds, attoseconds) = duration.components
        return Double(seconds) * 1e9 + Double(attoseconds) / 1e9
    }

    static func median(_ values: [Double]) -> Double {
        guard !values.isEmpty else { return .nan }
        let sorted = values.sorted()
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }
}
