import LocaleFormatTestSupport
import Testing

@testable import LocaleFormat

/// Plural categories of numbers written compactly: CLDR's compact exponent
/// `c` (``PluralRules/category(forSample:)``,
/// ``PluralRules/category(for:compactExponent:)-(DecimalValue,_)``) and the
/// locale's compact format (``PluralRules/category(for:notation:)``).
///
/// Expected: ICU 72.1 and 76.1 (the same on both), by
/// Scripts/icu-versions/oracle-plural-compact.py: `uplrules_selectFormatted`
/// on the number as English `compact-short` formats it (1.2M: exponent 6),
/// which the oracle checks against scientific and engineering notation; for
/// `.compact`, on the number as the locale's own `compact-short` formats it.
/// Each row is "number=category …".
@Suite struct PluralCompactTests {
    static func pairs(_ row: String) -> [(String, PluralCategory?)] {
        row.split(separator: " ").map { pair in
            let parts = pair.split(separator: "=")
            return (String(parts[0]), parts.count == 2 ? PluralCategory(rawValue: String(parts[1])) : nil)
        }
    }

    @Test(arguments: [
        (
            "fr",
            "1c6=many 1.2c6=many 1000000=many 1c3=other 2c6=many 1.5c6=many 12c6=many 250c3=other 1.20c6=many 3c9=many 1200000=other 1=one 1000=other"
        ),
        (
            "es",
            "1c6=many 1.2c6=many 1000000=many 1c3=other 2c6=many 1.5c6=many 12c6=many 250c3=other 1.20c6=many 3c9=many 1200000=other 1=one 1000=other"
        ),
        (
            "it",
            "1c6=many 1.2c6=many 1000000=many 1c3=other 2c6=many 1.5c6=many 12c6=many 250c3=other 1.20c6=many 3c9=many 1200000=other 1=one 1000=other"
        ),
        (
            "pt",
            "1c6=many 1.2c6=many 1000000=many 1c3=other 2c6=many 1.5c6=many 12c6=many 250c3=other 1.20c6=many 3c9=many 1200000=other 1=one 1000=other"
        ),
        (
            "pt-PT",
            "1c6=many 1.2c6=many 1000000=many 1c3=other 2c6=many 1.5c6=many 12c6=many 250c3=other 1.20c6=many 3c9=many 1200000=other 1=one 1000=other"
        ),
        (
            "ca",
            "1c6=many 1.2c6=many 1000000=many 1c3=other 2c6=many 1.5c6=many 12c6=many 250c3=other 1.20c6=many 3c9=many 1200000=other 1=one 1000=other"
        ),
        (
            "en",
            "1c6=other 1.2c6=other 1000000=other 1c3=other 2c6=other 1.5c6=other 12c6=other 250c3=other 1.20c6=other 3c9=other 1200000=other 1=one 1000=other"
        ),
        (
            "de",
            "1c6=other 1.2c6=other 1000000=other 1c3=other 2c6=other 1.5c6=other 12c6=other 250c3=other 1.20c6=other 3c9=other 1200000=other 1=one 1000=other"
        ),
        (
            "ru",
            "1c6=many 1.2c6=many 1000000=many 1c3=many 2c6=many 1.5c6=many 12c6=many 250c3=many 1.20c6=many 3c9=many 1200000=many 1=one 1000=many"
        ),
        (
            "ar",
            "1c6=other 1.2c6=other 1000000=other 1c3=other 2c6=other 1.5c6=other 12c6=other 250c3=other 1.20c6=other 3c9=other 1200000=other 1=one 1000=other"
        ),
        (
            "he",
            "1c6=other 1.2c6=other 1000000=other 1c3=other 2c6=other 1.5c6=other 12c6=other 250c3=other 1.20c6=other 3c9=other 1200000=other 1=one 1000=other"
        ),
        (
            "pl",
            "1c6=many 1.2c6=many 1000000=many 1c3=many 2c6=many 1.5c6=many 12c6=many 250c3=many 1.20c6=many 3c9=many 1200000=many 1=one 1000=many"
        ),
        (
            "ja",
            "1c6=other 1.2c6=other 1000000=other 1c3=other 2c6=other 1.5c6=other 12c6=other 250c3=other 1.20c6=other 3c9=other 1200000=other 1=other 1000=other"
        ),
        (
            "hi",
            "1c6=other 1.2c6=other 1000000=other 1c3=other 2c6=other 1.5c6=other 12c6=other 250c3=other 1.20c6=other 3c9=other 1200000=other 1=one 1000=other"
        ),
        (
            "sw",
            "1c6=other 1.2c6=other 1000000=other 1c3=other 2c6=other 1.5c6=other 12c6=other 250c3=other 1.20c6=other 3c9=other 1200000=other 1=one 1000=other"
        ),
    ])
    func samples(locale: String, row: String) throws {
        let rules = try Formatters.shared.pluralRules(locale: locale)
        for (sample, category) in Self.pairs(row) {
            #expect(try rules.category(forSample: sample) == category, "\(locale) \(sample)")
        }
    }

