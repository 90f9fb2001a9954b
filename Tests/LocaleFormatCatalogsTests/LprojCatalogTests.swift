import Foundation
import LocaleFormat
import LocaleFormatTestSupport
import Testing

@testable import LocaleFormatCatalogs

/// `.lproj` folders: `.strings` and `.stringsdict` (XML and binary), Base and
/// the development language, legacy and ICU language names, width and
/// device rules.
@Suite struct LprojCatalogTests {
    let fixture = Fixture()
    let catalog: Catalog

    init() throws {
        fixture.writePlist("Info.plist", ["CFBundleDevelopmentRegion": "de"])
        fixture.write("Res/Base.lproj/Shop.strings", "\"Cart\" = \"Base cart\";\n\"Only base\" = \"From Base\";")
        fixture.write("Res/de.lproj/Shop.strings", "\"Cart\" = \"Warenkorb\";")
        fixture.write("Res/English.lproj/Shop.strings", Fixture.utf16("\"Cart\" = \"Cart\";", bigEndian: false))
        fixture.write("Res/pt_BR.lproj/Shop.strings", Fixture.utf16("\"Cart\" = \"Carrinho\";", bigEndian: true))
        fixture.write("Res/ru.lproj/Shop.strings", "\"Cart\" = \"Корзина\";\n\"%d items\" = \"strings loses\";")
        fixture.writePlist(
            "Res/ru.lproj/Shop.stringsdict",
            [
                "%d items": Fixture.pluralEntry(
                    "%#@items@ в %@", variable: "items",
                    ["one": "%d товар", "few": "%d товара", "many": "%d товаров", "other": "%d товара"]),
                "Welcome": [
                    "NSStringVariableWidthRuleType": ["10": "Привет", "30": "Здравствуйте", "60": "Добро пожаловать"]
                ],
                "Press": [
                    "NSStringDeviceSpecificRuleType": [
                        "mac": "Нажмите",
                        "iphone": Fixture.pluralEntry(
                            "%#@n@", variable: "n", ["one": "%d касание", "other": "%d касания"]),
                    ]
                ],
                "Two": [
                    "NSStringLocalizedFormatKey": "%#@a@ и %#@b@",
                    "a": [
                        "NSStringFormatSpecTypeKey": "NSStringPluralRuleType", "NSStringFormatValueTypeKey": "d",
                        "one": "%d яблоко", "many": "%d яблок", "other": "%d яблока",
                    ],
                    "b": [
                        "NSStringFormatSpecTypeKey": "NSStringPluralRuleType", "NSStringFormatValueTypeKey": "d",
                        "one": "%d груша", "many": "%d груш", "other": "%d груши",
                    ],
                ],
            ], binary: true)
        fixture.writePlist(
            "Res/ar.lproj/Shop.stringsdict",
            [
                "%d items": Fixture.pluralEntry(
                    "%#@items@", variable: "items",
                    [
                        "zero": "لا عناصر", "one": "عنصر", "two": "عنصران", "few": "%d عناصر", "many": "%d عنصرًا",
                        "other": "%d عنصر",
                    ])
            ])
        catalog = try Catalog(path: fixture.root)
    }

    func render(
        _ key: String, _ languages: [String], _ arguments: [CatalogArgument] = [], width: Int? = nil,
        device: Device = .other
    )
        throws -> RenderedString
    {
        try catalog.render(
            table: "Shop", key: key, languages: languages, arguments: arguments, device: device, width: width)
    }

