extension DateFormat {
    /// The parts of ``string(from:)-(Instant)``'s text, as ECMA-402's
    /// `Intl.DateTimeFormat.prototype.formatToParts` gives them, from ICU's
    /// fields (`udat_formatForFields`).
    ///
    /// ```swift
    /// let f = try Formatters.shared.date(locale: "de-DE", layout: .styles(date: .long))
    /// try f.parts(from: Instant(iso8601: "2015-08-07T17:29:32Z"))
    /// // day "7", literal ". ", month "August", literal " ", year "2015"
    /// ```
    /// - Throws: as ``string(from:)-(Instant)``; `limitExceeded` for a
    ///   result of more fields than ``FormattedPart`` reads.
    public func parts(from instant: Instant) throws(LocaleFormatError) -> [FormattedPart] {
        let fields = try handle.handle().formatFields(Double(instant.millisecondsSince1970))
        guard !fields.text.isEmpty else {
            throw LocaleFormatError(.invalidPattern, "the date pattern formats to nothing at this instant")
        }
        return FormattedPart.dateParts(of: fields)
    }
}

extension FormattedPart {
    /// The parts of a date's (or a date interval's) fields; with
    /// `rangeSpans`, each with its source.
    static func dateParts(of fields: ICUFormattedFields, rangeSpans: Int32? = nil) -> [FormattedPart] {
        parts(of: fields, rangeSpans: rangeSpans) { span, _ in
            span.category == ICUFormattedFields.Category.date ? .date(field: span.field) : nil
        }
    }
}
