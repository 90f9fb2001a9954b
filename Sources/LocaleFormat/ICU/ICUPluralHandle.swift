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

    /// The category for decimal text, with the operands of `formatter`'s
    /// output: ICU's keyword read from a buffer on the stack into the enum,
    /// with no `String` made (half the cost of the library's part of a
    /// cached plural call).
    /// - Throws: `internal` when ICU fails or answers a keyword CLDR does
    ///   not define.
    func category(decimal text: String, formattedWith formatter: ICUNumberHandle) throws(LocaleFormatError)
        -> PluralCategory
    {
        ICUDefaultLocale.ensurePinned()
        // The pointers, not the objects, go into the closures (capturing the
        // objects retains and releases each per call); both objects are the
        // caller's for the whole call.
        let rules = raw
        let numbers = formatter.raw
        return try ICUString.withUTF8Text(text) { (decimal, length) throws(LocaleFormatError) in
            let capacity = 8  // "other", the longest keyword, and room to spare
            let read: (status: Int32, category: PluralCategory?) = withUnsafeTemporaryAllocation(
                of: CChar.self, capacity: capacity
            ) { buffer in
                guard let base = buffer.baseAddress else { return (ICUStatus.illegalArgument, nil) }
                var status: Int32 = 0
                let count = cicu_uplrules_select_decimal(
                    rules, numbers, decimal, length, base, Int32(capacity), &status)
                guard status <= 0, count >= 0, count <= capacity else { return (status, nil) }
                return (status, PluralCategory(keyword: UnsafeRawBufferPointer(start: base, count: Int(count))))
            }
            try ICUStatus(rawValue: read.status).check(.internal, "uplrules_selectFormatted")
            guard let category = read.category else {
                throw LocaleFormatError(.internal, "ICU returned a plural keyword CLDR does not define")
            }
            return category
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
