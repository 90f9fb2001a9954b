import LocaleFormatTestSupport
import Testing

@testable import LocaleFormat

/// `checkedDouble` against `Double(String)` (correctly rounded, IEEE 754):
/// the same bits for every decimal a double carries exactly.
@Suite struct DecimalValueDoubleTests {
    @Test(arguments: [
        ("-2", -2.0), ("0.1", 0.1), ("1.5", 1.5), ("-0.000001", -0.000001), ("999999999999999", 999_999_999_999_999),
        ("1e-22", 1e-22), ("1.23456789012345e-30", 1.23456789012345e-30), ("123456789012345e-22", 1.23456789012345e-8),
        ("0.30000000000000000000000", 0.3), ("1e14", 1e14), ("4.35", 4.35),
    ])
    func knownValues(text: String, expected: Double) throws {
        #expect(try DecimalValue(text).checkedDouble("v").bitPattern == expected.bitPattern)
    }

    @Test func minusZeroKeepsItsSign() throws {
        for text in ["-0", "-0.000", "-0e-30"] {
            let double = try DecimalValue(text).checkedDouble("v")
            #expect(double == 0 && double.sign == .minus, "\(text)")
        }
        #expect(try DecimalValue("0.00").checkedDouble("v").sign == .plus)
    }

    @Test func randomDecimalsMatchDoubleParsing() throws {
        var random = SeededGenerator(seed: 0xD0_0B1E)
        for _ in 0..<50_000 {
            let digits = Int.random(in: 1...15, using: &random)
            var coefficient = String(Int.random(in: 1...9, using: &random))
            for _ in 1..<digits { coefficient += String(Int.random(in: 0...9, using: &random)) }
            let exponent = Int.random(in: -40...(14 - digits + 1), using: &random)
            let text = (Bool.random(using: &random) ? "-" : "") + coefficient + "e" + String(exponent)
            let decimal = try DecimalValue(text)
            let expected = try #require(Double(text))
            #expect(try decimal.checkedDouble("v").bitPattern == expected.bitPattern, "\(text)")
        }
    }

    @Test func refusesWhatADoubleWouldNotCarry() {
        for text in ["1234567890123456", "1e15", "NaN", "-Infinity"] {
            #expect(throws: LocaleFormatError.self) { try DecimalValue(text).checkedDouble("v") }
        }
    }
}
