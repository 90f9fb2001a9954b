public import LocaleFormat

/// What checking a path gave: the findings, and whether the catalog loaded.
public struct CatalogCheckReport: Sendable {
    /// The findings, in table, key, language and variant order; a load
    /// error's one finding when the catalog did not load.
    public var findings: [CatalogFinding]
    /// False when the path could not be loaded (`icufmt` exits 65 then).
    public var loaded: Bool

    /// Whether a finding is an error (`icufmt` exits 1 then).
    public var hasErrors: Bool { findings.contains { $0.severity == .error } }

    /// Loads a path as ``Catalog/init(path:)`` does and checks it. A folder
    /// that does not load as one catalog because it holds several bundles
    /// (a table in two of them, as a repository with an app and its modules
    /// has) is checked bundle by bundle (``Catalog/bundles(in:)``): each
    /// bundle's findings, and a load error's finding for a bundle that does
    /// not load; it counts as loaded when one bundle did.
    /// - Parameters:
    ///   - path: the catalog's file or folder.
    ///   - languages: only these localizations; all when nil (see ``Catalog/check(languages:)``).
    /// - Throws: ``LocaleFormatError`` `invalidLocale` for a language that is
    ///   not a locale; a catalog that does not load is a finding, not an error.
    public init(path: String, languages: [String]? = nil) throws(LocaleFormatError) {
        // A malformed language is the caller's fault, before the catalog's.
        for language in languages ?? [] { _ = try Formatters.shared.locale(language) }
        let catalog: Catalog
        do {
            catalog = try Catalog(path: path)
        } catch {
            let bundles = Catalog.bundles(in: path)
            guard bundles.count > 1 else {
                findings = [CatalogFinding(loadError: error)]
                loaded = false
                return
            }
            findings = []
            loaded = false
            for bundle in bundles {
                do {
                    let part = try Catalog(root: path, files: bundle.files)
                    findings += try part.check(languages: languages)
                    loaded = true
                } catch let error as CatalogLoadError {
                    findings.append(CatalogFinding(loadError: error))
                } catch let error as LocaleFormatError {
                    throw error
                } catch {
                    findings.append(CatalogFinding(loadError: CatalogLoadError(path: path, "\(error)")))
                }
            }
            return
        }
        findings = try catalog.check(languages: languages)
        loaded = true
    }
}

extension Catalog {
    /// Checks every table before it ships: missing translations, CLDR
    /// plural categories missing or unused, format specifiers that differ
    /// from the development language's or cannot be rendered, empty
    /// values, `.xcstrings` states, duplicate `.strings` keys, languages ICU
    /// has no data for (Docs/Protocol.md, "Checking catalogs").
    ///
    /// ```swift
    /// for finding in try Catalog(path: "App/Resources").check(languages: ["uk"]) {
    ///     print(finding)   // App/Resources/Localizable.xcstrings:120: error: … [missingPluralCategory]
    /// }
    /// ```
    ///
    /// The development language is always the source the others are
    /// compared with; its own findings are reported when it is among
    /// `languages`.
    /// - Parameter languages: BCP 47 tags or ICU ids of the localizations to
    ///   check (a language alone, such as `pt`, also takes `pt-BR`); all when nil.
    /// - Throws: ``LocaleFormatError`` `invalidLocale` for a language that is
    ///   not a locale.
    public func check(languages: [String]? = nil) throws(LocaleFormatError) -> [CatalogFinding] {
        var wanted: [LocaleIdentifier]?
        if let languages {
            var identifiers: [LocaleIdentifier] = []
            for language in languages { identifiers.append(try Formatters.shared.locale(language)) }
            wanted = identifiers
        }
        var facts = PluralFactsCache()
        var findings: [CatalogFinding] = []
        for name in tableNames {
            guard let table = tables[name] else { continue }
            let included = table.localizations.map { localization in
                wanted.map { list in list.contains { Self.takes($0, localization.locale) } } ?? true
            }
            var checker = TableChecker(table: table, included: included, facts: facts)
            try checker.run()
            facts = checker.facts
            findings += checker.findings
        }
        return findings
    }

    /// Whether a requested language takes a localization: the same locale, or
    /// the same language when the request names a language alone.
    private static func takes(_ requested: LocaleIdentifier, _ localization: LocaleIdentifier) -> Bool {
        if requested == localization { return true }
        return requested.script.isEmpty && requested.region.isEmpty && requested.language == localization.language
    }
}

/// Plural facts by locale, computed once per check.
struct PluralFactsCache {
    private var byLocale: [LocaleIdentifier: PluralFacts] = [:]

    mutating func facts(_ locale: LocaleIdentifier) throws(LocaleFormatError) -> PluralFacts {
        if let known = byLocale[locale] { return known }
        let facts = try PluralFacts(locale: locale)
        byLocale[locale] = facts
        return facts
    }
}
