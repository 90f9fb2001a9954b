// Units: ``UnitFormat`` by options and by strings.

extension UnitFormat.Options: SkeletonSpelled {
    var spelledBytes: Int {
        Spelling<Self>.storedBytes(unit) + Spelling<Self>.storedBytes(usage)
            + Spelling<Self>.storedBytes(numberDisplay.scale)
    }

    static func reading(skeleton: String, locale: LocaleIdentifier, rest: Self) throws(LocaleFormatError) -> Self {
        try Self(locale: locale, unit: rest.unit, usage: rest.usage, skeleton: skeleton)
    }
}
extension UnitFormat: CachedFormatter { static var kind: Formatters.Kind { .unit } }
extension UnitFormat.Options: CachedOptions {
    public func _lend<R>(in formatters: Formatters, _ body: (UnitFormat) throws(LocaleFormatError) -> R)
        throws(LocaleFormatError) -> R
    {
        try formatters.lend(formatters.units, self, body)
    }
}

extension UnitFormat.Options {
    /// The amount formatted with these options' shared formatter
    /// (``Formatters/shared``), opened on first use.
    ///
    /// ```swift
    /// let road = UnitFormat.Options(locale: try LocaleIdentifier("en-US"), unit: "meter", usage: "road")
    /// try road.format("1000")   // "0.62 mi"
    /// ```
    /// - Throws: as ``UnitFormat/init(_:)`` and ``UnitFormat/string(from:)-(DecimalValue)``.
    public func format(_ value: DecimalValue) throws(LocaleFormatError) -> String {
        try Formatters.shared.with(self) { f throws(LocaleFormatError) in try f.string(from: value) }
    }

    /// The amount given as decimal text (``DecimalValue``'s grammar), formatted as ``format(_:)-(DecimalValue)`` formats.
    /// - Throws: as ``UnitFormat/string(from:)-(String)``.
    public func format(_ text: String) throws(LocaleFormatError) -> String {
        try Formatters.shared.with(self) { f throws(LocaleFormatError) in try f.string(from: text) }
    }
}

extension Formatters {
    /// The shared unit formatter for `options`.
    ///
    /// ```swift
    /// let options = UnitFormat.Options(locale: try LocaleIdentifier("en-US"), unit: "meter", usage: "road")
    /// try Formatters.shared.unit(options).string(from: "1000")   // "0.62 mi"
    /// ```
    /// - Throws: as ``UnitFormat/init(_:)``.
    public func unit(_ options: UnitFormat.Options) throws(LocaleFormatError) -> UnitFormat {
        try value(units, for: options)
    }

    /// The shared unit formatter for a locale spelled as a request spells it.
    ///
    /// ```swift
    /// try Formatters.shared.unit(locale: "en-US", unit: "meter", usage: "person-height").string(from: "1.8")
    /// // "5 ft, 11 in"
    /// ```
    /// - Parameters: as ``UnitFormat/Options/init(locale:unit:width:usage:numberDisplay:)``,
    ///   the locale as a BCP 47 tag or ICU id.
    /// - Throws: `invalidLocale`, and as ``UnitFormat/init(_:)``.
    public func unit(
        locale: String, unit: String, width: UnitFormat.Width = .short, usage: String? = nil,
        numberDisplay: NumberDisplay = NumberDisplay()
    ) throws(LocaleFormatError) -> UnitFormat {
        let options = UnitFormat.Options(
            locale: .root, unit: unit, width: width, usage: usage, numberDisplay: numberDisplay)
        return try spelled(units, locale: locale, options, lending: false) { $0 }
    }

    /// The same ``UnitFormat`` as ``unit(locale:unit:width:usage:numberDisplay:)``, lent to
    /// `body` as ``with(_:_:)`` lends one found by options. Do not keep it past `body`.
    /// - Throws: as ``unit(locale:unit:width:usage:numberDisplay:)``, or what `body` throws.
    public func unit<R>(
        locale: String, unit: String, width: UnitFormat.Width = .short, usage: String? = nil,
        numberDisplay: NumberDisplay = NumberDisplay(), _ body: (UnitFormat) throws(LocaleFormatError) -> R
    ) throws(LocaleFormatError) -> R {
        let options = UnitFormat.Options(
            locale: .root, unit: unit, width: width, usage: usage, numberDisplay: numberDisplay)
        return try spelled(units, locale: locale, options, lending: true, to: body)
    }

    /// The shared unit formatter for an ICU number skeleton, for a locale
    /// spelled as a request spells it: the formatter of the options the
    /// skeleton means (``UnitFormat/Options/init(locale:unit:usage:skeleton:)``).
    ///
    /// ```swift
    /// try Formatters.shared.unit(locale: "de", unit: "liter", skeleton: "unit-width-full-name .0").string(from: "2")
    /// // "2,0 Liter"
    /// ```
    /// - Throws: `invalidLocale`, then as ``UnitFormat/Options/init(locale:unit:usage:skeleton:)``
    ///   and ``UnitFormat/init(_:)``.
    public func unit(locale: String, unit: String, usage: String? = nil, skeleton: String) throws(LocaleFormatError)
        -> UnitFormat
    {
        try spelled(
            units, locale: locale, UnitFormat.Options(locale: .root, unit: unit, usage: usage), other: skeleton,
            lending: false
        ) { $0 }
    }

    /// The same ``UnitFormat`` as ``unit(locale:unit:usage:skeleton:)``, lent to
    /// `body` as ``with(_:_:)`` lends one found by options. Do not keep it past `body`.
    /// - Throws: as ``unit(locale:unit:usage:skeleton:)``, or what `body` throws.
    public func unit<R>(
        locale: String, unit: String, usage: String? = nil, skeleton: String,
        _ body: (UnitFormat) throws(LocaleFormatError) -> R
    ) throws(LocaleFormatError) -> R {
        try spelled(
            units, locale: locale, UnitFormat.Options(locale: .root, unit: unit, usage: usage), other: skeleton,
            lending: true, to: body)
    }
}