    @Test func baseIsTheDevelopmentLanguageFromInfoPlist() throws {
        #expect(catalog.developmentLanguage == "de")
        // de.lproj wins over Base.lproj; Base fills the keys de.lproj lacks.
        #expect(try render("Cart", ["de"]).text == "Warenkorb")
        #expect(
            try render("Only base", ["de"]) == RenderedString(text: "From Base", localization: "de", fallback: false))
        #expect(
            try render("Only base", ["ru"]) == RenderedString(text: "From Base", localization: "de", fallback: true))
        #expect(try render("Cart", ["ja"]).localization == "de")  // nothing matches: the development language
    }

    @Test func languageNamesAndEncodings() throws {
        #expect(try render("Cart", ["en-US"]) == RenderedString(text: "Cart", localization: "en", fallback: false))
        #expect(
            try render("Cart", ["pt-BR"]) == RenderedString(text: "Carrinho", localization: "pt-BR", fallback: false))
        let summary = try #require(catalog.tableSummaries.first { $0.name == "Shop" })
        // Code-point order of the spellings: English, ar, de (Base), pt_BR, ru.
        #expect(summary.localizations == ["en", "ar", "de", "pt-BR", "ru"])
    }

    @Test func stringsdictWinsAndPlurals() throws {
        #expect(try render("%d items", ["ru"], [1, "корзине"]).text == "1 товар в корзине")
        #expect(try render("%d items", ["ru"], [3, "корзине"]).text == "3 товара в корзине")
        #expect(try render("%d items", ["ru"], [25, "корзине"]).text == "25 товаров в корзине")
        #expect(try render("Two", ["ru"], [1, 5]).text == "1 яблоко и 5 груш")
        #expect(try render("Two", ["ru"], [5, 1]).text == "5 яблок и 1 груша")
        #expect(try render("%d items", ["ar"], [0]).text == "لا عناصر")
        #expect(try render("%d items", ["ar"], [2]).text == "عنصران")
        // The numbers: ICU's unumf `precision-integer` for ar, from ICU 72.1 and 76.1
        // (CLDR 46 writes ar with Latin digits), by Scripts/icu-versions/oracle-misc.py.
        #expect(try render("%d items", ["ar"], [3]).text == ICUExpected.icu([72: "٣ عناصر", 76: "3 عناصر"]))
        #expect(try render("%d items", ["ar"], [11]).text == ICUExpected.icu([72: "١١ عنصرًا", 76: "11 عنصرًا"]))
    }

    @Test func widthVariations() throws {
        #expect(try render("Welcome", ["ru"]).text == "Добро пожаловать")  // no width: the largest
        #expect(try render("Welcome", ["ru"], width: 30).text == "Здравствуйте")
        #expect(try render("Welcome", ["ru"], width: 59).text == "Здравствуйте")
        #expect(try render("Welcome", ["ru"], width: 10_000).text == "Добро пожаловать")
        #expect(try render("Welcome", ["ru"], width: 3).text == "Привет")  // none ≤ 3: the smallest
    }

    @Test func deviceThenPlural() throws {
        #expect(try render("Press", ["ru"], [2], device: .iphone).text == "2 касания")
        #expect(try render("Press", ["ru"], [1], device: .iphone).text == "1 касание")
        #expect(try render("Press", ["ru"], [1], device: .mac).text == "Нажмите")
        // Neither ipad nor other: the first present in iphone, ipad, ipod, mac, ….
        #expect(try render("Press", ["ru"], [1], device: .ipad).text == "1 касание")
    }
}

/// Load errors name the file, and the line and column in text files.
@Suite struct LoadErrorTests {
    func loadError(_ build: (Fixture) -> Void) throws -> CatalogLoadError {
        let fixture = Fixture()
        build(fixture)
        return try #require(throws: CatalogLoadError.self) { try Catalog(path: fixture.root) }
    }

    @Test func aTableInBothFormats() throws {
        let error = try loadError {
            $0.write("Localizable.xcstrings", Fixture.xcstrings("\"a\": {}"))
            $0.write("en.lproj/Localizable.strings", "\"a\" = \"b\";")
        }
        #expect(error.code == .invalidCatalog)
        #expect(error.message.contains("Localizable"))
    }

    @Test func aTableAndLanguageInTwoFiles() throws {
        let twice = try loadError {
            $0.write("A/en.lproj/Localizable.strings", "\"a\" = \"b\";")
            $0.write("B/en.lproj/Localizable.strings", "\"a\" = \"c\";")
        }
        #expect(twice.path.hasSuffix("B/en.lproj/Localizable.strings"))
        let spellings = try loadError {
            $0.write("pt_BR.lproj/Localizable.strings", "\"a\" = \"b\";")
            $0.write("pt-BR.lproj/Localizable.strings", "\"a\" = \"c\";")
        }
        #expect(spellings.code == .invalidCatalog)
        let xcstrings = try loadError {
            $0.write("A/Localizable.xcstrings", Fixture.xcstrings("\"a\": {}"))
            $0.write("B/Localizable.xcstrings", Fixture.xcstrings("\"a\": {}"))
        }
        #expect(xcstrings.code == .invalidCatalog)
    }

    @Test func sourceLanguagesThatDiffer() throws {
        let error = try loadError {
            $0.write("A.xcstrings", Fixture.xcstrings(source: "en", "\"a\": {}"))
            $0.write("B.xcstrings", Fixture.xcstrings(source: "fr", "\"a\": {}"))
        }
        #expect(error.message.contains("source language"))
    }

    @Test(arguments: ["Klingon", "Swedish", "en!", "", "x y", "e"])
    func aLanguageNameThatIsNone(name: String) throws {
        let error = try loadError { $0.write("\(name).lproj/Localizable.strings", "\"a\" = \"b\";") }
        #expect(error.code == .invalidCatalog)
    }

