import Foundation
import LocaleFormatTestSupport
import Testing

@testable import LocaleFormat

@Suite struct FormattersTests {
    private let instant = Instant.earliest

    @Test func spellingsOfOneLocaleShareOneFormatter() throws {
        let formatters = Formatters(capacity: 16)
        for spelling in ["en-us", "en_US", "en-US", "EN_us"] {
            _ = try formatters.date(locale: spelling, layout: .styles(date: .medium))
        }
        #expect(formatters.statistics(for: .date).misses == 1)
        #expect(formatters.statistics(for: .date).hits == 3)
        #expect(formatters.statistics(for: .localeIdentifier).count == 4)
    }

    @Test func malformedLocalesAreNotCached() {
        let formatters = Formatters(capacity: 16)
        for bad in ["en_US!", "", String(repeating: "x", count: 200)] {
            expectCode(.invalidLocale) { try formatters.date(locale: bad, layout: .styles(date: .short)) }
        }
        #expect(formatters.statistics(for: .localeIdentifier).count == 0)
        #expect(formatters.statistics(for: .date).misses == 0)
    }

    @Test func changingTheDefaultLocaleDropsItsFormattersFirst() throws {
        let formatters = Formatters(capacity: 16, defaultLocale: try LocaleIdentifier("de-DE"))
        let day = try Instant(iso8601: "2015-08-07T17:29:32Z")
        #expect(try Self.defaultLong(formatters).string(from: day) == "7. August 2015")
        _ = try formatters.collator(Collator.Options(locale: formatters.defaultLocale))
        _ = try formatters.date(locale: "de-DE", layout: .styles(date: .long))  // the same formatter, by its spelling
        _ = try formatters.date(locale: "fr", layout: .styles(date: .long))
        formatters.setDefaultLocale(try LocaleIdentifier("es-ES"))
        #expect(formatters.statistics(for: .date).count == 1)  // only French is left
        #expect(formatters.dates.bySpelling.statistics.count == 1)  // "de-DE" went with its formatter
        #expect(formatters.statistics(for: .collator).count == 0)
        #expect(try Self.defaultLong(formatters).string(from: day) == "7 de agosto de 2015")
    }

    @Test func noCallerSeesTheOldDefaultAfterTheChange() async throws {
        let formatters = Formatters(capacity: 64, defaultLocale: try LocaleIdentifier("de-DE"))
        let day = try Instant(iso8601: "2015-08-07T17:29:32Z")
        let german = "7. August 2015", french = "7 août 2015"
        try await withThrowingTaskGroup(of: Void.self) { group in
            for _ in 0..<4 {
                group.addTask {
                    for _ in 0..<2_000 {
                        let text = try Self.defaultLong(formatters).string(from: day)
                        #expect(text == german || text == french)
                    }
                }
            }
            group.addTask { formatters.setDefaultLocale(try LocaleIdentifier("fr-FR")) }
            try await group.waitForAll()
        }
        // After the change has returned, only French comes out.
        #expect(try Self.defaultLong(formatters).string(from: day) == french)
    }

    /// The long date formatter of the registry's default locale.
    private static func defaultLong(_ formatters: Formatters) throws -> DateFormat {
        try formatters.date(DateFormat.Options(locale: formatters.defaultLocale, layout: .styles(date: .long)))
    }

