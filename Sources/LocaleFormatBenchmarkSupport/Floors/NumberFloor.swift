import CBenchmarkFloors

/// The floor of ``NumberFormat``, ``CurrencyFormat`` and ``UnitFormat``:
/// `unumf_formatDecimal` into a held `UFormattedNumber`, its UTF-16 read in
/// place, for one decimal text the floor holds.
///
/// Not `Sendable`: the floor holds one `UFormattedNumber`, and floors are
/// measured on one thread.
public final class NumberFloor {
    private let raw: OpaquePointer

    /// `unumf_openForSkeletonAndLocaleWithError(skeleton, locale)`, and a
    /// copy of `decimal`.
    /// - Parameters:
    ///   - skeleton: the formatter's ICU number skeleton (``NumberFormat/skeleton``).
    ///   - locale: an ICU locale id (``LocaleIdentifier/icuID``).
    ///   - decimal: decimal text in decNumber syntax (``DecimalValue/text``).
    public init(skeleton: String, locale: String, decimal: String) throws {
        var status: Int32 = 0
        let opened = benchfloor_unumf_open(
            skeleton, try FloorOutput.length(skeleton), locale, decimal, try FloorOutput.length(decimal), &status)
        raw = try FloorOutput.opened(opened, status, "unumf_openForSkeletonAndLocale(\(skeleton))")
    }

    deinit { benchfloor_unumf_close(raw) }

    /// One `unumf_formatDecimal` call, decoded.
    @inline(never)
    public func string() -> String {
        FloorOutput.string { out, capacity, status in
            benchfloor_unumf_format_decimal(raw, out, capacity, &status)
        }
    }
}
