internal import CICU

/// Owns one ICU `UPluralRules`.
///
/// `@unchecked Sendable`: ICU's `PluralRules` are immutable once opened and
/// `select` is const, so ICU allows one object to be used from many threads
/// at once. The handle is never mutated after `init`.
final class ICUPluralHandle: @unchecked Sendable {
    private let raw: OpaquePointer

    /// `uplrules_openForType`; `ordinal` false is cardinal.
    init(locale: String, ordinal: Bool) throws(LocaleFormatError) {
        var status: Int32 = 0
        let opened = cicu_uplrules_open(locale, ordinal ? 1 : 0, &status)
        let failure = ICUStatus(rawValue: status)
        guard let opened, !failure.isFailure else {
            try failure.check(.internal, "uplrules_openForType(\(locale))")
            throw LocaleFormatError(.internal, "uplrules_openForType(\(locale)) returned no rules")
        }
        raw = opened
    }

    deinit { cicu_uplrules_close(raw) }

    /// The keyword for decimal text, with the operands of `formatter`'s output.
    func select(decimal text: String, formattedWith formatter: ICUNumberHandle) throws(LocaleFormatError) -> String {
        try ICUString.withCText(text) { (decimal, length) throws(LocaleFormatError) in
            try ICUString.make(.internal, "uplrules_selectFormatted") { out, cap, st in
                cicu_uplrules_select_decimal(raw, formatter.raw, decimal, length, out, cap, &st)
            }
        }
    }

    /// The keywords the rules use (`uplrules_getKeywords`).
    func keywords() throws(LocaleFormatError) -> [String] {
        let text = try ICUString.make(.internal, "uplrules_getKeywords") { out, cap, st in
            cicu_uplrules_keywords(raw, out, cap, &st)
        }
        return text.split(separator: " ").map(String.init)
    }
}
