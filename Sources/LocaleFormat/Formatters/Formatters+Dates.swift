// Dates: ``DateFormat`` by options and by strings.

extension DateFormat.Options: CalendarZoneSpelled {
    var spelledBytes: Int {
        switch layout {
        case .styles: 0
        case .skeleton(let text), .pattern(let text): Spelling<Self>.storedBytes(text)
        }
    }
}
extension DateFormat: CachedFormatter {
    static var kind: Formatters.Kind { .date }
    static func cachedBuild(_ options: Options) throws(LocaleFormatError) -> DateFormat {
        try DateZoneSiblings.sharedBuild(options)
    }
}
extension DateFormat.Options: CachedOptions {
    public func _lend<R>(in formatters: Formatters, _ body: (DateFormat) throws(LocaleFormatError) -> R)
        throws(LocaleFormatError) -> R
    {
        try formatters.lend(formatters.dates, self, body)
    }
}

extension DateFormat.Options {
    /// The instant formatted with these options' shared formatter
    /// (``Formatters/shared``), opened on first use.
    ///
    /// ```swift
    /// let long = DateFormat.Options(locale: try LocaleIdentifier("es-ES"), layout: .styles(date: .long))
    /// try long.format(Instant(iso8601: "2015-08-07T17:29:32Z"))   // "7 de agosto de 2015"
    /// ```
    /// - Throws: as ``DateFormat/init(_:)`` and ``DateFormat/string(from:)-(Instant)``.
    public func format(_ instant: Instant) throws(LocaleFormatError) -> String {
        try Formatters.shared.with(self) { f throws(LocaleFormatError) in try f.string(from: instant) }
    }
}

extension Formatters {
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

    /// The shared date formatter for a locale, layout, calendar and time
    /// zone, spelled as a request spells them.
    ///
    /// A hit costs one probe of a cache keyed by the strings, about as much
    /// as a lookup by options.
    ///
    /// ```swift
    /// let long = try Formatters.shared.date(
    ///     locale: "es-ES", layout: .styles(date: .full, time: .long), timeZone: "America/Los_Angeles")
    /// try long.string(from: Instant(iso8601: "2015-08-07T17:29:32Z"))
    /// // "viernes, 7 de agosto de 2015, 10:29:32 GMT-7"
    /// try Formatters.shared.date(locale: "zh", layout: .styles(date: .long), calendar: "japanese")
    ///     .string(from: Instant(iso8601: "2019-01-01T00:00:00Z"))   // "平成31年1月1日"
    /// ```
    /// - Parameters:
    ///   - locale: a BCP 47 tag or ICU id; a `-u-ca-` / `@calendar=` keyword picks the calendar.
    ///   - layout: styles, an ICU skeleton or a literal LDML pattern.
    ///   - calendar: an ICU or BCP 47 calendar name overriding the locale's.
    ///   - timeZone: an ICU zone id or `GMT±hh:mm`; UTC when omitted.
    /// - Throws: `invalidLocale`, `invalidCalendar`, `invalidTimeZone`, and as ``DateFormat/init(_:)``.
    public func date(locale: String, layout: DateFormat.Layout, calendar: String? = nil, timeZone: String = "UTC")
        throws(LocaleFormatError) -> DateFormat
    {
        try spelled(
            dates, locale: locale, DateFormat.Options(locale: .root, layout: layout), timeZone: timeZone,
            other: calendar, lending: false
        ) { $0 }
    }

    /// The same ``DateFormat`` as ``date(locale:layout:calendar:timeZone:)``, lent to
    /// `body` as ``with(_:_:)`` lends one found by options. Do not keep it past `body`.
    /// - Throws: as ``date(locale:layout:calendar:timeZone:)``, or what `body` throws.
    public func date<R>(
        locale: String, layout: DateFormat.Layout, calendar: String? = nil, timeZone: String = "UTC",
        _ body: (DateFormat) throws(LocaleFormatError) -> R
    ) throws(LocaleFormatError) -> R {
        try spelled(
            dates, locale: locale, DateFormat.Options(locale: .root, layout: layout), timeZone: timeZone,
            other: calendar, lending: true, to: body)
    }
}
