import LocaleFormatTestSupport
import Testing

@testable import LocaleFormat

/// Many tasks looking up formatters of several kinds through a registry
/// whose byte budget is far too small for them: every kind sheds all the
/// time, the total sheds across kinds, large formatters are built and not
/// kept, while other tasks format with the values handed out, each locale
/// spelled two ways. Every string must be right, and the budgets must hold
/// afterwards, with no spelling left on a formatter its cache by options
/// let go. Run under Thread Sanitizer by CI (`--filter ConcurrencyStress`).
@Suite struct ByteBudgetConcurrencyStressTests {
    @Test func sheddingWhileOthersFormat() async throws {
        // 1 MiB in all: 512 KiB a kind, 64 KiB an entry (a message with a
        // spellout is some hundreds of KiB: built and not kept; numbers fit).
        let formatters = Formatters(capacity: 64, byteBudget: 1 << 20)
        let day = try Instant(iso8601: "2015-08-07T17:29:32Z")
        let locales = ["de", "fr", "ja", "ar", "sv", "tr", "ru", "he", "th", "ko", "pl", "nl"]
        let reference = Formatters(capacity: 64)
        var dates: [String: String] = [:]
        var numbers: [String: String] = [:]
        var messages: [String: String] = [:]
        for locale in locales {
            dates[locale] = try reference.date(locale: locale, layout: .styles(date: .medium)).string(from: day)
            numbers[locale] = try reference.number(locale: locale).string(from: "1234.5")
            messages[locale] = try reference.message(pattern: "{n, plural, other {#}} {n, spellout}", locale: locale)
                .format(["n": 21])
        }
        let (expectedDates, expectedNumbers, expectedMessages) = (dates, numbers, messages)
        try await withThrowingTaskGroup(of: Void.self) { group in
            for task in 0..<8 {
                group.addTask {
                    var random = SeededGenerator(seed: UInt64(task) &+ 77)
                    for round in 0..<300 {
                        guard let locale = locales.randomElement(using: &random) else { continue }
                        let spelled = Bool.random(using: &random) ? locale : locale.uppercased()
                        switch round % 4 {
                        case 0:
                            let text = try formatters.date(locale: spelled, layout: .styles(date: .medium))
                                .string(from: day)
                            #expect(text == expectedDates[locale])
                        case 1:
                            #expect(
                                try formatters.number(locale: spelled).string(from: "1234.5") == expectedNumbers[locale]
                            )
                        case 2:
                            let message = try formatters.message(
                                pattern: "{n, plural, other {#}} {n, spellout}", locale: locale)
                            #expect(try message.format(["n": 21]) == expectedMessages[locale])
                        default:
                            let collator = try formatters.collator(locale: spelled)
                            #expect(collator.compare("a", "b") == .orderedAscending)
                        }
                    }
                }
            }
            try await group.waitForAll()
        }
        #expect(formatters.heldBytes <= formatters.byteBudget)
        for kind in [Formatters.Kind.date, .number, .message, .collator] {
            let statistics = formatters.statistics(for: kind)
            #expect(statistics.bytes <= statistics.byteLimit, "\(kind)")
        }
        #expect(formatters.statistics(for: .message).oversized > 0)
        #expect(formatters.statistics(for: .number).count > 0)
        // What the caches say they hold is what their entries are charged.
        #expect(
            formatters.dates.byOptions.heldBytes + formatters.dates.bySpelling.heldBytes
                == formatters.statistics(for: .date).bytes)
        // Every formatter a spelling reaches is one its cache by options holds.
        func charged<K, V: AnyObject>(_ values: FormatterCache<K, V>) -> Set<ObjectIdentifier> {
            Set(values.heldValues.map(ObjectIdentifier.init))
        }
        #expect(charged(formatters.dates.bySpelling).isSubset(of: charged(formatters.dates.byOptions)))
        #expect(charged(formatters.numbers.bySpelling).isSubset(of: charged(formatters.numbers.byOptions)))
        #expect(charged(formatters.messages.bySpelling).isSubset(of: charged(formatters.messages.byOptions)))
        #expect(charged(formatters.collators.bySpelling).isSubset(of: charged(formatters.collators.byOptions)))
    }
}
