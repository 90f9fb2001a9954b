import Testing

@testable import LocaleFormat

/// Spellings compare as bytes (`SpellingComparison`), as they are hashed.
@Suite struct SpellingComparisonTests {
    @Test func spellingsAreTheSameOnlyWithTheSameBytes() {
        #expect(SpellingComparison.same("", ""))
        #expect(SpellingComparison.same("es-ES", "es-ES"))
        #expect(
            SpellingComparison.same(String(repeating: "plików ", count: 40), String(repeating: "plików ", count: 40)))
        #expect(!SpellingComparison.same("es-ES", "es-ES "))
        #expect(!SpellingComparison.same("caf\u{E9}", "cafe\u{301}"))  // canonically equivalent, other bytes
        #expect(!SpellingComparison.same("\u{212A}", "K"))
        #expect(!SpellingComparison.same("abc", "abd"))
    }

    /// Two canonically equivalent spellings of a pattern (precomposed and
    /// decomposed é) are two formatters: ICU writes the pattern's text as it
    /// is given, so each answers with its own bytes (ICU 72.1, a C program on
    /// the system ICU: `63 61 66 c3 a9 20 32` and `63 61 66 65 cc 81 20 32`).
    @Test func equivalentSpellingsAreTwoFormatters() throws {
        let formatters = Formatters(capacity: 16)
        let composed = try formatters.message(pattern: "caf\u{E9} {n}", locale: "fr")
        let decomposed = try formatters.message(pattern: "cafe\u{301} {n}", locale: "fr")
        #expect(composed !== decomposed)
        #expect(Array(try composed.format(["n": .integer(2)]).utf8) == [0x63, 0x61, 0x66, 0xC3, 0xA9, 0x20, 0x32])
        #expect(
            Array(try decomposed.format(["n": .integer(2)]).utf8) == [0x63, 0x61, 0x66, 0x65, 0xCC, 0x81, 0x20, 0x32])
        #expect(try formatters.message(pattern: "cafe\u{301} {n}", locale: "fr") === decomposed)
        #expect(formatters.statistics(for: .message).misses == 2)  // one formatter each
    }

    /// Date layouts by strings: skeletons and patterns compare as bytes.
    @Test func dateLayoutsAreSpelledAlikeOnlyWithTheSameBytes() {
        let layouts: [DateFormat.Layout] = [
            .styles(date: .long), .styles(date: .long, time: .short), .skeleton("yMMMd"), .skeleton("yMMMEd"),
            .pattern("y年M月d日"), .pattern("d 'de' MMMM"),
        ]
        for (i, a) in layouts.enumerated() {
            for (j, b) in layouts.enumerated() {
                #expect(a.isSpelled(like: b) == (i == j))
            }
        }
    }
}
