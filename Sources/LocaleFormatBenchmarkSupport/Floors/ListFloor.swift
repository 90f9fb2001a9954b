import CBenchmarkFloors

/// The floor of ``ListFormat``: the items' UTF-8 through `u_strFromUTF8`,
/// then `ulistfmt_format` on a held `UListFormatter`.
///
/// Not `Sendable`: floors are measured on one thread.
public final class ListFloor {
    private let raw: OpaquePointer

    /// `ulistfmt_openForType(locale, type, width)` and the items (at most 16).
    public init(locale: String, type: Int32, width: Int32, items: [String]) throws {
        var status: Int32 = 0
        let joined = items.joined(separator: "\u{0}") + "\u{0}"
        let opened = benchfloor_ulistfmt_open(locale, type, width, joined, &status)
        raw = try FloorOutput.opened(opened, status, "ulistfmt_openForType(\(locale))")
    }

    deinit { benchfloor_ulistfmt_close(raw) }

    /// One `ulistfmt_format` call, decoded.
    @inline(never)
    public func string() -> String {
        FloorOutput.string { out, capacity, status in benchfloor_ulistfmt_format(raw, out, capacity, &status) }
    }
}
