// Currencies: ``CurrencyFormat`` by options and by strings.

extension CurrencyFormat.Options: SkeletonSpelled {
    var spelledBytes: Int { Spelling<Self>.storedBytes(numberDisplay.scale) }

    static func reading(skeleton: String, locale: LocaleIdentifier, rest: Self) throws(LocaleFormatError) -> Self {
        try Self(locale: locale, currency: rest.currency, skeleton: skeleton)
    }
}
extension CurrencyFormat: CachedFormatter { static var kind: Formatters.Kind { .currency } }
extension CurrencyFormat.Options: CachedOptions {
    public func _lend<R>(in formatters: Formatters, _ body: (CurrencyFormat) throws(LocaleFormatError) -> R)
        throws(LocaleFormatError) -> R
    {
        try formatters.lend(formatters.currencies, self, body)
    }
}

extension CurrencyFormat.Options {
    /// The amount formatted with these options' shared formatter
    /// (``Formatters/shared``), opened on first use.
    ///
    /// ```swift
    /// let yen = CurrencyFormat.Options(locale: try LocaleIdentifier("ja-JP"), currency: "JPY")
    /// try yen.format("1234")   // "￥1,234"
    /// ```
    /// - Throws: as ``CurrencyFormat/init(_:)`` and ``CurrencyFormat/string(from:)-(DecimalValue)``.
    public func format(_ value: DecimalValue) throws(LocaleFormatError) -> String {
        try Formatters.shared.with(self) { f throws(LocaleFormatError) in try f.string(from: value) }
    }

    /// The amount given as decimal text (``DecimalValue``'s grammar), formatted as ``format(_:)-(DecimalValue)`` formats.
    /// - Throws: as ``CurrencyFormat/string(from:)-(String)``.
    public func format(_ text: String) throws(LocaleFormatError) -> String {
        try Formatters.shared.with(self) { f throws(LocaleFormatError) in try f.string(from: text) }
    }
}

extension Formatters {
    /// The shared currency formatter for `options`.
    ///
    /// ```swift
    /// let options = CurrencyFormat.Options(locale: try LocaleIdentifier("de-DE"), currency: "EUR")
    /// try Formatters.shared.currency(options).string(from: "1234.5")   // "1.234,50 €" (U+00A0 before €)
    /// ```
    /// - Throws: as ``CurrencyFormat/init(_:)``.
    public func currency(_ options: CurrencyFormat.Options) throws(LocaleFormatError) -> CurrencyFormat {
        try value(currencies, for: options)
    }

    /// The shared currency formatter for a locale spelled as a request spells it.
    ///
    /// ```swift
    /// try Formatters.shared.currency(locale: "de-DE", currency: "EUR").string(from: "1234.5")
    /// // "1.234,50 €" (U+00A0 before €)
    /// ```
    /// - Parameters: as ``CurrencyFormat/Options/init(locale:currency:display:accounting:minimumFractionDigits:maximumFractionDigits:roundingMode:)``,
    ///   the locale as a BCP 47 tag or ICU id.
    /// - Throws: `invalidLocale`, and as ``CurrencyFormat/init(_:)``.
    public func currency(
        locale: String, currency: String, display: CurrencyFormat.Display = .symbol, accounting: Bool = false,
        minimumFractionDigits: Int? = nil, maximumFractionDigits: Int? = nil, roundingMode: RoundingMode = .halfEven
    ) throws(LocaleFormatError) -> CurrencyFormat {
        let options = CurrencyFormat.Options(
            locale: .root, currency: currency, display: display, accounting: accounting,
            minimumFractionDigits: minimumFractionDigits, maximumFractionDigits: maximumFractionDigits,
            roundingMode: roundingMode)
        return try spelled(currencies, locale: locale, options, lending: false) { $0 }
    }

