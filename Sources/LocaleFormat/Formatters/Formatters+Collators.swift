// Collators: ``Collator`` by options and by strings.

extension Collator.Options: SpelledOptions {
    var spelledBytes: Int { Spelling<Self>.storedBytes(rules) }
}
extension Collator: CachedFormatter { static var kind: Formatters.Kind { .collator } }
extension Collator.Options: CachedOptions {
    public func _lend<R>(in formatters: Formatters, _ body: (Collator) throws(LocaleFormatError) -> R)
        throws(LocaleFormatError) -> R
    {
        try formatters.lend(formatters.collators, self, body)
    }
}

extension Collator.Options {
    /// Two strings compared with these options' shared collator
    /// (``Formatters/shared``): the collator's own verb, not `format`.
    ///
    /// ```swift
    /// try Collator.Options(locale: try LocaleIdentifier("sv")).compare("ä", "z")   // .orderedDescending
    /// ```
    /// - Throws: as ``Collator/init(_:)``.
    public func compare(_ a: String, _ b: String) throws(LocaleFormatError) -> Collator.Order {
        try Formatters.shared.with(self) { $0.compare(a, b) }
    }
}

extension Formatters {
    /// The shared collator for `options`.
    ///
    /// ```swift
    /// let options = Collator.Options(locale: try LocaleIdentifier("sv"))
    /// try Formatters.shared.collator(options).compare("ä", "z")   // .orderedDescending
    /// ```
    /// - Throws: as ``Collator/init(_:)``.
    public func collator(_ options: Collator.Options) throws(LocaleFormatError) -> Collator {
        try value(collators, for: options)
    }

    /// The shared collator for a parsed locale and these settings, as
    /// ``Collator/Options/init(locale:strength:numeric:caseFirst:alternate:normalization:rules:)-(LocaleIdentifier,_,_,_,_,_,_)``
    /// takes them: the same as ``collator(_:)`` with those options.
    ///
    /// ```swift
    /// try Formatters.shared.collator(locale: try LocaleIdentifier("sv")).compare("ä", "z")   // .orderedDescending
    /// ```
    /// - Throws: as ``Collator/init(_:)``.
    public func collator(
        locale: LocaleIdentifier, strength: Collator.Strength? = nil, numeric: Bool? = nil,
        caseFirst: Collator.CaseFirst? = nil, alternate: Collator.Alternate? = nil, normalization: Bool? = nil,
        rules: String? = nil
    ) throws(LocaleFormatError) -> Collator {
        try collator(
            Collator.Options(
                locale: locale, strength: strength, numeric: numeric, caseFirst: caseFirst, alternate: alternate,
                normalization: normalization, rules: rules))
    }

    /// The shared collator of a locale spelled as a request spells it.
    ///
    /// ```swift
    /// try Formatters.shared.collator(locale: "sv").compare("ä", "z")               // .orderedDescending
    /// try Formatters.shared.collator(locale: "de-u-co-phonebk").sorted(["Muffe", "Müller"])
    /// // ["Müller", "Muffe"]: the phone book reads ü as ue
    /// ```
    /// - Parameters: as ``Collator/Options/init(locale:strength:numeric:caseFirst:alternate:normalization:rules:)-(LocaleIdentifier,_,_,_,_,_,_)``,
    ///   the locale as a BCP 47 tag or ICU id.
    /// - Throws: `invalidLocale`, and as ``Collator/init(_:)``.
    public func collator(
        locale: String, strength: Collator.Strength? = nil, numeric: Bool? = nil,
        caseFirst: Collator.CaseFirst? = nil, alternate: Collator.Alternate? = nil, normalization: Bool? = nil,
        rules: String? = nil
    ) throws(LocaleFormatError) -> Collator {
        try spelled(
            collators, locale: locale,
            Collator.Options(
                locale: .root, strength: strength, numeric: numeric, caseFirst: caseFirst, alternate: alternate,
                normalization: normalization, rules: rules),
            lending: false
        ) { $0 }
    }

    /// The same ``Collator`` as ``collator(locale:strength:numeric:caseFirst:alternate:normalization:rules:)-(String,_,_,_,_,_,_)``, lent to
    /// `body` as ``with(_:_:)`` lends one found by options. Do not keep it past `body`.
    /// - Throws: as ``collator(locale:strength:numeric:caseFirst:alternate:normalization:rules:)-(String,_,_,_,_,_,_)``, or what `body` throws.
    public func collator<R>(
        locale: String, strength: Collator.Strength? = nil, numeric: Bool? = nil,
        caseFirst: Collator.CaseFirst? = nil, alternate: Collator.Alternate? = nil, normalization: Bool? = nil,
        rules: String? = nil, _ body: (Collator) throws(LocaleFormatError) -> R
    ) throws(LocaleFormatError) -> R {
        try spelled(
            collators, locale: locale,
            Collator.Options(
                locale: .root, strength: strength, numeric: numeric, caseFirst: caseFirst, alternate: alternate,
                normalization: normalization, rules: rules),
            lending: true, to: body)
    }
}
