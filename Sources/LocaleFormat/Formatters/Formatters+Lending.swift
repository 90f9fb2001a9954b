extension Formatters {
    // MARK: Lent lookups: the formatter for the length of a closure.

    /// Calls `body` with the shared date formatter for `options` and returns
    /// its result. The same formatter as ``date(_:)`` gives, lent instead of
    /// handed out: when the calling thread found it before, the lookup takes
    /// no lock and writes nothing another thread reads, so threads formatting
    /// with one formatter at once do not slow each other down. Do not keep
    /// the formatter past `body`.
    ///
    /// ```swift
    /// let options = DateFormat.Options(locale: try LocaleIdentifier("de-DE"), layout: .styles(date: .medium))
    /// try Formatters.shared.with(options) { f throws(LocaleFormatError) in
    ///     try f.string(from: Instant(iso8601: "2019-05-01T00:00:00Z"))
    /// }
    /// // "01.05.2019"
    /// ```
    /// `body` throws ``LocaleFormatError`` only, as every lookup does; a
    /// closure that calls throwing methods says so
    /// (`f throws(LocaleFormatError) in`): Swift does not infer a closure's
    /// error type from its body.
    /// - Throws: as ``DateFormat/init(_:)`` (a ``LocaleFormatError``), or
    ///   what `body` throws.
    public func with<R>(
        _ options: DateFormat.Options, _ body: (DateFormat) throws(LocaleFormatError) -> R
    ) throws(LocaleFormatError) -> R {
        try lend(dates, options, body)
    }

    /// The number formatter for `options`, lent to `body` as the date form above lends its formatter.
    ///
    /// ```swift
    /// let options = NumberFormat.Options(locale: try LocaleIdentifier("fr-FR"))
    /// try Formatters.shared.with(options) { f throws(LocaleFormatError) in try f.string(from: "1234.5") }   // "1 234,5" (U+202F)
    /// ```
    /// - Throws: as ``NumberFormat/init(_:)``, or what `body` throws.
    public func with<R>(
        _ options: NumberFormat.Options, _ body: (NumberFormat) throws(LocaleFormatError) -> R
    ) throws(LocaleFormatError) -> R {
        try lend(numbers, options, body)
    }

    /// The currency formatter for `options`, lent to `body` as the date form above lends its formatter.
    ///
    /// ```swift
    /// let options = CurrencyFormat.Options(locale: try LocaleIdentifier("ja-JP"), currency: "JPY")
    /// try Formatters.shared.with(options) { f throws(LocaleFormatError) in try f.string(from: "1234") }   // "￥1,234"
    /// ```
    /// - Throws: as ``CurrencyFormat/init(_:)``, or what `body` throws.
    public func with<R>(
        _ options: CurrencyFormat.Options, _ body: (CurrencyFormat) throws(LocaleFormatError) -> R
    ) throws(LocaleFormatError) -> R {
        try lend(currencies, options, body)
    }

    /// The unit formatter for `options`, lent to `body` as the date form above lends its formatter.
    /// - Throws: as ``UnitFormat/init(_:)``, or what `body` throws.
    public func with<R>(
        _ options: UnitFormat.Options, _ body: (UnitFormat) throws(LocaleFormatError) -> R
    ) throws(LocaleFormatError) -> R {
        try lend(units, options, body)
    }

    /// The plural rules for `options`, lent to `body` as the date form above
    /// lends its formatter (cached under the locale itself, as
    /// ``pluralRules(_:)``).
    ///
    /// ```swift
    /// let options = PluralRules.Options(locale: try LocaleIdentifier("pl"))
    /// try Formatters.shared.with(options) { f throws(LocaleFormatError) in try f.category(for: "5") }   // .many
    /// ```
    /// - Throws: as ``PluralRules/init(_:)``, or what `body` throws.
    public func with<R>(
        _ options: PluralRules.Options, _ body: (PluralRules) throws(LocaleFormatError) -> R
    ) throws(LocaleFormatError) -> R {
        try lend(pluralRules, options, body)
    }

    /// The collator for `options`, lent to `body` as the date form above lends its formatter.
    ///
    /// ```swift
    /// let options = Collator.Options(locale: try LocaleIdentifier("sv"))
    /// try Formatters.shared.with(options) { $0.compare("ä", "z") }   // .orderedDescending
    /// ```
    /// - Throws: as ``Collator/init(_:)``, or what `body` throws.
    public func with<R>(
        _ options: Collator.Options, _ body: (Collator) throws(LocaleFormatError) -> R
    ) throws(LocaleFormatError) -> R {
        try lend(collators, options, body)
    }

    /// The message format for `options`, lent to `body` as the date form above lends its formatter.
    /// - Throws: as ``MessageFormat/init(_:)``, or what `body` throws.
    public func with<R>(
        _ options: MessageFormat.Options, _ body: (MessageFormat) throws(LocaleFormatError) -> R
    ) throws(LocaleFormatError) -> R {
        try lend(messages, options, body)
    }

    /// The case mapper for `options`, lent to `body` as the date form above lends its formatter.
    /// - Throws: as ``CaseMapper/init(_:)``, or what `body` throws.
    public func with<R>(_ options: CaseMapper.Options, _ body: (CaseMapper) throws(LocaleFormatError) -> R)
        throws(LocaleFormatError) -> R
    {
        try lend(caseMappers, options, body)
    }

    /// The list format for `options`, lent to `body` as the date form above lends its formatter.
    /// - Throws: as ``ListFormat/init(_:)``, or what `body` throws.
    public func with<R>(_ options: ListFormat.Options, _ body: (ListFormat) throws(LocaleFormatError) -> R)
        throws(LocaleFormatError) -> R
    {
        try lend(lists, options, body)
    }

    /// The relative time format for `options`, lent to `body` as the date form above lends its formatter.
    /// - Throws: as ``RelativeTimeFormat/init(_:)``, or what `body` throws.
    public func with<R>(
        _ options: RelativeTimeFormat.Options, _ body: (RelativeTimeFormat) throws(LocaleFormatError) -> R
    ) throws(LocaleFormatError) -> R {
        try lend(relativeTimes, options, body)
    }

    /// The number range format for `options`, lent to `body` as the date form above lends its formatter.
    /// - Throws: as ``NumberRangeFormat/init(_:)``, or what `body` throws.
    public func with<R>(
        _ options: NumberRangeFormat.Options, _ body: (NumberRangeFormat) throws(LocaleFormatError) -> R
    ) throws(LocaleFormatError) -> R {
        try lend(numberRanges, options, body)
    }

    /// The display names for `options`, lent to `body` as the date form above lends its formatter.
    /// - Throws: as ``DisplayNames/init(_:)``, or what `body` throws.
    public func with<R>(_ options: DisplayNames.Options, _ body: (DisplayNames) throws(LocaleFormatError) -> R)
        throws(LocaleFormatError) -> R
    {
        try lend(displayNames, options, body)
    }

    /// The duration format for `options`, lent to `body` as the date form above lends its formatter.
    /// - Throws: as ``DurationFormat/init(_:)``, or what `body` throws.
    public func with<R>(_ options: DurationFormat.Options, _ body: (DurationFormat) throws(LocaleFormatError) -> R)
        throws(LocaleFormatError) -> R
    {
        try lend(durations, options, body)
    }

    /// The date interval format for `options`, lent to `body` as the date form above lends its formatter.
    /// - Throws: as ``DateIntervalFormat/init(_:)``, or what `body` throws.
    public func with<R>(
        _ options: DateIntervalFormat.Options, _ body: (DateIntervalFormat) throws(LocaleFormatError) -> R
    ) throws(LocaleFormatError) -> R {
        try lend(dateIntervals, options, body)
    }
}