    /// The same ``CurrencyFormat`` as ``currency(locale:currency:display:accounting:minimumFractionDigits:maximumFractionDigits:roundingMode:)``, lent to
    /// `body` as ``with(_:_:)`` lends one found by options. Do not keep it past `body`.
    /// - Throws: as ``currency(locale:currency:display:accounting:minimumFractionDigits:maximumFractionDigits:roundingMode:)``, or what `body` throws.
    public func currency<R>(
        locale: String, currency: String, display: CurrencyFormat.Display = .symbol, accounting: Bool = false,
        minimumFractionDigits: Int? = nil, maximumFractionDigits: Int? = nil, roundingMode: RoundingMode = .halfEven,
        _ body: (CurrencyFormat) throws(LocaleFormatError) -> R
    ) throws(LocaleFormatError) -> R {
        let options = CurrencyFormat.Options(
            locale: .root, currency: currency, display: display, accounting: accounting,
            minimumFractionDigits: minimumFractionDigits, maximumFractionDigits: maximumFractionDigits,
            roundingMode: roundingMode)
        return try spelled(currencies, locale: locale, options, lending: true, to: body)
    }

    /// The shared currency formatter with every ``NumberDisplay`` option, for
    /// a locale spelled as a request spells it.
    ///
    /// ```swift
    /// try Formatters.shared.currency(
    ///     locale: "de-CH", currency: "CHF", cashRounding: true, numberDisplay: NumberDisplay()
    /// ).string(from: "1.23")   // "CHF 1.25" (U+00A0 after CHF)
    /// ```
    /// - Throws: `invalidLocale`, and as ``CurrencyFormat/init(_:)``.
    public func currency(
        locale: String, currency: String, display: CurrencyFormat.Display = .symbol, accounting: Bool = false,
        cashRounding: Bool = false, numberDisplay: NumberDisplay
    ) throws(LocaleFormatError) -> CurrencyFormat {
        let options = CurrencyFormat.Options(
            locale: .root, currency: currency, display: display, accounting: accounting, cashRounding: cashRounding,
            numberDisplay: numberDisplay)
        return try spelled(currencies, locale: locale, options, lending: false) { $0 }
    }

    /// The same ``CurrencyFormat`` as ``currency(locale:currency:display:accounting:cashRounding:numberDisplay:)``,
    /// lent to `body` as ``with(_:_:)`` lends one found by options. Do not keep it past `body`.
    /// - Throws: as ``currency(locale:currency:display:accounting:cashRounding:numberDisplay:)``, or what `body` throws.
    public func currency<R>(
        locale: String, currency: String, display: CurrencyFormat.Display = .symbol, accounting: Bool = false,
        cashRounding: Bool = false, numberDisplay: NumberDisplay,
        _ body: (CurrencyFormat) throws(LocaleFormatError) -> R
    ) throws(LocaleFormatError) -> R {
        let options = CurrencyFormat.Options(
            locale: .root, currency: currency, display: display, accounting: accounting, cashRounding: cashRounding,
            numberDisplay: numberDisplay)
        return try spelled(currencies, locale: locale, options, lending: true, to: body)
    }

    /// The shared currency formatter for an ICU number skeleton, for a
    /// locale spelled as a request spells it: the formatter of the options
    /// the skeleton means (``CurrencyFormat/Options/init(locale:currency:skeleton:)``).
    ///
    /// ```swift
    /// try Formatters.shared.currency(locale: "en-US", currency: "USD", skeleton: "() .00").string(from: "-1")
    /// // "($1.00)"
    /// ```
    /// - Throws: `invalidLocale`, then as ``CurrencyFormat/Options/init(locale:currency:skeleton:)``
    ///   and ``CurrencyFormat/init(_:)``.
    public func currency(locale: String, currency: String, skeleton: String) throws(LocaleFormatError)
        -> CurrencyFormat
    {
        try spelled(
            currencies, locale: locale, CurrencyFormat.Options(locale: .root, currency: currency), other: skeleton,
            lending: false
        ) { $0 }
    }

    /// The same ``CurrencyFormat`` as ``currency(locale:currency:skeleton:)``, lent to
    /// `body` as ``with(_:_:)`` lends one found by options. Do not keep it past `body`.
    /// - Throws: as ``currency(locale:currency:skeleton:)``, or what `body` throws.
    public func currency<R>(
        locale: String, currency: String, skeleton: String, _ body: (CurrencyFormat) throws(LocaleFormatError) -> R
    ) throws(LocaleFormatError) -> R {
        try spelled(
            currencies, locale: locale, CurrencyFormat.Options(locale: .root, currency: currency), other: skeleton,
            lending: true, to: body)
    }
}
