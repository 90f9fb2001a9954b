import LocaleFormatTestSupport
import Testing

@testable import LocaleFormat

/// `MessageFormat` against the shim's named-argument `icu::MessageFormat`
/// driven directly: random locales and time zones, patterns with plural
/// (offsets, exact values), select, selectordinal, number skeletons, dates and
/// times in styles and skeletons, and integer, decimal, string and date
/// arguments.
@Suite struct MessageDifferentialTests {
    static let patterns = [
        "{n, plural, one {# item} other {# items}}",
        "{n, plural, offset:1 =0 {nobody} =1 {{who} alone} one {{who} and # other} other {{who} and # others}}",
        "{g, select, female {she has} male {he has} other {they have}} {n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}",
        "{n, number} | {n, number, ::percent} | {n, number, ::currency/EUR} | {n, number, ::.00 rounding-mode-half-up}",
        "{n, number, integer} {n, spellout}",
        "{d, date, short} {d, time, medium} {d, date, ::yMMMEd} {d, time, ::jmm}",
        "{d, date, full} — {d, time, full}",
        "{d} / {who}",
        "{n, plural, zero {zero} one {one} two {two} few {few} many {many} other {other: #}} {d, date, long}",
        "'{'literal'}' {who} '' {n, plural, other {# {d, time, short}}}",
    ]

    static let formats = 300
    static let argumentsPerFormat = 8

    @Test func matchesICU() throws {
        var rng = SeededGenerator(seed: 0x3E55)
        var tally = DifferentialTally("message")
        let locales = Shim.availableLocales
        let zones = Shim.timeZoneIDs.filter { $0 != "Etc/Unknown" && !$0.hasPrefix("SystemV/") }
        for _ in 0..<Self.formats {
            guard let locale = rng.pick(locales), let pattern = rng.pick(Self.patterns), let zone = rng.pick(zones)
            else { continue }
            // The library takes the zone's canonical id; ICU formats the two alike.
            let library = try? MessageFormat(
                MessageFormat.Options(
                    pattern: pattern, locale: LocaleIdentifier(locale), timeZone: TimeZoneIdentifier(zone)))
            let reference = try? ReferenceMessageFormat(pattern: pattern, locale: locale, timeZone: zone)
            for _ in 0..<Self.argumentsPerFormat {
                let number: (MessageFormat.Argument, ReferenceMessageFormat.Value)
                if rng.chance(0.5) {
                    let n = Int64(rng.int(-5...1_000_000))
                    number = (.integer(n), .integer(n))
                } else {
                    let text = rng.decimalText(roundingDigits: 2)
                    number = (.decimal(text), .decimal(text))
                }
                let milliseconds = DateDifferentialTests.randomInstant(&rng)
                let who = rng.pick(["Ana", "Zoë", "李", "O'Brien", "{x}"]) ?? "Ana"
                let gender = rng.pick(["female", "male", "other", "x"]) ?? "x"
                let arguments: [String: MessageFormat.Argument] = [
                    "n": number.0, "d": .date(try Instant(millisecondsSince1970: milliseconds)), "who": .string(who),
                    "g": .string(gender),
                ]
                let referenceArguments: [(String, ReferenceMessageFormat.Value)] = [
                    ("n", number.1), ("d", .date(Double(milliseconds))), ("who", .string(who)), ("g", .string(gender)),
                ]
                tally.record(
                    library: {
                        guard let library else { throw ShimFailure(status: -1) }
                        return try library.format(arguments)
                    },
                    reference: {
                        guard let reference else { throw ShimFailure(status: -1) }
                        return try reference.format(referenceArguments)
                    },
                    "\(locale) \(zone) \(pattern) n=\(number.0) d=\(milliseconds)")
            }
        }
        tally.verify(minimumCases: 2400)
    }
}
