extension CurrencyFormat {
    /// The parts of ``string(from:)-(DecimalValue)``'s text, as ECMA-402's
    /// `formatToParts` gives them.
    ///
    /// ```swift
    /// try Formatters.shared.currency(locale: "de-DE", currency: "EUR").parts(from: DecimalValue("1234.5"))
    /// // integer "1", group ".", integer "234", decimal ",", fraction "50", literal " ", currency "€"
    /// // (the literal is U+00A0)
    /// ```
    /// - Throws: as ``string(from:)-(DecimalValue)``; `limitExceeded` for a
    ///   result of more fields than ``FormattedPart`` reads.
    public func parts(from amount: DecimalValue) throws(LocaleFormatError) -> [FormattedPart] {
        guard amount.isFinite else {
            throw LocaleFormatError(.invalidNumber, "a currency amount must be a finite number, not \(amount)")
        }
        return try FormattedPart.numberParts(
            of: handle.formatFields(decimal: amount.text, roundingMode: options.numberDisplay.roundingMode), amount)
    }
}
