import CBenchmarkFloors

/// The floor of ``DateIntervalFormat``: `udtitvfmt_format` on a held
/// `UDateIntervalFormat`.
///
/// Not `Sendable`: floors are measured on one thread.
public final class IntervalFloor {
    private let raw: OpaquePointer

    /// `udtitvfmt_open(locale, skeleton, timeZone)` and the two instants in
    /// milliseconds since 1970.
    public init(locale: String, skeleton: String, timeZone: String, start: Double, end: Double) throws {
        var status: Int32 = 0
        let opened = benchfloor_udtitvfmt_open(locale, skeleton, timeZone, start, end, &status)
        raw = try FloorOutput.opened(opened, status, "udtitvfmt_open(\(locale), \(skeleton))")
    }

    deinit { benchfloor_udtitvfmt_close(raw) }

    /// One `udtitvfmt_format` call, decoded.
    @inline(never)
    public func string() -> String {
        FloorOutput.string { out, capacity, status in benchfloor_udtitvfmt_format(raw, out, capacity, &status) }
    }
}
