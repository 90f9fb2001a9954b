import Foundation
import LocaleFormat
import Testing

@testable import LocaleFormatCatalogs

/// The checker on small catalogs written at run time. Expected categories
/// come from CLDR's plural rules, written out by hand: uk one/few/many/other
/// (few: 2-4, 22-24…; many: 0, 5-20…; other: fractions only); ru the same;
/// pl one/few/many/other (many: 0, 5-21…; other: fractions); lt
/// one/few/many/other (few: 2-9, 22-29…; many: fractions only; other: 0,
/// 10-20…); cy zero/one/two/few/many/other (0, 1, 2, 3, 6, the rest).
@Suite struct CatalogCheckerTests {
    /// A plural variation of an `.xcstrings` localization.
    static func plural(_ forms: [(String, String)], state: String = "translated") -> String {
        let variants = forms.map { "\"\($0.0)\": \(Fixture.unit($0.1, state: state))" }.joined(separator: ", ")
        return "{\"variations\": {\"plural\": {\(variants)}}}"
    }

    /// An entry with its localizations.
    static func entry(_ key: String, _ localizations: [(String, String)], extra: String = "") -> String {
        let members = localizations.map { "\"\($0.0)\": \($0.1)" }.joined(separator: ", ")
        return "\"\(key)\": {\(extra)\"localizations\": {\(members)}}"
    }

    static func check(_ json: String, languages: [String]? = nil) throws -> [CatalogFinding] {
        let fixture = Fixture()
        let path = fixture.write("Localizable.xcstrings", json)
        return try withExtendedLifetime(fixture) { try Catalog(path: path).check(languages: languages) }
    }

    /// `code severity language variant` of each finding, for compact expectations.
    static func summary(_ findings: [CatalogFinding], code: CatalogFinding.Code? = nil) -> [String] {
        findings.filter { code == nil || $0.code == code }.map {
            "\($0.code) \($0.severity.rawValue) \($0.language) \($0.variant)"
        }
    }

    static let englishPosts = plural([("one", "%lld post"), ("other", "%lld posts")])

