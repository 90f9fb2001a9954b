import CBenchmarkFloors

/// The floor of ``DisplayNames/language(_:)``: `uldn_localeDisplayName` on a
/// held `ULocaleDisplayNames`.
///
/// Not `Sendable`: floors are measured on one thread.
public final class DisplayNamesFloor {
    private let raw: OpaquePointer

    /// `uldn_openForContext(locale, dialect, full, substitute)` and the code
    /// (an ICU id) to name.
    public init(locale: String, code: String) throws {
        var status: Int32 = 0
        let opened = benchfloor_uldn_open(locale, code, &status)
        raw = try FloorOutput.opened(opened, status, "uldn_openForContext(\(locale))")
    }

    deinit { benchfloor_uldn_close(raw) }

    /// One `uldn_localeDisplayName` call, decoded.
    @inline(never)
    public func string() -> String {
        FloorOutput.string { out, capacity, status in
            benchfloor_uldn_locale_display_name(raw, out, capacity, &status)
        }
    }
}