    @Test func inventedLocalesShareTheFormattersOfTheirData() throws {
        let formatters = Formatters(capacity: 100)
        let letters = Array("abcdefghijklmnopqrstuvwxyz")
        var outputs = Set<String>()
        for i in 0..<3_000 {
            // Well-formed and all distinct: "qaa-x-0", "qab-x-1", …, "de-x-2", …
            let language = i % 3 == 2 ? "de" : "q" + String(letters[(i / 26) % 26]) + String(letters[i % 26])
            let formatter = try formatters.date(locale: "\(language)-x-\(i)", layout: .styles(date: .short))
            outputs.insert(try formatter.string(from: Instant(iso8601: "2015-08-07T17:29:32Z")))
        }
        // ICU 72: the language without data ("qaa": all the other invented
        // ones), German's, Quechua's ("que" is an alias of "qu", which has
        // data), and K'iche's and Chimborazo Quichua's: ICU knows likely
        // regions for "quc" and "qug" (GT, EC), so they keep their language.
        // ICU 76 knows likely subtags for 55 of the invented codes, each kept.
        // The texts are ICU's own (Scripts/icu-versions/oracle-invented-locales.py).
        #expect(formatters.statistics(for: .date).count == ICUExpectedValue.icu([72: 5, 76: 57]))
        #expect(
            outputs
                == ICUExpectedValue.icu([
                    72: ["2015-08-07", "07.08.15", "07/08/2015"],
                    76: ["07.08.15", "2015-08-07", "7/8/15", "AP 1394-05-16"],
                ]))
        #expect(formatters.statistics(for: .localeIdentifier).count == 100)
        #expect(formatters.statistics(for: .localeIdentifier).evictions == 2_900)
    }

    @Test func staysBoundedUnderManyLocalesWithData() throws {
        let formatters = Formatters(capacity: 100)
        let available = ICULocale.availableIDs.sorted().prefix(300)
        for id in available {
            _ = try formatters.date(locale: id, layout: .styles(date: .short))
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
            _ = try formatters.date(locale: "de-DE-v\(a)\(b)xyz", layout: .styles(date: .short))  // invented variant
            _ = try formatters.date(locale: "de-Q\(a)\(b)x-CH", layout: .styles(date: .short))  // invented script
            _ = try formatters.date(locale: "fr-x-\(a)\(b)", layout: .styles(date: .short))  // private use
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
        let skeletons = [
            "yMd", "yMMMd", "yMMMMd", "Hm", "jm", "yMEd", "MMMd", "yQQQ", "hms", "yMMMEd", "Ed", "MMMMd", "yMMM",
        ]
        let units = [
            "meter", "kilometer", "gram", "kilogram", "second", "hour", "liter", "foot", "inch", "mile", "byte",
        ]
        for i in 0..<400 {
            _ = try formatters.date(locale: "de-DE", layout: .pattern("'n\(i)' yyyy-MM-dd"))
            _ = try formatters.date(
                locale: "fr-FR", layout: .skeleton(skeletons[i % skeletons.count]),
                timeZone: i.isMultiple(of: 2) ? "UTC" : "Europe/Paris")
            _ = try formatters.message(MessageFormat.Options(pattern: "{n, number} item \(i)", locale: german))
            _ = try formatters.message(pattern: "{n} item \(i)", locale: "de-DE")
            _ = try formatters.unit(
                UnitFormat.Options(
                    locale: german, unit: units[i % units.count], width: i.isMultiple(of: 3) ? .long : .short))
            _ = try formatters.number(NumberFormat.Options(locale: german, maximumFractionDigits: i % 21))
            _ = try formatters.collator(
                Collator.Options(locale: german, strength: .allCases[i % 5], numeric: i.isMultiple(of: 2)))
            _ = try formatters.unit(
                locale: "de", unit: units[i % units.count], width: i.isMultiple(of: 2) ? .narrow : .short)
        }
        for kind in Formatters.Kind.allCases {
            #expect(formatters.statistics(for: kind).count <= 20, "\(kind)")
        }
        #expect(formatters.statistics(for: .date).evictions >= 400)
        #expect(formatters.statistics(for: .message).evictions == 780)
        // The spellings that map to them are bounded alike.
        for spellings in [
            formatters.dates.bySpelling.statistics, formatters.messages.bySpelling.statistics,
            formatters.units.bySpelling.statistics,
        ] {
            #expect(spellings.count <= 20)
        }
    }

    // MARK: Lookups by strings

    @Test func everyKindByStringsFindsTheValueByOptions() throws {
        let f = Formatters(capacity: 16)
        let german = try LocaleIdentifier("de-DE"), berlin = try TimeZoneIdentifier("Europe/Berlin")
        #expect(
            try f.date(locale: "de-DE", layout: .skeleton("yMMMd"), calendar: "buddhist", timeZone: "Europe/Berlin")
                === f.date(.init(locale: german, layout: .skeleton("yMMMd"), calendar: .buddhist, timeZone: berlin)))
        #expect(try f.number(locale: "de-DE", style: .percent) === f.number(.init(locale: german, style: .percent)))
        #expect(
            try f.currency(locale: "de-DE", currency: "CHF", display: .code)
                === f.currency(.init(locale: german, currency: "CHF", display: .code)))
        #expect(
            try f.unit(locale: "de-DE", unit: "liter", width: .long)
                === f.unit(.init(locale: german, unit: "liter", width: .long)))
        #expect(
            try f.pluralRules(locale: "de-DE", type: .ordinal) === f.pluralRules(.init(locale: german, type: .ordinal)))
        #expect(
            try f.collator(locale: "de-DE", strength: .primary)
                === f.collator(.init(locale: german, strength: .primary)))
        #expect(
            try f.message(pattern: "{n}", locale: "de-DE", timeZone: "Europe/Berlin")
                === f.message(.init(pattern: "{n}", locale: german, timeZone: berlin)))
        #expect(try f.caseMapper(locale: "de-DE") === f.caseMapper(.init(locale: german)))
        #expect(try f.list(locale: "de-DE", type: .or) === f.list(.init(locale: german, type: .or)))
        #expect(try f.displayNames(locale: "de-DE") === f.displayNames(.init(locale: german)))
        #expect(try f.duration(locale: "de-DE") === f.duration(.init(locale: german)))
        #expect(
            try f.dateInterval(locale: "de-DE", layout: .skeleton("yMMMd"), timeZone: "Europe/Berlin")
                === f.dateInterval(.init(locale: german, layout: .skeleton("yMMMd"), timeZone: berlin)))
        // Number ranges have no lookup by strings: found by options twice.
        let range = NumberRangeFormat.Options(.number(.init(locale: german)))
        #expect(try f.numberRange(range) === f.numberRange(range))
        #expect(
            try f.relativeTime(locale: "de-DE", width: .short) === f.relativeTime(.init(locale: german, width: .short)))
        #expect(
            try f.localeInfo(locale: "de-DE", displayLocale: "fr")
                == f.localeInfo(.init(locale: german, displayLocale: LocaleIdentifier("fr"))))
        // Each kind built once, by its spelling, and found once by its options.
        let kinds: [Formatters.Kind] = [
            .localeInfo, .date, .number, .currency, .unit, .pluralRules, .collator, .message, .caseMapper, .list,
            .relativeTime, .numberRange, .displayNames, .duration, .dateInterval,
        ]
        for kind in kinds {
            #expect(f.statistics(for: kind).misses == 1, "\(kind)")
            #expect(f.statistics(for: kind).hits == 1, "\(kind)")
        }
    }

    @Test func spellingsOfOneDateShareOneFormatter() throws {
        let formatters = Formatters(capacity: 16)
        let long = try formatters.date(
            locale: "es-ES", layout: .styles(date: .full, time: .long), timeZone: "America/Los_Angeles")
        // Another spelling of the locale: parsed, then found by options.
        #expect(
            try formatters.date(
                locale: "es_ES", layout: .styles(date: .full, time: .long), timeZone: "America/Los_Angeles") === long)
        #expect(
            try long.string(from: Instant(iso8601: "2015-08-07T17:29:32Z"))
                == "viernes, 7 de agosto de 2015, 10:29:32 GMT-7")
        #expect(formatters.statistics(for: .date).misses == 1)
        #expect(formatters.dates.bySpelling.statistics.count == 2)
        // A zone alias is a formatter of its own: ICU prints the id as given for
        // `VV` (US/Pacific stays US/Pacific), though offsets and names are the same.
        let alias = try formatters.date(
            locale: "es-ES", layout: .styles(date: .full, time: .long), timeZone: "US/Pacific")
        #expect(alias !== long)
        #expect(
            try alias.string(from: Instant(iso8601: "2015-08-07T17:29:32Z"))
                == "viernes, 7 de agosto de 2015, 10:29:32 GMT-7")
        #expect(formatters.statistics(for: .date).misses == 2)
    }

    @Test func aHitByStringsParsesNothing() throws {
        let formatters = Formatters(capacity: 16)
        for _ in 0..<5 { _ = try formatters.number(locale: "de-DE", maximumFractionDigits: 2) }
        #expect(formatters.statistics(for: .number).misses == 1)
        #expect(formatters.statistics(for: .number).hits == 4)
        #expect(formatters.statistics(for: .localeIdentifier).misses == 1)
        #expect(formatters.statistics(for: .localeIdentifier).hits == 0)
    }

    @Test func optionsThatDifferKeepTheirSpellingsApart() throws {
        let formatters = Formatters(capacity: 64)
        let minimum = try formatters.number(locale: "en", minimumFractionDigits: 2)
        let maximum = try formatters.number(locale: "en", maximumFractionDigits: 2)
        #expect(minimum !== maximum)
        #expect(try minimum.string(from: "1") == "1.00")
        #expect(try maximum.string(from: "1") == "1")
        let date = try formatters.date(locale: "en", layout: .skeleton("yMMMd"))
        let pattern = try formatters.date(locale: "en", layout: .pattern("yMMMd"))
        #expect(date !== pattern)
        let noDisplay = try formatters.localeInfo(locale: "de")
        let english = try formatters.localeInfo(locale: "de", displayLocale: "en")
        #expect(noDisplay.displayName == "Deutsch" && english.displayName == "German")
    }

    @Test func stringsAreCheckedInTheOrderOfARequestsFields() {
        let formatters = Formatters(capacity: 16)
        expectCode(.invalidLocale) {
            try formatters.date(
                locale: "en_US!", layout: .styles(date: .short), calendar: "mayan", timeZone: "Mars/Olympus")
        }
        expectCode(.invalidCalendar) {
            try formatters.date(
                locale: "en", layout: .styles(date: .short), calendar: "mayan", timeZone: "Mars/Olympus")
        }
        expectCode(.invalidTimeZone) {
            try formatters.date(locale: "en", layout: .styles(date: .short), timeZone: "Mars/Olympus")
        }
        expectCode(.invalidOptions) { try formatters.date(locale: "en", layout: .styles(date: .none, time: .none)) }
        expectCode(.invalidLocale) { try formatters.localeInfo(locale: "en!", displayLocale: "fr!") }
        expectCode(.invalidLocale) { try formatters.localeInfo(locale: "en", displayLocale: "fr!") }
        #expect(formatters.dates.bySpelling.statistics.count == 0)  // failures are not cached
        #expect(formatters.dates.bySpelling.statistics.failedBuilds == 4)
    }

    @Test func aMessagesUnknownZoneKeepsTheProtocolsWording() {
        let formatters = Formatters(capacity: 4)
        for zone in ["Mars", "", String(repeating: "A", count: 65), "Etc/Unknown"] {
            let error = formatError { _ = try formatters.message(pattern: "{d, date}", locale: "en", timeZone: zone) }
            #expect(error?.code == .invalidTimeZone)
            #expect(error?.message == "\"\(zone.prefix(64))\" is not a time zone ICU knows")
        }
    }
}
