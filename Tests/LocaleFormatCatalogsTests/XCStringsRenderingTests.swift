import Foundation
import LocaleFormat
import LocaleFormatTestSupport
import Testing

@testable import LocaleFormatCatalogs

/// `.xcstrings` entries rendered: plural categories written by hand from
/// CLDR's rules (ru, pl, uk, ar, cy), Apple's zero rule, device variations,
/// substitutions, key-as-value, `shouldTranslate`, fallback. The numbers in
/// the texts are ICU's (unumf `precision-integer`, and `uplrules_select` for
/// the category), from ICU 72.1 and 76.1 (`.icu([72: …, 76: …])` where they
/// differ: CLDR 46 writes `ar` with Latin digits) by
/// Scripts/icu-versions/oracle-misc.py.
@Suite struct XCStringsRenderingTests {
    static func plural(_ forms: [(String, String)]) -> String {
        let cases = forms.map { "\"\($0.0)\": \(Fixture.unit($0.1))" }.joined(separator: ", ")
        return "{\"variations\": {\"plural\": {\(cases)}}}"
    }

    static let document = Fixture.xcstrings(
        #"""
        "%lld files": {"localizations": {
            "en": \#(plural([("one", "%lld file"), ("other", "%lld files")])),
            "ru": \#(plural([("one", "%lld файл"), ("few", "%lld файла"), ("many", "%lld файлов"), ("other", "%lld файла*")])),
            "pl": \#(plural([("one", "%lld plik"), ("few", "%lld pliki"), ("many", "%lld plików"), ("other", "%lld pliku")])),
            "uk": \#(plural([("one", "%lld файл"), ("few", "%lld файли"), ("many", "%lld файлів"), ("other", "%lld файлу")])),
            "ar": \#(plural([("zero", "zero %lld"), ("one", "one %lld"), ("two", "two %lld"), ("few", "few %lld"), ("many", "many %lld"), ("other", "other %lld")])),
            "cy": \#(plural([("zero", "zero"), ("one", "one"), ("two", "two"), ("few", "few"), ("many", "many"), ("other", "other")])),
            "de": \#(plural([("one", "%lld Datei")]))
        }},
        "zero rule": {"localizations": {
            "en": \#(plural([("zero", "No files"), ("one", "%lld file"), ("other", "%lld files")]))
        }},
        "miles": {"localizations": {
            "en": \#(plural([("one", "%.1f mile"), ("other", "%.1f miles")])),
            "ru": \#(plural([("one", "%.1f миля"), ("few", "%.1f мили"), ("many", "%.1f миль"), ("other", "%.1f мили*")]))
        }},
        "tap": {"localizations": {
            "en": {"variations": {"device": {"iphone": \#(Fixture.unit("Tap")), "mac": \#(Fixture.unit("Click")), "other": \#(Fixture.unit("Press"))}}},
            "de": {"variations": {"device": {"mac": \#(Fixture.unit("Klicken")), "ipad": \#(Fixture.unit("Tippen"))}}},
            "fr": {"variations": {"device": {"iphone": {"variations": {"plural": {"one": \#(Fixture.unit("%lld touche")), "other": \#(Fixture.unit("%lld touches"))}}}}}}
        }},
        "followers": {"localizations": {
            "en": {"stringUnit": {"state": "translated", "value": "%#@people@ follow %2$@"},
                   "substitutions": {"people": {"argNum": 1, "formatSpecifier": "lld",
                       "variations": {"plural": {"one": \#(Fixture.unit("%arg person")), "other": \#(Fixture.unit("%arg people"))}}}}},
            "ru": {"stringUnit": {"state": "translated", "value": "На %2$@ подписаны %#@people@"},
                   "substitutions": {"people": {"formatSpecifier": "lld",
                       "variations": {"plural": {"one": \#(Fixture.unit("%arg человек")), "few": \#(Fixture.unit("%arg человека")), "many": \#(Fixture.unit("%arg человек")), "other": \#(Fixture.unit("%arg человека"))}}}}}
        }},
        "%lld key as value": {"comment": "no localization at all"},
        "Only English": {"localizations": {"en": \#(Fixture.unit("Only English"))}},
        "Brand": {"shouldTranslate": false, "localizations": {"en": \#(Fixture.unit("IceBrand")), "de": \#(Fixture.unit("Eismarke"))}},
        "Empty": {"localizations": {"en": \#(Fixture.unit("")), "de": \#(Fixture.unit(""))}},
        "Hello": {"extractionState": "manual", "futureField": [1, 2], "localizations": {
            "en": \#(Fixture.unit("Hello")), "de": \#(Fixture.unit("Hallo", state: "needs_review")),
            "pt-BR": \#(Fixture.unit("Olá")), "zh_TW": \#(Fixture.unit("你好"))}}
        """#)

    let catalog: Catalog
    let fixture = Fixture()

    init() throws {
        catalog = try Catalog(path: fixture.write("App/Localizable.xcstrings", Self.document))
    }

    func text(_ key: String, _ languages: [String], _ arguments: [CatalogArgument] = [], device: Device = .other)
        throws -> String
    {
        try catalog.render(key: key, languages: languages, arguments: arguments, device: device).text
    }

    @Test(
        arguments: [
            ("ru", 1, "1 файл"), ("ru", 2, "2 файла"), ("ru", 4, "4 файла"), ("ru", 5, "5 файлов"),
            ("ru", 11, "11 файлов"),
            ("ru", 21, "21 файл"), ("ru", 22, "22 файла"), ("ru", 0, "0 файлов"),
            ("pl", 1, "1 plik"), ("pl", 3, "3 pliki"), ("pl", 5, "5 plików"), ("pl", 12, "12 plików"),
            ("pl", 22, "22 pliki"),
            ("uk", 1, "1 файл"), ("uk", 22, "22 файли"), ("uk", 23, "23 файли"), ("uk", 24, "24 файли"),
            ("uk", 25, "25 файлів"),
            ("uk", 11, "11 файлів"),
            ("ar", 0, .icu([72: "zero ٠", 76: "zero 0"])), ("ar", 1, .icu([72: "one ١", 76: "one 1"])),
            ("ar", 2, .icu([72: "two ٢", 76: "two 2"])), ("ar", 3, .icu([72: "few ٣", 76: "few 3"])),
            ("ar", 10, .icu([72: "few ١٠", 76: "few 10"])), ("ar", 11, .icu([72: "many ١١", 76: "many 11"])),
            ("ar", 99, .icu([72: "many ٩٩", 76: "many 99"])), ("ar", 100, .icu([72: "other ١٠٠", 76: "other 100"])),
            ("cy", 0, "zero"), ("cy", 1, "one"), ("cy", 2, "two"), ("cy", 3, "few"), ("cy", 6, "many"),
            ("cy", 4, "other"),
            ("en", 1, "1 file"), ("en", 0, "0 files"), ("en", 1234, "1,234 files"),
        ] as [(String, Int, ICUExpected)])
    func pluralCategories(language: String, count: Int, expected: ICUExpected) throws {
        #expect(try text("%lld files", [language], [.integer(count)]) == expected)
    }

    @Test func floatOperandsAreDoubles() throws {
        // 1.0 is `one` in English as a double (Docs/Catalogs.md, "Resolved ambiguities"), 1.5 `other`.
        #expect(try text("miles", ["en"], [1.0]) == "1.0 mile")
        #expect(try text("miles", ["en"], [1.5]) == "1.5 miles")
        // Russian: 1.5 is `other`, 21 `one`.
        #expect(try text("miles", ["ru"], [1.5]) == "1,5 мили*")
        #expect(try text("miles", ["ru"], [21]) == "21,0 миля")
    }

    /// An integer written otherwise than as its digits is that integer: the
    /// plural operand and the printed number are the integer's, as C's
    /// `printf` and `uplrules_select` see it.
    @Test func integersWrittenOtherwise() throws {
        #expect(try text("%lld files", ["en"], ["-0"]) == "0 files")
        #expect(try text("%lld files", ["ru"], ["021"]) == "21 файл")
    }

    /// Keys are compared as bytes: U+212A KELVIN SIGN is canonically
    /// equivalent to `K` (its decomposition, Unicode's UnicodeData.txt) but
    /// is not the key `OK`.
    @Test func anEquivalentSpellingOfAnASCIIKeyIsNotIt() throws {
        let fixture = Fixture()
        let json = Fixture.xcstrings(#""OK": {"localizations": {"en": \#(Fixture.unit("Fine"))}}"#)
        let app = try Catalog(path: fixture.write("Localizable.xcstrings", json))
        #expect(try app.render(key: "OK", languages: ["en"]).text == "Fine")
        #expect(throws: LocaleFormatError.self) { try app.render(key: "O\u{212A}", languages: ["en"]) }
        do {
            _ = try app.render(key: "O\u{212A}", languages: ["en"])
        } catch {
            #expect(error.code == .unknownKey)
        }
    }

    @Test func applesZeroRule() throws {
        #expect(try text("zero rule", ["en"], [0]) == "No files")
        #expect(try text("zero rule", ["en"], [1]) == "1 file")
        #expect(try text("zero rule", ["en"], [2]) == "2 files")
    }

    @Test func aMissingCategoryWithoutOtherFallsBack() throws {
        let result = try catalog.render(key: "%lld files", languages: ["de"], arguments: [5])
        #expect(result == RenderedString(text: "5 files", localization: "en", fallback: true))
        let one = try catalog.render(key: "%lld files", languages: ["de"], arguments: [1])
        #expect(one == RenderedString(text: "1 Datei", localization: "de", fallback: false))
        let error = try #require(throws: LocaleFormatError.self) {
            try catalog.render(key: "%lld files", languages: ["de"], arguments: [5], strict: true)
        }
        #expect(error.code == .missingTranslation)
    }

    @Test func deviceVariations() throws {
        #expect(try text("tap", ["en"], device: .iphone) == "Tap")
        #expect(try text("tap", ["en"], device: .mac) == "Click")
        #expect(try text("tap", ["en"], device: .ipad) == "Press")  // the device absent: `other`
        #expect(try text("tap", ["en"]) == "Press")
        // No `other`: the first present of iphone, ipad, ipod, mac, ….
        #expect(try text("tap", ["de"], device: .applewatch) == "Tippen")
        #expect(try text("tap", ["de"], device: .mac) == "Klicken")
        // device → plural, two levels.
        #expect(try text("tap", ["fr"], [1], device: .iphone) == "1 touche")
        #expect(try text("tap", ["fr"], [3], device: .iphone) == "3 touches")
    }

    @Test func substitutionsTakeTheCountersArgument() throws {
        #expect(try text("followers", ["en"], [1, "Ada"]) == "1 person follow Ada")
        #expect(try text("followers", ["en"], [1234, "Ada"]) == "1,234 people follow Ada")
        // Without argNum: `%#@people@` is the first specifier without N$, so argument 1.
        #expect(try text("followers", ["ru"], [21, "Аде"]) == "На Аде подписаны 21 человек")
        #expect(try text("followers", ["ru"], [3, "Аде"]) == "На Аде подписаны 3 человека")
    }

    @Test func keyAsValueAndShouldTranslate() throws {
        let result = try catalog.render(key: "%lld key as value", languages: ["en"], arguments: [3])
        #expect(result == RenderedString(text: "3 key as value", localization: "en", fallback: false))
        let german = try catalog.render(key: "%lld key as value", languages: ["de"], arguments: [3])
        #expect(german == RenderedString(text: "3 key as value", localization: "en", fallback: true))
        #expect(try text("Brand", ["de"]) == "IceBrand")
        #expect(try text("Empty", ["de"]) == "")
    }

    @Test func languageChoice() throws {
        #expect(try catalog.render(key: "Hello", languages: ["de-AT"]).localization == "de")
        #expect(try catalog.render(key: "Hello", languages: ["pt"]).text == "Olá")
        #expect(try catalog.render(key: "Hello", languages: ["zh-Hant-TW"]).localization == "zh-TW")
        #expect(try catalog.render(key: "Hello", languages: ["ja", "de"]).text == "Hallo")
        let nothing = try catalog.render(key: "Hello", languages: ["ja"])
        #expect(nothing == RenderedString(text: "Hello", localization: "en", fallback: false))
        let fallback = try catalog.render(key: "Only English", languages: ["de"])
        #expect(fallback == RenderedString(text: "Only English", localization: "en", fallback: true))
        #expect(
            catalog.tableSummaries.first?.localizations == [
                "ar", "cy", "de", "en", "fr", "pl", "pt-BR", "ru", "uk", "zh-TW",
            ])
    }

    @Test func theFormatLocaleTakesThePreferencesRegion() throws {
        #expect(try text("%lld files", ["de-CH"], [5]) == "5 files")  // de lacks `other`…
        #expect(try text("%lld files", ["ru-UA"], [12345]) == "12\u{00A0}345 файлов")
        // ar-EG chooses ar; with ar falling back to English, numbers are en-EG: Latin digits.
        #expect(try text("Only English", ["ar-EG"]) == "Only English")
        #expect(try text("zero rule", ["ar-EG"], [1234]) == "1,234 files")
        let explicit = try catalog.render(
            key: "%lld files", languages: ["en"], arguments: [1234], formatLocale: "de-DE")
        #expect(explicit.text == "1.234 files")
    }

    @Test func errors() throws {
        func code(_ body: () throws -> RenderedString) -> LocaleFormatError.Code? {
            do {
                _ = try body()
                return nil
            } catch let error as LocaleFormatError {
                return error.code
            } catch {
                return nil
            }
        }
        #expect(code { try catalog.render(key: "nope", languages: ["en"]) } == .unknownKey)
        #expect(code { try catalog.render(table: "Other", key: "Hello", languages: ["en"]) } == .unknownKey)
        #expect(code { try catalog.render(key: "%lld files", languages: ["en"]) } == .invalidArgument)
        #expect(code { try catalog.render(key: "%lld files", languages: ["en"], arguments: ["x"]) } == .invalidArgument)
        #expect(code { try catalog.render(key: "%lld files", languages: ["en"], arguments: [1.5]) } == .invalidArgument)
        #expect(code { try catalog.render(key: "Hello", languages: ["en_US!"]) } == .invalidLocale)
        #expect(code { try catalog.render(key: "Hello", languages: []) } == .invalidOptions)
        #expect(
            code { try catalog.render(key: "Hello", languages: Array(repeating: "en", count: 33)) } == .limitExceeded)
        #expect(
            code { try catalog.render(key: "Hello", languages: ["en"], arguments: Array(repeating: 1, count: 65)) }
                == .limitExceeded)
        #expect(code { try catalog.render(key: "Hello", languages: ["en"], formatLocale: "x!") } == .invalidLocale)
        #expect(code { try catalog.render(key: "Hello", languages: ["en"], width: 0) } == .invalidOptions)
        let set = CatalogSet(["app": catalog])
        #expect(code { try set.render(catalog: "other", key: "Hello", languages: ["en"]) } == .unknownCatalog)
        #expect(try set.render(catalog: "app", key: "Hello", languages: ["de"]).text == "Hallo")
    }
}