    @Test func ukrainianNeedsFewAndManyForIntegers() throws {
        let json = Fixture.xcstrings(
            Self.entry(
                "%lld posts",
                [
                    ("en", Self.englishPosts),
                    ("uk", Self.plural([("one", "%lld допис"), ("other", "%lld дописів")])),
                ]))
        let findings = try Self.check(json)
        #expect(
            Self.summary(findings) == [
                "missingPluralCategory error uk plural.few", "missingPluralCategory error uk plural.many",
            ])
        let few = try #require(findings.first)
        #expect(few.message.contains("2, 3, 4, 22"))
        #expect(few.line == 1)
        #expect(few.table == "Localizable" && few.key == "%lld posts")
    }

    @Test func russianWithoutOtherIsOnlyWrongForFractions() throws {
        let integer = Fixture.xcstrings(
            Self.entry(
                "%lld posts",
                [
                    ("en", Self.englishPosts),
                    ("ru", Self.plural([("one", "%lld пост"), ("few", "%lld поста"), ("many", "%lld постов")])),
                ]))
        #expect(Self.summary(try Self.check(integer)) == ["missingPluralCategory warning ru plural.other"])
        // A float operand (the `other` variant's first specifier of argument
        // 1 is `%f`... here the only variants' one): every category is an error.
        let float = Fixture.xcstrings(
            Self.entry(
                "%.1f km",
                [
                    ("en", Self.plural([("one", "%.1f km"), ("other", "%.1f km")])),
                    ("ru", Self.plural([("one", "%.1f км"), ("few", "%.1f км"), ("many", "%.1f км")])),
                ]))
        #expect(Self.summary(try Self.check(float)) == ["missingPluralCategory error ru plural.other"])
    }

    @Test func polishWithoutManyAndLithuanianWithoutFew() throws {
        let json = Fixture.xcstrings(
            Self.entry(
                "%lld posts",
                [
                    ("en", Self.englishPosts),
                    ("pl", Self.plural([("one", "%lld wpis"), ("few", "%lld wpisy"), ("other", "%lld wpisu")])),
                    ("lt", Self.plural([("one", "%lld įrašas"), ("other", "%lld įrašų")])),
                ]))
        #expect(
            Self.summary(try Self.check(json)) == [
                "missingPluralCategory error lt plural.few", "missingPluralCategory warning lt plural.many",
                "missingPluralCategory error pl plural.many",
            ])
    }

    @Test func welshNeedsAllSixAndZeroIsNeverUnused() throws {
        let json = Fixture.xcstrings(
            Self.entry(
                "%lld posts",
                [
                    (
                        "en",
                        Self.plural([("zero", "No posts"), ("one", "%lld post"), ("other", "%lld posts")])
                    ),
                    (
                        "cy",
                        Self.plural([
                            ("zero", "%lld neges"), ("one", "%lld neges"), ("two", "%lld neges"),
                            ("other", "%lld neges"),
                        ])
                    ),
                    (
                        "de",
                        Self.plural([("one", "%lld Beitrag"), ("few", "%lld Beiträge"), ("other", "%lld Beiträge")])
                    ),
                ]))
        #expect(
            Self.summary(try Self.check(json)) == [
                "missingPluralCategory error cy plural.few", "missingPluralCategory error cy plural.many",
                "unusedPluralCategory note de plural.few",
            ])
    }

    @Test func specifiersCompareByPositionAndClass() throws {
        let json = Fixture.xcstrings(
            [
                Self.entry(
                    "%1$@ has %2$lld posts",
                    [
                        ("uk", Fixture.unit("%2$lld дописів має %1$@")),
                        ("de", Fixture.unit("%1$@ hat %2$@ Beiträge")),
                        ("fr", Fixture.unit("%1$@ a %2$lld messages %3$@")),
                        ("it", Fixture.unit("%1$@ ha post")),
                    ]),
                Self.entry("%d%% done", [("de", Fixture.unit("%c%% fertig")), ("fr", Fixture.unit("%.1f%% fait"))]),
            ].joined(separator: ", "))
        let findings = try Self.check(json)
        // uk writes the same arguments in another order: nothing to report.
        #expect(
            Self.summary(findings) == [
                "formatMismatch error de ", "formatMismatch error fr ", "omittedArgument warning it ",
                "formatMismatch error de ", "formatMismatch error fr ", "missingTranslation error it ",
                "missingTranslation error uk ",
            ])
        #expect(
            findings[0].message == "argument 2 is a string (%@) here, an integer in the development language")
        #expect(findings[1].message == "uses argument 3 (string (%@)), which the development language does not")
        #expect(findings[2].message == "does not print argument 2, which the development language prints")
        #expect(findings[3].message == "argument 1 is a character here, an integer in the development language")
        #expect(findings[4].message == "argument 1 is a float here, an integer in the development language")
    }

    @Test func aVariantMayOmitItsOwnNumber() throws {
        let json = Fixture.xcstrings(
            Self.entry(
                "%lld posts",
                [
                    ("en", Self.englishPosts),
                    ("de", Self.plural([("one", "Ein Beitrag"), ("other", "%lld Beiträge")])),
                    (
                        "ru",
                        Self.plural([
                            ("one", "Один пост"), ("few", "%lld поста"), ("many", "%lld постов"),
                            ("other", "%lld поста"),
                        ])
                    ),
                    (
                        "fr",
                        Self.plural([("one", "%lld message"), ("many", "%lld de messages"), ("other", "messages")])
                    ),
                ]))
        let findings = try Self.check(json)
        // de one is 1 alone: a note. ru one is 1, 21, 31…: a warning. fr
        // other holds many numbers: a warning.
        #expect(
            Self.summary(findings) == [
                "omittedArgument note de plural.one", "omittedArgument warning fr plural.other",
                "omittedArgument warning ru plural.one",
            ])
    }

    @Test func substitutionsAreExpandedAsTheRendererDoes() throws {
        let substitution = { (forms: [(String, String)], specifier: String) in
            let variants = forms.map { "\"\($0.0)\": \(Fixture.unit($0.1))" }.joined(separator: ", ")
            return
                "{\"stringUnit\": {\"state\": \"translated\", \"value\": \"%1$@ has %#@posts@\"}, \"substitutions\": {\"posts\": {\"argNum\": 2, \"formatSpecifier\": \"\(specifier)\", \"variations\": {\"plural\": {\(variants)}}}}}"
        }
        let json = Fixture.xcstrings(
            Self.entry(
                "%1$@ has %2$lld posts",
                [
                    ("en", substitution([("one", "%arg post"), ("other", "%arg posts")], "lld")),
                    (
                        "uk",
                        substitution([("one", "%arg допис"), ("few", "%arg дописи"), ("other", "%arg дописів")], "lld")
                    ),
                    ("de", substitution([("one", "einen Beitrag"), ("other", "%arg Beiträge")], "lld")),
                    ("fr", substitution([("one", "%arg message"), ("other", "%arg messages")], "f")),
                    ("it", Fixture.unit("%1$@ ha %#@missing@")),
                ]))
        let findings = try Self.check(json)
        #expect(
            Self.summary(findings) == [
                "omittedArgument note de substitutions.posts.plural.one",
                // A float operand: French `many` (1000000) is missing, and
                // `%arg` prints a float where the source has an integer.
                "formatMismatch error fr ", "missingPluralCategory error fr substitutions.posts.plural.many",
                "formatMismatch error fr substitutions.posts.plural.one",
                "formatMismatch error fr substitutions.posts.plural.other", "invalidFormat error it ",
                "missingPluralCategory error uk substitutions.posts.plural.many",
            ])
        #expect(findings.last?.message.contains("many") == true)
    }

    @Test func invalidEmptyStatesAndStale() throws {
        let json = Fixture.xcstrings(
            [
                Self.entry(
                    "Hello",
                    [
                        ("en", Fixture.unit("Hello")),
                        ("de", Fixture.unit("")),
                        ("fr", Fixture.unit("Bonjour", state: "needs_review")),
                        ("it", Fixture.unit("Ciao", state: "new")),
                        ("es", Fixture.unit("Hola %")),
                        ("pt", Fixture.unit("Olá %*d")),
                        ("ru", Fixture.unit("Привет %n")),
                    ], extra: "\"extractionState\": \"stale\", "),
                Self.entry("Logo", [("de", Fixture.unit("Logo"))], extra: "\"shouldTranslate\": false, "),
            ].joined(separator: ", "))
        let findings = try Self.check(json)
        #expect(
            Self.summary(findings) == [
                "emptyTranslation warning de ", "stale note en ", "invalidFormat error es ",
                "needsReview warning fr ", "newState warning it ", "invalidFormat error pt ",
                "invalidFormat error ru ",
            ])
    }

    @Test func missingTranslationsAndLanguagesFilter() throws {
        let json = Fixture.xcstrings(
            [
                Self.entry("A", [("en", Fixture.unit("A")), ("de", Fixture.unit("A"))]),
                // No source value: the key is the source (Xcode's key-as-value).
                Self.entry("B", [("fr", Fixture.unit("B"))]),
            ].joined(separator: ", "))
        #expect(
            Self.summary(try Self.check(json)) == [
                "missingTranslation error fr ", "missingTranslation error de ",
            ])
        #expect(Self.summary(try Self.check(json, languages: ["de-DE", "it"])) == [])
        #expect(Self.summary(try Self.check(json, languages: ["de"])) == ["missingTranslation error de "])
        #expect(throws: LocaleFormatError.self) { try Self.check(json, languages: ["en-"]) }
    }

    @Test func lprojLinesDuplicatesAndUnknownLanguages() throws {
        let fixture = Fixture()
        let english = fixture.write(
            "en.lproj/Localizable.strings", "/* greeting */\n\"Hello\" = \"Hello\";\n\n\"Bye\" = \"Bye\";\n")
        let german = fixture.write(
            "de.lproj/Localizable.strings", "\"Hello\" = \"Hallo\";\n\"Hello\" = \"Hallo!\";\n\"Extra\" = \"%d\";\n")
        fixture.write("xx.lproj/Localizable.strings", "\"Hello\" = \"Hello\";\n\"Bye\" = \"Bye\";\n")
        let findings = try Catalog(path: fixture.root).check()
        #expect(
            findings.map {
                "\($0.code) \($0.language) \($0.key) \($0.file == english ? "en" : $0.file == german ? "de" : "xx"):\($0.line ?? 0)"
            }
                == [
                    "unknownLanguage xx  xx:0", "missingTranslation de Bye en:4", "duplicateKey de Hello de:2",
                ])
        #expect(findings[2].message.contains("first on line 1"))
    }

    @Test func findingsPrintAsCompilersDo() {
        let finding = CatalogFinding(
            .error, .missingPluralCategory, table: "Localizable", key: "%lld posts\nx", language: "uk",
            variant: "plural.few", file: "/a/Localizable.xcstrings", line: 12, message: "uk needs few")
        #expect(
            finding.description
                == #"/a/Localizable.xcstrings:12: error: uk needs few (key "%lld posts\nx", uk, plural.few, table Localizable) [missingPluralCategory]"#
        )
        let load = CatalogFinding(
            loadError: CatalogLoadError(path: "/a/x.strings", line: 3, column: 7, "expected \";\""))
        #expect(load.description == #"/a/x.strings:3: error: column 7: expected ";" [invalidCatalog]"#)
    }

    @Test func reportOfAPathThatDoesNotLoad() throws {
        let fixture = Fixture()
        let path = fixture.write("de.lproj/Localizable.strings", "\"a\" = ")
        let report = try CatalogCheckReport(path: path)
        #expect(!report.loaded && report.hasErrors)
        #expect(report.findings.count == 1)
        #expect(report.findings.first?.code == .invalidCatalog)
        #expect(report.findings.first?.line == 1)
    }

    /// A folder whose bundles each have a `Localizable` table (an app and
    /// its modules) does not load as one catalog; it is checked bundle by
    /// bundle, each finding naming its bundle's file.
    @Test func aFolderOfSeveralBundlesIsCheckedBundleByBundle() throws {
        let fixture = Fixture()
        let app = Fixture.xcstrings(
            Self.entry(
                "%lld posts",
                [
                    ("en", Self.englishPosts),
                    ("uk", Self.plural([("one", "%lld допис"), ("other", "%lld дописів")])),
                ]))
        let module = Fixture.xcstrings(
            Self.entry("%lld files", [("en", Self.plural([("one", "%lld file"), ("other", "%lld files")]))]))
        fixture.write("App/Resources/Localizable.xcstrings", app)
        fixture.write("Modules/Log/Resources/Localizable.xcstrings", module)
        #expect(throws: CatalogLoadError.self) { try Catalog(path: fixture.root) }
        let report = try CatalogCheckReport(path: fixture.root)
        #expect(report.loaded && report.hasErrors)
        #expect(
            Self.summary(report.findings) == [
                "missingPluralCategory error uk plural.few", "missingPluralCategory error uk plural.many",
            ])
        #expect(report.findings.allSatisfy { $0.file.hasSuffix("App/Resources/Localizable.xcstrings") })
    }

    /// The clean twins of the planted defects above: every category each
    /// language's integers reach (CLDR, written out by hand), matching
    /// specifiers in any order, substitutions with their own categories. No
    /// finding above a note.
    @Test func cleanTwinsReportNothingAboveANote() throws {
        let substitution = { (forms: [(String, String)]) in
            let variants = forms.map { "\"\($0.0)\": \(Fixture.unit($0.1))" }.joined(separator: ", ")
            return
                "{\"stringUnit\": {\"state\": \"translated\", \"value\": \"%1$@ has %#@posts@\"}, \"substitutions\": {\"posts\": {\"argNum\": 2, \"formatSpecifier\": \"lld\", \"variations\": {\"plural\": {\(variants)}}}}}"
        }
        let json = Fixture.xcstrings(
            Self.entry(
                "%lld posts",
                [
                    ("en", Self.englishPosts),
                    (
                        "uk",
                        Self.plural([
                            ("one", "%lld допис"), ("few", "%lld дописи"), ("many", "%lld дописів"),
                            ("other", "%lld допису"),
                        ])
                    ),
                    (
                        "ru",
                        Self.plural([
                            ("one", "%lld пост"), ("few", "%lld поста"), ("many", "%lld постов"),
                            ("other", "%lld поста"),
                        ])
                    ),
                    (
                        "pl",
                        Self.plural([
                            ("one", "%lld wpis"), ("few", "%lld wpisy"), ("many", "%lld wpisów"),
                            ("other", "%lld wpisu"),
                        ])
                    ),
                    (
                        "lt",
                        Self.plural([
                            ("one", "%lld įrašas"), ("few", "%lld įrašai"), ("many", "%lld įrašo"),
                            ("other", "%lld įrašų"),
                        ])
                    ),
                    (
                        "cy",
                        Self.plural([
                            ("zero", "%lld negeseuon"), ("one", "%lld neges"), ("two", "%lld neges"),
                            ("few", "%lld neges"), ("many", "%lld neges"), ("other", "%lld neges"),
                        ])
                    ),
                    ("de", Self.plural([("one", "%lld Beitrag"), ("other", "%lld Beiträge")])),
                ]))
        let reordered = Fixture.xcstrings(
            Self.entry(
                "%1$@ sent %2$lld files",
                [
                    ("en", Fixture.unit("%1$@ sent %2$lld files")),
                    ("de", Fixture.unit("%2$lld Dateien von %1$@")),
                ]))
        let substituted = Fixture.xcstrings(
            Self.entry(
                "%1$@ has %2$lld posts",
                [
                    ("en", substitution([("one", "%arg post"), ("other", "%arg posts")])),
                    (
                        "uk",
                        substitution([
                            ("one", "%arg допис"), ("few", "%arg дописи"), ("many", "%arg дописів"),
                            ("other", "%arg допису"),
                        ])
                    ),
                ]))
        for catalog in [json, reordered, substituted] {
            let aboveNotes = try Self.check(catalog).filter { $0.severity != .note }
            #expect(aboveNotes.isEmpty, "\(Self.summary(aboveNotes))")
            let fixture = Fixture()
            let report = try CatalogCheckReport(path: fixture.write("Localizable.xcstrings", catalog))
            #expect(report.loaded && !report.hasErrors)
        }
    }
}
