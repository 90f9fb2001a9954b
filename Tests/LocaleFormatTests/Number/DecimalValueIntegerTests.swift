@_spi(Catalogs) import LocaleFormat
import Testing

/// `DecimalValue.integerMagnitude`: an integer's magnitude read from its
/// digits, nil for anything that is not an integer of at most 64 bits.
@Suite struct DecimalValueIntegerTests {
    @Test(
        arguments: [
            ("0", 0), ("-0", 0), ("007", 7), ("+5", 5), ("1234", 1234), ("-1234", 1234), ("1e3", 1000),
            ("100", 100), ("1e19", 10_000_000_000_000_000_000), ("9223372036854775808", 9_223_372_036_854_775_808),
            ("18446744073709551615", UInt64.max),
        ] as [(String, UInt64)])
    func integers(text: String, magnitude: UInt64) throws {
        #expect(try DecimalValue(text).integerMagnitude == magnitude, "\(text)")
    }

    @Test(arguments: ["1.0", "0.5", "-0.0", "1e-1", "18446744073709551616", "1e20", "1E+21", "NaN", "Infinity"])
    func notIntegersOfSixtyFourBits(text: String) throws {
        #expect(try DecimalValue(text).integerMagnitude == nil, "\(text)")
    }
}
