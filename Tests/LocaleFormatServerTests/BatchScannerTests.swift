import Testing

@testable import LocaleFormatServer

@Suite struct BatchScannerTests {
    let scanner = BatchScanner(maximumCount: 3, maximumElementBytes: 10)

    func shape(_ text: String) -> BatchScanner.Shape {
        Array(text.utf8).withUnsafeBytes { scanner.shape(of: $0) }
    }

    @Test func objectsAndScalarsAreSingle() {
        #expect(shape(#"{"a":[1,2,3,4,5]}"#) == .single)
        #expect(shape("  42") == .single)
        #expect(shape("") == .single)
        #expect(shape("   ") == .single)
    }

    @Test func countsTopLevelElementsOnly() {
        #expect(shape("[]") == .array(count: 0, oversized: []))
        #expect(shape(" [ ] ") == .array(count: 0, oversized: []))
        #expect(shape("[1]") == .array(count: 1, oversized: []))
        #expect(shape(#"[{"a":[1,2,3,4]},[5,6,7],"x,y,z"]"#) == .array(count: 3, oversized: [0]))
        #expect(shape(#"["\"],[", 2]"#) == .array(count: 2, oversized: []))
        #expect(shape(#"["\\", 2]"#) == .array(count: 2, oversized: []))
    }

    @Test func stopsAtTheLimit() {
        #expect(shape("[1,2,3,4]") == .tooManyElements(limit: 3))
        #expect(shape("[1,2,3,4") == .tooManyElements(limit: 3))
        #expect(shape("[1,2,3]") == .array(count: 3, oversized: []))
    }

    @Test func measuresElementsWithoutSurroundingWhitespace() {
        #expect(shape("[   1234567890   , 12345678901]") == .array(count: 2, oversized: [1]))
        #expect(shape(#"["123456789012"]"#) == .array(count: 1, oversized: [0]))
    }

    @Test func malformedInputLeftToTheParser() {
        #expect(shape("[") == .array(count: 0, oversized: []))
        #expect(shape("[1,") == .array(count: 1, oversized: []))
        #expect(shape(#"["abc"#) == .array(count: 1, oversized: []))
        #expect(shape("[}]]]") == .array(count: 1, oversized: []))
        let deep = [UInt8](repeating: UInt8(ascii: "["), count: 100_000)
        #expect(deep.withUnsafeBytes { scanner.shape(of: $0) } == .array(count: 1, oversized: [0]))
    }
}
