import Testing

@testable import LocaleFormatServer

@Suite struct BatchScannerTests {
    let scanner = BatchScanner(maximumCount: 3, maximumElementBytes: 10)

    func shape(_ text: String) -> BatchScanner.Shape {
        Array(text.utf8).withUnsafeBytes { scanner.shape(of: $0) }
    }

    func isMalformed(_ text: String) -> Bool {
        if case .malformed = shape(text) { return true }
        return false
    }

    @Test func objectsAndScalarsAreSingle() {
        #expect(shape(#"{"a":[1,2,3,4,5]}"#) == .single)
        #expect(shape("  42") == .single)
        #expect(shape("") == .single)
        #expect(shape("   ") == .single)
    }

    @Test func findsTopLevelElementsWithoutSurroundingWhitespace() {
        #expect(shape("[]") == .array(elements: [], oversized: []))
        #expect(shape(" [ ] ") == .array(elements: [], oversized: []))
        #expect(shape("[1]") == .array(elements: [1..<2], oversized: []))
        #expect(shape("[ 1 ,\n 22 ]\n") == .array(elements: [2..<3, 7..<9], oversized: []))
        #expect(
            shape(#"[{"a":[1,2,3,4]},[5,6,7],"x,y,z"]"#)
                == .array(elements: [1..<16, 17..<24, 25..<32], oversized: [0]))
        #expect(shape(#"["\"],[", 2]"#) == .array(elements: [1..<8, 10..<11], oversized: []))
        #expect(shape(#"["\\", 2]"#) == .array(elements: [1..<5, 7..<8], oversized: []))
    }

    @Test func stopsAtTheLimit() {
        #expect(shape("[1,2,3,4]") == .tooManyElements(limit: 3))
        #expect(shape("[1,2,3,4") == .tooManyElements(limit: 3))
        #expect(shape("[1,2,3]") == .array(elements: [1..<2, 3..<4, 5..<6], oversized: []))
    }

    @Test func measuresElementsWithoutSurroundingWhitespace() {
        #expect(shape("[   1234567890   , 12345678901]") == .array(elements: [4..<14, 19..<30], oversized: [1]))
        #expect(shape(#"["123456789012"]"#) == .array(elements: [1..<15], oversized: [0]))
    }

    /// The framing is checked before anything is answered: a body whose
    /// top level is not a JSON array is refused whole.
    @Test func brokenFramingIsMalformed() {
        for text in ["[", "[1,", #"["abc"#, "[}]]]", "[1,,2]", "[,1]", "[1,]", "[1] x", "[1]]", "[{]"] {
            #expect(isMalformed(text), "\(text)")
        }
        let deep = [UInt8](repeating: UInt8(ascii: "["), count: 100_000)
        #expect(deep.withUnsafeBytes { scanner.shape(of: $0) } == .malformed("the array is not closed"))
    }

    /// What an element holds is the parser's to judge, element by element.
    @Test func elementsThatAreNotJSONAreStillElements() {
        #expect(shape("[nul, {x}]") == .array(elements: [1..<4, 6..<9], oversized: []))
        #expect(shape("[1 2]") == .array(elements: [1..<4], oversized: []))
    }
}
