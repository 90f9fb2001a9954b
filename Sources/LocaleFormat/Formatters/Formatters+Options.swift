extension Formatters {
    // MARK: Lookups by options: one per kind, where values are built.

    /// The shared date formatter for `options`, opened on first use.
    ///
    /// A hit mixes hashes computed when the identifiers were parsed and costs
    /// tens of nanoseconds; keep the options when the same formatter is
    /// wanted again and again.
    ///
    /// ```swift
    /// let options = DateFormat.Options(
    ///     locale: try Formatters.shared.locale("es-ES"), layout: .styles(date: .full, time: .long),
    ///     timeZone: try Formatters.shared.timeZone("America/Los_Angeles"))
    /// try Formatters.shared.date(options).string(from: Instant(iso8601: "2015-08-07T17:29:32Z"))
    /// // "viernes, 7 de agosto de 2015, 10:29:32 GMT-7"
    /// ```
    /// - Throws: as ``DateFormat/init(_:)``.
    public func date(_ options: DateFormat.Options) throws(LocaleFormatError) -> DateFormat {
        try value(dates, for: options)
    }

    /// The shared number formatter for `options`.
    ///
    /// ```swift
    /// let options = NumberFormat.Options(locale: try LocaleIdentifier("en"), style: .compactLong)
    /// try Formatters.shared.number(options).string(from: "1234567")   // "1.2 million"
    /// ```
    /// - Throws: as ``NumberFormat/init(_:)``.
    public func number(_ options: NumberFormat.Options) throws(LocaleFormatError) -> NumberFormat {
        try value(numbers, for: options)
    }

    /// The shared currency formatter for `options`.
    ///
    /// ```swift
    /// let options = CurrencyFormat.Options(locale: try LocaleIdentifier("de-DE"), currency: "EUR")
    /// try Formatters.shared.currency(options).string(from: "1234.5")   // "1.234,50 €" (U+00A0 before €)
    /// ```
    /// - Throws: as ``CurrencyFormat/init(_:)``.
    public func currency(_ options: CurrencyFormat.Options) throws(LocaleFormatError) -> CurrencyFormat {
        try value(currencies, for: options)
    }

    /// The shared unit formatter for `options`.
    ///
    /// ```swift
    /// let options = UnitFormat.Options(locale: try LocaleIdentifier("en-US"), unit: "meter", usage: "road")
    /// try Formatters.shared.unit(options).string(from: "1000")   // "0.62 mi"
    /// ```
    /// - Throws: as ``UnitFormat/init(_:)``.
    public func unit(_ options: UnitFormat.Options) throws(LocaleFormatError) -> UnitFormat {
        try value(units, for: options)
    }

    /// The shared plural rules for `options`.
    ///
    /// Plural rules are cached under the locale itself, not its formatting
    /// identity: ICU reads them by the canonical id, so that languages with
    /// rules but without locale data (Inuktitut `iu`) keep them.
    ///
    /// ```swift
    /// let options = PluralRules.Options(locale: try LocaleIdentifier("ar"))
    /// try Formatters.shared.pluralRules(options).category(for: "3")   // .few
    /// ```
    /// - Throws: as ``PluralRules/init(_:)``.
    public func pluralRules(_ options: PluralRules.Options) throws(LocaleFormatError) -> PluralRules {
        try value(pluralRules, for: options)
    }

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
    /// ``Collator/Options/init(locale:strength:numeric:caseFirst:alternate:)-(LocaleIdentifier,_,_,_,_)``
    /// takes them: the same as ``collator(_:)`` with those options.
    ///
    /// ```swift
    /// try Formatters.shared.collator(locale: try LocaleIdentifier("sv")).compare("ä", "z")   // .orderedDescending
    /// ```
    /// - Throws: as ``Collator/init(_:)``.
    public func collator(
        locale: LocaleIdentifier, strength: Collator.Strength? = nil, numeric: Bool? = nil,
        caseFirst: Collator.CaseFirst? = nil, alternate: Collator.Alternate? = nil
    ) throws(LocaleFormatError) -> Collator {
        try collator(
            Collator.Options(
                locale: locale, strength: strength, numeric: numeric, caseFirst: caseFirst, alternate: alternate))
    }

    /// The shared message format for `options`.
    ///
    /// ```swift
    /// let options = MessageFormat.Options(
    ///     pattern: "{n, plural, one {# день} few {# дня} many {# дней} other {# дня}}",
    ///     locale: try LocaleIdentifier("ru"))
    /// try Formatters.shared.message(options).format(["n": 5])   // "5 дней"
    /// ```
    /// - Throws: as ``MessageFormat/init(_:)``.
    public func message(_ options: MessageFormat.Options) throws(LocaleFormatError) -> MessageFormat {
        try value(messages, for: options)
    }

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

    /// The facts ICU has about a locale, computed once per locale and display
    /// locale. Kept under the locale itself: they describe it, not the
    /// locale whose data it uses.
    ///
    /// ```swift
    /// let options = LocaleInfo.Options(locale: try LocaleIdentifier("th-TH"))
    /// try Formatters.shared.localeInfo(options).calendar   // "buddhist"
    /// ```
    /// - Throws: as ``LocaleInfo/init(_:)``.
    public func localeInfo(_ options: LocaleInfo.Options) throws(LocaleFormatError) -> LocaleInfo {
        try localeInfos.value(for: options, build: LocaleInfo.init)
    }
}
