extension UnitFormat {
    /// The parts of ``string(from:)-(DecimalValue)``'s text, as ECMA-402's
    /// `formatToParts` gives them.
    ///
    /// ```swift
    /// try Formatters.shared.unit(locale: "en", unit: "kilometer-per-hour").parts(from: DecimalValue(50))
    /// // integer "50", literal " ", unit "km/h"
    /// ```
    /// - Throws: as ``string(from:)-(DecimalValue)``; `limitExceeded` for a
    ///   result of more fields than ``FormattedPart`` reads.
    public func parts(from value: DecimalValue) throws(LocaleFormatError) -> [FormattedPart] {
        guard value.isFinite else {
            throw LocaleFormatError(.invalidNumber, "a measurement must be a finite number, not \(value)")
        }
        return try FormattedPart.numberParts(
            of: handle.formatFields(decimal: value.text, roundingMode: options.numberDisplay.roundingMode), value)
    }
}
