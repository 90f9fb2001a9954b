import LocaleFormatTestSupport
import Testing

@testable import LocaleFormat

/// ``Collator/Options/normalization``: on by default, off on request.
///
/// Expected: ICU 72.1 and 76.1, `ucol_open(locale)` with
/// `UCOL_NORMALIZATION_MODE` on and off, comparing a + U+0301 + U+0323 with
/// its canonical order a + U+0323 + U+0301, by
/// Scripts/icu-versions/oracle-collation-rules.py; one literal where both
/// majors agree.
@Suite("Collator normalization")
struct CollatorNormalizationTests {
    static let marksOutOfOrder = "a\u{301}\u{323}"
    static let canonicalOrder = "a\u{323}\u{301}"

    @Test(arguments: [
        ("en", Collator.Order.orderedAscending), ("de", .orderedAscending), ("fr", .orderedAscending),
        ("ar", .orderedAscending), ("hi", .orderedAscending), ("ja", .orderedAscending), ("ru", .orderedAscending),
        ("he", .orderedAscending), ("th", .orderedAscending), ("zh-Hant", .orderedSame), ("es", .orderedAscending),
        ("pt-BR", .orderedAscending), ("sw", .orderedAscending), ("vi", .orderedAscending),
    ])
    func onByDefaultOffOnRequest(locale: String, off: Collator.Order) throws {
        let a = Self.marksOutOfOrder, b = Self.canonicalOrder
        #expect(try Formatters.shared.collator(locale: locale).compare(a, b) == .orderedSame)
        #expect(try Formatters.shared.collator(locale: locale, normalization: true).compare(a, b) == .orderedSame)
        #expect(try Formatters.shared.collator(locale: locale, normalization: false).compare(a, b) == off)
    }

    @Test func sortKeys() throws {
        let on = try Formatters.shared.collator(locale: "en", normalization: true)
        let off = try Formatters.shared.collator(locale: "en", normalization: false)
        #expect(
            try on.sortKeyHex(for: Self.marksOutOfOrder)
                == ICUExpected.icu([72: "2a0145c488010700", 76: "2b0145c488010700"]))
        #expect(
            try off.sortKeyHex(for: Self.marksOutOfOrder)
                == ICUExpected.icu([72: "2a014588c4010700", 76: "2b014588c4010700"]))
        #expect(
            try off.sortKeyHex(for: Self.canonicalOrder)
                == ICUExpected.icu([72: "2a0145c488010700", 76: "2b0145c488010700"]))
    }

    /// The option overrides the locale's `-u-kk-`, and is on with rules.
    @Test func theOptionOverridesTheLocaleAndHoldsWithRules() throws {
        let a = Self.marksOutOfOrder, b = Self.canonicalOrder
        #expect(try Formatters.shared.collator(locale: "en-u-kk-false").compare(a, b) == .orderedAscending)
        #expect(
            try Formatters.shared.collator(locale: "en-u-kk-false", normalization: true).compare(a, b) == .orderedSame)
        #expect(
            try Formatters.shared.collator(locale: "en-u-kk", normalization: false).compare(a, b) == .orderedAscending)
        #expect(try Formatters.shared.collator(locale: "en", rules: "&a<b").compare(a, b) == .orderedSame)
        #expect(
            try Formatters.shared.collator(locale: "en", normalization: false, rules: "&a<b").compare(a, b)
                == .orderedAscending)
        #expect(try Formatters.shared.collator(locale: "en").effectiveOptions.normalization == true)
        #expect(
            try Formatters.shared.collator(locale: "en", normalization: false).effectiveOptions.normalization == false)
    }
}
