internal import CICU

/// Owns one ICU `URelativeDateTimeFormatter` with the locale's default
/// number format.
///
/// `@unchecked Sendable`: ICU's `RelativeDateTimeFormatter` is immutable
/// and thread-safe except for assignment, which the C API never does; both
/// format calls take a `const URelativeDateTimeFormatter *`.
final class ICURelativeHandle: @unchecked Sendable {
    let raw: OpaquePointer

    /// `ureldatefmt_open(locale, NULL, width, UDISPCTX_CAPITALIZATION_NONE)`;
    /// `width` as ICU numbers `UDateRelativeDateTimeFormatterStyle`.
    init(locale: String, width: Int32) throws(LocaleFormatError) {
        var status: Int32 = 0
        guard let opened = cicu_ureldatefmt_open(locale, width, &status), !ICUStatus(rawValue: status).isFailure
        else {
            try ICUStatus(rawValue: status).check(.internal, "ureldatefmt_open(\(locale))")
            throw LocaleFormatError(.internal, "ureldatefmt_open(\(locale)) returned no formatter")
        }
        raw = opened
    }

    deinit { cicu_ureldatefmt_close(raw) }

    /// `ureldatefmt_formatNumeric` (`numeric`) or `ureldatefmt_format` of
    /// `offset` in `unit` (`URelativeDateTimeUnit`).
    /// - Throws: `internal` when ICU fails.
    func format(_ offset: Double, unit: Int32, numeric: Bool) throws(LocaleFormatError) -> String {
        try ICUString.make(.internal, "ureldatefmt_format") { out, capacity, status in
            cicu_ureldatefmt_format(raw, offset, unit, numeric ? 1 : 0, out, capacity, &status)
        }
    }
}
