public import struct Foundation.Date

/// Formats instants for a locale, calendar and time zone through ICU's
/// `UDateFormat`.
///
/// ```swift
/// let long = try DateFormat(locale: "es-ES", dateStyle: .full, timeStyle: .long,
///                           timeZone: "America/Los_Angeles")
/// try long.string(from: Instant(iso8601: "2015-08-07T17:29:32Z"))
/// // "viernes, 7 de agosto de 2015, 10:29:32 GMT-7"
///
/// let heisei = try DateFormat(locale: "zh", dateStyle: .long, calendar: "japanese")
/// try heisei.string(from: Instant(iso8601: "2019-01-01T00:00:00Z"))   // "平成31年1月1日"
/// ```
///
/// Opening a formatter costs tens of microseconds (a skeleton adds a pattern
/// generator, about 200 µs); formatting with one costs one to two. Keep and
/// reuse formatters. A `DateFormat` is immutable and safe to use from many
/// threads at once.
public final class DateFormat: Sendable {
    /// What the formatter was built from; `Hashable`, so it can key a cache.
    public let options: Options
    /// The LDML pattern ICU formats with (`"EEEE, d 'de' MMMM 'de' y, H:mm:ss z"`).
    public let pattern: String
    private let handle: ICUDateHandle

    /// Opens a formatter.
    /// - Throws: `invalidCalendar` for a calendar keyword in the locale that ICU
    ///   does not know; `invalidPattern` for a skeleton or pattern ICU rejects
    ///   (including pattern letters ICU does not define, such as an unquoted
    ///   `T`) and for a pattern that formats to nothing (`""`, `"'"`);
    ///   `invalidRequest` when both styles are `none`.
    public init(_ options: Options) throws {
        self.options = options
        var localeID = options.locale.dataID
        // Patterns with generic zone names (v) are opened with the region in place.
        var zoneLocaleID = options.locale.zoneID
        if let calendar = options.calendar {
            localeID = try ICULocale.settingKeyword("calendar", to: calendar.name, in: localeID)
            zoneLocaleID = try ICULocale.settingKeyword("calendar", to: calendar.name, in: zoneLocaleID)
        } else if let fromLocale = options.locale.keywordValue("calendar") {
            _ = try CalendarIdentifier(fromLocale)
        }
        let zone = options.timeZone.icuID
        switch options.layout {
        case .styles(let date, let time):
            guard date != .none || time != .none else {
                throw LocaleFormatError(.invalidRequest, "a date format needs a date style or a time style other than none")
            }
            handle = try ICUDateHandle(
                timeStyle: time.icuValue, dateStyle: date.icuValue, locale: localeID, zoneLocale: zoneLocaleID,
                timeZone: zone, pattern: nil)
        case .skeleton(let skeleton):
            try Self.validate(skeleton: skeleton)
            let best = try ICUDateHandle.bestPattern(locale: localeID, skeleton: skeleton)
            guard !best.isEmpty else {
                throw LocaleFormatError(.invalidPattern, "ICU has no pattern for the skeleton \"\(skeleton)\"")
            }
            handle = try ICUDateHandle(
                timeStyle: -1, dateStyle: -1, locale: localeID, zoneLocale: zoneLocaleID, timeZone: zone, pattern: best)
        case .pattern(let pattern):
            guard !pattern.isEmpty else {
                throw LocaleFormatError(.invalidPattern, "the date pattern is empty")
            }
            handle = try ICUDateHandle(
                timeStyle: -1, dateStyle: -1, locale: localeID, zoneLocale: zoneLocaleID, timeZone: zone, pattern: pattern)
        }
        // ICU reports an undefined pattern letter only when formatting; find it
        // now. A pattern that formats to nothing (a lone quote, `'`) is as
        // useless as an empty one.
        guard try !handle.format(0).isEmpty else {
            throw LocaleFormatError(.invalidPattern, "the date pattern formats to nothing")
        }
        pattern = try handle.pattern()
    }

    /// Opens a formatter for a date style and/or a time style
    /// (Foundation's `DateFormatter.dateStyle` and `timeStyle`).
    /// - Parameters:
    ///   - locale: a BCP 47 tag or ICU id; a `-u-ca-` / `@calendar=` keyword picks the calendar.
    ///   - calendar: an ICU calendar name overriding the locale's.
    ///   - timeZone: an ICU zone id or `GMT±hh:mm`; UTC when omitted.
    /// - Throws: `invalidLocale`, `invalidCalendar`, `invalidTimeZone`, and as ``init(_:)``.
    public convenience init(
        locale: String, dateStyle: Style = .none, timeStyle: Style = .none, calendar: String? = nil,
        timeZone: String = "UTC"
    ) throws {
        try self.init(Options(locale: locale, layout: .styles(date: dateStyle, time: timeStyle),
                              calendar: calendar, timeZone: timeZone))
    }

