import CBenchmarkFloors

/// The floor of ``CaseMapper/uppercased(_:)``: `ucasemap_utf8ToUpper` on a
/// `UCaseMap`, for one text whose UTF-8 the floor holds.
///
/// Not `Sendable`: floors are measured on one thread.
public final class CaseMapFloor {
    private let raw: OpaquePointer

    /// `ucasemap_open(locale, 0)`, and a copy of `text`.
    /// - Parameter locale: an ICU locale id (``LocaleIdentifier/icuID``).
    public init(locale: String, uppercasing text: String) throws {
        var status: Int32 = 0
        let opened = benchfloor_ucasemap_open(locale, text, try FloorOutput.length(text), &status)
        raw = try FloorOutput.opened(opened, status, "ucasemap_open(\(locale))")
    }

    deinit { benchfloor_ucasemap_close(raw) }

    /// One `ucasemap_utf8ToUpper` call, decoded.
    @inline(never)
    public func string() -> String {
        FloorOutput.string { out, capacity, status in
            benchfloor_ucasemap_utf8_to_upper(raw, out, capacity, &status)
        }
    }
}
