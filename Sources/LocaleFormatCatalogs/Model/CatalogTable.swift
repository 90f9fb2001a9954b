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
        /// The files its values come from (``LocalizedValue/file`` indexes
        /// them): the `.xcstrings`, or the `.strings` and `.stringsdict`.
        var files: [String] = []
    }

    /// One localization's value of a key, and where it is written. The
    /// place fits in the padding before the value: no memory of its own.
    struct LocalizedValue: Sendable {
        var localization: UInt16
        /// An index into the localization's ``Localization/files``.
        var file: UInt8
        /// The 1-based line of the key (`.strings`) or of the language's
        /// member (`.xcstrings`); 0 when the format has no lines.
        var line: UInt32
        var value: CatalogValue
    }

    /// A variant whose `.xcstrings` state is `needs_review` or `new`: kept
    /// for the checker, one record per such variant (none when all are translated).
    struct ReviewState: Sendable {
        var key: String
        var localization: String
        /// The variant path (`plural.few`), empty for the value itself.
        var variant: String
        var state: String
    }

    /// A key written twice in one `.strings` file.
    struct DuplicateKey: Sendable {
        var key: String
        var localization: String
        var file: String
        var line: Int
        var firstLine: Int
    }

    /// One key: its values by localization index. A short array searched in
    /// order, smaller than a dictionary for the few dozen languages of a table.
    struct Entry: Sendable {
        var values: [LocalizedValue]
        /// `.xcstrings` `shouldTranslate: false`: the source value in every language.
        var shouldTranslate: Bool
        /// `.xcstrings` `extractionState: stale`.
        var stale = false
        /// The key's line in a `.xcstrings`; 0 elsewhere.
        var line: UInt32 = 0

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
    /// `.xcstrings` values that are not translated yet (for the checker).
    var reviewStates: [ReviewState] = []
    /// Keys written twice in one `.strings` file (for the checker).
    var duplicates: [DuplicateKey] = []

    /// The sentinel default of ``negotiator``.
    static let noMatch = "und"

    /// The number of values (keys × localizations having them).
    var valueCount: Int { entries.values.reduce(0) { $0 + $1.values.count } }
}
