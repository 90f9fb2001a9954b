import LocaleFormatTestSupport
import Testing

@testable import LocaleFormat

/// The six formatters of the protocol's second-version ops from many tasks at once, through a small
/// cache so that formatters are built, shared and evicted while other tasks
/// use them: intervals (one ICU formatter behind a lock), durations (ICU
/// handles pooled per thread), number ranges (one result buffer per thread),
/// display names (the memo of language ids), lists and relative times
/// (shared `const` ICU objects). Every string must equal the one the same
/// call gives on one thread with a formatter of its own. Run under Thread
/// Sanitizer by CI (`--filter ConcurrencyStress`).
@Suite struct V2ConcurrencyStressTests {
    struct Case: Sendable {
        let name: String
        let run: @Sendable (Formatters) throws -> String?
    }

    static let locales = ["de", "ar", "ja", "ru", "es", "hi", "fr-CA", "pl"]

    static func cases() throws -> [Case] {
        var cases: [Case] = []
        for code in locales {
            let locale = try LocaleIdentifier(code)
            let interval = DateIntervalFormat.Options(
                locale: locale, layout: .skeleton("yMMMdjm"), timeZone: try TimeZoneIdentifier("Europe/Berlin"))
            let (start, end) = (
                try Instant(millisecondsSince1970: 1_438_968_572_000),
                try Instant(millisecondsSince1970: 1_439_200_800_000)
            )
            cases.append(Case(name: "interval \(code)") { try $0.dateInterval(interval).string(from: start, to: end) })
            for (value, unit) in [("-2", RelativeTimeFormat.Unit.day), ("3.5", .hour), ("1", .friday)] {
                let relative = RelativeTimeFormat.Options(locale: locale, width: .short)
                cases.append(
                    Case(name: "relative \(code) \(value) \(unit)") {
                        try $0.relativeTime(relative).string(for: value, unit: unit, numeric: .auto)
                    })
            }
            for type in ListFormat.ListType.allCases {
                let list = ListFormat.Options(locale: locale, type: type)
                cases.append(Case(name: "list \(code) \(type)") { try $0.list(list).string(from: ["7", "8", "9"]) })
            }
            let names = DisplayNames.Options(locale: locale)
            for tag in ["en-GB", "zh-Hant-TW", "pt_BR", "sr-Latn"] {
                cases.append(Case(name: "language \(code) \(tag)") { try $0.displayNames(names).language(tag) })
            }
            cases.append(Case(name: "currency name \(code)") { try $0.displayNames(names).currency("JPY") })
            cases.append(Case(name: "field name \(code)") { try $0.displayNames(names).dateTimeField(.weekday) })
            let range = NumberRangeFormat.Options(.currency(.init(locale: locale, currency: "EUR")))
            cases.append(Case(name: "range \(code)") { try $0.numberRange(range).string(from: "3", to: "5.5") })
            let approximately = NumberRangeFormat.Options(.number(.init(locale: locale, maximumFractionDigits: 0)))
            cases.append(
                Case(name: "approximately \(code)") { try $0.numberRange(approximately).string(from: "2.9", to: "3.1") }
            )
            for width in DurationFormat.Width.allCases {
                let duration = DurationFormat.Options(locale: locale, width: width)
                cases.append(
                    Case(name: "duration \(code) \(width)") {
                        try $0.duration(duration).string(from: [
                            .hours: 1, .minutes: 2, .seconds: try DecimalValue("3.5"),
                        ])
                    })
            }
        }
        return cases
    }

    @Test func v2FormattersSharedAcrossTasks() async throws {
        let cases = try Self.cases()
        // Each case once on this thread, each with a cache of its own.
        let expected = try cases.map { try $0.run(Formatters(capacity: 8)) }
        #expect(expected.allSatisfy { $0?.isEmpty == false })
        // Small: formatters are evicted and rebuilt while other tasks use them.
        let formatters = Formatters(capacity: 12)
        try await withThrowingTaskGroup(of: [String].self) { group in
            for task in 0..<8 {
                group.addTask {
                    var rng = SeededGenerator(seed: 0x2_C0DE + UInt64(task))
                    var wrong: [String] = []
                    for _ in 0..<1_200 {
                        let index = Int.random(in: 0..<cases.count, using: &rng)
                        let text = try cases[index].run(formatters)
                        if text != expected[index] { wrong.append("\(cases[index].name): \(text ?? "nil")") }
                    }
                    return wrong
                }
            }
            var wrong: [String] = []
            for try await found in group { wrong += found }
            #expect(wrong.isEmpty, "\(wrong.prefix(5))")
        }
    }
}
