import CBenchmarkFloors
import LocaleFormat

/// The floor of ``DateFormat``: `udat_formatForFields` on a `UDateFormat`
/// opened by styles, for one instant, output as the library converts it.
///
/// Not `Sendable`: floors are measured on one thread.
public final class DateFloor {
    private let raw: OpaquePointer

    /// `udat_open(timeStyle, dateStyle, locale, timeZone)`.
    /// - Parameters:
    ///   - locale: an ICU locale id (``LocaleIdentifier/icuID``).
    ///   - timeZone: a time zone id ICU knows.
    ///   - millisecondsSince1970: the instant every call formats.
    public init(
        dateStyle: DateFormat.Style, timeStyle: DateFormat.Style, locale: String, timeZone: String,
        millisecondsSince1970: Double
    ) throws {
        var status: Int32 = 0
        let opened = benchfloor_udat_open(
            Self.icuStyle(timeStyle), Self.icuStyle(dateStyle), locale, timeZone, millisecondsSince1970, &status)
        raw = try FloorOutput.opened(opened, status, "udat_open(\(locale))")
    }

    deinit { benchfloor_udat_close(raw) }

    /// One `udat_formatForFields` call, decoded.
    @inline(never)
    public func string() -> String {
        FloorOutput.string { out, capacity, status in benchfloor_udat_format(raw, out, capacity, &status) }
    }

    /// ICU's `UDateFormatStyle` number of a style.
    private static func icuStyle(_ style: DateFormat.Style) -> Int32 {
        switch style {
        case .full: 0
        case .long: 1
        case .medium: 2
        case .short: 3
        case .none: -1
        }
    }
}
