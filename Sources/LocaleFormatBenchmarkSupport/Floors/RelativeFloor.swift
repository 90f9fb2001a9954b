import CBenchmarkFloors

/// The floor of ``RelativeTimeFormat``: `strtod` of the decimal, then
/// `ureldatefmt_formatNumeric` or `ureldatefmt_format` on a held formatter.
///
/// Not `Sendable`: floors are measured on one thread.
public final class RelativeFloor {
    private let raw: OpaquePointer

    /// `ureldatefmt_open(locale, NULL, width)`; `unit` as ICU numbers
    /// `URelativeDateTimeUnit` (4 is day).
    /// - Parameter offset: decimal text, read by `strtod` on every call.
    public init(locale: String, width: Int32, offset: String, unit: Int32, numeric: Bool) throws {
        var status: Int32 = 0
        let opened = benchfloor_ureldatefmt_open(locale, width, offset, unit, numeric ? 1 : 0, &status)
        raw = try FloorOutput.opened(opened, status, "ureldatefmt_open(\(locale))")
    }

    deinit { benchfloor_ureldatefmt_close(raw) }

    /// One format call, decoded.
    @inline(never)
    public func string() -> String {
        FloorOutput.string { out, capacity, status in benchfloor_ureldatefmt_format(raw, out, capacity, &status) }
    }
}
