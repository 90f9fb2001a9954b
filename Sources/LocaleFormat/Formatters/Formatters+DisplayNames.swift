// Display names: ``DisplayNames`` by options and by strings.

extension DisplayNames.Options: SpelledOptions {}
extension DisplayNames: CachedFormatter { static var kind: Formatters.Kind { .displayNames } }
extension DisplayNames.Options: CachedOptions {
    public func _lend<R>(in formatters: Formatters, _ body: (DisplayNames) throws(LocaleFormatError) -> R)
        throws(LocaleFormatError) -> R
    {
        try formatters.lend(formatters.displayNames, self, body)
    }
}

extension DisplayNames.Options {
    /// A language's name by these options' shared names
    /// (``Formatters/shared``): the names' own verb, not `format`; nil where
    /// the fallback is none and the locale has no name.
    ///
    /// ```swift
    /// try DisplayNames.Options(locale: try LocaleIdentifier("en"), languageDisplay: .standard).language("en-GB")
    /// // "English (United Kingdom)"
    /// ```
    /// - Throws: as ``DisplayNames/init(_:)`` and ``DisplayNames/language(_:)``.
    public func language(_ code: String) throws(LocaleFormatError) -> String? {
        try Formatters.shared.with(self) { f throws(LocaleFormatError) in try f.language(code) }
    }
}

extension Formatters {
    /// The shared names of a locale for these options, opened on first use.
    ///
    /// ```swift
    /// let options = DisplayNames.Options(locale: try LocaleIdentifier("en"), languageDisplay: .standard)
    /// try Formatters.shared.displayNames(options).language("en-GB")   // "English (United Kingdom)"
    /// ```
    /// - Throws: as ``DisplayNames/init(_:)``.
    public func displayNames(_ options: DisplayNames.Options) throws(LocaleFormatError) -> DisplayNames {
        try value(displayNames, for: options)
    }

    /// The shared names of a locale spelled as a request spells it.
    ///
    /// ```swift
    /// try Formatters.shared.displayNames(locale: "de").region("US")   // "Vereinigte Staaten"
    /// ```
    /// - Throws: `invalidLocale`, and as ``DisplayNames/init(_:)``.
    public func displayNames(
        locale: String, width: DisplayNames.Width = .long, languageDisplay: DisplayNames.LanguageDisplay = .dialect,
        fallback: DisplayNames.Fallback = .code
    ) throws(LocaleFormatError) -> DisplayNames {
        try spelled(
            displayNames, locale: locale,
            DisplayNames.Options(
                locale: .root, width: width, languageDisplay: languageDisplay, fallback: fallback), lending: false
        ) { $0 }
    }

    /// The same ``DisplayNames`` as ``displayNames(locale:width:languageDisplay:fallback:)``,
    /// lent to `body` as ``with(_:_:)`` lends one found by options. Do not
    /// keep it past `body`.
    /// - Throws: as ``displayNames(locale:width:languageDisplay:fallback:)``, or what `body` throws.
    public func displayNames<R>(
        locale: String, width: DisplayNames.Width = .long, languageDisplay: DisplayNames.LanguageDisplay = .dialect,
        fallback: DisplayNames.Fallback = .code, _ body: (DisplayNames) throws(LocaleFormatError) -> R
    ) throws(LocaleFormatError) -> R {
        try spelled(
            displayNames, locale: locale,
            DisplayNames.Options(
                locale: .root, width: width, languageDisplay: languageDisplay, fallback: fallback), lending: true,
            to: body)
    }
}
