public import struct Foundation.Date

/// Formats instants for a locale, calendar and time zone through ICU's
/// `UDateFormat`.
///
/// ```swift
/// let long = try Formatters.shared.date(
///     locale: "es-ES", layout: .styles(date: .full, time: .long), timeZone: "America/Los_Angeles")
/// try long.string(from: Instant(iso8601: "2015-08-07T17:29:32Z"))
/// // "viernes, 7 de agosto de 2015, 10:29:32 GMT-7"
///
/// let heisei = try DateFormat(
///     DateFormat.Options(locale: LocaleIdentifier("zh"), layout: .styles(date: .long), calendar: .japanese))
/// try heisei.string(from: Instant(iso8601: "2019-01-01T00:00:00Z"))   // "平成31年1月1日"
/// ```
///
/// Opening a formatter costs tens of microseconds (a skeleton adds a pattern
/// generator, about 200 µs); formatting with one costs one to two. Keep and
/// reuse formatters, or get them from ``Formatters/shared``. A `DateFormat`
/// is immutable and safe to use from many threads at once.
public final class DateFormat: Sendable {
    /// What the formatter was built from; `Hashable`, so it can key a cache.
    public let options: Options
    /// The LDML pattern ICU formats with (`"EEEE, d 'de' MMMM 'de' y, H:mm:ss z"`).
    public let pattern: String
    let handle: LazyDateHandle
    /// What ICU allocated opening this layout's format, with the zone
    /// format the open deferred: what a formatter built again from the
    /// layout (``init(_:layout:)``) is charged for the format it may open.
    private let layoutBytes: Int
    /// The format compiled to Swift when it reproduces ICU exactly
    /// (Docs/DatePath.md); nil leaves every call to `handle`.
    private let compiled: CompiledDateFormat?

    /// Opens a formatter (uncached: ``Formatters/date(_:)`` shares one per
    /// options).
    ///
    /// ```swift
    /// let options = DateFormat.Options(
    ///     locale: try LocaleIdentifier("ja"), layout: .skeleton("yMMMEd"),
    ///     timeZone: try TimeZoneIdentifier("Asia/Tokyo"))
    /// try DateFormat(options).string(from: Instant(iso8601: "2015-08-07T17:29:32Z"))
    /// // "2015年8月8日(土)"
    /// ```
    /// - Throws: `invalidCalendar` for a calendar keyword in the locale that ICU
    ///   does not know; `invalidPattern` for a skeleton or pattern ICU rejects
    ///   (including pattern letters ICU does not define, such as an unquoted
    ///   `T`) and for a pattern that formats to nothing (`""`, `"'"`);
    ///   `invalidOptions` when both styles are `none`.
    public init(_ options: Options) throws(LocaleFormatError) {
        self.options = options
        let localeIDs = try Self.localeIDs(for: options)
        let opened = try Self.open(options, localeIDs: localeIDs)
        // ICU reports an undefined pattern letter only when formatting; find it
        // now. A pattern that formats to nothing (a lone quote, `'`; a
        // skeleton's `OO`, which ICU's best pattern keeps) is as useless as
        // an empty one. Styles take CLDR's patterns as they are, so they are
        // not checked: a first format costs about as much as opening the
        // format (ICU builds its number formatters then), a third of a miss.
        let handle = opened.value
        layoutBytes = opened.bytes + (handle.defersZoneFormat ? ICUDateHandle.deferredZoneFormatBytes : 0)
        if !options.layout.isStyles, try handle.format(0).isEmpty {
            throw LocaleFormatError(.invalidPattern, "the date pattern formats to nothing")
        }
        self.handle = LazyDateHandle(opened: handle, bytes: opened.bytes)
        pattern = try handle.pattern()
        compiled = try? CompiledDateFormat.compile(
            handle: self.handle, pattern: pattern, locale: localeIDs.data, timeZone: options.timeZone.icuID
        ).get()
    }

