import Testing

@testable import LocaleFormat

// Every expectation here was computed with PyICU 72.1 (ICU 72.1), not with
// LocaleFormat: icu.Collator.createInstance(icu.Locale.forLanguageTag(tag)).

@Suite("Collator")
struct CollatorTests {
    // MARK: Orderings that define a language

    @Test func swedishSortsÄAfterZ() throws {
        let swedish = try Formatters.shared.collator(locale: "sv")
        #expect(swedish.compare("ä", "z") == .orderedDescending)
        #expect(try swedish.sorted(["ö", "z", "ä", "å", "a"]) == ["a", "z", "å", "ä", "ö"])
    }

    @Test func germanSortsÄWithA() throws {
        let german = try Formatters.shared.collator(locale: "de")
        #expect(german.compare("ä", "z") == .orderedAscending)
        #expect(german.compare("ä", "b") == .orderedAscending)
        #expect(try german.sorted(["ö", "z", "ä", "å", "a"]) == ["a", "å", "ä", "ö", "z"])
    }

    @Test func finnishSortsVAndWApartAndÅÄÖLast() throws {
        let finnish = try Formatters.shared.collator(locale: "fi")
        #expect(try finnish.sorted(["ö", "z", "ä", "å", "a", "v", "w"]) == ["a", "v", "w", "z", "å", "ä", "ö"])
    }

