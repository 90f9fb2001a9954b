import Foundation
import LocaleFormat
import Testing

@testable import LocaleFormatCatalogs

/// A plural choice reads its integer argument once and the specifier that
/// prints the same argument takes what it read (`IntegerOperand`): every
/// such rendering must print exactly what the same specifier prints when
/// nothing was read before (a value without variations), and fail with the
/// same code, in languages with few and many categories, with Apple's zero
/// rule, positional specifiers and substitutions.
@Suite struct EntryRendererOperandTests {
    static let languages = ["ru", "pl", "ar", "cy", "en", "ja"]
    static let categories = ["zero", "one", "two", "few", "many", "other"]

    /// Every category's variant, each `format` with `{}` replaced by the category.
    static func pluralCases(_ format: String) -> String {
        let cases = categories.map { category in
            "\"\(category)\": \(Fixture.unit(format.replacingOccurrences(of: "{}", with: category)))"
        }
        return "{\"plural\": {\(cases.joined(separator: ", "))}}"
    }

    static func plural(_ format: String) -> String { "{\"variations\": \(pluralCases(format))}" }

    /// `%#@n@!`, `n` plural over argument 1 printed with `specifier`.
    static func substitution(_ specifier: String) -> String {
        """
        {"stringUnit": {"state": "translated", "value": "%#@n@!"}, "substitutions": {"n": {"argNum": 1, \
        "formatSpecifier": "\(specifier)", "variations": \(pluralCases("%arg {}"))}}}
        """
    }

    static let document: String = {
        func entry(_ value: String) -> String {
            "{\"localizations\": {" + languages.map { "\"\($0)\": \(value)" }.joined(separator: ", ") + "}}"
        }
        return Fixture.xcstrings(
            """
            "plural": \(entry(plural("%lld {}"))),
            "positional": \(entry(plural("{} %1$lld"))),
            "unsigned": \(entry(plural("%llu {}"))),
            "two": \(entry(plural("%2$lld of %1$lld {}"))),
            "substitution": \(entry(substitution("lld"))),
            "plain": \(entry(Fixture.unit("%lld"))),
            "plain unsigned": \(entry(Fixture.unit("%llu"))),
            "plain two": \(entry(Fixture.unit("%2$lld of %1$lld")))
            """)
    }()

    static let arguments: [CatalogArgument] = [
        0, 1, 2, 3, 5, 6, 11, 21, 22, 101, 1234, 1_000_000, -1, -21, "007", "-0", "+5", "1e3", "1.5", "x",
        .integer(Int64.max), .integer(Int64.min), .integer(UInt64.max), "18446744073709551616",
    ]

    let catalog: Catalog
    let fixture = Fixture()

    init() throws {
        catalog = try Catalog(path: fixture.write("App/Localizable.xcstrings", Self.document))
    }

    /// The text, or the error's code.
    func outcome(_ key: String, _ language: String, _ arguments: [CatalogArgument]) -> String {
        do {
            return try catalog.render(key: key, languages: [language], arguments: arguments).text
        } catch {
            return "error \(error.code.rawValue)"
        }
    }

    /// The category the rendering should choose: `zero` for an integer 0
    /// (every variant set here has one), else the language's CLDR category.
    func category(_ language: String, _ argument: CatalogArgument) throws -> String {
        let value: DecimalValue
        switch argument {
        case .number(let number): value = number
        case .string(let text): value = try DecimalValue(text)
        }
        if value.isZero { return "zero" }
        let rules = try Formatters.shared.pluralRules(PluralRules.Options(locale: LocaleIdentifier(language)))
        return try rules.category(for: value).rawValue
    }

    /// What `key` renders must be what `plain` renders, made into the
    /// sentence by `sentence` (given the printed number and the category),
    /// or the same error.
    func expect(
        _ key: String, like plain: String, _ language: String, _ arguments: [CatalogArgument],
        _ sentence: (String, String) -> String
    ) {
        let printed = outcome(plain, language, arguments)
        let chosen = (try? category(language, arguments[0])) ?? "?"
        let expected = printed.hasPrefix("error") ? printed : sentence(printed, chosen)
        #expect(outcome(key, language, arguments) == expected, "\(key) \(language) \(arguments)")
    }

    @Test(arguments: languages)
    func readOncePrintsWhatAFreshReadPrints(language: String) {
        for argument in Self.arguments {
            expect("plural", like: "plain", language, [argument]) { "\($0) \($1)" }
            expect("positional", like: "plain", language, [argument]) { "\($1) \($0)" }
            expect("substitution", like: "plain", language, [argument]) { "\($0) \($1)!" }
            expect("unsigned", like: "plain unsigned", language, [argument]) { "\($0) \($1)" }
            // The operand read for argument 1 is not what argument 2 prints.
            expect("two", like: "plain two", language, [argument, 7]) { "\($0) \($1)" }
        }
    }

    @Test func russianRendersAsCLDRSays() throws {
        // CLDR: ru 1234 is `few`, 0 takes Apple's zero rule; a no-break space groups.
        #expect(outcome("plural", "ru", [1234]) == "1\u{A0}234 few")
        #expect(outcome("plural", "ru", [0]) == "0 zero")
        #expect(outcome("positional", "pl", [22]) == "few 22")
        #expect(outcome("plural", "cy", [6]) == "6 many")
        #expect(outcome("plural", "ja", [1]) == "1 other")
    }
}
