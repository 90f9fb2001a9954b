import LocaleFormatTestSupport
import Testing

@testable import LocaleFormat

/// ``Collator/Options/rules``: the locale's tailoring followed by rules in
/// ICU's syntax.
///
/// Expected orders, comparisons and keys: ICU 72.1 and 76.1's
/// `ucol_openRules` over `ucol_getRules(ucol_open(locale))` + the rules, with
/// normalization on and the options set, by
/// Scripts/icu-versions/oracle-collation-rules.py (PyICU's
/// `RuleBasedCollator`); one literal where both majors agree.
@Suite("Collator rules")
struct CollatorRulesTests {
    static let words = ["cz", "ch", "c", "d", "b", "a", "CH", "Ch", "cha", "ca"]

    /// A contraction with its case variants, under fifteen locales' own
    /// tailorings: Danish keeps its upper case first.
    @Test(arguments: [
        ("en", ["a", "b", "c", "ca", "cz", "ch", "Ch", "CH", "cha", "d"]),
        ("de", ["a", "b", "c", "ca", "cz", "ch", "Ch", "CH", "cha", "d"]),
        ("fr", ["a", "b", "c", "ca", "cz", "ch", "Ch", "CH", "cha", "d"]),
        ("ar", ["a", "b", "c", "ca", "cz", "ch", "Ch", "CH", "cha", "d"]),
        ("hi", ["a", "b", "c", "ca", "cz", "ch", "Ch", "CH", "cha", "d"]),
        ("ja", ["a", "b", "c", "ca", "cz", "ch", "Ch", "CH", "cha", "d"]),
        ("ru", ["a", "b", "c", "ca", "cz", "ch", "Ch", "CH", "cha", "d"]),
        ("he", ["a", "b", "c", "ca", "cz", "ch", "Ch", "CH", "cha", "d"]),
        ("th", ["a", "b", "c", "ca", "cz", "ch", "Ch", "CH", "cha", "d"]),
        ("zh-Hant", ["a", "b", "c", "ca", "cz", "ch", "Ch", "CH", "cha", "d"]),
        ("es", ["a", "b", "c", "ca", "cz", "ch", "Ch", "CH", "cha", "d"]),
        ("pt-BR", ["a", "b", "c", "ca", "cz", "ch", "Ch", "CH", "cha", "d"]),
        ("sw", ["a", "b", "c", "ca", "cz", "ch", "Ch", "CH", "cha", "d"]),
        ("sv", ["a", "b", "c", "ca", "cz", "ch", "Ch", "CH", "cha", "d"]),
        ("da", ["a", "b", "c", "ca", "cz", "CH", "Ch", "ch", "cha", "d"]),
    ])
    func contractionUnderEachLocale(locale: String, expected: [String]) throws {
        let collator = try Formatters.shared.collator(locale: locale, rules: "&c<ch<<<Ch<<<CH")
        #expect(try collator.sorted(Self.words) == expected)
    }

