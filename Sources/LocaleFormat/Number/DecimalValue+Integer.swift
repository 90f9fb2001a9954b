extension DecimalValue {
    /// The magnitude of an integer of at most 64 bits (`"-1234"`: 1234,
    /// `"1e3"`: 1000, `"-0"`: 0), read from the stored digits rather than
    /// by parsing ``description``: finite, no visible fraction digit, at
    /// most 2⁶⁴−1; nil otherwise (`"1.0"`, `"18446744073709551616"`, NaN).
    /// With ``isNegative``, the integer. For LocaleFormatCatalogs, which
    /// reads integer arguments on every rendering.
    @_spi(Catalogs) public var integerMagnitude: UInt64? {
        guard isFinite, exponent >= 0 else { return nil }
        var magnitude: UInt64 = 0
        for digit in coefficient {
            let (shifted, overflow) = magnitude.multipliedReportingOverflow(by: 10)
            let (sum, carry) = shifted.addingReportingOverflow(UInt64(digit &- UInt8(ascii: "0")))
            if overflow || carry { return nil }
            magnitude = sum
        }
        // A zero's exponent is at most 0; any other value takes at most 19
        // more zeros before it overflows.
        for _ in 0..<min(exponent, 20) {
            let (shifted, overflow) = magnitude.multipliedReportingOverflow(by: 10)
            if overflow { return nil }
            magnitude = shifted
        }
        return magnitude
    }
}
