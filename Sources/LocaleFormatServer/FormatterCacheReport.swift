import LocaleFormat

/// One formatter cache's counters, whatever its key and value types.
struct FormatterCacheReport: Sendable, Hashable {
    /// The name of the `Formatters` property holding the cache (`dates`,
    /// `localeIdentifiers`, …).
    var kind: String
    var capacity: Int
    var hits: Int
    var misses: Int
    var evictions: Int
    /// Entries held now.
    var count: Int
}

/// A cache that can report its counters without naming its generic types.
protocol FormatterCacheReporting {
    func report(kind: String) -> FormatterCacheReport
}

extension FormatterCache: FormatterCacheReporting {
    func report(kind: String) -> FormatterCacheReport {
        let statistics = statistics
        return FormatterCacheReport(
            kind: kind, capacity: capacity, hits: statistics.hits, misses: statistics.misses,
            evictions: statistics.evictions, count: statistics.count)
    }
}

extension Formatters {
    /// Every cache the registry holds, found by reflection over its stored
    /// properties, so that a cache added for a new kind of formatter shows
    /// up in `/metrics` without the service knowing about it. Sorted by kind.
    var cacheReports: [FormatterCacheReport] {
        Mirror(reflecting: self).children.compactMap { child in
            guard let label = child.label, let cache = child.value as? any FormatterCacheReporting else { return nil }
            return cache.report(kind: label)
        }
        .sorted { $0.kind < $1.kind }
    }
}
