import Synchronization

/// A locale's CLDR plural rules (ICU's `UPluralRules`), cardinal or ordinal.
///
/// Categories depend on the digits as written, not only on the value:
/// visible fraction digits count (CLDR operands `v`, `f`, `t`).
///
/// ```swift
/// let english = try Formatters.shared.pluralRules(locale: "en")
/// try english.category(for: "1")      // .one
/// try english.category(for: "1.0")    // .other: one visible fraction digit
/// try Formatters.shared.pluralRules(locale: "ar").category(for: "3")                   // .few
/// try Formatters.shared.pluralRules(locale: "en", type: .ordinal).category(for: "22")   // .two ("22nd")
/// try Formatters.shared.pluralRules(locale: "fr").category(for: "1000000")             // .many
/// ```
///
/// A `PluralRules` is immutable and safe to use from many threads at once.
public final class PluralRules: Sendable {
    /// What the rules were built from; `Hashable`, so it can key a cache.
    public let options: Options
    /// The categories the locale uses, in CLDR order (`zero` … `other`);
    /// always includes `other`. English cardinals: `[.one, .other]`.
    public let categories: [PluralCategory]
    let handle: ICUPluralHandle
    /// The locale's compact format (`compact-short`), opened on first use
    /// by ``category(for:notation:)``.
    private let compact = Mutex<ICUNumberHandle?>(nil)

    /// Opens the rules (uncached: ``Formatters/pluralRules(_:)`` shares them
    /// per options).
    ///
    /// ```swift
    /// try PluralRules(PluralRules.Options(locale: LocaleIdentifier("cy"))).categories
    /// // [.zero, .one, .two, .few, .many, .other]: Welsh uses all six
    /// ```
    /// - Throws: `internal` only if ICU fails.
    public init(_ options: Options) throws(LocaleFormatError) {
        self.options = options
        // The canonical id, not the root-pinned dataID: some languages have
        // plural rules but no locale data (Inuktitut `iu`), and ICU's plural
        // lookup walks the id's own parents, never the default locale.
        handle = try ICUPluralHandle(locale: options.locale.icuID, ordinal: options.type == .ordinal)
        let keywords = Set(try handle.keywords())
        categories = PluralCategory.allCases.filter { keywords.contains($0.rawValue) }
    }

    /// The category of a number, with its fraction digits as written.
    ///
    /// ```swift
    /// try Formatters.shared.pluralRules(locale: "pl").category(for: 5)   // .many
    /// ```
    ///
    /// Values with more than 999 visible fraction digits (ICU's precision
    /// limit) are judged on their first 999.
    /// - Throws: `invalidNumber` for NaN and infinities.
    public func category(for value: DecimalValue) throws(LocaleFormatError) -> PluralCategory {
        guard value.isFinite else {
            throw LocaleFormatError(.invalidNumber, "plural rules need a finite number, not \(value)")
        }
        let fractionDigits = min(value.fractionDigitCount, PluralOperands.maximumFractionDigits)
        let text =
            fractionDigits < value.fractionDigitCount
            ? value.truncated(toFractionDigits: fractionDigits).text : value.text
        return try PluralOperands.withFormatter(fractionDigits: fractionDigits) {
            (formatter) throws(LocaleFormatError) in
            try handle.category(decimal: text, formattedWith: formatter)
        }
    }

    /// The locale's compact number format, opened once.
    /// - Throws: `internal` when ICU cannot open it.
    func compactFormatter() throws(LocaleFormatError) -> ICUNumberHandle {
        if let opened = compact.withLock({ $0 }) { return opened }
        let opened = try ICUNumberHandle(
            skeleton: "compact-short", locale: options.locale.dataID, syntaxErrorCode: .internal)
        return compact.withLock { kept in
            if let raced = kept { return raced }
            kept = opened
            return opened
        }
    }

    /// Parses decimal text (see ``DecimalValue``) and returns its category.
    ///
    /// ```swift
    /// try Formatters.shared.pluralRules(locale: "ru").category(for: "21")   // .one ("21 книга")
    /// ```
    /// - Throws: `invalidNumber` for text that is not a finite decimal within the limits.
    public func category(for text: String) throws(LocaleFormatError) -> PluralCategory {
        try category(for: DecimalValue(text))
    }
}

extension PluralRules {
    /// Which rules: counting or ordering.
    public enum RuleType: String, Sendable, Hashable, CaseIterable {
        /// Quantities: "1 day", "2 days".
        case cardinal
        /// Positions: "1st", "2nd", "3rd", "4th".
        case ordinal
    }

    /// Everything that determines plural rules (the protocol's `plural` request
    /// without its value; Docs/Protocol.md, "Op plural"): the key of ``Formatters/pluralRules(_:)``.
    public struct Options: Hashable, Sendable {
        /// The locale whose rules are used (mostly by language; `pt-PT` differs from `pt`).
        public var locale: LocaleIdentifier
        /// Cardinal or ordinal.
        public var type: RuleType

        /// Collects the options.
        /// - Parameters:
        ///   - locale: the locale whose rules are used.
        ///   - type: `cardinal` ("1 day, 2 days", default) or `ordinal` ("1st, 2nd").
        public init(locale: LocaleIdentifier, type: RuleType = .cardinal) {
            self.locale = locale
            self.type = type
        }
    }
}

extension PluralRules.Options: FormatterCacheKey {
    /// The locale's hash (a seeded `Hasher` output, mixed already), flipped
    /// by a constant for ordinal rules: no mixing round is needed.
    @inline(__always)
    var cacheHash: Int {
        type == .ordinal ? locale.cacheHash ^ 0x5BD1_E995_2B4F_8C63 : locale.cacheHash
    }
}
