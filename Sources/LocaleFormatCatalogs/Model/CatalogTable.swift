import LocaleFormat

/// One table of a catalog (`Localizable`), in every localization: entries
/// indexed by key, each holding its value per localization.
struct CatalogTable: Sendable {
    /// A language the table has.
    struct Localization: Sendable {
        /// The BCP 47 tag (`English.lproj` → `en`); the result's `localization`.
        var tag: String
        /// The name as the catalog spells it, which orders the negotiation.
        var spelling: String
        /// Its locale: plural rules and the default format locale.
        var locale: LocaleIdentifier
    }

    /// One key: its values by localization index. A short array searched in
    /// order, smaller than a dictionary for the few dozen languages of a table.
    struct Entry: Sendable {
        var values: [(localization: UInt16, value: CatalogValue)]
        /// `.xcstrings` `shouldTranslate: false`: the source value in every language.
        var shouldTranslate: Bool

        func value(in localization: Int) -> CatalogValue? {
            for pair in values where Int(pair.localization) == localization { return pair.value }
            return nil
        }
    }

    var name: String
    /// In the order the negotiation takes them: code-point order of their spellings.
    var localizations: [Localization]
    var entries: [String: Entry]
    /// The index of the development language in ``localizations``.
    var development: Int
    /// An `.xcstrings` table: an entry without a source-language value renders its key.
    var keyIsSourceValue: Bool
    /// Matches the table's localizations, returning the sentinel `und` when
    /// nothing is close enough (so that the matched preference is known).
    var negotiator: LanguageNegotiator
    /// Tags to localization indexes.
    var indexByTag: [String: Int]

    /// The sentinel default of ``negotiator``.
    static let noMatch = "und"

    /// The number of values (keys × localizations having them).
    var valueCount: Int { entries.values.reduce(0) { $0 + $1.values.count } }
}