    @Test func germanPhonebookReadsUmlautsAsE() throws {
        let names = ["Muffe", "Müller", "Mukler"]
        #expect(try Formatters.shared.collator(locale: "de").sorted(names) == ["Muffe", "Mukler", "Müller"])
        #expect(
            try Formatters.shared.collator(locale: "de-u-co-phonebk").sorted(names) == ["Müller", "Muffe", "Mukler"])
        #expect(
            try Formatters.shared.collator(locale: "de@collation=phonebook").sorted(names) == [
                "Müller", "Muffe", "Mukler",
            ])
        #expect(
            try Formatters.shared.collator(locale: "de-u-co-phonebk", strength: .primary).compare("ä", "ae")
                == .orderedSame)
        #expect(
            try Formatters.shared.collator(locale: "de", strength: .primary).compare("ä", "ae") == .orderedAscending)
    }

    @Test func lithuanianSortsYWithI() throws {
        let lithuanian = try Formatters.shared.collator(locale: "lt")
        #expect(lithuanian.compare("y", "j") == .orderedAscending)
        #expect(lithuanian.compare("y", "i") == .orderedDescending)
        #expect(try lithuanian.sorted(["j", "y", "i", "k"]) == ["i", "y", "j", "k"])
        #expect(try Formatters.shared.collator(locale: "en").sorted(["j", "y", "i", "k"]) == ["i", "j", "k", "y"])
    }

    @Test func traditionalSpanishSortsChAndLlApart() throws {
        let traditional = try Formatters.shared.collator(locale: "es-u-co-trad")
        #expect(try traditional.sorted(["chico", "cuna", "dedo"]) == ["cuna", "chico", "dedo"])
        #expect(try traditional.sorted(["llama", "luz", "lz"]) == ["luz", "lz", "llama"])
        #expect(traditional.compare("ch", "cz") == .orderedDescending)
        let modern = try Formatters.shared.collator(locale: "es")
        #expect(try modern.sorted(["chico", "cuna", "dedo"]) == ["chico", "cuna", "dedo"])
        #expect(modern.compare("ch", "cz") == .orderedAscending)
        #expect(
            try Formatters.shared.collator(locale: "es_ES@collation=traditional").compare("ch", "cz")
                == .orderedDescending)
    }

    @Test func danishSortsUpperCaseFirst() throws {
        let danish = try Formatters.shared.collator(locale: "da")
        #expect(try danish.sorted(["a", "A", "b", "B"]) == ["A", "a", "B", "b"])
        #expect(try danish.sorted(["aa", "Aa", "z"]) == ["z", "Aa", "aa"])
        #expect(try Formatters.shared.collator(locale: "en").sorted(["a", "A", "b", "B"]) == ["a", "A", "b", "B"])
        // An explicit caseFirst overrides the tailoring; an absent one keeps it.
        let off = try Formatters.shared.collator(locale: "da", caseFirst: .off)
        #expect(try off.sorted(["a", "A", "b", "B"]) == ["a", "A", "b", "B"])
        let strengthOnly = try Formatters.shared.collator(locale: "da", strength: .tertiary)
        #expect(try strengthOnly.sorted(["a", "A", "b", "B"]) == ["A", "a", "B", "b"])
    }

    @Test func japaneseKanaAndKanji() throws {
        let japanese = try Formatters.shared.collator(locale: "ja")
        #expect(try japanese.sorted(["カ", "か", "が", "あ", "ア"]) == ["あ", "ア", "カ", "か", "が"])
        #expect(try japanese.sorted(["日本", "にほん", "ニホン", "東京"]) == ["にほん", "ニホン", "東京", "日本"])
    }

    @Test func chinesePinyinVersusStroke() throws {
        let surnames = ["张", "王", "李", "赵", "刘"]
        #expect(try Formatters.shared.collator(locale: "zh").sorted(surnames) == ["李", "刘", "王", "张", "赵"])
        #expect(try Formatters.shared.collator(locale: "zh-u-co-stroke").sorted(surnames) == ["王", "刘", "张", "李", "赵"])
        let numerals = ["中", "国", "人", "一", "二"]
        #expect(try Formatters.shared.collator(locale: "zh").sorted(numerals) == ["二", "国", "人", "一", "中"])
        #expect(try Formatters.shared.collator(locale: "zh-u-co-stroke").sorted(numerals) == ["一", "二", "人", "中", "国"])
    }

    @Test func canadianFrenchComparesAccentsFromTheEnd() throws {
        let words = ["cote", "côte", "coté", "côté"]
        #expect(try Formatters.shared.collator(locale: "fr").sorted(words) == ["cote", "coté", "côte", "côté"])
        #expect(try Formatters.shared.collator(locale: "fr-CA").sorted(words) == ["cote", "côte", "coté", "côté"])
    }

    // MARK: Options

    @Test func optionsChangeComparisons() throws {
        #expect(try Formatters.shared.collator(locale: "en").compare("a", "A") == .orderedAscending)
        #expect(try Formatters.shared.collator(locale: "en", caseFirst: .upper).compare("a", "A") == .orderedDescending)
        #expect(try Formatters.shared.collator(locale: "en").compare("a2", "a10") == .orderedDescending)
        #expect(try Formatters.shared.collator(locale: "en", numeric: true).compare("a2", "a10") == .orderedAscending)
        #expect(
            try Formatters.shared.collator(locale: "en", numeric: true).sorted(["a10", "a2", "a1"]) == [
                "a1", "a2", "a10",
            ])
        #expect(try Formatters.shared.collator(locale: "en").compare("e-mail", "email") == .orderedAscending)
        #expect(
            try Formatters.shared.collator(locale: "en", alternate: .shifted).compare("e-mail", "email") == .orderedSame
        )
        #expect(
            try Formatters.shared.collator(locale: "de", strength: .primary).compare("Äpfel", "apfel") == .orderedSame)
    }

    @Test func effectiveOptionsReportTheTailoring() throws {
        #expect(try Formatters.shared.collator(locale: "da").effectiveOptions.caseFirst == .upper)
        #expect(try Formatters.shared.collator(locale: "mt").effectiveOptions.caseFirst == .upper)
        #expect(try Formatters.shared.collator(locale: "th").effectiveOptions.alternate == .shifted)
        let english = try LocaleIdentifier("en"), thai = try LocaleIdentifier("th")
        #expect(
            try Formatters.shared.collator(locale: "en").effectiveOptions
                == .init(
                    locale: english, strength: .tertiary, numeric: false, caseFirst: .off, alternate: .nonIgnorable,
                    normalization: true))
        let set = try Formatters.shared.collator(
            locale: "th", strength: .primary, numeric: true, caseFirst: .lower, alternate: .nonIgnorable)
        #expect(
            set.effectiveOptions
                == .init(
                    locale: thai, strength: .primary, numeric: true, caseFirst: .lower, alternate: .nonIgnorable,
                    normalization: true))
        #expect(
            set.options
                == .init(locale: thai, strength: .primary, numeric: true, caseFirst: .lower, alternate: .nonIgnorable))
    }

    @Test func orderMapsToProtocolIntegers() {
        #expect(Collator.Order.orderedAscending.rawValue == -1)
        #expect(Collator.Order.orderedSame.rawValue == 0)
        #expect(Collator.Order.orderedDescending.rawValue == 1)
    }

    @Test func optionValuesAreTheProtocolSpellings() {
        #expect(
            Collator.Strength.allCases.map(\.rawValue) == [
                "primary", "secondary", "tertiary", "quaternary", "identical",
            ])
        #expect(Collator.CaseFirst.allCases.map(\.rawValue) == ["upper", "lower", "off"])
        #expect(Collator.Alternate.allCases.map(\.rawValue) == ["nonIgnorable", "shifted"])
        #expect(Collator.Strength(rawValue: "Primary") == nil)
    }

    @Test func optionsAreUsableAsCacheKeys() throws {
        let swedish = try LocaleIdentifier("sv")
        let a = Collator.Options(locale: swedish, strength: .primary, numeric: true)
        let b = Collator.Options(
            locale: try LocaleIdentifier("sv_SE").setting(keyword: "x", to: nil), strength: .primary, numeric: true)
        let c = Collator.Options(locale: swedish, strength: .primary, numeric: false)
        #expect(a.hashValue == a.hashValue && a.cacheHash == a.cacheHash)
        #expect(a != b)  // another locale
        #expect(a != c)
        // Absent is not "off".
        #expect(Collator.Options(locale: swedish) != Collator.Options(locale: swedish, numeric: false))
        let again = Collator.Options(locale: try LocaleIdentifier("sv"), strength: .primary, numeric: true)
        #expect(a == again && a.hashValue == again.hashValue && a.cacheHash == again.cacheHash)
    }

    // MARK: The generated table: 15 locales × 13 option sets

    @Test(arguments: collationCases)
    func table(_ testCase: CollationCase) throws {
        let collator = try testCase.options.collator(locale: testCase.locale)
        #expect(try collator.sorted(testCase.input) == testCase.sorted)
        let neighbours = zip(testCase.input, testCase.input.dropFirst()).map { collator.compare($0, $1).rawValue }
        #expect(neighbours == testCase.neighbours)
        // A comparator sort agrees with the sort-key sort.
        let byCompare = testCase.input.enumerated().sorted { x, y in
            switch collator.compare(x.element, y.element) {
            case .orderedAscending: true
            case .orderedDescending: false
            case .orderedSame: x.offset < y.offset
            }
        }.map(\.element)
        #expect(byCompare == testCase.sorted)
    }

    @Test func tableCoversTwelveLocalesAndEveryOption() {
        #expect(Set(collationCases.map(\.locale)).count >= 12)
        let options = collationCases.map(\.options)
        for strength in Collator.Strength.allCases { #expect(options.contains { $0.strength == strength }) }
        for caseFirst in Collator.CaseFirst.allCases { #expect(options.contains { $0.caseFirst == caseFirst }) }
        for alternate in Collator.Alternate.allCases { #expect(options.contains { $0.alternate == alternate }) }
        #expect(options.contains { $0.numeric == true } && options.contains { $0.numeric == false })
    }

    // MARK: Errors and edges

    @Test func malformedLocaleIsInvalidLocale() {
        #expect(throws: LocaleFormatError.self) { try Formatters.shared.collator(locale: "sv!") }
        do {
            _ = try Formatters.shared.collator(locale: "")
            Issue.record("expected invalidLocale")
        } catch {
            #expect(error.code == .invalidLocale)  // typed throws: no cast
        }
    }

    @Test func unknownLocaleUsesRootOrder() throws {
        // xx has no tailoring: Unicode's default order (root), as in "en".
        let unknown = try Formatters.shared.collator(locale: "xx-YY")
        #expect(unknown.compare("ä", "z") == .orderedAscending)
        #expect(try unknown.sorted(["b", "A", "a"]) == ["a", "A", "b"])
    }

    @Test func emptyAndEqualStrings() throws {
        let collator = try Formatters.shared.collator(locale: "en")
        #expect(collator.compare("", "") == .orderedSame)
        #expect(collator.compare("", "a") == .orderedAscending)
        #expect(try collator.sorted([]) == [])
        #expect(try collator.sorted(["x"]) == ["x"])
        // NFC and NFD spellings of é are equal, and a stable sort keeps them in order.
        let nfc = "caf\u{E9}", nfd = "cafe\u{301}"
        #expect(collator.compare(nfc, nfd) == .orderedSame)
        #expect(
            try collator.sorted([nfd, nfc]).map { Array($0.unicodeScalars) } == [
                Array(nfd.unicodeScalars), Array(nfc.unicodeScalars),
            ])
        #expect(
            try collator.sorted([nfc, nfd]).map { Array($0.unicodeScalars) } == [
                Array(nfc.unicodeScalars), Array(nfd.unicodeScalars),
            ])
    }

    @Test func stableSortKeepsTiesInInputOrder() throws {
        let primary = try Formatters.shared.collator(locale: "en", strength: .primary)
        #expect(try primary.sorted(["b", "A", "a", "B", "á", "a"]) == ["A", "a", "á", "a", "b", "B"])
    }
}

