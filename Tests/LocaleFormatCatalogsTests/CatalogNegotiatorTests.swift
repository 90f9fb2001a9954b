import LocaleFormat
import Testing

@testable import LocaleFormatCatalogs

/// The remembered language choice answers as matching afresh does, on the
/// first call and on every later one, and past its capacity.
@Suite struct CatalogNegotiatorTests {
    static let supported = ["de", "en", "fr", "pt-BR", "pt-PT", "ru", "zh-Hans", "zh-Hant"]

    /// Lists and what CLDR matching chooses, and the preference that alone
    /// chooses it (ICU's LocaleMatcher distances: de-CH is de, zh-TW is
    /// zh-Hant, pt-AO is closest to pt-PT, es matches nothing here).
    static let cases: [(languages: [String], best: String, matched: Int?)] = [
        (["ru"], "ru", 0),
        (["de-CH", "fr"], "de", 0),
        (["es", "fr-CA"], "fr", 1),
        (["zh-TW"], "zh-Hant", 0),
        (["pt-AO"], "pt-PT", 0),
        (["es"], CatalogTable.noMatch, nil),
        (["x!", "en-GB"], "en", 1),
    ]

    /// A table of the supported localizations (English the development language), without entries.
    static func table() throws -> CatalogTable {
        let localizations = try supported.map { (tag) throws in
            CatalogTable.Localization(tag: tag, spelling: tag, locale: try LocaleIdentifier(tag))
        }
        return CatalogTable(
            name: "Localizable", localizations: localizations, entries: [:], development: 1, keyIsSourceValue: true,
            negotiator: CatalogNegotiator(
                try LanguageNegotiator(supported: supported, default: CatalogTable.noMatch)),
            indexByTag: Dictionary(uniqueKeysWithValues: supported.enumerated().map { ($1, $0) }))
    }

    @Test func remembersWhatMatchingChooses() throws {
        let table = try Self.table()
        for round in 0..<3 {
            for (languages, best, matched) in Self.cases {
                #expect((table.negotiator.known(languages) != nil) == (round > 0), "\(languages)")
                let choice = try table.negotiator.choose(languages, in: table)
                #expect(choice.best == best, "\(languages)")
                #expect(choice.matched == matched, "\(languages)")
                #expect(choice.chosen == (table.indexByTag[best] ?? 1), "\(languages)")
            }
        }
    }

    /// The format locale: the localization's language and script with the
    /// matched preference's region (de-CH: de-CH; zh-TW: zh-Hant-TW), the
    /// development language's with that region too, or the localization's own.
    @Test func formatLocales() throws {
        let table = try Self.table()
        let swiss = try table.negotiator.choose(["de-CH", "fr"], in: table)
        #expect(try swiss.chosenFormatLocale.get() == LocaleIdentifier("de-CH"))
        #expect(try swiss.developmentFormatLocale.get() == LocaleIdentifier("en-CH"))
        let taiwan = try table.negotiator.choose(["zh-TW"], in: table)
        #expect(try taiwan.chosenFormatLocale.get() == LocaleIdentifier("zh-Hant-TW"))
        let russian = try table.negotiator.choose(["ru"], in: table)
        #expect(try russian.chosenFormatLocale.get() == LocaleIdentifier("ru"))
        let none = try table.negotiator.choose(["es-MX"], in: table)
        #expect(try none.chosenFormatLocale.get() == LocaleIdentifier("en"))
    }

    @Test func listsPastTheCapacityStillMatch() throws {
        let table = try Self.table()
        for index in 0..<(CatalogNegotiator.capacity + 10) {
            // Distinct lists: a private-use tag that matches nothing, then Russian.
            _ = try table.negotiator.choose(["x-\(index)", "ru"], in: table)
        }
        for (languages, best, matched) in Self.cases {
            #expect(table.negotiator.known(languages) == nil)
            let choice = try table.negotiator.choose(languages, in: table)
            #expect(choice.best == best && choice.matched == matched, "\(languages)")
        }
        let long = Array(repeating: "ru-RU-u-nu-latn-ca-gregory", count: 20)
        #expect(try table.negotiator.choose(long, in: table).best == "ru")
        #expect(table.negotiator.known(long) == nil)
    }
}
