// Lists: ``ListFormat`` by options and by strings.

extension ListFormat.Options: SpelledOptions {}
extension ListFormat: CachedFormatter { static var kind: Formatters.Kind { .list } }
extension ListFormat.Options: CachedOptions {
    public func _lend<R>(in formatters: Formatters, _ body: (ListFormat) throws(LocaleFormatError) -> R)
        throws(LocaleFormatError) -> R
    {
        try formatters.lend(formatters.lists, self, body)
    }
}

extension ListFormat.Options {
    /// The items joined by these options' shared list format
    /// (``Formatters/shared``), opened on first use.
    ///
    /// ```swift
    /// try ListFormat.Options(locale: try LocaleIdentifier("es"), type: .or).format(["siete", "ocho"])   // "siete u ocho"
    /// ```
    /// - Throws: as ``ListFormat/init(_:)`` and ``ListFormat/string(from:)``.
    public func format(_ items: [String]) throws(LocaleFormatError) -> String {
        try Formatters.shared.with(self) { f throws(LocaleFormatError) in try f.string(from: items) }
    }
}

extension Formatters {
    /// The shared list format for these options, opened on first use.
    ///
    /// ```swift
    /// let options = ListFormat.Options(locale: try LocaleIdentifier("es"), type: .or)
    /// try Formatters.shared.list(options).string(from: ["siete", "ocho"])   // "siete u ocho"
    /// ```
    /// - Throws: as ``ListFormat/init(_:)``.
    public func list(_ options: ListFormat.Options) throws(LocaleFormatError) -> ListFormat {
        try value(lists, for: options)
    }

    /// The shared list format of a locale spelled as a request spells it.
    ///
    /// ```swift
    /// try Formatters.shared.list(locale: "en").string(from: ["A", "B", "C"])               // "A, B, and C"
    /// try Formatters.shared.list(locale: "en", type: .or).string(from: ["A", "B", "C"])    // "A, B, or C"
    /// ```
    /// - Parameters:
    ///   - locale: a BCP 47 tag or ICU id.
    ///   - type: what the list means; `.and` by default.
    ///   - width: how long the joining words are; `.long` by default.
    /// - Throws: `invalidLocale`, and as ``ListFormat/init(_:)``.
    public func list(
        locale: String, type: ListFormat.ListType = .and, width: ListFormat.Width = .long
    ) throws(LocaleFormatError) -> ListFormat {
        try spelled(lists, locale: locale, ListFormat.Options(locale: .root, type: type, width: width), lending: false)
        { $0 }
    }

    /// The same ``ListFormat`` as ``list(locale:type:width:)``, lent to `body`
    /// as ``with(_:_:)`` lends one found by options. Do not keep it past `body`.
    /// - Throws: as ``list(locale:type:width:)``, or what `body` throws.
    public func list<R>(
        locale: String, type: ListFormat.ListType = .and, width: ListFormat.Width = .long,
        _ body: (ListFormat) throws(LocaleFormatError) -> R
    ) throws(LocaleFormatError) -> R {
        try spelled(
            lists, locale: locale, ListFormat.Options(locale: .root, type: type, width: width), lending: true, to: body)
    }
}
