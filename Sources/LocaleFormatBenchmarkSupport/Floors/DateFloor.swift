import CBenchmarkFloors
import LocaleFormat

/// The floor of ``DateFormat``: `udat_formatForFields` on a `UDateFormat`
/// opened with the pattern a format resolved (``DateFormat/pattern``), for
/// one instant, output as the library converts it.
///
/// Not `Sendable`: floors are measured on one thread.
public final class DateFloor {
    private let raw: OpaquePointer

    /// `udat_open(UDAT_PATTERN, UDAT_PATTERN, locale, timeZone, pattern)`.
    /// - Parameters:
    ///   - pattern: an ICU date pattern, as ``DateFormat/pattern`` resolves it.
    ///   - locale: an ICU locale id (``LocaleIdentifier/icuID``), with its
    ///     calendar keyword if any.
    ///   - timeZone: a time zone id ICU knows.
    ///   - millisecondsSince1970: the instant every call formats.
    public init(pattern: String, locale: String, timeZone: String, millisecondsSince1970: Double) throws {
        var status: Int32 = 0
        let opened = benchfloor_udat_open(pattern, locale, timeZone, millisecondsSince1970, &status)
        raw = try FloorOutput.opened(opened, status, "udat_open(\(locale))")
    }

    deinit { benchfloor_udat_close(raw) }

    /// One `udat_formatForFields` call, decoded.
    @inline(never)
    public func string() -> String {
        FloorOutput.string { out, capacity, status in benchfloor_udat_format(raw, out, capacity, &status) }
    }
}
