extension Formatters {
    /// Every kind's counters at once: hits, misses, evictions, entries held
    /// and capacity, keyed by ``Kind`` (whose raw values, such as `date`,
    /// name the kinds in reports). What a metrics endpoint reads at each scrape.
    public func statistics() -> [Kind: CacheStatistics] {
        var all: [Kind: CacheStatistics] = [:]
        all.reserveCapacity(Kind.allCases.count)
        for kind in Kind.allCases { all[kind] = statistics(for: kind) }
        return all
    }
}
