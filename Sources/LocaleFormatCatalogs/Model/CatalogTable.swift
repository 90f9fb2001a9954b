import LocaleFormat

/// One table of a catalog (`Localizable`), in every localization: entries
/// indexed by key, each holding its value per localization.
///
/// A class, immutable once built: a rendering takes it from the catalog's
/// dictionary with one retain, not one per member.
final class CatalogTable: Sendable {
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
            // By index: a `for` over the pairs would retain each one's value.
            for index in values.indices where Int(values[index].localization) == localization {
                return values[index].value
            }
            return nil
        }
    }

    let name: String
    /// In the order the negotiation takes them: code-point order of their spellings.
    let localizations: [Localization]
    let entries: [String: Entry]
    /// The entries' keys by their exact bytes, for renderings.
    let keyIndex: KeyIndex
    /// Each localization's tag and plural rules' options, as a rendering
    /// takes them: reading a member of ``localizations``' element copies
    /// the whole element first.
    let tags: [String]
    let pluralRules: [PluralRules.Options]
    /// The index of the development language in ``localizations``.
    let development: Int
    /// An `.xcstrings` table: an entry without a source-language value renders its key.
    let keyIsSourceValue: Bool
    /// Matches the table's localizations, returning the sentinel `und` when
    /// nothing is close enough (so that the matched preference is known).
    let negotiator: CatalogNegotiator
    /// Tags to localization indexes.
    let indexByTag: [String: Int]
    /// `.xcstrings` values that are not translated yet (for the checker).
    let reviewStates: [ReviewState]
    /// Keys written twice in one `.strings` file (for the checker).
    let duplicates: [DuplicateKey]

    init(
        name: String, localizations: [Localization], entries: [String: Entry], development: Int,
        keyIsSourceValue: Bool, negotiator: CatalogNegotiator, indexByTag: [String: Int],
        reviewStates: [ReviewState] = [], duplicates: [DuplicateKey] = []
    ) {
        self.name = name
        self.localizations = localizations
        self.entries = entries
        keyIndex = KeyIndex(entries)
        tags = localizations.map(\.tag)
        pluralRules = localizations.map { PluralRules.Options(locale: $0.locale) }
        self.development = development
        self.keyIsSourceValue = keyIsSourceValue
        self.negotiator = negotiator
        self.indexByTag = indexByTag
        self.reviewStates = reviewStates
        self.duplicates = duplicates
    }

    /// The sentinel default of ``negotiator``.
    static let noMatch = "und"

    /// The number of values (keys × localizations having them).
    var valueCount: Int { entries.values.reduce(0) { $0 + $1.values.count } }
}