    /// Opens ICU's format for `options`, as ``init(_:)`` does, and says what
    /// ICU allocated for it (a skeleton's pattern generator, shared by the
    /// locale's formats, left out).
    /// - Parameter localeIDs: ``localeIDs(for:)`` of `options`, if known.
    /// - Throws: as ``init(_:)``, but for a pattern that formats to nothing.
    private static func open(
        _ options: Options, localeIDs: (data: String, zone: String)? = nil
    ) throws(LocaleFormatError) -> (value: ICUDateHandle, bytes: Int) {
        let (localeID, zoneLocaleID): (String, String)
        if let localeIDs {
            (localeID, zoneLocaleID) = localeIDs
        } else {
            (localeID, zoneLocaleID) = try Self.localeIDs(for: options)
        }
        let zone = options.timeZone.icuID
        let (dateStyle, timeStyle, pattern): (Int32, Int32, String?)
        switch options.layout {
        case .styles(let date, let time):
            guard date != .none || time != .none else {
                throw LocaleFormatError(
                    .invalidOptions, "a date format needs a date style or a time style other than none")
            }
            (dateStyle, timeStyle, pattern) = (date.icuValue, time.icuValue, nil)
        case .skeleton(let skeleton):
            try Self.validate(skeleton: skeleton)
            let best = try DatePatternGenerators.bestPattern(locale: localeID, skeleton: skeleton)
            guard !best.isEmpty else {
                throw LocaleFormatError(.invalidPattern, "ICU has no pattern for the skeleton \"\(skeleton)\"")
            }
            (dateStyle, timeStyle, pattern) = (-1, -1, best)
        case .pattern(let literal):
            guard !literal.isEmpty else {
                throw LocaleFormatError(.invalidPattern, "the date pattern is empty")
            }
            (dateStyle, timeStyle, pattern) = (-1, -1, literal)
        }
        return try ICUMemory.measure { () throws(LocaleFormatError) in
            try ICUDateHandle(
                timeStyle: timeStyle, dateStyle: dateStyle, locale: localeID, zoneLocale: zoneLocaleID, timeZone: zone,
                pattern: pattern)
        }
    }

    /// The formatter for `options` built again from what a formatter of the
    /// same layout in any zone compiled (``DateLayoutMemo``), without
    /// opening ICU: the pattern and compiled writers are the layout's, the
    /// zone's offsets and texts shared data; ICU's format is opened as
    /// ``init(_:)`` opens it when a call first needs it. Nil when the zone's
    /// data cannot be reproduced (``init(_:)`` then builds it).
    init?(_ options: Options, layout: DateLayoutMemo.Entry) {
        guard let compiled = layout.compiled.rezoned(timeZone: options.timeZone.icuID) else { return nil }
        self.options = options
        pattern = layout.pattern
        layoutBytes = layout.bytes
        handle = LazyDateHandle(
            opening: { () throws(LocaleFormatError) in try Self.open(options).value }, bytes: layout.bytes)
        self.compiled = compiled
    }

    /// A formatter for `options`, which differ from `sibling`'s in the time
    /// zone alone: what ``init(_:)`` would open, for a fraction of its cost.
    /// The sibling's pattern and compiled writers are kept (they do not
    /// depend on the zone), the zone's offsets and texts are shared data;
    /// ICU's format is copied from the sibling's in this zone only when a
    /// call needs it (``LazyDateHandle``). Whether a pattern formats to
    /// something does not depend on the zone (zone fields fall back to GMT
    /// offsets), so the sibling's check stands.
    /// - Throws: `internal` if ICU cannot copy the format when it must be
    ///   copied now (a format left to ICU).
    init(_ options: Options, rezoning sibling: DateFormat) throws(LocaleFormatError) {
        var same = options
        same.timeZone = sibling.options.timeZone
        assert(same == sibling.options, "a rezoned formatter differs from its sibling in more than the zone")
        self.options = options
        let zone = options.timeZone.icuID
        handle = LazyDateHandle(
            copying: sibling.handle, timeZone: zone,
            orOpening: { () throws(LocaleFormatError) in try Self.open(options).value })
        pattern = sibling.pattern
        layoutBytes = sibling.layoutBytes
        if let compiled = sibling.compiled, let rezoned = compiled.rezoned(timeZone: zone) {
            self.compiled = rezoned
        } else {
            // Left to ICU (perhaps by the sibling's zone): copy ICU's format
            // now, and compile it if this zone allows.
            _ = try handle.handle()
            compiled = try? CompiledDateFormat.compile(
                handle: handle, pattern: pattern, locale: Self.localeIDs(for: options).data, timeZone: zone
            ).get()
        }
    }

