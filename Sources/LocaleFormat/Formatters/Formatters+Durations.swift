// Durations: ``DurationFormat`` by options and by strings.

extension DurationFormat.Options: SpelledOptions {}
extension DurationFormat: CachedFormatter { static var kind: Formatters.Kind { .duration } }
extension DurationFormat.Options: CachedOptions {
    public func _lend<R>(in formatters: Formatters, _ body: (DurationFormat) throws(LocaleFormatError) -> R)
        throws(LocaleFormatError) -> R
    {
        try formatters.lend(formatters.durations, self, body)
    }
}

extension DurationFormat.Options {
    /// The amounts formatted by these options' shared duration format
    /// (``Formatters/shared``), opened on first use.
    ///
    /// ```swift
    /// try DurationFormat.Options(locale: try LocaleIdentifier("en"), width: .long).format([.minutes: 90])   // "90 minutes"
    /// ```
    /// - Throws: as ``DurationFormat/init(_:)`` and ``DurationFormat/string(from:)``.
    public func format(_ amounts: [DurationFormat.Unit: DecimalValue]) throws(LocaleFormatError) -> String {
        try Formatters.shared.with(self) { f throws(LocaleFormatError) in try f.string(from: amounts) }
    }
}

extension Formatters {
    /// The shared duration format for these options, opened on first use.
    ///
    /// ```swift
    /// let options = DurationFormat.Options(locale: try LocaleIdentifier("en"), width: .long)
    /// try Formatters.shared.duration(options).string(from: [.minutes: 90])   // "90 minutes"
    /// ```
    /// - Throws: as ``DurationFormat/init(_:)``.
    public func duration(_ options: DurationFormat.Options) throws(LocaleFormatError) -> DurationFormat {
        try value(durations, for: options)
    }

    /// The shared duration format of a locale spelled as a request spells it.
    ///
    /// ```swift
    /// try Formatters.shared.duration(locale: "en").string(from: [.hours: 1, .minutes: 2])   // "1 hr, 2 min"
    /// ```
    /// - Throws: `invalidLocale`, and as ``DurationFormat/init(_:)``.
    public func duration(
        locale: String, width: DurationFormat.Width = .short
    ) throws(LocaleFormatError) -> DurationFormat {
        try spelled(durations, locale: locale, DurationFormat.Options(locale: .root, width: width), lending: false) {
            $0
        }
    }

    /// The same ``DurationFormat`` as ``duration(locale:width:)``, lent to
    /// `body` as ``with(_:_:)`` lends one found by options. Do not keep it
    /// past `body`.
    /// - Throws: as ``duration(locale:width:)``, or what `body` throws.
    public func duration<R>(
        locale: String, width: DurationFormat.Width = .short, _ body: (DurationFormat) throws(LocaleFormatError) -> R
    ) throws(LocaleFormatError) -> R {
        try spelled(
            durations, locale: locale, DurationFormat.Options(locale: .root, width: width), lending: true, to: body)
    }
}
