// Locale facts: ``LocaleInfo`` by options and by strings; a value, not a formatter kind.

extension LocaleInfo.Options: SpelledOptions {
    /// The locale, then the display locale.
    static func resolved(_ key: Spelling<Self>, in formatters: Formatters) throws(LocaleFormatError) -> Self {
        var options = key.rest
        options.locale = try formatters.locale(key.locale)
        if let display = key.other { options.displayLocale = try formatters.locale(display) }
        return options
    }
}

extension Formatters {
    /// The facts ICU has about a locale, computed once per locale and display
    /// locale. Kept under the locale itself: they describe it, not the
    /// locale whose data it uses.
    ///
    /// ```swift
    /// let options = LocaleInfo.Options(locale: try LocaleIdentifier("th-TH"))
    /// try Formatters.shared.localeInfo(options).calendar   // "buddhist"
    /// ```
    /// - Throws: as ``LocaleInfo/init(_:)``.
    public func localeInfo(_ options: LocaleInfo.Options) throws(LocaleFormatError) -> LocaleInfo {
        try localeInfos.value(for: options, build: LocaleInfo.init)
    }

    /// The facts ICU has about a locale, and its name in a display locale,
    /// both spelled as a request spells them.
    ///
    /// ```swift
    /// let info = try Formatters.shared.localeInfo(locale: "iw-IL", displayLocale: "en")
    /// info.canonical     // "he-IL"
    /// info.displayName   // "Hebrew (Israel)"
    /// ```
    /// - Parameters:
    ///   - locale: a BCP 47 tag or ICU id.
    ///   - displayLocale: the language of the display name; the locale itself when nil.
    /// - Throws: `invalidLocale` (the locale first, then the display locale),
    ///   and as ``LocaleInfo/init(_:)``.
    public func localeInfo(locale: String, displayLocale: String? = nil) throws(LocaleFormatError) -> LocaleInfo {
        try spelled(
            localeInfoSpellings, locale: locale, LocaleInfo.Options(locale: .root), other: displayLocale,
            lending: false, to: { $0 }
        ) { options throws(LocaleFormatError) in try localeInfo(options) }
    }
}
