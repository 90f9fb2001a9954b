extension Formatters {
    /// Opens the formatters most requests for `locale` need, so that the
    /// first requests do not pay for them (the first opens of a process cost
    /// about a millisecond each while ICU loads its data): dates in the
    /// medium style and in the short date and time styles (UTC), decimal
    /// numbers, the default collator and cardinal plural rules.
    ///
    /// Never throws: a formatter that cannot be opened is skipped, and the
    /// request that needs it reports the failure.
    public func warmUp(locale: LocaleIdentifier) {
        _ = try? date(DateFormat.Options(locale: locale, layout: .styles(date: .medium)))
        _ = try? date(DateFormat.Options(locale: locale, layout: .styles(date: .short, time: .short)))
        _ = try? number(NumberFormat.Options(locale: locale))
        _ = try? collator(Collator.Options(locale: locale))
        _ = try? pluralRules(PluralRules.Options(locale: locale))
    }
}
