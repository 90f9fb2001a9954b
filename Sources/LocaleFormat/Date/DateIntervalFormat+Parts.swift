extension DateIntervalFormat {
    /// The parts of ``string(from:to:)``'s text, as ECMA-402's
    /// `Intl.DateTimeFormat.prototype.formatRangeToParts` gives them: each
    /// with its ``FormattedPart/Source``, all `shared` when one date is
    /// written for both instants.
    ///
    /// ```swift
    /// // en, skeleton yMMMd: "Aug 7 – 10, 2015"
    /// // month "Aug" shared, literal " " shared, day "7" startRange, literal " – " shared,
    /// // day "10" endRange, literal ", " shared, year "2015" shared
    /// // (the spaces around "–" are U+2009)
    /// ```
    /// - Throws: as ``string(from:to:)``; `limitExceeded` for a result of
    ///   more fields than ``FormattedPart`` reads.
    public func parts(from start: Instant, to end: Instant) throws(LocaleFormatError) -> [FormattedPart] {
        let fields = try handle.formatFields(
            start: Double(start.millisecondsSince1970), end: Double(end.millisecondsSince1970))
        let spanned = fields.spans.contains { $0.category == ICUFormattedFields.Category.dateIntervalSpan }
        if !spanned, let single {
            // As string(from:to:): the style's own single date.
            return try single.parts(from: start).map { part in
                var shared = part
                shared.source = .shared
                return shared
            }
        }
        return FormattedPart.dateParts(of: fields, rangeSpans: ICUFormattedFields.Category.dateIntervalSpan)
    }
}
