import Testing

import struct Foundation.Decimal

@testable import LocaleFormat

@Suite struct DecimalValueTests {
    @Test(arguments: [
        ("1234.5", "1234.5"),
        ("-0.001", "-0.001"),
        ("1e21", "1000000000000000000000"),
        ("1E+21", "1000000000000000000000"),
        ("2.5e-3", "0.0025"),
        ("1.0e-2", "0.010"),
        ("1.50", "1.50"),
        ("1.0", "1.0"),
        ("007", "7"),
        ("-000.500", "-0.500"),
        (".5", "0.5"),
        ("5.", "5"),
        ("+7", "7"),
        ("-0", "-0"),
        ("0.00", "0.00"),
        ("0e5", "0"),
        ("1.5E3", "1500"),
        ("NaN", "NaN"),
        ("Infinity", "Infinity"),
        ("+Infinity", "Infinity"),
        ("-Infinity", "-Infinity"),
        ("1e100", "1E+100"),
        ("1.5e-100", "1.5E-100"),
        ("-1.000e-999", "-1.000E-999"),
    ])
    func parsesAndPrints(text: String, description: String) throws {
        let value = try DecimalValue(text)
        #expect(value.description == description)
        #expect(try DecimalValue(value.description) == value)
    }

    @Test func keepsDigitsAsWritten() throws {
        #expect(try DecimalValue("1.0") != DecimalValue("1"))
        #expect(try DecimalValue("1.0") != DecimalValue("1.00"))
        #expect(try DecimalValue("1.0").fractionDigitCount == 1)
        #expect(try DecimalValue("1.50").fractionDigitCount == 2)
        #expect(try DecimalValue("1e-3").fractionDigitCount == 3)
        #expect(try DecimalValue("1e3").fractionDigitCount == 0)
        #expect(try DecimalValue("007") == DecimalValue("7"))
        #expect(try DecimalValue("1e3") == DecimalValue("1000"))
        #expect(try DecimalValue("1.000e3") == DecimalValue("1000"))
        #expect(try DecimalValue("1.0000e3") != DecimalValue("1000"))  // 1000.0
        #expect(try DecimalValue("10.0") == DecimalValue("100e-1"))
        #expect(try Set(["1e3", "1000", "001000", "1000.", "0.1e4"].map(DecimalValue.init)).count == 1)
        #expect(try DecimalValue("12345678901234567.89").description == "12345678901234567.89")
        #expect(try DecimalValue("100").significantDigitCount == 1)
        #expect(try DecimalValue("0.0010200").significantDigitCount == 3)
        #expect(try DecimalValue("0").significantDigitCount == 0)
    }

    @Test func specialValues() throws {
        #expect(try DecimalValue("NaN").isNaN)
        #expect(try DecimalValue("Infinity").isInfinite)
        #expect(try DecimalValue("-Infinity") == .negativeInfinity)
        #expect(try DecimalValue("-Infinity").isNegative)
        #expect(!DecimalValue.nan.isFinite)
        #expect(try DecimalValue("-0").isZero && DecimalValue("-0").isNegative)
        #expect(try DecimalValue("1").isFinite)
    }

    @Test func rejectsMalformedText() {
        for bad in [
            "1,5", "--1", "+", "-", ".", "1e", "1e+", "e5", " 1", "1 ", "", "1.2.3", "1..2", "+-1", "1e1.5",
            "nan", "inf", "-NaN", "Inf", "infinity", "0x1A", "١٢", "1_000", "1'000", "１", "1e--5", "∞",
        ] {
            expectCode(.invalidNumber) { try DecimalValue(bad) }
        }
    }

    @Test func significantDigitLimit() throws {
        let hundred = String(repeating: "7", count: 100)
        #expect(try DecimalValue(hundred).significantDigitCount == 100)
        #expect(try DecimalValue("0.000" + hundred + "000").significantDigitCount == 100)
        #expect(try DecimalValue("1" + String(repeating: "0", count: 500)).significantDigitCount == 1)
        #expect(try DecimalValue("1." + String(repeating: "0", count: 500)).fractionDigitCount == 500)
        expectCode(.invalidNumber) { try DecimalValue(hundred + "7") }
        expectCode(.invalidNumber) { try DecimalValue("1" + String(repeating: "0", count: 99) + "1") }
        expectCode(.invalidNumber) { try DecimalValue("0." + hundred + "7") }
    }