    /// Opens a formatter for the locale's best pattern for an ICU skeleton
    /// (`yMMMd`, `jmm`), as Foundation's `dateFormat(fromTemplate:options:locale:)`.
    /// - Throws: as ``init(locale:dateStyle:timeStyle:calendar:timeZone:)``.
    public convenience init(locale: String, skeleton: String, calendar: String? = nil, timeZone: String = "UTC") throws {
        try self.init(Options(locale: locale, layout: .skeleton(skeleton), calendar: calendar, timeZone: timeZone))
    }

    /// Opens a formatter for a literal LDML pattern (`yyyy-MM-dd HH:mm`).
    /// - Throws: `invalidPattern` for letters ICU does not define; as the others.
    public convenience init(locale: String, pattern: String, calendar: String? = nil, timeZone: String = "UTC") throws {
        try self.init(Options(locale: locale, layout: .pattern(pattern), calendar: calendar, timeZone: timeZone))
    }

    /// Formats an instant.
    /// - Throws: `internal` only if ICU fails, which a formatter that opened does not do for valid instants.
    public func string(from instant: Instant) throws -> String {
        try handle.format(Double(instant.millisecondsSince1970))
    }

    /// Formats a Foundation `Date` (ICU's millisecond precision, as `DateFormatter`).
    /// - Throws: `internal` only if ICU fails.
    public func string(from date: Date) throws -> String {
        try handle.format((date.timeIntervalSince1970 * 1000).rounded(.down))
    }

    /// Skeletons are LDML field letters only; ICU ignores other letters, so
    /// anything else would be formatted silently wrong.
    private static func validate(skeleton: String) throws {
        guard !skeleton.isEmpty, skeleton.utf8.count <= 100,
            skeleton.utf8.allSatisfy({ skeletonLetters.contains($0) })
        else {
            throw LocaleFormatError(
                .invalidPattern, "\"\(skeleton.prefix(64))\" is not a date skeleton (LDML field letters such as yMMMd or jmm)")
        }
    }

    private static let skeletonLetters: Set<UInt8> = Set("GyYuUrQqMLlwWdDFgEecabBhHKkjJCmsSAzZOvVXx".utf8)
}

extension DateFormat {
    /// A date or time style, as Foundation's `DateFormatter.Style` and
    /// ECMA-402's `dateStyle`/`timeStyle`.
    public enum Style: String, Sendable, Hashable, CaseIterable {
        case full, long, medium, short, none

        var icuValue: Int32 {
            switch self {
            case .full: 0
            case .long: 1
            case .medium: 2
            case .short: 3
            case .none: -1
            }
        }
    }

    /// How the pattern is chosen: styles, a skeleton, or a literal pattern.
    public enum Layout: Hashable, Sendable {
        /// A date style and a time style; at least one is not `none`.
        case styles(date: Style, time: Style)
        /// An ICU skeleton; the locale's best pattern for it is used.
        case skeleton(String)
        /// A literal LDML pattern.
        case pattern(String)
    }

    /// Everything that determines a date formatter.
    public struct Options: Hashable, Sendable {
        public var locale: LocaleIdentifier
        public var layout: Layout
        /// Overrides a calendar in the locale (`-u-ca-`); nil keeps the locale's.
        public var calendar: CalendarIdentifier?
        public var timeZone: TimeZoneIdentifier

        public init(
            locale: LocaleIdentifier, layout: Layout, calendar: CalendarIdentifier? = nil,
            timeZone: TimeZoneIdentifier = .utc
        ) {
            self.locale = locale
            self.layout = layout
            self.calendar = calendar
            self.timeZone = timeZone
        }

        /// Validates each part from its string form.
        /// - Throws: `invalidLocale`, `invalidCalendar`, `invalidTimeZone`.
        public init(locale: String, layout: Layout, calendar: String? = nil, timeZone: String = "UTC") throws {
            self.init(
                locale: try LocaleIdentifier(locale), layout: layout,
                calendar: try calendar.map(CalendarIdentifier.init), timeZone: try TimeZoneIdentifier(timeZone))
        }
    }
}

extension DateFormat.Options: FormatterCacheKey {
    /// Mixes the parts' precomputed hashes; only skeletons and patterns are
    /// hashed as strings.
    public var cacheHash: Int {
        var mixer = CacheHashMixer()
        mixer.combine(locale.cacheHash)
        switch layout {
        case .styles(let date, let time): mixer.combine(Int(date.icuValue + 2) << 3 | Int(time.icuValue + 2))
        case .skeleton(let skeleton): mixer.combine(skeleton.hashValue)
        case .pattern(let pattern): mixer.combine(~pattern.hashValue)
        }
        mixer.combine(calendar?.nameHash)
        mixer.combine(timeZone.cacheHash)
        return mixer.value
    }
}
