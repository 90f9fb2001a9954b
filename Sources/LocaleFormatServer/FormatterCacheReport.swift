import LocaleFormat

/// One formatter cache's counters, whatever its key and value types.
struct FormatterCacheReport: Sendable, Hashable {
    /// The name of the cache in the `kind` label (`dates`,
    /// `localeIdentifiers`, …).
    var kind: String
    var capacity: Int
    var hits: Int
    var misses: Int
    var evictions: Int
    /// Entries held now.
    var count: Int
}

extension Formatters {
    /// Every kind's counters (``Formatters/statistics(for:)``), so that a
    /// kind added to the registry shows up in `/metrics` without the service
    /// knowing about it. Sorted by kind.
    var cacheReports: [FormatterCacheReport] {
        Kind.allCases.map { kind in
            let statistics = statistics(for: kind)
            return FormatterCacheReport(
                kind: kind.metricLabel, capacity: statistics.capacity, hits: statistics.hits,
                misses: statistics.misses, evictions: statistics.evictions, count: statistics.count)
        }
        .sorted { $0.kind < $1.kind }
    }
}

extension Formatters.Kind {
    /// The `kind` label of a cache's series: the names the registry's
    /// caches had when they were found by reflection (`dates`,
    /// `localeIdentifiers`), so that the series did not change.
    var metricLabel: String {
        switch self {
        case .localeIdentifier: "localeIdentifiers"
        case .localeInfo: "localeInfos"
        case .timeZone: "timeZones"
        case .date: "dates"
        case .number: "numbers"
        case .currency: "currencies"
        case .unit: "units"
        case .pluralRules: "pluralRules"
        case .collator: "collators"
        case .message: "messages"
        case .caseMapper: "caseMappers"
        }
    }
}
