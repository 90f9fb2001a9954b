import LocaleFormatTestSupport
import Testing

@testable import LocaleFormat

/// The compiled date path from many tasks at once: formats built
/// concurrently over the same locales and zones share their per-locale data,
/// offset tables and metazone periods, and fill the ICU-filled texts (zone
/// names, narrow eras) on first use while other tasks read them. Every
/// string must be ICU's own for that format and instant. Run under Thread
/// Sanitizer by CI (`--filter ConcurrencyStress`).
@Suite struct CompiledDateConcurrencyStressTests {
    /// Locales, zones and patterns no other test formats with, so the
    /// shared registries start empty for them in this process.
    static let locales = ["fr-CA", "pt-BR", "nb-NO", "fi-FI", "el-GR", "hu-HU", "cs-CZ", "uk-UA"]
    static let zones = [
        "America/Halifax", "Australia/Adelaide", "Asia/Kathmandu", "America/St_Johns", "Europe/Dublin",
        "Pacific/Chatham",
    ]
    static let patterns = [
        "zzzz HH:mm", "z d MMM y", "OOOO EEEE", "VVVV h:mm a", "GGGGG y MMMMM d", "XXXXX ZZZZ H:mm", "aaaaa h:mm",
    ]

    /// ICU's text for each case, formatted on one thread through `udat_format`.
    static func cases() throws -> [DateStressCase] {
        // January and July of years with different rules and metazones.
        let years: [Int64] = [1950, 1971, 1988, 1999, 2008, 2015, 2024, 2037]
        let instants = years.flatMap { year -> [Int64] in
            let january = (year - 1970) * 31_556_952_000 + 14 * 86_400_000
            return [january, january + 182 * 86_400_000 + 43_200_000]
        }
        let options = try locales.enumerated().flatMap { index, locale in
            try zones.enumerated().map { zoneIndex, zone in
                DateFormat.Options(
                    locale: try LocaleIdentifier(locale),
                    layout: .pattern(patterns[(index + zoneIndex) % patterns.count]),
                    timeZone: try TimeZoneIdentifier(zone))
            }
        }
        return try DateStressCase.cases(options, at: instants)
    }

    @Test func compiledFormatsBuiltAndFilledConcurrently() async throws {
        let cases = try Self.cases()
        // Small: formats are evicted and rebuilt while other tasks use them.
        let formatters = Formatters(capacity: 16)
        let wrong = try await countFailuresConcurrently(cases, iterations: 1_500, seed: 0xC0DE) {
            try $0.holds(in: formatters)
        }
        #expect(wrong == 0)
        // Afterwards (not before: that would fill the shared texts on one
        // thread), check that the compiled path served these formats.
        var served = 0
        for item in cases {
            let handle = try ICUDateHandle(
                timeStyle: -1, dateStyle: -1, locale: item.options.locale.dataID,
                timeZone: item.options.timeZone.canonicalID, pattern: try DateFormat(item.options).pattern)
            let lazy = LazyDateHandle(opened: handle, bytes: 0)
            guard
                let compiled = try? CompiledDateFormat.compile(
                    handle: lazy, pattern: handle.pattern(), locale: item.options.locale.dataID,
                    timeZone: item.options.timeZone.canonicalID
                ).get(),
                let text = compiled.string(millisecondsSince1970: item.milliseconds, handle: lazy)
            else { continue }
            #expect(text == item.expected)
            served += 1
        }
        #expect(served * 10 >= cases.count * 9, "the compiled path served \(served) of \(cases.count)")
    }
}
