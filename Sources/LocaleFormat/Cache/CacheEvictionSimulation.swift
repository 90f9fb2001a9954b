/// Runs the caches' eviction policy over a walk of keys, for the eviction
/// table of the benchmarks (`icufmt-bench --eviction`). Not API: the
/// benchmark support imports it as SPI.
@_spi(Benchmarks)
public enum CacheEvictionSimulation {
    /// The share of `keys` that hit a cache of `capacity` entries (the
    /// caches of ``Formatters``) walked in order, values built for free.
    public static func hitRate(capacity: Int, keys: [Int]) -> Double {
        guard !keys.isEmpty else { return 0 }
        let cache = FormatterCache<Int, Int>(capacity: capacity)
        for key in keys { _ = try? cache.value(for: key) { key } }
        return Double(cache.statistics.hits) / Double(keys.count)
    }
}
