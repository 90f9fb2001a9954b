public import LocaleFormat

extension Catalog {
    /// The most preferences a rendering takes.
    public static let maximumLanguages = 32

    /// Renders an entry of a table for a person's languages
    /// (Docs/Catalogs.md, "Entries and variations" to "Format strings and arguments").
    ///
    /// The localization is chosen as the `negotiate` op chooses (CLDR
    /// language matching over the table's localizations, the development
    /// language by default); when it has no value for the key, the
    /// development language's value is rendered and `fallback` is true.
    ///
    /// ```swift
    /// try app.render(key: "%lld files", languages: ["pl"], arguments: [22]).text   // "22 pliki"
    /// try app.render(key: "%lld files", languages: ["de-CH"], arguments: [1234]).text   // "1’234 Dateien"
    /// ```
    ///
    /// - Parameters:
    ///   - table: the table (`Localizable` by default).
    ///   - key: the key, compared as exact UTF-8 bytes.
    ///   - languages: 1-32 BCP 47 tags or ICU ids, preferred first.
    ///   - arguments: at most 64; see ``CatalogArgument``.
    ///   - device: chooses device variations (`other` by default).
    ///   - width: chooses width variations (1…10000); the widest without it.
    ///   - formatLocale: the locale numbers are formatted for; by default the
    ///     rendered localization's language with the region of the preference
    ///     that matched.
    ///   - localizeNumbers: false prints `%d %u %f` as C `printf` does.
    ///   - strict: `missingTranslation` instead of falling back.
    ///   - transform: applied to the format string after substitutions are
    ///     expanded and before the arguments are put in (pseudolocalization);
    ///     none by default.
    /// - Throws: ``LocaleFormatError`` `unknownKey` (no such table, or no
    ///   localization has the key), `missingTranslation`, `invalidArgument`
    ///   (arguments that do not fit the specifiers), `invalidCatalog` (an
    ///   entry that cannot be rendered), `invalidLocale` (a malformed
    ///   language or format locale), `invalidOptions` (no language, a width
    ///   outside 1…10000), `limitExceeded` (more than 32 languages or 64
    ///   arguments, a text over 1 MiB).
    public func render(
        table: String = "Localizable", key: String, languages: [String], arguments: [CatalogArgument] = [],
        device: Device = .other, width: Int? = nil, formatLocale: String? = nil, localizeNumbers: Bool = true,
        strict: Bool = false, transform: FormatTransform? = nil
    ) throws(LocaleFormatError) -> RenderedString {
        guard !languages.isEmpty else { throw LocaleFormatError(.invalidOptions, "languages is empty") }
        guard languages.count <= Self.maximumLanguages else {
            throw LocaleFormatError(
                .limitExceeded, "\(languages.count) languages; at most \(Self.maximumLanguages) are allowed")
        }
        guard arguments.count <= CatalogLimits.maximumArguments else {
            throw LocaleFormatError(
                .limitExceeded, "\(arguments.count) arguments; at most \(CatalogLimits.maximumArguments) are allowed")
        }
        if let width, !(1...10_000).contains(width) {
            throw LocaleFormatError(.invalidOptions, "width \(width) is not within 1…10000")
        }
        let found = self.table(named: table)
        // Every language must be well formed (`invalidLocale`), matched or
        // not; a list the table's negotiator kept was checked before.
        let known = found?.knownChoice(for: languages)
        if known == nil {
            for language in languages { _ = try Formatters.shared.locale(language) }
        }
        let explicitFormatLocale = try formatLocale.map { (tag) throws(LocaleFormatError) in
            try Formatters.shared.locale(tag)
        }
        guard let catalogTable = found else {
            throw LocaleFormatError(.unknownKey, "no table \"\(table.prefix(80))\"")
        }
        return try catalogTable.render(
            table: table, key: key, languages: languages, known: known, arguments: arguments, device: device,
            width: width,
            explicitFormatLocale: explicitFormatLocale, localizeNumbers: localizeNumbers, strict: strict,
            transform: transform)
    }
}
