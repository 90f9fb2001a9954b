extension NumberFormat {
    /// The parts of ``string(from:)-(DecimalValue)``'s text, as ECMA-402's
    /// `Intl.NumberFormat.prototype.formatToParts` gives them.
    ///
    /// ```swift
    /// try Formatters.shared.number(locale: "en").parts(from: DecimalValue("-1234.5"))
    /// // minusSign "-", integer "1", group ",", integer "234", decimal ".", fraction "5"
    /// ```
    /// - Throws: as ``string(from:)-(DecimalValue)``; `limitExceeded` for a
    ///   result of more fields than ``FormattedPart`` reads.
    public func parts(from value: DecimalValue) throws(LocaleFormatError) -> [FormattedPart] {
        try FormattedPart.numberParts(
            of: handle.formatFields(decimal: value.text, roundingMode: options.numberDisplay.roundingMode), value)
    }
}

extension FormattedPart {
    /// The parts of a number format's result for `operand`.
    static func numberParts(of fields: ICUFormattedFields, _ operand: DecimalValue) -> [FormattedPart] {
        parts(of: fields) { span, _ in
            span.category == ICUFormattedFields.Category.number ? .number(field: span.field, of: operand) : nil
        }
    }
}
