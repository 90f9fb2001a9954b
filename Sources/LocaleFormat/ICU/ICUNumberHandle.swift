internal import CICU

/// Owns one ICU `UNumberFormatter`, opened from a number skeleton.
///
/// `@unchecked Sendable`: ICU documents `UNumberFormatter` as immutable and
/// thread-safe once opened (its C++ twin `LocalizedNumberFormatter` has only
/// const format methods); every call here formats into a `UFormattedNumber`
/// of its own, which is the part that must not be shared. The handle is never
/// mutated after `init`.
final class ICUNumberHandle: @unchecked Sendable {
    /// ICU's `U_NUMBER_SKELETON_SYNTAX_ERROR`.
    static let skeletonSyntaxError: Int32 = 65811

    let raw: OpaquePointer

    /// Opens a formatter for `skeleton` (ICU number skeleton syntax, such as
    /// `"currency/EUR unit-width-narrow .00"`) and an ICU locale id.
    /// - Throws: `syntaxErrorCode` when ICU cannot parse the skeleton,
    ///   `internal` for any other ICU failure.
    init(skeleton: String, locale: String, syntaxErrorCode: LocaleFormatError.Code) throws(LocaleFormatError) {
        var status: Int32 = 0
        var offset: Int32 = -1
        let opened = cicu_unumf_open(skeleton, Int32(skeleton.utf8.count), locale, &offset, &status)
        let failure = ICUStatus(rawValue: status)
        guard let opened, !failure.isFailure else {
            let code: LocaleFormatError.Code = status == Self.skeletonSyntaxError ? syntaxErrorCode : .internal
            let at = offset >= 0 ? " at offset \(offset)" : ""
            try failure.check(code, "ICU rejected the number skeleton \"\(skeleton)\"\(at)")
            throw LocaleFormatError(.internal, "unumf_openForSkeletonAndLocale(\(locale)) returned no formatter")
        }
        raw = opened
    }

    deinit { cicu_unumf_close(raw) }

    /// Formats decimal text in decNumber syntax (`"-15E-1"`, `"NaN"`) exactly.
    func format(decimal text: String) throws(LocaleFormatError) -> String {
        let formatter = raw  // captured rather than `self`: no retain per call; `self` is the caller's
        return try ICUString.withUTF8Text(text) { (decimal, length) throws(LocaleFormatError) in
            try ICUString.make(.internal, "unumf_formatDecimal") { out, cap, st in
                cicu_unumf_format_decimal(formatter, decimal, length, out, cap, &st)
            }
        }
    }

    /// Every ISO 4217 code ICU lists (`ucurr_openISOCurrencies(UCURR_ALL)`),
    /// read once.
    static let isoCurrencyCodes: Set<String> = {
        let text =
            (try? ICUString.make(.internal, "ucurr_openISOCurrencies") { out, cap, st in
                cicu_ucurr_iso_codes(out, cap, &st)
            }) ?? ""
        return Set(text.split(separator: " ").map(String.init))
    }()

    /// The currency's standard fraction digits (`ucurr_getDefaultFractionDigits`).
    static func defaultFractionDigits(currency code: String) throws(LocaleFormatError) -> Int {
        var status: Int32 = 0
        let digits = cicu_ucurr_default_fraction_digits(code, &status)
        try ICUStatus(rawValue: status).check(.invalidCurrency, "ucurr_getDefaultFractionDigits(\(code))")
        return Int(digits)
    }
}
