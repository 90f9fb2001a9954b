import Foundation
import LocaleFormat
import Testing

@testable import LocaleFormatCatalogs

/// `.strings` files as CoreFoundation reads them (Docs/Catalogs.md, "Loading catalogs").
@Suite struct StringsFileTests {
    /// Loads one `en.lproj/Localizable.strings` and returns its values.
    static func values(_ bytes: [UInt8]) throws -> [String: String] {
        let fixture = Fixture()
        let path = fixture.write("en.lproj/Localizable.strings", bytes)
        return try StringsFileReader.read(Array(FileManager.default.contents(atPath: path) ?? Data()), path: path)
    }

    static let sample = """
        /* A comment with "quotes" = ; */
        "greeting" = "Hello";
        // a line comment "x" = "y";
        "only key";
        unquoted_word-1.$/: = value2;
        "escapes" = "a\\nb\\tc\\"d\\\\e\\rf\\a\\b\\f\\v";
        "octal" = "\\101\\102C";
        "unicode" = "\\U00e9\\U1F600";
        "pair" = "\\UD83D\\UDE00";
        "unknown" = "\\q\\%";
        'single' = 'quoted';
        "greeting" = "Hello again";
        """

    @Test func everyRuleOfTheTextFormat() throws {
        let values = try Self.values(Array(Self.sample.utf8))
        #expect(values["greeting"] == "Hello again")  // the last of a duplicate wins
        #expect(values["only key"] == "only key")
        #expect(values["unquoted_word-1.$/:"] == "value2")
        #expect(values["escapes"] == "a\nb\tc\"d\\e\rf\u{07}\u{08}\u{0C}\u{0B}")
        #expect(values["octal"] == "ABC")
        // `\U` reads at most four hex digits: "1F60" then a literal "0".
        #expect(values["unicode"] == "é\u{1F60}0")
        #expect(values["pair"] == "😀")
        #expect(values["unknown"] == "q%")
        #expect(values["single"] == "quoted")
        #expect(values.count == 9)
    }

    /// The same text read by swift-corelibs-foundation's old-style reader:
    /// both readers agree on every value.
    @Test func agreesWithFoundationsOldStyleReader() throws {
        let ours = try Self.values(Array(Self.sample.utf8))
        let foundation =
            try PropertyListSerialization.propertyList(from: Data(Self.sample.utf8), options: [], format: nil)
            as? [String: String]
        #expect(foundation == ours)
    }

    @Test(arguments: [
        ("UTF-8 with BOM", [0xEF, 0xBB, 0xBF] + Array("\"k\" = \"é€😀\";".utf8)),
        ("UTF-16 LE", Fixture.utf16("\"k\" = \"é€😀\";", bigEndian: false)),
        ("UTF-16 BE", Fixture.utf16("\"k\" = \"é€😀\";", bigEndian: true)),
        ("UTF-32 LE", Fixture.utf32("\"k\" = \"é€😀\";", bigEndian: false)),
        ("UTF-32 BE", Fixture.utf32("\"k\" = \"é€😀\";", bigEndian: true)),
    ])
    func encodings(name: String, bytes: [UInt8]) throws {
        #expect(try Self.values(bytes) == ["k": "é€😀"], "\(name)")
    }

    @Test func binaryPropertyList() throws {
        let data = try PropertyListSerialization.data(
            fromPropertyList: ["k": "v", "n": "line\nbreak"], format: .binary, options: 0)
        #expect(Array(data.prefix(8)) == Array("bplist00".utf8))
        #expect(try Self.values([UInt8](data)) == ["k": "v", "n": "line\nbreak"])
    }

    /// Invalid UTF-8 without a BOM: a load error naming the file, line and column.
    @Test func invalidBytesAreALoadError() throws {
        let bytes = Array("\"a\" = \"b\";\n\"c\" = \"".utf8) + [0xFF] + Array("\";".utf8)
        let error = try #require(throws: CatalogLoadError.self) { try Self.values(bytes) }
        #expect(error.code == .invalidCatalog)
        #expect(error.line == 2)
        #expect(error.column == 8)
        #expect(error.path.hasSuffix("en.lproj/Localizable.strings"))
    }

    @Test(arguments: [
        ("\"a\" = \"b\"\n\"c\" = \"d\";", 2, 1),  // missing semicolon
        ("\"a\" = \"b\";\n  \"c\" = ;", 2, 9),  // no value
        ("\"a\" = \"b;", 1, 7),  // unterminated string
        ("/* open", 1, 1),  // unterminated comment
        ("\"a\" \"b\";", 1, 5),
    ])
    func syntaxErrorsHaveAPlace(text: String, line: Int, column: Int) throws {
        let error = try #require(throws: CatalogLoadError.self) { try Self.values(Array(text.utf8)) }
        #expect(error.line == line, "\(text)")
        #expect(error.column == column, "\(text)")
    }

    @Test func aValueOver64KiBIsALimit() throws {
        let text = "\"k\" = \"" + String(repeating: "x", count: 65_537) + "\";"
        let error = try #require(throws: CatalogLoadError.self) { try Self.values(Array(text.utf8)) }
        #expect(error.code == .limitExceeded)
    }
}
