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

    /// Two spellings of one pattern (precomposed and decomposed é) are two
    /// spellings of one formatter: its options compare patterns as Swift
    /// strings do.
    @Test func equivalentSpellingsShareTheirFormatter() throws {
        let formatters = Formatters(capacity: 16)
        let composed = try formatters.message(pattern: "caf\u{E9} {n}", locale: "fr")
        let decomposed = try formatters.message(pattern: "cafe\u{301} {n}", locale: "fr")
        #expect(composed === decomposed)
        #expect(try composed.format(["n": .integer(2)]) == "caf\u{E9} 2")
        #expect(try formatters.message(pattern: "cafe\u{301} {n}", locale: "fr") === composed)
        #expect(formatters.statistics(for: .message).misses == 1)  // one formatter built
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
