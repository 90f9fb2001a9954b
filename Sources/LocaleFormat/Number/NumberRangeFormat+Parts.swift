extension NumberRangeFormat {
    /// The parts of ``string(from:to:)-(DecimalValue,_)``'s text, as
    /// ECMA-402's `formatRangeToParts` gives them: each with its
    /// ``FormattedPart/Source``.
    ///
    /// ```swift
    /// try f.parts(from: DecimalValue(3), to: DecimalValue(5))   // en: "3–5"
    /// // integer "3" startRange, literal "–" shared, integer "5" endRange
    /// ```
    /// - Throws: as ``string(from:to:)-(DecimalValue,_)``; `limitExceeded`
    ///   for a result of more fields than ``FormattedPart`` reads.
    public func parts(from start: DecimalValue, to end: DecimalValue) throws(LocaleFormatError) -> [FormattedPart] {
        guard start.isFinite, end.isFinite else {
            throw LocaleFormatError(
                .invalidNumber, "a number range needs finite numbers, not \(start.isFinite ? end : start)")
        }
        let fields = try handle.formatFields(start: start.text, end: end.text)
        return FormattedPart.parts(of: fields, rangeSpans: ICUFormattedFields.Category.numberRangeSpan) {
            span, source in
            guard span.category == ICUFormattedFields.Category.number else { return nil }
            return .number(field: span.field, of: source == .endRange ? end : start)
        }
    }
}
