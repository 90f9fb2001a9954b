import Testing

@testable import LocaleFormatService

/// Finding a member by key reads only members whose key is as long
/// (`JSONObject.KeyLengths`), and still compares keys byte for byte.
@Suite struct JSONObjectKeyLookupTests {
    static func object(_ keys: [String]) -> JSONObject {
        JSONObject(keys.enumerated().map { JSONObject.Member(key: $1, value: .number("\($0)")) })
    }

    @Test func keysAreFoundAmongMembersOfEveryLength() throws {
        let keys = ["op", "id", "locale", "date", "dateStyle", "timeStyle", "timeZone", "calendar", "skeleton", "x"]
        let object = JSONObjectKeyLookupTests.object(keys)
        for (index, key) in keys.enumerated() {
            #expect(object.index(of: key) == index)
            #expect(object.index(ofASCII: key) == index)
        }
        #expect(object.index(of: "pattern") == nil)
        #expect(object.index(ofASCII: "") == nil)
    }

    /// Parsed objects measure their keys as they are read; the lookups
    /// agree with a plain scan for objects of 0 to 20 members, keys of
    /// lengths 0 to 300 bytes.
    @Test func parsedObjectsAgreeWithAScan() throws {
        for count in 0...20 {
            let keys = (0..<count).map { String(repeating: "k", count: ($0 * 37) % 301) + "\($0)" }
            let text = "{" + keys.map { "\"\($0)\":1" }.joined(separator: ",") + "}"
            guard case .object(let object) = try JSONParser.parse(text) else {
                Issue.record("not an object")
                continue
            }
            #expect(object == JSONObjectKeyLookupTests.object(keys).withValues(of: object))
            for (index, key) in keys.enumerated() {
                #expect(object.index(of: key) == index)
                #expect(object.index(ofASCII: key) == index)
            }
        }
    }

    /// JSON keys are bytes: a key canonically equivalent but not equal
    /// (U+212A KELVIN SIGN for `K`; a precomposed é) is another key.
    @Test func canonicallyEquivalentKeysAreOtherKeys() throws {
        let object = JSONObjectKeyLookupTests.object(["\u{212A}ey", "caf\u{E9}", "Key"])
        #expect(object.index(of: "Key") == 2)
        #expect(object.index(ofASCII: "Key") == 2)
        #expect(object.index(of: "cafe\u{301}") == nil)
        #expect(object.index(of: "caf\u{E9}") == 1)
    }

    /// Duplicate keys are still refused whatever their position.
    @Test(arguments: [1, 7, 8, 9, 17])
    func duplicatesAreRefused(position: Int) throws {
        var keys = (0..<20).map { "key\($0)" }
        keys.insert("key0", at: position)
        let text = "{" + keys.map { "\"\($0)\":1" }.joined(separator: ",") + "}"
        #expect(throws: JSONParseError.self) { try JSONParser.parse(text) }
    }

    /// Field names written in the source are compared by their bytes,
    /// among the first eight members and beyond them.
    @Test func staticFieldNamesAreFoundByTheirBytes() {
        let keys = ["op", "id", "locale", "date", "dateStyle", "timeStyle", "timeZone", "calendar", "skeleton", "x"]
        let object = Self.object(keys)
        let names: [StaticString] = [
            "op", "id", "locale", "date", "dateStyle", "timeStyle", "timeZone", "calendar", "skeleton", "x",
        ]
        for (index, name) in names.enumerated() {
            #expect(object.index(ofASCII: name) == index)
            #expect(object.value(ofASCII: name) == .number("\(index)"))
        }
        let missing: StaticString = "pattern"
        #expect(object.index(ofASCII: missing) == nil)
        // U+212A KELVIN SIGN is canonically `K`, not its bytes.
        let kelvin = Self.object(["\u{212A}", "K"])
        let k: StaticString = "K"
        #expect(kelvin.index(ofASCII: k) == 1)
    }
}

extension JSONObject {
    /// These keys with the values of `other`, member for member.
    fileprivate func withValues(of other: JSONObject) -> JSONObject {
        JSONObject(zip(members, other.members).map { Member(key: $0.key, value: $1.value) })
    }
}
