import Foundation
import Testing
@testable import LocaleFormat

@Suite struct FormattersTests {
    private let instant = Instant.earliest

    @Test func spellingsOfOneLocaleShareOneFormatter() throws {
        let formatters = Formatters(capacity: 16)
        for spelling in ["en-us", "en_US", "en-US", "EN_us"] {
            _ = try formatters.date(locale: spelling, dateStyle: .medium)
        }
        #expect(formatters.statistics(for: .date).misses == 1)
        #expect(formatters.statistics(for: .date).hits == 3)
        #expect(formatters.statistics(for: .localeIdentifier).count == 4)
    }

    @Test func malformedLocalesAreNotCached() {
        let formatters = Formatters(capacity: 16)
        for bad in ["en_US!", "", String(repeating: "x", count: 200)] {
            expectCode(.invalidLocale) { try formatters.date(locale: bad, dateStyle: .short) }
        }
        #expect(formatters.statistics(for: .localeIdentifier).count == 0)
        #expect(formatters.statistics(for: .date).misses == 0)
    }

    @Test func changingTheDefaultLocaleDropsItsFormattersFirst() throws {
        let formatters = Formatters(capacity: 16, defaultLocale: try LocaleIdentifier("de-DE"))
        let day = try Instant(iso8601: "2015-08-07T17:29:32Z")
        #expect(try formatters.date(dateStyle: .long).string(from: day) == "7. August 2015")
        _ = try formatters.collator(locale: formatters.defaultLocale)
        _ = try formatters.date(locale: "fr", dateStyle: .long)
        formatters.setDefaultLocale(try LocaleIdentifier("es-ES"))
        #expect(formatters.statistics(for: .date).count == 1)  // only French is left
        #expect(formatters.statistics(for: .collator).count == 0)
        #expect(try formatters.date(dateStyle: .long).string(from: day) == "7 de agosto de 2015")
    }

    @Test func noCallerSeesTheOldDefaultAfterTheChange() async throws {
        let formatters = Formatters(capacity: 64, defaultLocale: try LocaleIdentifier("de-DE"))
        let day = try Instant(iso8601: "2015-08-07T17:29:32Z")
        let german = "7. August 2015", french = "7 août 2015"
        try await withThrowingTaskGroup(of: Void.self) { group in
            for _ in 0..<4 {
                group.addTask {
                    for _ in 0..<2_000 {
                        let text = try formatters.date(dateStyle: .long).string(from: day)
                        #expect(text == german || text == french)
                    }
                }
            }
            group.addTask { formatters.setDefaultLocale(try LocaleIdentifier("fr-FR")) }
            try await group.waitForAll()
        }
        // After the change has returned, only French comes out.
        #expect(try formatters.date(dateStyle: .long).string(from: day) == french)
    }

    @Test func inventedLocalesShareTheFormattersOfTheirData() throws {
        let formatters = Formatters(capacity: 100)
        let letters = Array("abcdefghijklmnopqrstuvwxyz")
        var outputs = Set<String>()
        for i in 0..<3_000 {
            // Well-formed and all distinct: "qaa-x-0", "qab-x-1", …, "de-x-2", …
            let language = i % 3 == 2 ? "de" : "q" + String(letters[(i / 26) % 26]) + String(letters[i % 26])
            let formatter = try formatters.date(locale: "\(language)-x-\(i)", dateStyle: .short)
            outputs.insert(try formatter.string(from: Instant(iso8601: "2015-08-07T17:29:32Z")))
        }
        // The language without data ("qaa": all the other invented ones),
        // German's, Quechua's ("que" is an alias of "qu", which has data), and
        // K'iche's and Chimborazo Quichua's: ICU knows likely regions for
        // "quc" and "qug" (GT, EC), so they keep their language.
        #expect(formatters.statistics(for: .date).count == 5)
        #expect(outputs == ["2015-08-07", "07.08.15", "07/08/2015"])
        #expect(formatters.statistics(for: .localeIdentifier).count == 100)
        #expect(formatters.statistics(for: .localeIdentifier).evictions == 2_900)
    }

    @Test func staysBoundedUnderManyLocalesWithData() throws {
        let formatters = Formatters(capacity: 100)
        let available = ICULocale.availableIDs.sorted().prefix(300)
        for id in available {
            _ = try formatters.date(locale: id, dateStyle: .short)
        }
        let distinct = Set(try available.map { try LocaleIdentifier($0).formattingIdentity })
        #expect(formatters.statistics(for: .date).count == 100)
        #expect(formatters.statistics(for: .date).evictions == distinct.count - 100)
        #expect(formatters.statistics(for: .localeIdentifier).count == 100)
    }

    @Test func inventedVariantsRegionsAndScriptsShareFormatters() throws {
        let formatters = Formatters(capacity: 100)
        let letters = Array("abcdefghijklmnopqrstuvwxyz")
        for i in 0..<600 {
            let a = String(letters[(i / 26) % 26]), b = String(letters[i % 26])
            _ = try formatters.date(locale: "de-DE-v\(a)\(b)xyz", dateStyle: .short)  // invented variant
            _ = try formatters.date(locale: "de-Q\(a)\(b)x-CH", dateStyle: .short)  // invented script
            _ = try formatters.date(locale: "fr-x-\(a)\(b)", dateStyle: .short)  // private use
        }
        // de_DE, root and fr: three formatters for 1,800 locales. German in a
        // script other than its own falls back to root, in ICU as here.
        #expect(formatters.statistics(for: .date).count == 3)
    }

    /// Patterns, skeletons, message patterns, units and collation options
    /// are client text too: every kind's cache stays at its capacity.
    @Test func everyKindStaysBoundedUnderDistinctClientText() throws {
        let formatters = Formatters(capacity: 20)
        let german = try LocaleIdentifier("de-DE")
        let skeletons = ["yMd", "yMMMd", "yMMMMd", "Hm", "jm", "yMEd", "MMMd", "yQQQ", "hms", "yMMMEd", "Ed", "MMMMd", "yMMM"]
        let units = ["meter", "kilometer", "gram", "kilogram", "second", "hour", "liter", "foot", "inch", "mile", "byte"]
        for i in 0..<400 {
            _ = try formatters.date(locale: "de-DE", layout: .pattern("'n\(i)' yyyy-MM-dd"))
            _ = try formatters.date(locale: "fr-FR", layout: .skeleton(skeletons[i % skeletons.count]), timeZone: i.isMultiple(of: 2) ? "UTC" : "Europe/Paris")
            _ = try formatters.message(pattern: "{n, number} item \(i)", locale: german)
            _ = try formatters.unit(UnitFormat.Options(locale: german, unit: units[i % units.count], width: i.isMultiple(of: 3) ? .long : .short))
            _ = try formatters.number(NumberFormat.Options(locale: german, maximumFractionDigits: i % 21))
            _ = try formatters.collator(locale: german, options: Collator.Options(strength: .allCases[i % 5], numeric: i.isMultiple(of: 2)))
        }
        for kind in Formatters.Kind.allCases {
            #expect(formatters.statistics(for: kind).count <= 20, "\(kind)")
        }
        #expect(formatters.statistics(for: .date).evictions >= 400)
        #expect(formatters.statistics(for: .message).evictions == 380)
    }
}