    /// ICU's bytes a formatter keeps alive or may allocate on first need
    /// beyond what it allocated when built, charged by the cache up front: a
    /// copied formatter's sibling's opened format (shared), and the zone
    /// format its open deferred (made when ICU first formats a zone with it).
    var deferredBytes: Int { handle.deferredBytes }

    /// Whether the formatter has ICU's format now (for tests): one it
    /// opened, or one made since for a call.
    var hasICUFormat: Bool { handle.isMade }

    /// What a formatter of this layout in any zone can be built again from
    /// without opening ICU; nil when its calls are left to ICU.
    var layoutEntry: DateLayoutMemo.Entry? {
        compiled.map { DateLayoutMemo.Entry(pattern: pattern, compiled: $0, bytes: layoutBytes) }
    }

    /// The ICU locale ids a format opens with: the data locale, and the one
    /// patterns with generic zone names (v) open with (the region in place);
    /// both with the options' calendar, if any.
    /// - Throws: `invalidCalendar` for a calendar keyword ICU does not know.
    private static func localeIDs(for options: Options) throws(LocaleFormatError) -> (data: String, zone: String) {
        var localeID = options.locale.dataID
        var zoneLocaleID = options.locale.zoneID
        if let calendar = options.calendar {
            localeID = try ICULocale.settingKeyword("calendar", to: calendar.name, in: localeID)
            zoneLocaleID = try ICULocale.settingKeyword("calendar", to: calendar.name, in: zoneLocaleID)
        } else if let fromLocale = options.locale.keywordValue("calendar") {
            _ = try CalendarIdentifier(fromLocale)
        }
        return (localeID, zoneLocaleID)
    }

    /// Formats an instant.
    ///
    /// ```swift
    /// let f = try Formatters.shared.date(locale: "de-DE", layout: .styles(date: .long))
    /// try f.string(from: Instant(iso8601: "2015-08-07T17:29:32Z"))   // "7. August 2015"
    /// ```
    /// - Throws: `invalidPattern` when the pattern formats to nothing at this
    ///   instant (the skeleton `qqqq` in Elul, which ICU's Hebrew calendar
    ///   counts as month 13, in a fifth quarter that has no name); `internal`
    ///   only if ICU fails, which a formatter that opened does not do for
    ///   valid instants.
    public func string(from instant: Instant) throws(LocaleFormatError) -> String {
        // Optional chaining borrows the compiled format; `if let compiled`
        // retained and released it, a reference count that every thread
        // formatting with this format writes (two threads: 2× the CPU).
        if let text = compiled?.string(millisecondsSince1970: instant.millisecondsSince1970, handle: handle) {
            return try Self.nonEmpty(text)
        }
        return try Self.nonEmpty(handle.handle().format(Double(instant.millisecondsSince1970)))
    }

    /// Formats an instant and hands its text to `body` as UTF-8, without
    /// making a `String` where the text is made in Swift (most instants of
    /// most patterns): for writing it straight into a buffer, such as a
    /// response's. The text is ``string(from:)``'s; do not keep it past `body`.
    ///
    /// ```swift
    /// let f = try Formatters.shared.date(locale: "de-DE", layout: .styles(date: .long))
    /// var length = 0
    /// try f.withText(from: Instant(iso8601: "2015-08-07T17:29:32Z")) { length = $0.count }
    /// // 14: "7. August 2015" in UTF-8
    /// ```
    /// - Throws: as ``string(from:)``.
    public func withText(from instant: Instant, _ body: (UTF8Span) -> Void) throws(LocaleFormatError) {
        if compiled?.withText(millisecondsSince1970: instant.millisecondsSince1970, handle: handle, body) == true {
            return
        }
        var text = try string(from: instant)
        text.withUTF8 { body(UTF8Span(unchecked: $0.span, isKnownASCII: false)) }
    }

    /// `text`, unless it is empty: a pattern that formats to nothing is
    /// refused when the format is opened (found by formatting the epoch),
    /// and one that formats to nothing at another instant is refused there,
    /// never answered with an empty success.
    @inline(__always)
    private static func nonEmpty(_ text: String) throws(LocaleFormatError) -> String {
        guard text.isEmpty else { return text }
        throw LocaleFormatError(.invalidPattern, "the date pattern formats to nothing at this instant")
    }

