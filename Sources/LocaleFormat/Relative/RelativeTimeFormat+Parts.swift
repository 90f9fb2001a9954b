extension RelativeTimeFormat {
    /// The parts of ``string(for:unit:numeric:)-(DecimalValue,_,_)``'s text,
    /// as ECMA-402's `Intl.RelativeTimeFormat.prototype.formatToParts` gives
    /// them: the number's parts with the unit, `literal`s around them.
    ///
    /// ```swift
    /// try Formatters.shared.relativeTime(locale: "en").parts(for: DecimalValue(-1234), unit: .day)
    /// // integer "1" day, group "," day, integer "234" day, literal " days ago"
    /// ```
    /// - Throws: as ``string(for:unit:numeric:)-(DecimalValue,_,_)``.
    public func parts(
        for value: DecimalValue, unit: Unit, numeric: Numeric = .always
    ) throws(LocaleFormatError) -> [FormattedPart] {
        let fields = try handle.formatFields(Self.offset(value), unit: unit.icuValue, numeric: numeric == .always)
        // ICU writes the magnitude, a finite number without a sign.
        return FormattedPart.parts(of: fields, unit: unit.rawValue) { span, _ in
            span.category == ICUFormattedFields.Category.number ? .number(field: span.field, of: 0) : nil
        }
    }
}
