import CBenchmarkFloors

/// The floor of ``NumberRangeFormat``: `unumrf_formatDecimalRange` on a held
/// formatter into a held result.
///
/// Not `Sendable`: the floor holds one result, and floors are measured on
/// one thread.
public final class NumberRangeFloor {
    private let raw: OpaquePointer

    /// The range formatter of `skeleton` (collapse auto, approximately) and
    /// the two decimals (decNumber syntax).
    public init(skeleton: String, locale: String, start: String, end: String) throws {
        var status: Int32 = 0
        let opened = benchfloor_unumrf_open(skeleton, locale, start, end, &status)
        raw = try FloorOutput.opened(opened, status, "unumrf_openForSkeleton(\(skeleton))")
    }

    deinit { benchfloor_unumrf_close(raw) }

    /// One `unumrf_formatDecimalRange` call, decoded.
    @inline(never)
    public func string() -> String {
        FloorOutput.string { out, capacity, status in benchfloor_unumrf_format(raw, out, capacity, &status) }
    }
}
