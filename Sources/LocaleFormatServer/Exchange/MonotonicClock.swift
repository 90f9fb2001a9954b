#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The monotonic clock as integer nanoseconds, for timing each request of
/// an array: one `clock_gettime` and no `Duration` arithmetic, about a
/// fifth of what `ContinuousClock.now` and `Duration.components` cost.
enum MonotonicClock {
    /// Nanoseconds since an arbitrary fixed point; differences are durations.
    static func nanoseconds() -> Int64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Int64(time.tv_sec) &* 1_000_000_000 &+ Int64(time.tv_nsec)
    }
}
