// Plural rules: ``PluralRules`` by options and by strings.

extension PluralRules.Options: SpelledOptions {}
extension PluralRules: CachedFormatter {
    static var kind: Formatters.Kind { .pluralRules }
    static var sharesFormatters: Bool { false }
}
extension PluralRules.Options: CachedOptions {
    public func _lend<R>(in formatters: Formatters, _ body: (PluralRules) throws(LocaleFormatError) -> R)
        throws(LocaleFormatError) -> R
    {
        try formatters.lend(formatters.pluralRules, self, body)
    }
}

extension PluralRules.Options {
    /// The category of a number by these options' shared rules
    /// (``Formatters/shared``): the plural rules' own verb, not `format`.
    ///
    /// ```swift
    /// try PluralRules.Options(locale: try LocaleIdentifier("pl")).category(for: 5)   // .many
    /// ```
    /// - Throws: as ``PluralRules/init(_:)`` and ``PluralRules/category(for:)-(DecimalValue)``.
    public func category(for value: DecimalValue) throws(LocaleFormatError) -> PluralCategory {
        try Formatters.shared.with(self) { rules throws(LocaleFormatError) in try rules.category(for: value) }
    }

    /// The category of a number given as decimal text.
    /// - Throws: as ``PluralRules/category(for:)-(String)``.
    public func category(for text: String) throws(LocaleFormatError) -> PluralCategory {
        try Formatters.shared.with(self) { rules throws(LocaleFormatError) in try rules.category(for: text) }
    }
}

extension Formatters {
    /// The shared plural rules for `options`.
    ///
    /// Plural rules are cached under the locale itself, not its formatting
    /// identity: ICU reads them by the canonical id, so that languages with
    /// rules but without locale data (Inuktitut `iu`) keep them.
    ///
    /// ```swift
    /// let options = PluralRules.Options(locale: try LocaleIdentifier("ar"))
    /// try Formatters.shared.pluralRules(options).category(for: "3")   // .few
    /// ```
    /// - Throws: as ``PluralRules/init(_:)``.
    public func pluralRules(_ options: PluralRules.Options) throws(LocaleFormatError) -> PluralRules {
        try value(pluralRules, for: options)
    }

    /// The shared plural rules of a locale spelled as a request spells it.
    ///
    /// ```swift
    /// try Formatters.shared.pluralRules(locale: "pl").category(for: "5")                 // .many
    /// try Formatters.shared.pluralRules(locale: "en", type: .ordinal).category(for: "23")   // .few ("23rd")
    /// ```
    /// - Parameters:
    ///   - locale: a BCP 47 tag or ICU id.
    ///   - type: `cardinal` ("1 day, 2 days", default) or `ordinal` ("1st, 2nd").
    /// - Throws: `invalidLocale`, and as ``PluralRules/init(_:)``.
    public func pluralRules(locale: String, type: PluralRules.RuleType = .cardinal) throws(LocaleFormatError)
        -> PluralRules
    {
        try spelled(pluralRules, locale: locale, PluralRules.Options(locale: .root, type: type), lending: false) { $0 }
    }

    /// The same ``PluralRules`` as ``pluralRules(locale:type:)``, lent to
    /// `body` as ``with(_:_:)`` lends one found by options. Do not keep it past `body`.
    /// - Throws: as ``pluralRules(locale:type:)``, or what `body` throws.
    public func pluralRules<R>(
        locale: String, type: PluralRules.RuleType = .cardinal, _ body: (PluralRules) throws(LocaleFormatError) -> R
    ) throws(LocaleFormatError) -> R {
        try spelled(
            pluralRules, locale: locale, PluralRules.Options(locale: .root, type: type), lending: true, to: body)
    }
}
