import LocaleFormatTestSupport
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

    /// Elements of every length and nesting, with strings holding escaped
    /// quotes, backslashes and brackets across the eight-byte words the
    /// scan reads: each element is found where it was put.
    @Test func findsElementsWhateverTheirBytesAndOffsets() {
        var random = SeededGenerator(seed: 8)
        let scanner = BatchScanner(maximumCount: 1_000, maximumElementBytes: 1_000)
        let pieces = [
            #"{"a":"#, #""x\"]}""#, #""\\""#, #""[{""#, "1", "[", "]", "{}", "[]", #""é\u005D""#, ",", ":",
            #""\"""#, "true",
        ]
        for _ in 0..<2_000 {
            var body = [UInt8]("[".utf8)
            var expected: [Range<Int>] = []
            for index in 0..<Int.random(in: 0...6, using: &random) {
                if index > 0 { body += Array(",".utf8) }
                body += Array(String(repeating: " ", count: Int.random(in: 0...9, using: &random)).utf8)
                // An object or array whose inner bytes are balanced.
                var element = [UInt8]("[".utf8)
                var open: [UInt8] = []
                for _ in 0..<Int.random(in: 0...12, using: &random) {
                    guard let piece = pieces.randomElement(using: &random) else { continue }
                    switch piece {
                    case "[", "{}", "[]", #"{"a":"#:
                        if piece == "[" { open.append(UInt8(ascii: "]")) }
                        if piece == #"{"a":"# { open.append(UInt8(ascii: "}")) }
                        element += Array(piece.utf8)
                    case "]":
                        if let close = open.popLast() { element.append(close) }
                    default:
                        element += Array(piece.utf8)
                    }
                }
                element += open.reversed()
                element += Array("]".utf8)
                expected.append(body.count..<(body.count + element.count))
                body += element
                body += Array(String(repeating: "\n", count: Int.random(in: 0...2, using: &random)).utf8)
            }
            body += Array("]".utf8)
            let shape = body.withUnsafeBytes { scanner.shape(of: $0) }
            #expect(shape == .array(elements: expected, oversized: []), "\(String(decoding: body, as: UTF8.self))")
        }
    }
}
