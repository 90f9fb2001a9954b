import LocaleFormatTestSupport
import Testing

@testable import LocaleFormat

/// Mutated inputs thrown at every parser: each either succeeds or throws a
/// LocaleFormatError with the parser's own code; nothing traps.
@Suite struct GarbageInputTests {
    private static let alphabet = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_@=;:.+/TZ")

    private func expectOnly(
        _ allowed: Set<LocaleFormatError.Code>, seeds: [String], rounds: Int = 600, seed: UInt64,
        _ body: (String) throws -> Void
    ) {
        var rng = SeededGenerator(seed: seed)
        var failures = 0
        for round in 0..<rounds {
            let input = rng.mutate(seeds[round % seeds.count], alphabet: Self.alphabet)
            do {
                try body(input)
            } catch let error as LocaleFormatError {
                if !allowed.contains(error.code) {
                    failures += 1
                    Issue.record("\(input.debugDescription) -> \(error)")
                }
            } catch {
                Issue.record("\(input.debugDescription) -> non-library error \(error)")
            }
            if failures > 5 { return }
        }
    }

    @Test func localeIdentifiers() {
        // An unknown calendar keyword value is invalidCalendar (LocaleKeywordValueTests).
        expectOnly(
            [.invalidLocale, .invalidCalendar],
            seeds: ["en-US", "ja_JP@calendar=japanese", "zh-Hant-TW", "de-u-co-phonebk", "x-abc"],
            seed: 1
        ) { _ = try LocaleInfo(LocaleInfo.Options(locale: LocaleIdentifier($0))) }
    }

    @Test func isoInstants() {
        expectOnly([.invalidDate], seeds: ["2015-08-07T17:29:32Z", "-001000-01-01T00:00:00.123+05:30"], seed: 2) {
            _ = try Instant(iso8601: $0)
        }
        expectOnly([.invalidDate], seeds: ["1438968572.5", "-1.5e9", "0"], seed: 3) {
            _ = try Instant(secondsSince1970: $0)
        }
    }

    @Test func timeZones() {
        expectOnly([.invalidTimeZone], seeds: ["America/Los_Angeles", "GMT+05:30", "Etc/UTC"], seed: 4) {
            _ = try TimeZoneIdentifier($0)
        }
    }

    @Test func calendars() {
        expectOnly([.invalidCalendar], seeds: ["gregorian", "islamic-umalqura", "ethioaa"], seed: 5) {
            _ = try CalendarIdentifier($0)
        }
    }

    @Test func patternsAndSkeletons() throws {
        let instant = try Instant(iso8601: "2015-08-07T17:29:32Z")
        expectOnly(
            [.invalidPattern], seeds: ["yyyy-MM-dd'T'HH:mm:ss", "EEEE, d MMMM y G", "h:mm a zzzz"], rounds: 400,
            seed: 6
        ) { _ = try Formatters.shared.date(locale: "de", layout: .pattern($0)).string(from: instant) }
        expectOnly([.invalidPattern], seeds: ["yMMMd", "jmm", "yMMMMEEEEdjmmss"], rounds: 300, seed: 7) {
            _ = try Formatters.shared.date(locale: "fr", layout: .skeleton($0)).string(from: instant)
        }
    }
}
