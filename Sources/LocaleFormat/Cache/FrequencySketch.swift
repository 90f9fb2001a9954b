/// How often each key was asked for lately, approximately: the admission
/// filter of a ``FormatterCache`` (TinyLFU: Einziger, Friedman and Manes,
/// "TinyLFU: A Highly Efficient Cache Admission Policy", 2017).
///
/// A count-min sketch of saturating 4-bit counts (one byte each here, at
/// most 15) in one table, two counters per key picked from its
/// ``FormatterCacheKey/cacheHash``; a key's estimate is the smaller of its
/// two, which can only overstate (when both are shared with other keys),
/// never understate. Counting is conservative: only counters equal to the
/// estimate grow. After a sample of ten accesses per cache entry every
/// count is halved, so that what was popular long ago fades and a shifting
/// working set is admitted.
///
/// Memory: one byte per counter, four counters per cache entry, at most
/// 2^20 counters (1 MiB) whatever the capacity.
struct FrequencySketch {
    private var counts: [UInt8]
    private let mask: Int
    private let sampleSize: Int
    private var additions = 0

    /// The most counters a sketch holds.
    static var maximumCounters: Int { 1 << 20 }

    /// - Parameter capacity: the most entries of the cache it filters.
    init(capacity: Int) {
        var size = 16
        while size < capacity * 4, size < Self.maximumCounters { size <<= 1 }
        counts = Array(repeating: 0, count: size)
        mask = size - 1
        sampleSize = max(16, capacity * 10)
    }

    /// The two counters of `hash`.
    @inline(__always)
    private func slots(_ hash: Int) -> (Int, Int) {
        let mixed = UInt64(UInt(bitPattern: hash)) &* 0x9E37_79B9_7F4A_7C15
        let first = Int(truncatingIfNeeded: mixed >> 32) & mask
        var second = Int(truncatingIfNeeded: mixed) & mask
        if second == first { second = (second + 1) & mask }
        return (first, second)
    }

    /// The estimated count of accesses to the key of `hash` in the recent sample (0…15).
    func frequency(_ hash: Int) -> Int {
        let (first, second) = slots(hash)
        return Int(min(counts[first], counts[second]))
    }

    /// Counts one access to the key of `hash`.
    mutating func increment(_ hash: Int) {
        let (first, second) = slots(hash)
        let least = min(counts[first], counts[second])
        guard least < 15 else { return }
        if counts[first] == least { counts[first] += 1 }
        if counts[second] == least { counts[second] += 1 }
        additions += 1
        if additions >= sampleSize { age() }
    }

    /// Halves every count.
    private mutating func age() {
        additions = 0
        for index in counts.indices { counts[index] >>= 1 }
    }
}
