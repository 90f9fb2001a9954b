import LocaleFormatTestSupport
import Testing

@testable import LocaleFormat

/// Random short strings over letters with and without accents and case,
/// combining marks, digits, spaces, punctuation, kana, Han and one emoji.
func randomStrings(count: Int, seed: UInt64, maxLength: Int = 8) -> [String] {
    let alphabet: [String] = [
        "a", "A", "á", "ä", "Ä", "b", "c", "C", "ç", "ch", "d", "e", "é", "E", "i", "ı", "İ", "o", "ö", "ø", "å",
        "s", "ß", "y", "z", "Z", "æ", "\u{301}", "0", "1", "2", "9", "10", " ", "-", "'", ".", "ł", "ñ", "か", "カ",
        "が", "中", "国", "ก", "เ", "Ω", "ж", "😀",
    ]
    var generator = SeededGenerator(seed: seed)
    return (0..<count).map { _ in
        let length = Int.random(in: 0...maxLength, using: &generator)
        return (0..<length).map { _ in alphabet.randomElement(using: &generator) ?? "" }.joined()
    }
}

/// Unsigned lexicographic byte order, as memcmp with shorter-is-smaller.
func byteOrder(_ a: [UInt8], _ b: [UInt8]) -> Int {
    if a == b { return 0 }
    return a.lexicographicallyPrecedes(b) ? -1 : 1
}

@Suite("Collator sort keys")
struct CollatorSortKeyTests {
    // Expected keys: ICU's ucol_getSortKey(ucol_open(tag), text), from ICU 72.1
    // and 76.1 (whose root collation has new primary weights), by
    // Scripts/icu-versions/oracle-misc.py.
    @Test func literalKeys() throws {
        let swedish = try Formatters.shared.collator(locale: "sv")
        #expect(
            try swedish.sortKey(for: "ä")
                == ICUExpectedValue.icu([
                    72: [0x5D, 0x77, 0x03, 0x01, 0x05, 0x01, 0x05, 0x00],
                    76: [0x5E, 0x77, 0x03, 0x01, 0x05, 0x01, 0x05, 0x00],
                ]))
        #expect(try swedish.sortKeyHex(for: "ä") == ICUExpected.icu([72: "5d77030105010500", 76: "5e77030105010500"]))
        #expect(try swedish.sortKeyHex(for: "a") == ICUExpected.icu([72: "2a0105010500", 76: "2b0105010500"]))
        #expect(try swedish.sortKeyHex(for: "z") == ICUExpected.icu([72: "5c0105010500", 76: "5d0105010500"]))
        #expect(try swedish.sortKeyHex(for: "") == "010100")
        #expect(
            try Formatters.shared.collator(locale: "en").sortKeyHex(for: "a")
                == ICUExpected.icu([72: "2a0105010500", 76: "2b0105010500"]))
    }

    @Test func keysEndWithTheirOnlyZeroByte() throws {
        let collator = try Formatters.shared.collator(locale: "de")
        for text in randomStrings(count: 500, seed: 7) {
            let key = try collator.sortKey(for: text)
            #expect(key.last == 0)
            #expect(key.dropLast().allSatisfy { $0 != 0 })
        }
    }

    @Test func hexIsLowercaseTwoDigitsPerByte() {
        #expect(Collator.hex([]) == "")
        #expect(Collator.hex([0x00, 0x0F, 0xA0, 0xFF]) == "000fa0ff")
    }

    @Test(arguments: [
        ("sv", CollationOverrides()),
        ("de-u-co-phonebk", CollationOverrides(strength: .primary)),
        ("da", CollationOverrides()),
        ("ja", CollationOverrides(strength: .quaternary, alternate: .shifted)),
        ("zh-u-co-stroke", CollationOverrides(strength: .identical)),
        ("tr", CollationOverrides(numeric: true, caseFirst: .lower)),
        ("th", CollationOverrides()),
        ("en", CollationOverrides(alternate: .shifted)),
    ])
    func keyOrderEqualsCompare(locale: String, options: CollationOverrides) throws {
        let collator = try options.collator(locale: locale)
        let strings = randomStrings(count: 300, seed: UInt64(locale.utf8.count) &* 31 &+ 5)
        let keys = try strings.map { try collator.sortKey(for: $0) }
        var mismatches = 0
        for i in strings.indices {
            for j in strings.indices where j > i {
                if byteOrder(keys[i], keys[j]) != collator.compare(strings[i], strings[j]).rawValue {
                    mismatches += 1
                }
            }
        }
        #expect(mismatches == 0)
    }

    @Test func longStringsGrowTheKeyBuffer() throws {
        let collator = try Formatters.shared.collator(locale: "en")
        let long = String(repeating: "Straße-ÄÖÜ ", count: 3000)
        let key = try collator.sortKey(for: long)
        #expect(key.count > 1024)
        #expect(byteOrder(key, try collator.sortKey(for: long + "a")) == collator.compare(long, long + "a").rawValue)
        #expect(try collator.sorted([long + "b", "a", long]) == ["a", long, long + "b"])
    }

    /// A functional test (not a timing test): sorting 100,000 strings through
    /// sort keys gives exactly the stable comparator sort.
    @Test func hundredThousandStringsSortLikeTheComparator() throws {
        let collator = try Formatters.shared.collator(locale: "sv")
        let strings = randomStrings(count: 100_000, seed: 2024, maxLength: 6)
        let byKeys = try collator.sorted(strings)
        let byCompare = strings.enumerated().sorted { x, y in
            switch collator.compare(x.element, y.element) {
            case .orderedAscending: true
            case .orderedDescending: false
            case .orderedSame: x.offset < y.offset
            }
        }.map(\.element)
        #expect(byKeys.count == 100_000)
        // By bytes: String's == would treat NFC and NFD spellings as equal.
        #expect(byKeys.map { Array($0.utf8) } == byCompare.map { Array($0.utf8) })
    }
}
