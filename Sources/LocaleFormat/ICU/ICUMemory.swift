internal import CICU

/// What ICU keeps allocated while the calling thread builds something: the
/// size a cache charges an entry (see `cicu_memory.h`).
///
/// ```swift
/// let (format, bytes) = ICUMemory.measure { try DateFormat(options) }
/// ```
enum ICUMemory {
    /// Whether ICU's heap goes through the shim, so that ``measure(_:)``
    /// counts (false when the host process replaced ICU's allocator).
    static var isMeasurable: Bool { cicu_memory_is_measurable() != 0 }

    /// Runs `body` and returns its result with the bytes ICU allocated on
    /// this thread meanwhile, less those it freed (0 when not measurable).
    /// Measurements nest: an inner one's bytes count in the outer one too.
    /// - Throws: what `body` throws (the bytes are then dropped).
    @inline(__always)
    static func measure<T, E: Error>(_ body: () throws(E) -> T) throws(E) -> (value: T, bytes: Int) {
        let start = cicu_memory_measure_begin()
        let result = Result(catching: body)
        let bytes = Int(cicu_memory_measure_end(start))
        return (try result.get(), max(0, bytes))
    }
}
