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
        try displayNames(
            DisplayNames.Options(
                locale: self.locale(locale), width: width, languageDisplay: languageDisplay, fallback: fallback))
    }

    /// The same ``DisplayNames`` as ``displayNames(locale:width:languageDisplay:fallback:)``,
    /// lent to `body` as ``with(_:_:)`` lends one found by options. Do not
    /// keep it past `body`.
    /// - Throws: as ``displayNames(locale:width:languageDisplay:fallback:)``, or what `body` throws.
    public func displayNames<R>(
        locale: String, width: DisplayNames.Width = .long, languageDisplay: DisplayNames.LanguageDisplay = .dialect,
        fallback: DisplayNames.Fallback = .code, _ body: (DisplayNames) throws(LocaleFormatError) -> R
    ) throws(LocaleFormatError) -> R {
        try with(
            DisplayNames.Options(
                locale: self.locale(locale), width: width, languageDisplay: languageDisplay, fallback: fallback),
            body)
    }
}