    /// The limits are checked while the text is read: a megabyte of digits
    /// is refused at its 101st significant digit, and runs of zeros count
    /// without being stored until a digit follows them.
    @Test func limitsAreCheckedWhileReading() throws {
        let megabyte = 1 << 20
        let error = try #require(formatError { _ = try DecimalValue(String(repeating: "9", count: megabyte)) })
        #expect(error.code == .invalidNumber)
        #expect(error.message == "the number has more than 100 significant digits; at most 100 are allowed")
        expectCode(.invalidNumber) { try DecimalValue("1" + String(repeating: "0", count: megabyte) + "1") }
        expectCode(.invalidNumber) { try DecimalValue("0." + String(repeating: "0", count: 1000) + "1") }
        #expect(try DecimalValue("0." + String(repeating: "0", count: 999) + "1").description == "1E-1000")
        let zeros = try DecimalValue("-0." + String(repeating: "0", count: 1000))
        #expect(zeros.isZero && zeros.isNegative && zeros.fractionDigitCount == 1000)
        let fraction = try DecimalValue("2." + String(repeating: "0", count: megabyte))
        #expect(fraction.fractionDigitCount == megabyte && fraction.significantDigitCount == 1)
        #expect(try DecimalValue("0001000e-3") == DecimalValue("1.000"))
        #expect(try DecimalValue("120.0e1").description == "1200")
    }

    @Test func adjustedExponentLimit() throws {
        // The exponent of the number written with one digit before the point.
        _ = try DecimalValue("1e1000")
        _ = try DecimalValue("9.99e1000")
        _ = try DecimalValue("0.1e1001")
        _ = try DecimalValue("1e-1000")
        _ = try DecimalValue("10e-1001")
        _ = try DecimalValue("0e5000")
        expectCode(.invalidNumber) { try DecimalValue("1e1001") }
        expectCode(.invalidNumber) { try DecimalValue("10e1000") }
        expectCode(.invalidNumber) { try DecimalValue("12345e998") }
        expectCode(.invalidNumber) { try DecimalValue("1e-1001") }
        expectCode(.invalidNumber) { try DecimalValue("0.1e-1000") }
        expectCode(.invalidNumber) { try DecimalValue("0e-1001") }
        expectCode(.invalidNumber) { try DecimalValue("1e99999999999999999999999") }
        expectCode(.invalidNumber) { try DecimalValue("1e-99999999999999999999999") }
    }

    @Test func fromIntegers() {
        #expect(DecimalValue(9_007_199_254_740_993).description == "9007199254740993")
        #expect(DecimalValue(Int.min).description == "-9223372036854775808")
        #expect(DecimalValue(UInt64.max).description == "18446744073709551615")
        #expect(DecimalValue(0) == 0)
        let five: DecimalValue = 5
        #expect(five.description == "5")
    }

    @Test func fromFoundationDecimal() throws {
        #expect(DecimalValue(try #require(Decimal(string: "19.99"))).description == "19.99")
        #expect(
            DecimalValue(try #require(Decimal(string: "-1234567890123456789012345.678"))).description
                == "-1234567890123456789012345.678")
        #expect(DecimalValue(Decimal.nan).isNaN)
        #expect(DecimalValue(Decimal(0)).isZero)
    }

    @Test func fromDouble() {
        #expect(DecimalValue(0.1).description == "0.1")
        #expect(DecimalValue(1.0).description == "1")
        #expect(DecimalValue(1.0).fractionDigitCount == 0)
        #expect(DecimalValue(-2.5).description == "-2.5")
        #expect(DecimalValue(1e21).description == "1000000000000000000000")
        #expect(DecimalValue(1.5e-7).description == "0.00000015")
        #expect(DecimalValue(-0.0).description == "-0")
        #expect(DecimalValue(12345678901234567.89).description == "12345678901234568")
        #expect(DecimalValue(Double.nan).isNaN)
        #expect(DecimalValue(Double.infinity) == .infinity)
        #expect(DecimalValue(-Double.infinity) == .negativeInfinity)
        #expect(DecimalValue(Double.greatestFiniteMagnitude).isFinite)
        #expect(DecimalValue(Double.leastNonzeroMagnitude).description == "5E-324")
    }
}
