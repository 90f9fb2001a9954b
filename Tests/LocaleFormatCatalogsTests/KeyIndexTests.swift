import Testing

@testable import LocaleFormatCatalogs

/// The key index finds exactly the keys of its dictionary, byte for byte.
@Suite struct KeyIndexTests {
    static func entries(_ keys: [String]) -> [String: CatalogTable.Entry] {
        var entries: [String: CatalogTable.Entry] = [:]
        for (line, key) in keys.enumerated() {
            entries[key] = CatalogTable.Entry(values: [], shouldTranslate: true, line: UInt32(line))
        }
        return entries
    }

    @Test func findsEveryKeyAndNothingElse() {
        // Short and long keys, ASCII and not, and a thousand generated ones.
        let keys =
            ["", "a", "%lld items", "Café", "K", String(repeating: "long key ", count: 40), "日本語のキー"]
            + (0..<1000).map { "key \($0) %@" }
        let entries = Self.entries(keys)
        let index = KeyIndex(entries)
        for key in keys {
            let position = index.position(of: key, in: entries)
            #expect(position.map { entries[$0].key } == key, "\(key)")
        }
        for absent in ["b", "%lld item", "key 1000 %@", "Cafe", String(repeating: "long key ", count: 41)] {
            #expect(index.position(of: absent, in: entries) == nil, "\(absent)")
        }
    }

    @Test func comparesBytesNotCanonicalEquivalence() {
        // U+0065 U+0301 is canonically equivalent to U+00E9, and U+212A
        // KELVIN SIGN to K: a dictionary finds them, the protocol does not.
        let entries = Self.entries(["Café", "K"])
        let index = KeyIndex(entries)
        #expect(entries["Cafe\u{301}"] != nil)
        #expect(index.position(of: "Cafe\u{301}", in: entries) == nil)
        #expect(index.position(of: "\u{212A}", in: entries) == nil)
        #expect(index.position(of: "Caf\u{E9}", in: entries) != nil)
    }

    @Test func emptyTableFindsNothing() {
        let entries = Self.entries([])
        #expect(KeyIndex(entries).position(of: "a", in: entries) == nil)
    }
}
