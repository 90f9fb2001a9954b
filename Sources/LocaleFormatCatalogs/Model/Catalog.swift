import LocaleFormat

/// An app's string catalogs, loaded once from a path: `.xcstrings` files and
/// `.lproj` folders of `.strings` and `.stringsdict` files (Docs/Catalogs.md, "Loading catalogs").
///
/// ```swift
/// let app = try Catalog(path: "/srv/app/Resources")
/// let text = try app.render(key: "%lld followers", languages: ["ru"], arguments: [5])
/// text.text           // "5 подписчиков"
/// text.localization   // "ru"
/// ```
///
/// A `Catalog` is an immutable value, safe to share between threads; finding
/// a table, a language and a key takes a few hashes and comparisons, and a
/// rendering costs about 1.4× the ICU calls inside it. Loading costs what
/// reading the files costs (tens of milliseconds for a 2 MB `.xcstrings`);
/// rendering opens no ICU object of its own, using LocaleFormat's shared
/// plural rules and number formatters (``Formatters/shared``).
public struct Catalog: Sendable {
    /// The development language, as a BCP 47 tag: the `.xcstrings`'
    /// `sourceLanguage`, else `CFBundleDevelopmentRegion` of an `Info.plist`
    /// directly in the path, else `en`.
    public let developmentLanguage: String
    let tables: [String: CatalogTable]
    /// The tables again when there are at most ``scannedTables``: a
    /// rendering finds its table by comparing names (a few words each for
    /// short names) instead of hashing the name.
    private let tableList: [CatalogTable]
    private static let scannedTables = 8

    init(developmentLanguage: String, tables: [String: CatalogTable]) {
        self.developmentLanguage = developmentLanguage
        self.tables = tables
        tableList = tables.count <= Self.scannedTables ? Array(tables.values) : []
    }

    /// The table of that name, compared as the tables' dictionary compares keys.
    func table(named name: String) -> CatalogTable? {
        guard tables.count <= Self.scannedTables else { return tables[name] }
        for table in tableList where table.name == name { return table }
        return nil
    }

    /// A table's summary, for listings (`GET /v1/catalogs`): never contents.
    public struct TableSummary: Sendable, Hashable {
        /// The table's name (`Localizable`).
        public var name: String
        /// Its localizations as BCP 47 tags, in code-point order of their spellings.
        public var localizations: [String]
        /// Its keys.
        public var keyCount: Int
        /// Its values: keys × the localizations that have them.
        public var valueCount: Int
    }

    /// The tables, by name.
    public var tableSummaries: [TableSummary] {
        tables.values.sorted { $0.name.utf8.lexicographicallyPrecedes($1.name.utf8) }.map {
            TableSummary(
                name: $0.name, localizations: $0.localizations.map(\.tag), keyCount: $0.entries.count,
                valueCount: $0.valueCount)
        }
    }

    /// The table names, in code-point order.
    public var tableNames: [String] { tableSummaries.map(\.name) }
}
