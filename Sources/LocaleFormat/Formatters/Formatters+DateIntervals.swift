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
        try dateInterval(
            DateIntervalFormat.Options(
                locale: self.locale(locale), layout: layout, calendar: try calendar.map(CalendarIdentifier.init),
                timeZone: self.timeZone(timeZone)))
    }

    /// The same ``DateIntervalFormat`` as ``dateInterval(locale:layout:calendar:timeZone:)``,
    /// lent to `body` as ``with(_:_:)`` lends one found by options. Do not
    /// keep it past `body`.
    /// - Throws: as ``dateInterval(locale:layout:calendar:timeZone:)``, or what `body` throws.
    public func dateInterval<R>(
        locale: String, layout: DateIntervalFormat.Layout, calendar: String? = nil, timeZone: String = "UTC",
        _ body: (DateIntervalFormat) throws(LocaleFormatError) -> R
    ) throws(LocaleFormatError) -> R {
        try with(
            DateIntervalFormat.Options(
                locale: self.locale(locale), layout: layout, calendar: try calendar.map(CalendarIdentifier.init),
                timeZone: self.timeZone(timeZone)), body)
    }
}
