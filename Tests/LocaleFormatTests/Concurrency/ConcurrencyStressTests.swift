import LocaleFormatTestSupport
import Testing

@testable import LocaleFormat

/// Many tasks doing mixed operations on shared formatters at once. Run under
/// Thread Sanitizer by CI (`swift test --sanitize=thread --filter ConcurrencyStress`).
@Suite struct ConcurrencyStressTests {
    @Test func mixedOperationsOnSharedFormatters() async throws {
        let formatters = Formatters(capacity: 8)  // small: evictions happen while others format
        let day = try Instant(iso8601: "2015-08-07T17:29:32Z")
        let locales = ["de", "fr", "ja", "ar", "sv", "es-u-co-trad", "tr", "ru", "he", "th", "zh", "ko"]
        let expectedDates = try Dictionary(
            uniqueKeysWithValues: locales.map {
                ($0, try Formatters.shared.date(locale: $0, layout: .styles(date: .medium)).string(from: day))
            })
        try await withThrowingTaskGroup(of: Void.self) { group in
            for task in 0..<8 {
                group.addTask {
                    var rng = SeededGenerator(seed: UInt64(task))
                    for round in 0..<400 {
                        guard let locale = locales.randomElement(using: &rng) else { continue }
                        switch round % 5 {
                        case 0:
                            let text = try formatters.date(locale: locale, layout: .styles(date: .medium)).string(
                                from: day)
                            #expect(text == expectedDates[locale])
                        case 1:
                            let collator = try formatters.collator(locale: locale)
                            #expect(collator.compare("a", "b") == .orderedAscending)
                            #expect(try collator.sorted(["b", "a", "c"]) == ["a", "b", "c"])
                        case 2:
                            let message = try formatters.message(
                                pattern: "{n, plural, other {# x}} {d, date, short}", locale: locale)
                            _ = try message.format([
                                "n": 3, "d": .date(try Instant(millisecondsSince1970: 1_438_968_572_000)),
                            ])
                        case 3:
                            let mapper = try formatters.caseMapper(locale: locale)
                            _ = try mapper.titlecased("hello world")
                        default:
                            if round % 50 == 4 {
                                formatters.setDefaultLocale(try formatters.locale(locale))
                            }
                            let short = DateFormat.Options(
                                locale: formatters.defaultLocale, layout: .styles(time: .short))
                            _ = try formatters.date(short).string(from: day)
                        }
                    }
                }
            }
            try await group.waitForAll()
        }
        #expect(formatters.statistics(for: .date).count <= 8)
    }
}
