// Relative times: ``RelativeTimeFormat`` by options and by strings.

extension RelativeTimeFormat.Options: SpelledOptions {}
extension RelativeTimeFormat: CachedFormatter { static var kind: Formatters.Kind { .relativeTime } }
extension RelativeTimeFormat.Options: CachedOptions {
    public func _lend<R>(in formatters: Formatters, _ body: (RelativeTimeFormat) throws(LocaleFormatError) -> R)
        throws(LocaleFormatError) -> R
    {
        try formatters.lend(formatters.relativeTimes, self, body)
    }
}

extension RelativeTimeFormat.Options {
    /// The amount of `unit` relative to now, formatted by these options'
    /// shared format (``Formatters/shared``), opened on first use.
    ///
    /// ```swift
    /// try RelativeTimeFormat.Options(locale: try LocaleIdentifier("de")).format(-2, unit: .day, numeric: .auto)
    /// // "vorgestern"
    /// ```
    /// - Throws: as ``RelativeTimeFormat/init(_:)`` and
    ///   ``RelativeTimeFormat/string(for:unit:numeric:)-(DecimalValue,_,_)``.
    public func format(
        _ value: DecimalValue, unit: RelativeTimeFormat.Unit, numeric: RelativeTimeFormat.Numeric = .always
    ) throws(LocaleFormatError) -> String {
        try Formatters.shared.with(self) { f throws(LocaleFormatError) in
            try f.string(for: value, unit: unit, numeric: numeric)
        }
    }
}

extension Formatters {
    /// The shared relative time format for these options, opened on first use.
    ///
    /// ```swift
    /// let options = RelativeTimeFormat.Options(locale: try LocaleIdentifier("de"))
    /// try Formatters.shared.relativeTime(options).string(for: -2, unit: .day, numeric: .auto)   // "vorgestern"
    /// ```
    /// - Throws: as ``RelativeTimeFormat/init(_:)``.
    public func relativeTime(_ options: RelativeTimeFormat.Options) throws(LocaleFormatError) -> RelativeTimeFormat {
        try value(relativeTimes, for: options)
    }

    /// The shared relative time format of a locale spelled as a request
    /// spells it.
    ///
    /// ```swift
    /// try Formatters.shared.relativeTime(locale: "en").string(for: 3, unit: .day)                   // "in 3 days"
    /// try Formatters.shared.relativeTime(locale: "en", width: .short).string(for: -5, unit: .minute)  // "5 min. ago"
    /// ```
    /// - Parameters:
    ///   - locale: a BCP 47 tag or ICU id.
    ///   - width: how long unit names are; `.long` by default.
    /// - Throws: `invalidLocale`, and as ``RelativeTimeFormat/init(_:)``.
    public func relativeTime(
        locale: String, width: RelativeTimeFormat.Width = .long
    ) throws(LocaleFormatError) -> RelativeTimeFormat {
        try spelled(
            relativeTimes, locale: locale, RelativeTimeFormat.Options(locale: .root, width: width), lending: false
        ) { $0 }
    }

    /// The same ``RelativeTimeFormat`` as ``relativeTime(locale:width:)``,
    /// lent to `body` as ``with(_:_:)`` lends one found by options. Do not
    /// keep it past `body`.
    /// - Throws: as ``relativeTime(locale:width:)``, or what `body` throws.
    public func relativeTime<R>(
        locale: String, width: RelativeTimeFormat.Width = .long,
        _ body: (RelativeTimeFormat) throws(LocaleFormatError) -> R
    ) throws(LocaleFormatError) -> R {
        try spelled(
            relativeTimes, locale: locale, RelativeTimeFormat.Options(locale: .root, width: width), lending: true,
            to: body)
    }
}