    @Test func versionsAndMalformedJSON() throws {
        for version in ["1.0", "1.1", "1.2"] {
            let fixture = Fixture()
            fixture.write(
                "L.xcstrings",
                Fixture.xcstrings(version: version, "\"a\": {\"localizations\": {\"en\": \(Fixture.unit("A"))}}"))
            #expect(try Catalog(path: fixture.root).render(table: "L", key: "a", languages: ["en"]).text == "A")
        }
        let future = try loadError { $0.write("L.xcstrings", Fixture.xcstrings(version: "2.0", "")) }
        #expect(future.message.contains("2.0"))
        let malformed = try loadError {
            $0.write("L.xcstrings", "{\n  \"sourceLanguage\": \"en\",\n  \"strings\": {,}\n}")
        }
        #expect(malformed.path.hasSuffix("L.xcstrings"))
        #expect(malformed.line == 3)
        #expect(malformed.column == 15)
    }

    @Test func limits() throws {
        let deep = try loadError {
            // plural → device → plural → device → plural: five levels.
            let leaf = Fixture.unit("x")
            var value = "{\"variations\": {\"plural\": {\"other\": \(leaf)}}}"
            for level in 0..<4 {
                value =
                    level % 2 == 0
                    ? "{\"variations\": {\"device\": {\"other\": \(value)}}}"
                    : "{\"variations\": {\"plural\": {\"other\": \(value)}}}"
            }
            $0.write("L.xcstrings", Fixture.xcstrings("\"a\": {\"localizations\": {\"en\": \(value)}}"))
        }
        #expect(deep.code == .limitExceeded)
        let position = try loadError { $0.write("en.lproj/L.strings", "\"a\" = \"%65$@\";") }
        #expect(position.code == .limitExceeded)
        let value = try loadError {
            $0.writePlist(
                "en.lproj/L.stringsdict",
                ["a": Fixture.pluralEntry("%#@v@", variable: "v", ["other": String(repeating: "x", count: 70_000)])])
        }
        #expect(value.code == .limitExceeded)
    }

    /// A file over 64 MiB is refused by its size, before it is read (the
    /// fixture is a sparse file).
    @Test func aFileOver64MiB() throws {
        let error = try loadError {
            let path = $0.write("en.lproj/Big.strings", "")
            if let handle = FileHandle(forWritingAtPath: path) {
                try? handle.truncate(atOffset: UInt64(CatalogLimits.maximumFileBytes + 1))
                try? handle.close()
            }
        }
        #expect(error.code == .limitExceeded)
        #expect(error.path.hasSuffix("Big.strings"))
    }

    @Test func aMissingPath() throws {
        let error = try #require(throws: CatalogLoadError.self) { try Catalog(path: "/nonexistent/catalog") }
        #expect(error.path == "/nonexistent/catalog")
        #expect(error.localeFormatError.code == .invalidCatalog)
    }
}

/// Loading one file, Xcode's unexpanded development region, a set of catalogs.
@Suite struct CatalogPathTests {
    @Test func oneFileInALprojFolder() throws {
        let fixture = Fixture()
        let path = fixture.write("fr.lproj/Main.strings", "\"Hi\" = \"Salut\";")
        let catalog = try Catalog(path: path)
        #expect(try catalog.render(table: "Main", key: "Hi", languages: ["fr-CA"]).text == "Salut")
        #expect(catalog.tableNames == ["Main"])
        let loose = fixture.write("Main.strings", "\"Hi\" = \"Salut\";")
        #expect(throws: CatalogLoadError.self) { try Catalog(path: loose) }
    }

    @Test func anUnexpandedDevelopmentRegionIsEnglish() throws {
        let fixture = Fixture()
        fixture.writePlist("Info.plist", ["CFBundleDevelopmentRegion": "$(DEVELOPMENT_LANGUAGE)"])
        fixture.write("Base.lproj/Main.strings", "\"Hi\" = \"Hello\";")
        let catalog = try Catalog(path: fixture.root)
        #expect(catalog.developmentLanguage == "en")
        #expect(try catalog.render(table: "Main", key: "Hi", languages: ["de"]).localization == "en")
    }

    @Test func aSetOfCatalogs() throws {
        let fixture = Fixture()
        fixture.write("A/en.lproj/Localizable.strings", "\"k\" = \"from A\";")
        fixture.write("B/en.lproj/Localizable.strings", "\"k\" = \"from B\";")
        let set = try CatalogSet(paths: ["a": fixture.root + "/A", "b": fixture.root + "/B"])
        #expect(try set.render(catalog: "b", key: "k", languages: ["en"]).text == "from B")
        let error = try #require(throws: CatalogLoadError.self) {
            try CatalogSet(paths: ["a": fixture.root + "/A", "c": fixture.root + "/C"])
        }
        #expect(error.path.hasSuffix("/C"))
    }
}
