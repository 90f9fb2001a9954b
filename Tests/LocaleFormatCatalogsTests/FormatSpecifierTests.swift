import Foundation
import LocaleFormat
import Testing

@testable import LocaleFormatCatalogs

/// Format specifiers (Docs/Catalogs.md, "Format strings and arguments"), through a one-key `.strings`
/// table per format. Expected texts are CLDR's (de `.` grouping, de-CH `’`,
/// es's minimum grouping of two digits) and C `printf`'s.
@Suite struct FormatSpecifierTests {
    /// Renders `format` as the English value of one key.
    static func render(
        _ format: String, _ arguments: [CatalogArgument], locale: String = "en", localizeNumbers: Bool = true
    ) throws -> String {
        let fixture = Fixture()
        let escaped = format.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
        fixture.write("en.lproj/Localizable.strings", "\"k\" = \"\(escaped)\";")
        let catalog = try Catalog(path: fixture.root)
        return try catalog.render(
            key: "k", languages: ["en"], arguments: arguments, formatLocale: locale, localizeNumbers: localizeNumbers
        ).text
    }

    @Test(arguments: [
        ("%d", [1234] as [CatalogArgument], "en", "1,234"),
        ("%d", [1234], "de", "1.234"),
        ("%d", [1234], "de-CH", "1’234"),
        ("%d", [1234], "es", "1234"),
        ("%d", [12345], "es", "12.345"),
        ("%i|%ld|%lld|%D", [-1, 2, 3, 4], "en", "-1|2|3|4"),
        ("%u|%lu|%llu", [1, 2, UInt64.max].map { .integer($0) }, "en", "1|2|18,446,744,073,709,551,615"),
        ("%.3d", [7], "en", "007"),
        ("%f", [2.5], "en", "2.500000"),
        ("%.2f", [1234.5], "de", "1.234,50"),
        ("%.0f", [2.5], "en", "2"),  // half-even
        ("%.1f", [.string("0.25")], "en", "0.2"),
        ("%e", [1234.5], "de", "1.234500e+03"),
        ("%g|%G", [0.0001, 1e20], "de", "0.0001|1E+20"),
        ("%x|%X|%o", [255, 255, 8], "en", "ff|FF|10"),
        ("%llx", [-1], "en", "ffffffffffffffff"),
        ("%#x", [255], "en", "0xff"),
        ("%c%C", [65, 0x1F600], "en", "A😀"),
        ("%s and %@", ["one", "two"], "en", "one and two"),
        ("%@", [1234.5], "de", "1.234,5"),
        ("100%%", [], "en", "100%"),
        ("%+d|% d|%+d", [5, 5, -5], "en", "+5| 5|-5"),
        ("[%5d][%-5d]", [42, 42], "en", "[   42][42   ]"),
        ("[%05d]", [-42], "en", "[-0042]"),
        ("[%6@][%-4s]", ["é", "ab"], "en", "[     é][ab  ]"),
        ("%2$@ %1$@", ["a", "b"], "en", "b a"),
        ("%@ %2$@ %@", ["a", "b"], "en", "a b b"),  // N$ does not advance the counter
        ("%d", [.string("42")], "en", "42"),
    ])
    func specifiers(format: String, arguments: [CatalogArgument], locale: String, expected: String) throws {
        #expect(try Self.render(format, arguments, locale: locale) == expected)
    }

    @Test func posixWhenNumbersAreNotLocalized() throws {
        #expect(
            try Self.render("%d|%.2f|%u", [1234, 1234.5, 7], locale: "de", localizeNumbers: false) == "1234|1234.50|7")
    }

    @Test(arguments: ["%n", "%*d", "%.*f", "%p", "50%", "%k", "%#@nothing@", "%#@open"])
    func unrenderableSpecifiers(format: String) throws {
        let error = try #require(throws: LocaleFormatError.self) { try Self.render(format, [1, 2]) }
        #expect(error.code == .invalidCatalog, "\(format)")
    }

    @Test(arguments: [
        ("%d %d", [1] as [CatalogArgument]),  // a missing argument
        ("%d", ["x"]),
        ("%d", [1.5]),
        ("%d", [.integer(UInt64.max)]),  // over 2^63-1
        ("%u", [-1]),
        ("%x", [.string("18446744073709551616")]),  // 2^64
        ("%s", [5]),
        ("%c", [0xD800]),  // a surrogate
        ("%f", ["one"]),
        ("%3$@", ["a", "b"]),
    ])
    func argumentsThatDoNotFit(format: String, arguments: [CatalogArgument]) throws {
        let error = try #require(throws: LocaleFormatError.self) { try Self.render(format, arguments) }
        #expect(error.code == .invalidArgument, "\(format)")
    }

    @Test func unusedArgumentsAreAllowed() throws {
        #expect(try Self.render("no number", [1, 2, 3]) == "no number")
    }

    @Test func aRenderedTextOver1MiBIsALimit() throws {
        let error = try #require(throws: LocaleFormatError.self) {
            try Self.render("%1048576@%1048576@", ["a", "b"])
        }
        #expect(error.code == .limitExceeded)
    }
}
