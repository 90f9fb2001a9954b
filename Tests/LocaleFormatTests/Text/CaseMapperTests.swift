import Testing

@testable import LocaleFormat

/// Scalars, so that tests see exact code points (String's == treats
/// canonically equivalent spellings as equal).
func scalars(_ s: String) -> [Unicode.Scalar] { Array(s.unicodeScalars) }

// Expectations here and in CaseCases.swift were computed with PyICU 72.1.

@Suite("CaseMapper")
struct CaseMapperTests {
    @Test(arguments: caseCases)
    func table(_ testCase: CaseCase) throws {
        let mapper = try Formatters.shared.caseMapper(locale: testCase.locale)
        #expect(scalars(try mapper.uppercased(testCase.text)) == scalars(testCase.upper))
        #expect(scalars(try mapper.lowercased(testCase.text)) == scalars(testCase.lower))
        #expect(scalars(try mapper.titlecased(testCase.text)) == scalars(testCase.title))
        #expect(scalars(try mapper.map(testCase.text, mode: .upper)) == scalars(testCase.upper))
        #expect(scalars(try mapper.map(testCase.text, mode: .lower)) == scalars(testCase.lower))
        #expect(scalars(try mapper.map(testCase.text, mode: .title)) == scalars(testCase.title))
    }

    /// Keywords never hide the language, and a region or script never
    /// changes it (ICU 72.1 with ucasemap_open on the base name).
    @Test func theLanguageDecidesWhateverFollowsIt() throws {
        #expect(try Formatters.shared.caseMapper(locale: "tr-u-co-standard").uppercased("i") == "İ")
        #expect(
            scalars(try Formatters.shared.caseMapper(locale: "lt-u-nu-deva").lowercased("Í"))
                == scalars("i\u{307}\u{301}"))
        #expect(try Formatters.shared.caseMapper(locale: "nl-u-nu-latn").titlecased("ijssel") == "IJssel")
        #expect(try Formatters.shared.caseMapper(locale: "az-IR").titlecased("ijssel") == "İjssel")
        #expect(try Formatters.shared.caseMapper(locale: "az-Arab-IR").uppercased("i") == "İ")
    }

    @Test func turkishAndAzeriDottedI() throws {
        #expect(try Formatters.shared.caseMapper(locale: "tr").uppercased("istanbul") == "İSTANBUL")
        #expect(try Formatters.shared.caseMapper(locale: "en").uppercased("istanbul") == "ISTANBUL")
        #expect(try Formatters.shared.caseMapper(locale: "tr").lowercased("IŞIK") == "ışık")
        #expect(try Formatters.shared.caseMapper(locale: "az").uppercased("i") == "İ")
        #expect(try Formatters.shared.caseMapper(locale: "az").lowercased("I") == "ı")
        #expect(try Formatters.shared.caseMapper(locale: "tr").uppercased("diyarbakır") == "DİYARBAKIR")
        #expect(try Formatters.shared.caseMapper(locale: "tr").lowercased("DİYARBAKIR") == "diyarbakır")
    }

    @Test func lithuanianDotAbove() throws {
        let lithuanian = try Formatters.shared.caseMapper(locale: "lt")
        #expect(scalars(try lithuanian.lowercased("Ì")) == ["i", "\u{307}", "\u{300}"])
        #expect(scalars(try Formatters.shared.caseMapper(locale: "en").lowercased("Ì")) == ["ì"])
        #expect(scalars(try lithuanian.uppercased("i\u{307}")) == ["I"])
        #expect(scalars(try Formatters.shared.caseMapper(locale: "en").uppercased("i\u{307}")) == ["I", "\u{307}"])
    }

    @Test func greekUpperCaseDropsAccents() throws {
        let greek = try Formatters.shared.caseMapper(locale: "el")
        #expect(try greek.uppercased("άδικος, κείμενο") == "ΑΔΙΚΟΣ, ΚΕΙΜΕΝΟ")
        #expect(try Formatters.shared.caseMapper(locale: "en").uppercased("άδικος") == "ΆΔΙΚΟΣ")
        #expect(try greek.lowercased("ΣΊΣΥΦΟΣ") == "σίσυφος")  // final sigma
    }

    @Test func dutchIJ() throws {
        #expect(try Formatters.shared.caseMapper(locale: "nl").titlecased("ijssel") == "IJssel")
        #expect(try Formatters.shared.caseMapper(locale: "nl").titlecased("ijsland en ijssel") == "IJsland En IJssel")
        #expect(try Formatters.shared.caseMapper(locale: "en").titlecased("ijssel") == "Ijssel")
    }

    @Test func germanSharpS() throws {
        #expect(try Formatters.shared.caseMapper(locale: "de").uppercased("ß") == "SS")
        #expect(try Formatters.shared.caseMapper(locale: "de").uppercased("straße") == "STRASSE")
        #expect(try Formatters.shared.caseMapper(locale: "de").map("ß", mode: .upper) == "SS")
        #expect(try Formatters.shared.caseMapper(locale: "de").lowercased("STRASSE") == "strasse")
    }

    @Test func titleCaseUsesWordsAndLowercasesTheRest() throws {
        #expect(try Formatters.shared.caseMapper(locale: "en").titlecased("hello wORLD") == "Hello World")
        #expect(
            try Formatters.shared.caseMapper(locale: "en").titlecased("hello wORLD o'neill") == "Hello World O'neill")
        #expect(try Formatters.shared.caseMapper(locale: "hr").titlecased("ǆemal") == "ǅemal")
    }

    @Test func modesAreTheProtocolSpellings() {
        #expect(CaseMapper.Mode.allCases.map(\.rawValue) == ["upper", "lower", "title"])
        #expect(CaseMapper.Mode(rawValue: "Upper") == nil)
    }

    @Test func emptyLongAndUnknown() throws {
        let english = try Formatters.shared.caseMapper(locale: "en")
        #expect(try english.uppercased("") == "")
        #expect(try english.titlecased("") == "")
        let long = String(repeating: "straße ", count: 2000)
        #expect(
            try Formatters.shared.caseMapper(locale: "de").uppercased(long)
                == String(repeating: "STRASSE ", count: 2000))
        #expect(try english.titlecased(long) == String(repeating: "Straße ", count: 2000))
        // A language ICU has no data for maps as the root locale does.
        #expect(try Formatters.shared.caseMapper(locale: "xx").uppercased("istanbul ß") == "ISTANBUL SS")
        #expect(errorCode { _ = try Formatters.shared.caseMapper(locale: "tr!") } == .invalidLocale)
    }
}
