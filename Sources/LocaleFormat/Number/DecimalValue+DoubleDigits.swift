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
}
