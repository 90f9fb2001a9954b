import LocaleFormatTestSupport
import Testing

@testable import LocaleFormat

/// `PluralRules` against `uplrules_selectFormatted` called directly, with the
/// visible fraction digits counted here from the text as written: random
/// locales from ICU's list, cardinal and ordinal, plain and scientific text.
@Suite struct PluralDifferentialTests {
    static let ruleSets = 400
    static let valuesPerRuleSet = 10

    @Test func matchesICU() throws {
        var rng = SeededGenerator(seed: 0x91_0A1)
        var tally = DifferentialTally("plural")
        let locales = Shim.availableLocales
        // One formatter per count of fraction digits shown: `.00` shows
        // exactly two, so ICU reads v = 2 from the formatted number.
        var shown: [Int: ReferenceNumberFormat] = [:]
        func formatter(showing digits: Int) throws -> ReferenceNumberFormat {
            if let cached = shown[digits] { return cached }
            let stem = digits == 0 ? "precision-integer" : "." + String(repeating: "0", count: digits)
            let opened = try ReferenceNumberFormat(skeleton: "\(stem) group-off", locale: "en")
            shown[digits] = opened
            return opened
        }
        for _ in 0..<Self.ruleSets {
            guard let locale = rng.pick(locales) else { continue }
            let ordinal = rng.chance(0.35)
            let library = try? PluralRules(
                PluralRules.Options(locale: LocaleIdentifier(locale), type: ordinal ? .ordinal : .cardinal))
            let reference = try? ReferencePluralRules(locale: locale, ordinal: ordinal)
            for _ in 0..<Self.valuesPerRuleSet {
                let value: String
                switch rng.int(0...3) {
                case 0: value = String(rng.int(0...200))
                case 1: value = String(rng.int(0...30)) + "." + rng.digits(rng.int(1...3))
                case 2: value = String(rng.int(0...9_999_999))
                default: value = rng.decimalText(roundingDigits: rng.int(0...4), allowNegative: false)
                }
                tally.record(
                    library: {
                        guard let library else { throw ShimFailure(status: -1) }
                        return try library.category(for: value).rawValue
                    },
                    reference: {
                        guard let reference else { throw ShimFailure(status: -1) }
                        return try reference.select(value, shownBy: formatter(showing: visibleFractionDigits(value)))
                    },
                    "\(locale) \(ordinal ? "ordinal" : "cardinal") \(value)")
            }
        }
        tally.verify(minimumCases: 4000)
    }
}
