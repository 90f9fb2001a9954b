extension ListFormat {
    /// The parts of ``string(from:)``'s text, as ECMA-402's
    /// `Intl.ListFormat.prototype.formatToParts` gives them: an `element`
    /// per item, `literal`s between.
    ///
    /// ```swift
    /// try Formatters.shared.list(locale: "es", type: .or).parts(from: ["siete", "ocho"])
    /// // element "siete", literal " u ", element "ocho"
    /// ```
    /// - Throws: as ``string(from:)``; `limitExceeded` for a result of more
    ///   fields than ``FormattedPart`` reads (a list of some 2,700 items).
    public func parts(from items: [String]) throws(LocaleFormatError) -> [FormattedPart] {
        FormattedPart.parts(of: try handle.formatFields(items)) { span, _ in
            span.category == ICUFormattedFields.Category.list && span.field == 1 ? .element : nil
        }
    }
}
