// Case mappers: ``CaseMapper`` by options and by strings.

extension CaseMapper.Options: SpelledOptions {}
extension CaseMapper: CachedFormatter { static var kind: Formatters.Kind { .caseMapper } }
extension CaseMapper.Options: CachedOptions {
    public func _lend<R>(in formatters: Formatters, _ body: (CaseMapper) throws(LocaleFormatError) -> R)
        throws(LocaleFormatError) -> R
    {
        try formatters.lend(formatters.caseMappers, self, body)
    }
}

extension CaseMapper.Options {
    /// The text mapped by these options' shared case mapper
    /// (``Formatters/shared``): the mapper's own verb, not `format`.
    ///
    /// ```swift
    /// try CaseMapper.Options(locale: try LocaleIdentifier("tr")).map("istanbul", mode: .upper)   // "İSTANBUL"
    /// ```
    /// - Throws: as ``CaseMapper/init(_:)`` and ``CaseMapper/map(_:mode:)``.
    public func map(_ text: String, mode: CaseMapper.Mode) throws(LocaleFormatError) -> String {
        try Formatters.shared.with(self) { f throws(LocaleFormatError) in try f.map(text, mode: mode) }
    }
}

extension Formatters {
    /// The shared case mapper for `options`.
    ///
    /// ```swift
    /// let options = CaseMapper.Options(locale: try LocaleIdentifier("tr"))
    /// try Formatters.shared.caseMapper(options).uppercased("istanbul")   // "İSTANBUL"
    /// ```
    /// - Throws: as ``CaseMapper/init(_:)``.
    public func caseMapper(_ options: CaseMapper.Options) throws(LocaleFormatError) -> CaseMapper {
        try value(caseMappers, for: options)
    }

    /// The shared case mapper of a locale spelled as a request spells it.
    ///
    /// ```swift
    /// try Formatters.shared.caseMapper(locale: "tr").uppercased("istanbul")   // "İSTANBUL"
    /// ```
    /// - Parameter locale: a BCP 47 tag or ICU id.
    /// - Throws: `invalidLocale`, and as ``CaseMapper/init(_:)``.
    public func caseMapper(locale: String) throws(LocaleFormatError) -> CaseMapper {
        try spelled(caseMappers, locale: locale, CaseMapper.Options(locale: .root), lending: false) { $0 }
    }

    /// The same ``CaseMapper`` as ``caseMapper(locale:)``, lent to
    /// `body` as ``with(_:_:)`` lends one found by options. Do not keep it past `body`.
    /// - Throws: as ``caseMapper(locale:)``, or what `body` throws.
    public func caseMapper<R>(
        locale: String, _ body: (CaseMapper) throws(LocaleFormatError) -> R
    ) throws(LocaleFormatError) -> R {
        try spelled(caseMappers, locale: locale, CaseMapper.Options(locale: .root), lending: true, to: body)
    }
}