    @Test(arguments: [
        ("fr", "1000000=many 1200000=many 1000=other 1500=other 999999=many 2000000=many 1=one 0=one 1234567=many"),
        ("es", "1000000=many 1200000=many 1000=other 1500=other 999999=many 2000000=many 1=one 0=other 1234567=many"),
        ("it", "1000000=many 1200000=many 1000=other 1500=other 999999=other 2000000=many 1=one 0=other 1234567=many"),
        ("pt", "1000000=many 1200000=many 1000=other 1500=other 999999=many 2000000=many 1=one 0=one 1234567=many"),
        (
            "pt-PT",
            "1000000=many 1200000=many 1000=other 1500=other 999999=many 2000000=many 1=one 0=other 1234567=many"
        ),
        ("ca", "1000000=many 1200000=many 1000=other 1500=other 999999=many 2000000=many 1=one 0=other 1234567=many"),
        (
            "en",
            "1000000=other 1200000=other 1000=other 1500=other 999999=other 2000000=other 1=one 0=other 1234567=other"
        ),
        (
            "de",
            "1000000=other 1200000=other 1000=other 1500=other 999999=other 2000000=other 1=one 0=other 1234567=other"
        ),
        ("ru", "1000000=many 1200000=many 1000=many 1500=many 999999=many 2000000=many 1=one 0=many 1234567=many"),
        (
            "ar",
            "1000000=other 1200000=other 1000=other 1500=other 999999=other 2000000=other 1=one 0=zero 1234567=other"
        ),
        (
            "he",
            "1000000=other 1200000=other 1000=other 1500=other 999999=other 2000000=other 1=one 0=other 1234567=other"
        ),
        ("pl", "1000000=many 1200000=many 1000=many 1500=many 999999=many 2000000=many 1=one 0=many 1234567=many"),
        (
            "ja",
            "1000000=other 1200000=other 1000=other 1500=other 999999=other 2000000=other 1=other 0=other 1234567=other"
        ),
        (
            "hi",
            "1000000=other 1200000=other 1000=other 1500=other 999999=other 2000000=other 1=one 0=one 1234567=other"
        ),
        (
            "sw",
            "1000000=other 1200000=other 1000=other 1500=other 999999=other 2000000=other 1=one 0=other 1234567=other"
        ),
    ])
    func compactNotation(locale: String, row: String) throws {
        let rules = try Formatters.shared.pluralRules(locale: locale)
        for (value, category) in Self.pairs(row) {
            #expect(try rules.category(for: DecimalValue(value), notation: .compact) == category, "\(locale) \(value)")
        }
    }

    @Test func significandAndExponent() throws {
        let french = try Formatters.shared.pluralRules(locale: "fr")
        #expect(try french.category(for: "1.2", compactExponent: 6) == .many)
        #expect(try french.category(for: "250", compactExponent: 3) == .other)
        #expect(try french.category(for: "1", compactExponent: 0) == .one)
        #expect(try french.category(for: DecimalValue("1200000"), notation: .standard) == .other)
    }

    /// Significands no ICU notation writes with that exponent, and text
    /// that is not CLDR's syntax, are `invalidNumber`.
    @Test(arguments: ["12c5", "0.5c6", "0c6", "1000c3", "1c-6", "1c", "c6", "1e3c6", "1.2C6", "1c99999", "1c1001"])
    func unwritableSamplesAreInvalidNumber(sample: String) {
        #expect {
            _ = try Formatters.shared.pluralRules(locale: "fr").category(forSample: sample)
        } throws: { error in
            (error as? LocaleFormatError)?.code == .invalidNumber
        }
    }
}