    /// Formats a Foundation `Date` (ICU's millisecond precision, as `DateFormatter`).
    ///
    /// ```swift
    /// let f = try Formatters.shared.date(locale: "fr-FR", layout: .styles(date: .medium))
    /// try f.string(from: Date(timeIntervalSince1970: 1_438_968_572))   // "7 août 2015"
    /// ```
    /// - Throws: as the `Instant` overload does.
    public func string(from date: Date) throws(LocaleFormatError) -> String {
        let milliseconds = (date.timeIntervalSince1970 * 1000).rounded(.down)
        if milliseconds.magnitude < 4.0e15,
            let text = compiled?.string(millisecondsSince1970: Int64(milliseconds), handle: handle)
        {
            return try Self.nonEmpty(text)
        }
        return try Self.nonEmpty(handle.handle().format(milliseconds))
    }

    /// Skeletons are LDML field letters only; ICU ignores other letters, so
    /// anything else would be formatted silently wrong.
    private static func validate(skeleton: String) throws(LocaleFormatError) {
        guard !skeleton.isEmpty, skeleton.utf8.count <= 100,
            skeleton.utf8.allSatisfy({ skeletonLetters.contains($0) })
        else {
            throw LocaleFormatError(
                .invalidPattern,
                "\"\(skeleton.prefix(64))\" is not a date skeleton (LDML field letters such as yMMMd or jmm)")
        }
    }

    private static let skeletonLetters: Set<UInt8> = Set("GyYuUrQqMLlwWdDFgEecabBhHKkjJCmsSAzZOvVXx".utf8)
}

extension DateFormat {
    /// A date or time style, as Foundation's `DateFormatter.Style` and
    /// ECMA-402's `dateStyle`/`timeStyle`.
    public enum Style: String, Sendable, Hashable, CaseIterable {
        case full, long, medium, short, none

        /// The style named `rawValue` (`"full"`…`"none"`), nil for any other
        /// text.
        public init?(rawValue: String) {
            // Written out: the synthesized one looks the name up through the
            // runtime's string-switch table, several times the cost of these
            // comparisons of small strings (two per date request).
            if rawValue == "full" {
                self = .full
            } else if rawValue == "long" {
                self = .long
            } else if rawValue == "medium" {
                self = .medium
            } else if rawValue == "short" {
                self = .short
            } else if rawValue == "none" {
                self = .none
            } else {
                return nil
            }
        }

        var icuValue: Int32 {
            switch self {
            case .full: 0
            case .long: 1
            case .medium: 2
            case .short: 3
            case .none: -1
            }
        }

        /// A date and a time style in one small number (3 bits each), for
        /// the hashes of the layouts that hold them.
        static func packed(date: Style, time: Style) -> Int {
            Int(date.icuValue + 2) << 3 | Int(time.icuValue + 2)
        }
    }

    /// How the pattern is chosen: styles, a skeleton, or a literal pattern.
    public enum Layout: Hashable, Sendable {
        /// A date style and a time style (Foundation's `DateFormatter.dateStyle`
        /// and `timeStyle`); at least one is not `none`: `.styles(date: .medium)`.
        case styles(date: Style, time: Style)

        /// A date style alone: `.styles(date: .medium)`. (There is no
        /// `.styles()`: a layout needs a date style, a time style or both.)
        public static func styles(date: Style) -> Layout { .styles(date: date, time: .none) }

        /// A time style alone: `.styles(time: .short)`.
        public static func styles(time: Style) -> Layout { .styles(date: .none, time: time) }

        /// An ICU skeleton; the locale's best pattern for it is used.
        case skeleton(String)
        /// A literal LDML pattern.
        case pattern(String)

        /// Whether the pattern is CLDR's as it stands (styles).
        var isStyles: Bool {
            if case .styles = self { return true }
            return false
        }

