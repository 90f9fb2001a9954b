import Foundation
import Testing

@testable import LocaleFormatCatalogs

/// The `.xcstrings` JSON reader: RFC 8259 values, escapes, and faults with
/// their line and column.
@Suite struct JSONReaderTests {
    static func parse(_ text: String) throws -> CatalogJSON { try JSONReader.parse(Array(text.utf8)) }

    @Test func values() throws {
        let value = try Self.parse(
            #"{"a": "x\"\\\/\b\f\n\r\t\u00e9\ud83d\ude00", "n": -12.5e+3, "i": 42, "t": true, "f": false, "z": null, "l": [1, {}], "a": "last"}"#
        )
        #expect(value["a"]?.string == "last")  // the last of duplicate names
        #expect(value["i"]?.integer == 42)
        #expect(value["n"]?.integer == nil)
        #expect(value["t"]?.bool == true)
        #expect(value["f"]?.bool == false)
        #expect(value["missing"] == nil)
        guard case .object(let members) = value, case .string(let escaped) = members[0].value else {
            Issue.record("not an object")
            return
        }
        #expect(escaped == "x\"\\/\u{08}\u{0C}\n\r\té😀")
    }

    /// The same document read by Foundation's `JSONSerialization`: the same strings.
    @Test func agreesWithJSONSerialization() throws {
        let text = #"{"k\u0041": {"v": "é \"q\" \\ \n 😀"}, "e": "", "u": "\u2028x"}"#
        let ours = try Self.parse(text)
        let theirs = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
        let nested = theirs?["kA"] as? [String: Any]
        #expect(ours["kA"]?["v"]?.string == nested?["v"] as? String)
        #expect(ours["kA"]?["v"]?.string != nil)
        #expect(ours["e"]?.string == theirs?["e"] as? String)
        #expect(ours["u"]?.string == theirs?["u"] as? String)
    }

    @Test(arguments: [
        ("{\"a\": 1,}", 1, 9),
        ("{\n  \"a\": tru\n}", 2, 8),
        ("[1, 2", 1, 6),
        ("{\"a\": \"\u{1}\"}", 1, 8),
        ("{\"a\": \"\\x\"}", 1, 10),
        ("{} x", 1, 4),
        ("\"\\ud800\"", 1, 8),
    ])
    func faultsHaveAPlace(text: String, line: Int, column: Int) throws {
        let error = try #require(throws: JSONReader.Failure.self) { try Self.parse(text) }
        #expect(error.line == line, "\(text)")
        #expect(error.column == column, "\(text): \(error.message)")
    }

    @Test func deepNestingIsRefusedNotACrash() throws {
        let text = String(repeating: "[", count: 100_000)
        #expect(throws: JSONReader.Failure.self) { try Self.parse(text) }
    }
}
