// Number ranges: ``NumberRangeFormat`` by options and by strings.

extension NumberRangeFormat.Options: SpelledOptions {
    var spelledBytes: Int {
        guard case .unit(let options) = sides else { return 0 }
        return options.spelledBytes
    }
}
extension NumberRangeFormat: CachedFormatter { static var kind: Formatters.Kind { .numberRange } }
extension NumberRangeFormat.Options: CachedOptions {
    public func _lend<R>(in formatters: Formatters, _ body: (NumberRangeFormat) throws(LocaleFormatError) -> R)
        throws(LocaleFormatError) -> R
    {
        try formatters.lend(formatters.numberRanges, self, body)
    }
}

extension NumberRangeFormat.Options {
    /// The range formatted by these options' shared format
    /// (``Formatters/shared``), opened on first use.
    ///
    /// ```swift
    /// let dollars = CurrencyFormat.Options(locale: try LocaleIdentifier("en-US"), currency: "USD")
    /// try NumberRangeFormat.Options(.currency(dollars)).format(from: 3, to: 5)   // "$3.00 – $5.00"
    /// ```
    /// - Throws: as ``NumberRangeFormat/init(_:)`` and
    ///   ``NumberRangeFormat/string(from:to:)-(DecimalValue,DecimalValue)``.
    public func format(from start: DecimalValue, to end: DecimalValue) throws(LocaleFormatError) -> String {
        try Formatters.shared.with(self) { f throws(LocaleFormatError) in try f.string(from: start, to: end) }
    }
}

extension Formatters {
    /// The shared number range format for these options, opened on first use.
    ///
    /// ```swift
    /// let dollars = CurrencyFormat.Options(locale: try LocaleIdentifier("en-US"), currency: "USD")
    /// try Formatters.shared.numberRange(.init(.currency(dollars))).string(from: 3, to: 5)   // "$3.00 – $5.00"
    /// ```
    /// - Throws: as ``NumberRangeFormat/init(_:)``.
    public func numberRange(_ options: NumberRangeFormat.Options) throws(LocaleFormatError) -> NumberRangeFormat {
        try value(numberRanges, for: options)
    }

    /// The shared number range format for a locale spelled as a request
    /// spells it and these sides, whose own locale is not read: `locale`
    /// takes its place (give the sides ``LocaleIdentifier/root``).
    ///
    /// ```swift
    /// let meters = UnitFormat.Options(locale: .root, unit: "meter", width: .long)
    /// try Formatters.shared.numberRange(locale: "fr", sides: .unit(meters)).string(from: 3, to: 5)
    /// // "3–5 mètres"
    /// ```
    /// - Throws: `invalidLocale`, and as ``NumberRangeFormat/init(_:)``.
    public func numberRange(
        locale: String, sides: NumberRangeFormat.Sides, collapse: NumberRangeFormat.Collapse = .auto,
        identityFallback: NumberRangeFormat.IdentityFallback = .approximately
    ) throws(LocaleFormatError) -> NumberRangeFormat {
        try spelled(
            numberRanges, locale: locale, NumberRangeFormat.Options.spelled(sides, collapse, identityFallback),
            lending: false
        ) { $0 }
    }

    /// The same ``NumberRangeFormat`` as ``numberRange(locale:sides:collapse:identityFallback:)``,
    /// lent to `body` as ``with(_:_:)`` lends one found by options. Do not
    /// keep it past `body`.
    /// - Throws: as ``numberRange(locale:sides:collapse:identityFallback:)``, or what `body` throws.
    public func numberRange<R>(
        locale: String, sides: NumberRangeFormat.Sides, collapse: NumberRangeFormat.Collapse = .auto,
        identityFallback: NumberRangeFormat.IdentityFallback = .approximately,
        _ body: (NumberRangeFormat) throws(LocaleFormatError) -> R
    ) throws(LocaleFormatError) -> R {
        try spelled(
            numberRanges, locale: locale, NumberRangeFormat.Options.spelled(sides, collapse, identityFallback),
            lending: true, to: body)
    }
}

extension NumberRangeFormat.Options {
    /// The options of a lookup by strings: the sides' locale the placeholder.
    fileprivate static func spelled(
        _ sides: NumberRangeFormat.Sides, _ collapse: NumberRangeFormat.Collapse,
        _ identityFallback: NumberRangeFormat.IdentityFallback
    ) -> Self {
        var options = Self(sides, collapse: collapse, identityFallback: identityFallback)
        if options.locale != .root { options.locale = .root }
        return options
    }
}
