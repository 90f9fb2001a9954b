import Testing

@testable import LocaleFormat

/// ``Collator/checkStreamSafe(_:)``: at most 30 combining marks in a row
/// (UAX #15), so that ICU's canonical reordering stays linear.
@Suite struct CollatorStreamSafeTests {
    static let marks: [Unicode.Scalar] = ["\u{301}", "\u{323}", "\u{308}", "\u{327}"]

    static func run(_ count: Int) -> String {
        var text = "a"
        for index in 0..<count { text.unicodeScalars.append(marks[index % marks.count]) }
        return text
    }

    @Test func thirtyMarksInARowAreFineThirtyOneAreNot() throws {
        try Collator.checkStreamSafe(Self.run(30))
        expectCode(.limitExceeded) { try Collator.checkStreamSafe(Self.run(31)) }
        // A starter between runs starts a new one.
        try Collator.checkStreamSafe(Self.run(30) + Self.run(30))
    }

    /// The reported input: 64 KiB of one run took 530 ms as one sort key at
    /// `identical` strength; it is refused before ICU sees it.
    @Test func theQuadraticInputIsRefused() throws {
        let collator = try Collator(Collator.Options(locale: LocaleIdentifier("en"), strength: .identical))
        let hostile = Self.run(32_000)
        expectCode(.limitExceeded) { try collator.sortKey(for: hostile) }
        expectCode(.limitExceeded) { try collator.sortKeyHex(for: hostile) }
        expectCode(.limitExceeded) { try collator.sorted(["b", hostile, "a"]) }
        // The same marks in runs of 30 are linear work, and are sorted.
        let runs = String(repeating: Self.run(30), count: 1_000)
        #expect(try collator.sortKey(for: runs).count > 1_000)
        #expect(try collator.sorted([runs, "a"]) == ["a", runs])
    }

    /// Text of real languages has short runs.
    @Test(arguments: [
        "Việt Nam", "Tiếng Việt",  // precomposed, and decomposed below
        "Vie\u{323}\u{302}t", "हिन्दी", "বাংলা", "ภาษาไทย", "שָׁלוֹם", "ٱلْعَرَبِيَّة", "Z\u{361}a\u{310}l\u{34f}g\u{30c}o",
    ])
    func realTextPasses(text: String) throws {
        try Collator.checkStreamSafe(text)
        _ = try Collator(Collator.Options(locale: LocaleIdentifier("en"))).sortKey(for: text)
    }
}
