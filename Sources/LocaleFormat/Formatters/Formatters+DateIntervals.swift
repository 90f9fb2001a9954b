// Date intervals: ``DateIntervalFormat`` by options and by strings.

extension DateIntervalFormat.Options: CalendarZoneSpelled {
    var spelledBytes: Int {
        switch layout {
        case .styles: 0
        case .skeleton(let text): Spelling<Self>.storedBytes(text)
        }
    }
}
extension DateIntervalFormat: CachedFormatter { static var kind: Formatters.Kind { .dateInterval } }
extension DateIntervalFormat.Options: CachedOptions {
    public func _lend<R>(in formatters: Formatters, _ body: (DateIntervalFormat) throws(LocaleFormatError) -> R)
        throws(LocaleFormatError) -> R
    {
        try formatters.lend(formatters.dateIntervals, self, body)
    }
}

extension DateIntervalFormat.Options {
    /// The interval formatted by these options' shared format
    /// (``Formatters/shared``), opened on first use.
    ///
    /// ```swift
    /// let days = DateIntervalFormat.Options(locale: try LocaleIdentifier("en-US"), layout: .skeleton("yMMMd"))
    /// try days.format(from: Instant(iso8601: "2015-08-07T00:00:00Z"), to: Instant(iso8601: "2015-08-10T00:00:00Z"))
    /// // "Aug 7 – 10, 2015"
    /// ```
    /// - Throws: as ``DateIntervalFormat/init(_:)`` and ``DateIntervalFormat/string(from:to:)``.
    public func format(from start: Instant, to end: Instant) throws(LocaleFormatError) -> String {
        try Formatters.shared.with(self) { f throws(LocaleFormatError) in try f.string(from: start, to: end) }
    }
}

extension Formatters {
    /// The shared interval format for these options, opened on first use.
    ///
    /// ```swift
    /// let options = DateIntervalFormat.Options(locale: try LocaleIdentifier("en-US"), layout: .skeleton("yMMMd"))
    /// try Formatters.shared.dateInterval(options).string(from: start, to: end)   // "Aug 7 – 10, 2015"
    /// ```
    /// - Throws: as ``DateIntervalFormat/init(_:)``.
    public func dateInterval(_ options: DateIntervalFormat.Options) throws(LocaleFormatError) -> DateIntervalFormat {
        try value(dateIntervals, for: options)
    }

    /// The shared interval format for a locale, calendar and time zone
    /// spelled as a request spells them.
    ///
    /// ```swift
    /// try Formatters.shared.dateInterval(locale: "ja-JP", layout: .skeleton("yMMMMd"), calendar: "japanese",
    ///                                    timeZone: "Asia/Tokyo")
    /// ```
    /// - Throws: `invalidLocale`, `invalidCalendar`, `invalidTimeZone`, and as
    ///   ``DateIntervalFormat/init(_:)``.
    public func dateInterval(
        locale: String, layout: DateIntervalFormat.Layout, calendar: String? = nil, timeZone: String = "UTC"
    ) throws(LocaleFormatError) -> DateIntervalFormat {
        try spelled(
            dateIntervals, locale: locale, DateIntervalFormat.Options(locale: .root, layout: layout),
            timeZone: timeZone, other: calendar, lending: false
        ) { $0 }
    }

    /// The same ``DateIntervalFormat`` as ``dateInterval(locale:layout:calendar:timeZone:)``,
    /// lent to `body` as ``with(_:_:)`` lends one found by options. Do not
    /// keep it past `body`.
    /// - Throws: as ``dateInterval(locale:layout:calendar:timeZone:)``, or what `body` throws.
    public func dateInterval<R>(
        locale: String, layout: DateIntervalFormat.Layout, calendar: String? = nil, timeZone: String = "UTC",
        _ body: (DateIntervalFormat) throws(LocaleFormatError) -> R
    ) throws(LocaleFormatError) -> R {
        try spelled(
            dateIntervals, locale: locale, DateIntervalFormat.Options(locale: .root, layout: layout),
            timeZone: timeZone, other: calendar, lending: true, to: body)
    }
}
