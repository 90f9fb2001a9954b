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

    /// Counters at zero.
    public init() {}
}
