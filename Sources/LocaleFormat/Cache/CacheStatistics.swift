/// Counters of one kind of cached value since its registry was created
/// (``Formatters/statistics(for:)``).
public struct CacheStatistics: Sendable, Hashable {
    /// Lookups that found the value, or waited for another caller's build of it.
    public var hits = 0
    /// Lookups that built the value.
    public var misses = 0
    /// Entries removed to make room, one per miss when full.
    public var evictions = 0
    /// Entries held now.
    public var count = 0
    /// The most entries held.
    public var capacity = 0
    /// Time spent in successful builds, in nanoseconds.
    public var buildNanoseconds: UInt64 = 0
    /// Builds that threw.
    public var failedBuilds = 0
    /// Bytes charged for the entries held (what ICU allocated building them,
    /// and what they may grow by); 0 for a cache without a byte budget.
    public var bytes = 0
    /// The most bytes the kind may hold; 0: bounded by count only.
    public var byteLimit = 0
    /// Values built and handed out but not kept: each was charged more than
    /// a sixteenth of the registry's byte budget.
    public var oversized = 0

    /// Counters at zero.
    public init() {}

    /// A kind's figures by options with its spellings' hits, bytes and
    /// oversized builds added: a lookup by strings that finds its spelling
    /// is a hit; one that does not is counted by the lookup by options it
    /// makes.
    func adding(spellings: CacheStatistics) -> CacheStatistics {
        var statistics = self
        statistics.hits += spellings.hits
        statistics.bytes += spellings.bytes
        statistics.oversized += spellings.oversized
        return statistics
    }
}