        /// Whether `other` is this layout spelled with the same bytes (how
        /// lookups by strings compare layouts: ``SpellingComparison``).
        func isSpelled(like other: Layout) -> Bool {
            switch (self, other) {
            case (.styles(let date, let time), .styles(let otherDate, let otherTime)):
                date == otherDate && time == otherTime
            case (.skeleton(let skeleton), .skeleton(let otherSkeleton)):
                SpellingComparison.same(skeleton, otherSkeleton)
            case (.pattern(let pattern), .pattern(let otherPattern)):
                SpellingComparison.same(pattern, otherPattern)
            default: false
            }
        }
    }

    /// Everything that determines a date formatter: the key of
    /// ``Formatters/date(_:)``.
    public struct Options: Hashable, Sendable {
        /// The locale; a `-u-ca-` / `@calendar=` keyword in it picks the calendar.
        public var locale: LocaleIdentifier { didSet { rehash() } }
        /// Styles, a skeleton or a literal pattern.
        public var layout: Layout {
            didSet {
                layoutHash = Self.cacheHash(of: layout)
                rehash()
            }
        }
        /// The layout's part of ``cacheHash``, made when the layout is set:
        /// a skeleton or pattern is hashed once, not on every lookup.
        private(set) var layoutHash: Int
        /// Overrides a calendar in the locale (`-u-ca-`); nil keeps the locale's.
        public var calendar: CalendarIdentifier? { didSet { rehash() } }
        /// The zone the instant is shown in; UTC by default, never the process's.
        public var timeZone: TimeZoneIdentifier { didSet { rehash() } }
        /// The cache key's hash (``FormatterCacheKey/cacheHash``), made again
        /// whenever a field is set, so that a lookup reads it.
        private(set) var cacheHash = 0

        /// Collects options; ``DateFormat/init(_:)`` checks the layout.
        ///
        /// ```swift
        /// let options = DateFormat.Options(
        ///     locale: try LocaleIdentifier("th-TH"), layout: .styles(date: .long), calendar: .gregorian)
        /// try Formatters.shared.date(options).string(from: Instant(iso8601: "2015-08-07T17:29:32Z"))
        /// // "7 สิงหาคม ค.ศ. 2015": the Gregorian year (th-TH alone: "7 สิงหาคม 2558", Buddhist)
        /// ```
        /// - Parameters:
        ///   - locale: the locale; a `-u-ca-` / `@calendar=` keyword in it picks the calendar.
        ///   - layout: styles, an ICU skeleton or a literal LDML pattern.
        ///   - calendar: a calendar overriding the locale's; nil keeps it.
        ///   - timeZone: the zone the instant is shown in; UTC by default.
        public init(
            locale: LocaleIdentifier, layout: Layout, calendar: CalendarIdentifier? = nil,
            timeZone: TimeZoneIdentifier = .utc
        ) {
            self.locale = locale
            self.layout = layout
            self.layoutHash = Self.cacheHash(of: layout)
            self.calendar = calendar
            self.timeZone = timeZone
            rehash()
        }

        private mutating func rehash() {
            cacheHash = CacheHashMixer.dateKey(
                locale: locale, timeZone: timeZone, calendar: calendar, layoutHash: layoutHash)
        }

        /// Field by field, written out so that a cache hit compares in line.
        /// A skeleton or pattern is compared by its bytes
        /// (``Layout/isSpelled(like:)``), not by `String.==`, which holds
        /// canonically equivalent text equal (`"'é'"` precomposed and
        /// decomposed): ICU writes a pattern's literal text as it is given,
        /// so the two are different formats, and a cache must not answer one
        /// with the other's formatter.
        @inline(__always)
        public static func == (lhs: Self, rhs: Self) -> Bool {
            lhs.locale == rhs.locale && lhs.timeZone == rhs.timeZone && lhs.layout.isSpelled(like: rhs.layout)
                && lhs.calendar == rhs.calendar
        }

        /// `String`'s hash, which canonically equivalent texts share: still
        /// a hash of ``==``, which tells them apart by their bytes.
        private static func cacheHash(of layout: Layout) -> Int {
            switch layout {
            case .styles(let date, let time): Style.packed(date: date, time: time)
            case .skeleton(let skeleton): skeleton.hashValue
            case .pattern(let pattern): ~pattern.hashValue
            }
        }
    }
}

extension DateFormat.Options: FormatterCacheKey {}
