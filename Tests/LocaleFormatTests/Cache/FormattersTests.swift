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

    @Test func staysBoundedUnderManyInventedLocales() throws {
        let formatters = Formatters(capacity: 100)
        for i in 0..<5_000 {
            // Well-formed, all distinct, none with data: "qaa-x-0", "qab-x-1", …
            let letters = Array("abcdefghijklmnopqrstuvwxyz")
            let language = "q" + String(letters[(i / 26) % 26]) + String(letters[i % 26])
            _ = try formatters.date(locale: "\(language)-x-\(i)", dateStyle: .short)
        }
        #expect(formatters.statistics(for: .date).count == 100)
        #expect(formatters.statistics(for: .localeIdentifier).count == 100)
        #expect(formatters.statistics(for: .date).evictions == 4_900)
    }
}
