// Numbers: ``NumberFormat`` by options and by strings.

extension NumberFormat.Options: SkeletonSpelled {
    var spelledBytes: Int { Spelling<Self>.storedBytes(numberDisplay.scale) }

    static func reading(skeleton: String, locale: LocaleIdentifier, rest: Self) throws(LocaleFormatError) -> Self {
        try Self(locale: locale, skeleton: skeleton)
    }
}
extension NumberFormat: CachedFormatter { static var kind: Formatters.Kind { .number } }
extension NumberFormat.Options: CachedOptions {
    public func _lend<R>(in formatters: Formatters, _ body: (NumberFormat) throws(LocaleFormatError) -> R)
        throws(LocaleFormatError) -> R
    {
        try formatters.lend(formatters.numbers, self, body)
    }
}

extension NumberFormat.Options {
    /// The number formatted with these options' shared formatter
    /// (``Formatters/shared``), opened on first use.
    ///
    /// ```swift
    /// let french = NumberFormat.Options(locale: try LocaleIdentifier("fr-FR"))
    /// try french.format(1234)   // "1 234" (U+202F)
    /// ```
    /// - Throws: as ``NumberFormat/init(_:)`` and ``NumberFormat/string(from:)-(DecimalValue)``.
    public func format(_ value: DecimalValue) throws(LocaleFormatError) -> String {
        try Formatters.shared.with(self) { f throws(LocaleFormatError) in try f.string(from: value) }
    }

    /// The number given as decimal text (``DecimalValue``'s grammar), formatted as ``format(_:)-(DecimalValue)`` formats.
    /// - Throws: as ``NumberFormat/string(from:)-(String)``.
    public func format(_ text: String) throws(LocaleFormatError) -> String {
        try Formatters.shared.with(self) { f throws(LocaleFormatError) in try f.string(from: text) }
    }
}

extension Formatters {
    /// The shared number formatter for `options`.
    ///
    /// ```swift
    /// let options = NumberFormat.Options(locale: try LocaleIdentifier("en"), style: .compactLong)
    /// try Formatters.shared.number(options).string(from: "1234567")   // "1.2 million"
    /// ```
    /// - Throws: as ``NumberFormat/init(_:)``.
    public func number(_ options: NumberFormat.Options) throws(LocaleFormatError) -> NumberFormat {
        try value(numbers, for: options)
    }

    /// The shared number formatter for a locale spelled as a request spells it.
    ///
    /// ```swift
    /// try Formatters.shared.number(locale: "en-IN").string(from: "1234567")   // "12,34,567"
    /// try Formatters.shared.number(locale: "fr", style: .percent).string(from: "0.256")
    /// // "26 %" (U+00A0 before %)
    /// ```
    /// - Parameters: as ``NumberFormat/Options/init(locale:style:minimumFractionDigits:maximumFractionDigits:minimumIntegerDigits:grouping:roundingMode:)``,
    ///   the locale as a BCP 47 tag or ICU id.
    /// - Throws: `invalidLocale`, and as ``NumberFormat/init(_:)``.
    public func number(
        locale: String, style: NumberFormat.Style = .decimal, minimumFractionDigits: Int? = nil,
        maximumFractionDigits: Int? = nil, minimumIntegerDigits: Int = 1, grouping: Bool = true,
        roundingMode: RoundingMode = .halfEven
    ) throws(LocaleFormatError) -> NumberFormat {
        let options = NumberFormat.Options(
            locale: .root, style: style, minimumFractionDigits: minimumFractionDigits,
            maximumFractionDigits: maximumFractionDigits, minimumIntegerDigits: minimumIntegerDigits,
            grouping: grouping, roundingMode: roundingMode)
        return try spelled(numbers, locale: locale, options, lending: false) { $0 }
    }