    @Test func rulesOrders() throws {
        #expect(
            try Formatters.shared.collator(locale: "en", rules: "&a<b").sorted(["b", "a", "ab", "aa", "c", "B", "A"])
                == ["a", "A", "aa", "ab", "b", "B", "c"])
        #expect(
            try Formatters.shared.collator(locale: "en", rules: "&[before 1]a<z").sorted(["a", "z", "y", "b", "Z"])
                == ["z", "a", "b", "y", "Z"])
    }

    /// The locale's tailoring applies before the rules: Swedish ä stays
    /// after z, traditional Spanish ch after c.
    @Test func theLocalesTailoringStays() throws {
        #expect(
            try Formatters.shared.collator(locale: "sv", rules: "&a<b").sorted(["z", "ä", "a", "b", "ö", "å"])
                == ["a", "b", "z", "å", "ä", "ö"])
        #expect(
            try Formatters.shared.collator(locale: "es-u-co-trad", rules: "&n<m")
                .sorted(["chico", "cuna", "n", "m", "ñ", "o"]) == ["cuna", "chico", "n", "m", "ñ", "o"])
    }

    /// The locale's keywords (`-u-kn-`) and the options apply on top of the
    /// rules; an option overrides the rules' own setting.
    @Test func keywordsAndOptionsApplyOnTop() throws {
        #expect(
            try Formatters.shared.collator(locale: "en-u-kn", rules: "&a<b").sorted(["a10", "a2", "b1", "a1"])
                == ["a1", "a2", "a10", "b1"])
        #expect(
            try Formatters.shared.collator(locale: "en", numeric: true, rules: "&a<b").sorted(["a10", "a2"])
                == ["a2", "a10"])
        let cased = "&c<ch<<<Ch"
        #expect(try Formatters.shared.collator(locale: "en", rules: cased).compare("ch", "Ch") == .orderedAscending)
        #expect(
            try Formatters.shared.collator(locale: "en", strength: .primary, rules: cased).compare("ch", "Ch")
                == .orderedSame)
        #expect(
            try Formatters.shared.collator(locale: "en", rules: "[strength 1]" + cased).compare("ch", "Ch")
                == .orderedSame)
        #expect(
            try Formatters.shared.collator(locale: "en", strength: .tertiary, rules: "[strength 1]" + cased)
                .compare("ch", "Ch") == .orderedAscending)
        #expect(
            try Formatters.shared.collator(locale: "en", rules: "[caseFirst upper]" + cased).compare("ch", "Ch")
                == .orderedDescending)
        let primary = try Formatters.shared.collator(locale: "en", strength: .primary, rules: "&c<ch")
        #expect(primary.compare("ch", "CH") == .orderedDescending)
        #expect(primary.compare("cz", "ch") == .orderedAscending)
        let shifted = try Formatters.shared.collator(locale: "en", alternate: .shifted, rules: "&a<b")
        #expect(shifted.compare("b-a", "ba") == .orderedSame)
        #expect(shifted.compare("b-a", "ab") == .orderedDescending)
        #expect(
            try Formatters.shared.collator(locale: "en", rules: "&a<b").compare("b-a", "ba") == .orderedAscending)
    }

    @Test func sortKeys() throws {
        func key(_ locale: String, _ rules: String, _ text: String) throws -> String {
            try Formatters.shared.collator(locale: locale, rules: rules).sortKeyHex(for: text)
        }
        #expect(try key("en", "&a<b", "b") == ICUExpected.icu([72: "2b020105010500", 76: "2c020105010500"]))
        #expect(try key("en", "&a<b", "ab") == ICUExpected.icu([72: "2a2b020106010600", 76: "2b2c020106010600"]))
        #expect(try key("en", "&[before 1]a<z", "z") == ICUExpected.icu([72: "29030105010500", 76: "2a030105010500"]))
        #expect(try key("en", "&c<ch", "ch") == ICUExpected.icu([72: "2f020105010500", 76: "30020105010500"]))
        #expect(try key("sv", "&a<b", "ä") == ICUExpected.icu([72: "5d77030105010500", 76: "5e77030105010500"]))
    }

    /// Rules ICU rejects are `invalidPattern`, the message placing ICU's
    /// `UParseError` offset (ucol_openRules: 5 for the first, 2, 0, 16 and 0
    /// for the others) in the rules given, whatever the locale adds.
    @Test(arguments: [
        ("&a<b\n&[foo]x<y", "at line 2, column 1 (near \"&[foo]x<y\")"),
        ("&a<", "at line 1, column 3"),
        ("a<b", "at line 1, column 1 (near \"a<b\")"),
        ("&a<b<<<ä &x<<<<y<<<<<z", "at line 1, column 17 (near \"<<<<<z\")"),
        ("&[before 4]a<b", "at line 1, column 1 (near \"&[before 4]a<b\")"),
    ])
    func badRulesAreInvalidPattern(rules: String, position: String) {
        for locale in ["en", "sv", "zh"] {
            #expect {
                _ = try Collator(Collator.Options(locale: locale, rules: rules))
            } throws: { error in
                guard let error = error as? LocaleFormatError else { return false }
                return error.code == .invalidPattern && error.message.contains(position)
                    && error.icuErrorName == "U_INVALID_FORMAT_ERROR"
            }
        }
    }

    @Test func rulesAreLimited() throws {
        let atLimit = String(repeating: "&a<b", count: Collator.maximumRulesLength / 4)
        #expect(atLimit.utf8.count == Collator.maximumRulesLength)
        #expect(try Collator(Collator.Options(locale: "en", rules: atLimit)).compare("b", "c") == .orderedAscending)
        #expect(throws: LocaleFormatError.self) {
            try Collator(Collator.Options(locale: "en", rules: atLimit + " "))
        }
        do {
            _ = try Collator(Collator.Options(locale: "en", rules: atLimit + " "))
        } catch {
            #expect(error.code == .limitExceeded)
        }
    }

    /// The rules are part of the cache key: equal rules share a collator,
    /// other rules do not.
    @Test func rulesKeyTheCache() throws {
        let formatters = Formatters(capacity: 8)
        let first = try formatters.collator(locale: "en", rules: "&a<b")
        #expect(try formatters.collator(locale: "en", rules: "&a<b") === first)
        #expect(try formatters.collator(locale: "en", rules: "&a<c") !== first)
        #expect(try formatters.collator(locale: "en") !== first)
        #expect(try formatters.collator(locale: "en", rules: "&a<c").compare("c", "b") == .orderedAscending)
    }
}
