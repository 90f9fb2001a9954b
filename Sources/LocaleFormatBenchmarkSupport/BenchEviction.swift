// The eviction table: hit rates of the caches' policy (Window TinyLFU)
// beside plain LRU on cyclic, uniform random and Zipf walks over working
// sets of 0.5× to 10× the capacity (`icufmt-bench --eviction`).

@_spi(Benchmarks) import LocaleFormat

public enum BenchEviction {
    /// The capacity simulated.
    public static let capacity = 100
    /// Working sets, as multiples of the capacity.
    public static let multiples: [Double] = [0.5, 0.9, 1.1, 2, 10]
    /// Accesses per walk.
    public static let accesses = 200_000

    /// How a walk visits its working set.
    public enum Walk: String, CaseIterable, Sendable {
        /// 0, 1, …, n-1, 0, 1, …: LRU's worst case once n exceeds the capacity.
        case cyclic
        /// Uniform over 0..<n.
        case random
        /// Zipf with exponent 1 over 0..<n (key k+1 asked for 1/(k+1) as often
        /// as key 0), ranks shuffled.
        case zipf
    }

    /// One row of the table.
    public struct Row: Sendable {
        public var walk: Walk
        public var multiple: Double
        public var workingSet: Int
        public var lru: Double
        public var ours: Double
    }

    /// Every walk at every working set, each with a fixed seed.
    public static func rows(capacity: Int = capacity, accesses: Int = accesses) -> [Row] {
        multiples.flatMap { multiple in
            Walk.allCases.map { walk in
                let size = max(1, Int((Double(capacity) * multiple).rounded()))
                let keys = self.keys(walk, size: size, count: accesses)
                return Row(
                    walk: walk, multiple: multiple, workingSet: size,
                    lru: LRUReference.hitRate(capacity: capacity, keys: keys),
                    ours: CacheEvictionSimulation.hitRate(capacity: capacity, keys: keys))
            }
        }
    }

    /// The keys of a walk (deterministic: a fixed xorshift seed).
    public static func keys(_ walk: Walk, size: Int, count: Int) -> [Int] {
        var random = XorShift(state: 0x2545_F491_4F6C_DD1D ^ UInt64(size))
        switch walk {
        case .cyclic:
            return (0..<count).map { $0 % size }
        case .random:
            return (0..<count).map { _ in Int(random.next() % UInt64(size)) }
        case .zipf:
            var cumulative: [Double] = []
            var total = 0.0
            for rank in 0..<size {
                total += 1 / Double(rank + 1)
                cumulative.append(total)
            }
            var ranks = Array(0..<size)
            for index in stride(from: size - 1, to: 0, by: -1) {
                ranks.swapAt(index, Int(random.next() % UInt64(index + 1)))
            }
            return (0..<count).map { _ in
                let target = Double(random.next() >> 11) / Double(1 << 53) * total
                var low = 0
                var high = size - 1
                while low < high {
                    let middle = (low + high) / 2
                    if cumulative[middle] < target { low = middle + 1 } else { high = middle }
                }
                return ranks[low]
            }
        }
    }

    /// The table, one row per walk and working set.
    public static func table(_ rows: [Row], capacity: Int = capacity, accesses: Int = accesses) -> String {
        var lines = [
            "Hit rates of \(accesses) accesses, cache capacity \(capacity): LRU against ours (Window TinyLFU)", "",
            "walk      working set  ×capacity    LRU   ours  ours − LRU",
        ]
        for row in rows {
            let difference = (row.ours - row.lru) * 100
            lines.append(
                row.walk.rawValue.padding(toLength: 8, withPad: " ", startingAt: 0)
                    + String(row.workingSet).leftPadded(13) + format(row.multiple, digits: 1).leftPadded(11)
                    + percent(row.lru).leftPadded(7) + percent(row.ours).leftPadded(7)
                    + ((difference >= 0 ? "+" : "") + format(difference, digits: 1) + " pt").leftPadded(12))
        }
        return lines.joined(separator: "\n")
    }

    private static func percent(_ rate: Double) -> String { format(rate * 100, digits: 1) + "%" }

    private static func format(_ value: Double, digits: Int) -> String {
        let scale = Double((0..<digits).reduce(1) { product, _ in product * 10 })
        let rounded = (value * scale).rounded() / scale
        return digits == 0 ? String(Int(rounded)) : String(rounded)
    }
}

/// Least recently used, plainly: the policy the table compares with.
enum LRUReference {
    static func hitRate(capacity: Int, keys: [Int]) -> Double {
        guard !keys.isEmpty else { return 0 }
        // A recency list through arrays indexed by key, keys being 0..<n.
        let size = (keys.max() ?? 0) + 1
        var newer = [Int](repeating: -1, count: size)
        var older = [Int](repeating: -1, count: size)
        var held = [Bool](repeating: false, count: size)
        var newest = -1
        var oldest = -1
        var count = 0
        var hits = 0
        func unlink(_ key: Int) {
            if newer[key] >= 0 { older[newer[key]] = older[key] } else { newest = older[key] }
            if older[key] >= 0 { newer[older[key]] = newer[key] } else { oldest = newer[key] }
        }
        func linkNewest(_ key: Int) {
            older[key] = newest
            newer[key] = -1
            if newest >= 0 { newer[newest] = key }
            newest = key
            if oldest < 0 { oldest = key }
        }
        for key in keys {
            if held[key] {
                hits += 1
                unlink(key)
                linkNewest(key)
                continue
            }
            if count == capacity {
                let victim = oldest
                unlink(victim)
                held[victim] = false
                count -= 1
            }
            held[key] = true
            count += 1
            linkNewest(key)
        }
        return Double(hits) / Double(keys.count)
    }
}

private struct XorShift {
    var state: UInt64
    mutating func next() -> UInt64 {
        state ^= state >> 12
        state ^= state << 25
        state ^= state >> 27
        return state &* 0x2545_F491_4F6C_DD1D
    }
}

extension String {
    fileprivate func leftPadded(_ width: Int) -> String {
        count >= width ? self : String(repeating: " ", count: width - count) + self
    }
}