    /// The same ``NumberFormat`` as ``number(locale:style:minimumFractionDigits:maximumFractionDigits:minimumIntegerDigits:grouping:roundingMode:)``, lent to
    /// `body` as ``with(_:_:)`` lends one found by options. Do not keep it past `body`.
    /// - Throws: as ``number(locale:style:minimumFractionDigits:maximumFractionDigits:minimumIntegerDigits:grouping:roundingMode:)``, or what `body` throws.
    public func number<R>(
        locale: String, style: NumberFormat.Style = .decimal, minimumFractionDigits: Int? = nil,
        maximumFractionDigits: Int? = nil, minimumIntegerDigits: Int = 1, grouping: Bool = true,
        roundingMode: RoundingMode = .halfEven, _ body: (NumberFormat) throws(LocaleFormatError) -> R
    ) throws(LocaleFormatError) -> R {
        let options = NumberFormat.Options(
            locale: .root, style: style, minimumFractionDigits: minimumFractionDigits,
            maximumFractionDigits: maximumFractionDigits, minimumIntegerDigits: minimumIntegerDigits,
            grouping: grouping, roundingMode: roundingMode)
        return try spelled(numbers, locale: locale, options, lending: true, to: body)
    }

    /// The shared number formatter with every ``NumberDisplay`` option, for a
    /// locale spelled as a request spells it.
    ///
    /// ```swift
    /// var display = NumberDisplay()
    /// display.maximumSignificantDigits = 3
    /// try Formatters.shared.number(locale: "de", numberDisplay: display).string(from: "1234.5")   // "1.230"
    /// ```
    /// - Throws: `invalidLocale`, and as ``NumberFormat/init(_:)``.
    public func number(
        locale: String, style: NumberFormat.Style = .decimal, numberDisplay: NumberDisplay
    ) throws(LocaleFormatError) -> NumberFormat {
        try spelled(
            numbers, locale: locale, NumberFormat.Options(locale: .root, style: style, numberDisplay: numberDisplay),
            lending: false
        ) { $0 }
    }

    /// The same ``NumberFormat`` as ``number(locale:style:numberDisplay:)``, lent to
    /// `body` as ``with(_:_:)`` lends one found by options. Do not keep it past `body`.
    /// - Throws: as ``number(locale:style:numberDisplay:)``, or what `body` throws.
    public func number<R>(
        locale: String, style: NumberFormat.Style = .decimal, numberDisplay: NumberDisplay,
        _ body: (NumberFormat) throws(LocaleFormatError) -> R
    ) throws(LocaleFormatError) -> R {
        try spelled(
            numbers, locale: locale, NumberFormat.Options(locale: .root, style: style, numberDisplay: numberDisplay),
            lending: true, to: body)
    }

    /// The shared number formatter for an ICU number skeleton (long or
    /// concise: `"percent .00"`, `"% .00"`), for a locale spelled as a request
    /// spells it: the formatter of the options the skeleton means
    /// (``NumberFormat/Options/init(locale:skeleton:)``), so a skeleton and
    /// the same options share one. Only a miss reads the skeleton.
    ///
    /// ```swift
    /// try Formatters.shared.number(locale: "de", skeleton: "@## +!").string(from: "1234.5")   // "+1.230"
    /// ```
    /// - Throws: `invalidLocale`, then as ``NumberFormat/Options/init(locale:skeleton:)``
    ///   and ``NumberFormat/init(_:)``.
    public func number(locale: String, skeleton: String) throws(LocaleFormatError) -> NumberFormat {
        try spelled(numbers, locale: locale, NumberFormat.Options(locale: .root), other: skeleton, lending: false) {
            $0
        }
    }

    /// The same ``NumberFormat`` as ``number(locale:skeleton:)``, lent to
    /// `body` as ``with(_:_:)`` lends one found by options. Do not keep it past `body`.
    /// - Throws: as ``number(locale:skeleton:)``, or what `body` throws.
    public func number<R>(
        locale: String, skeleton: String, _ body: (NumberFormat) throws(LocaleFormatError) -> R
    ) throws(LocaleFormatError) -> R {
        try spelled(
            numbers, locale: locale, NumberFormat.Options(locale: .root), other: skeleton, lending: true, to: body)
    }
}
