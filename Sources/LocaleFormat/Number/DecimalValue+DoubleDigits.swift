extension DecimalValue {
    /// The most significant digits of a decimal that goes to ICU as a double
    /// (relative times, durations): with at most 15, below 10^15, the
    /// nearest double carries exactly the decimal's digits.
    public static let maximumDoubleDigits = 15

    /// Refuses a decimal that a double would not carry exactly: not finite,
    /// more than ``maximumDoubleDigits`` significant digits, or not below
    /// 10^15 in magnitude.
    /// - Parameter what: what the value is, for the message (`"the value"`,
    ///   `"hours"`).
    /// - Throws: ``LocaleFormatError`` `invalidNumber`.
    func checkDoubleDigits(_ what: String) throws(LocaleFormatError) {
        guard isFinite else {
            throw LocaleFormatError(.invalidNumber, "\(what): \(self) is not a finite number")
        }
        guard significantDigitCount <= Self.maximumDoubleDigits else {
            throw LocaleFormatError(
                .invalidNumber,
                "\(what): \(self) has \(significantDigitCount) significant digits; at most \(Self.maximumDoubleDigits) are allowed"
            )
        }
        guard isZero || adjustedExponent < Self.maximumDoubleDigits else {
            throw LocaleFormatError(.invalidNumber, "\(what): \(self) is not below 10^15 in magnitude")
        }
    }

    /// The double nearest to the decimal, after ``checkDoubleDigits(_:)``:
    /// `-0` keeps its sign.
    ///
    /// With at most 15 coefficient digits the coefficient is an exact
    /// double, and so is 10^k for k ≤ 22; one multiplication or division of
    /// two exact doubles rounds once, to the nearest (IEEE 754), so that is
    /// the answer without parsing text. Other decimals go through
    /// `Double(String)`.
    /// - Throws: ``LocaleFormatError`` `invalidNumber` as ``checkDoubleDigits(_:)``.
    func checkedDouble(_ what: String) throws(LocaleFormatError) -> Double {
        try checkDoubleDigits(what)
        if coefficient.count <= Self.maximumDoubleDigits, (-22...22).contains(exponent) {
            var integer: UInt64 = 0
            for digit in coefficient { integer = integer &* 10 &+ UInt64(digit &- 0x30) }
            let power = Self.exactPowersOfTen[abs(exponent)]
            let magnitude = exponent < 0 ? Double(integer) / power : Double(integer) * power
            return isNegative ? -magnitude : magnitude
        }
        guard let double = Double(text), double.isFinite else {
            throw LocaleFormatError(.invalidNumber, "\(what): \(self) has no double")
        }
        return double
    }

    /// 10^0 … 10^22, each exactly a double.
    private static let exactPowersOfTen: [Double] = (0...22).map { exponent in
        (0..<exponent).reduce(1.0) { power, _ in power * 10 }
    }
}
