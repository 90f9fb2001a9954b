import Testing

@testable import LocaleFormatService

@Suite struct UInt8ASCIITests {
    /// The module's byte names leave the standard library's alone: `.zero`
    /// is the number 0, not the digit "0" (48).
    @Test func zeroIsStillZero() {
        let zero: UInt8 = .zero
        #expect(zero == 0)
        #expect(UInt8.digitZero == 48)
        #expect(UInt8.digitNine == 57)
        #expect(UInt8(ascii: "7").isDigit)
        #expect(!UInt8(ascii: "/").isDigit)
        #expect(!UInt8(ascii: ":").isDigit)
    }
}