@Suite("Collator locale keywords")
struct CollatorLocaleKeywordTests {
    // PyICU 72.1: Collator.createInstance(Locale.forLanguageTag("en-u-kn")) etc.
    @Test func collationKeywordsInTheLocaleApplyUnlessAnOptionOverrides() throws {
        #expect(try Formatters.shared.collator(locale: "en-u-kn").compare("a2", "a10") == .orderedAscending)
        #expect(
            try Formatters.shared.collator(locale: "en-u-kn", numeric: false).compare("a2", "a10") == .orderedDescending
        )
        #expect(try Formatters.shared.collator(locale: "en-u-kf-upper").compare("a", "A") == .orderedDescending)
        #expect(try Formatters.shared.collator(locale: "en-u-ks-level1").compare("a", "A") == .orderedSame)
    }

    @Test func theLocaleLabelTakesBothForms() throws {
        let formatters = Formatters(capacity: 8)
        let swedish = try LocaleIdentifier("sv")
        #expect(try formatters.collator(locale: swedish).compare("ä", "z") == .orderedDescending)
        #expect(try formatters.collator(locale: swedish) === formatters.collator(Collator.Options(locale: swedish)))
        #expect(try Collator.Options(locale: "sv", numeric: true) == Collator.Options(locale: swedish, numeric: true))
        #expect(throws: LocaleFormatError.self) { try Collator.Options(locale: "sv--SE") }
    }
}
