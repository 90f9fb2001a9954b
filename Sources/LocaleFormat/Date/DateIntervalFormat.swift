/// The range between two instants: "Aug 7 – 10, 2015", "10:29 AM – 1:00 PM"
/// (ICU's `udtitvfmt`, as ECMA-402's `formatRange` and Foundation's
/// `Date.IntervalFormatStyle`).
///
/// ```swift
/// let days = try Formatters.shared.dateInterval(locale: "en-US", layout: .skeleton("yMMMd"))
/// try days.string(from: Instant(iso8601: "2015-08-07T17:29:32Z"), to: Instant(iso8601: "2015-08-10T10:00:00Z"))
/// // "Aug 7 – 10, 2015" (U+2009 around the dash)
/// ```
///
/// With a skeleton the result is ICU's. With styles, the skeleton is the
/// style pattern's (as V8 does for `formatRange`), and when the instants
/// agree in every field shown the result is the style's own single date
/// (``DateFormat`` with the same styles at `start`). ICU compares calendar
/// fields, not instants: over a fall-back hour two instants an hour apart
/// can be one wall-clock time. `start` after `end` is formatted as given.
///
/// Cost and sharing: a `DateIntervalFormat` is safe to use from many threads
/// at once, but ICU 72 formats every interval under one process-wide mutex:
/// interval formatting does not run on two cores at once.
public final class DateIntervalFormat: Sendable {
    /// The fields shown: a skeleton, or a date and a time style.
    public enum Layout: Hashable, Sendable {
        /// ICU's styles, at least one not `none`.
        case styles(date: DateFormat.Style, time: DateFormat.Style)

        /// A date style alone: `.styles(date: .medium)`. (There is no
        /// `.styles()`: a layout needs a date style, a time style or both.)
        public static func styles(date: DateFormat.Style) -> Layout { .styles(date: date, time: .none) }

        /// A time style alone: `.styles(time: .short)`.
        public static func styles(time: DateFormat.Style) -> Layout { .styles(date: .none, time: time) }

        /// An ICU date skeleton of 1 to 100 LDML field letters (`yMMMd`, `jm`).
        case skeleton(String)
    }

    /// The LDML field letters a skeleton may hold.
    public static let skeletonLetters = Set("GyYuUrQqMLlwWdDFgEecabBhHKkjJCmsSAzZOvVXx".utf8)
    /// The longest skeleton.
    public static let maximumSkeletonLength = 100

    /// The locale, layout, calendar and time zone the format was opened with.
    public let options: Options
    /// The skeleton ICU formats with (the style pattern's, for styles).
    public let skeleton: String

    let handle: ICUIntervalHandle
    /// For styles: the single date when ICU marks no span.
    let single: DateFormat?

    /// Opens an interval format (uncached: ``Formatters/dateInterval(_:)``
    /// shares one per options).
    /// - Throws: ``LocaleFormatError`` `invalidPattern` for a skeleton that is
    ///   empty, longer than 100 letters, has a character that is not an LDML
    ///   field letter, or has no pattern in ICU; `invalidOptions` for two
    ///   `none` styles; `invalidCalendar` as ``DateFormat``; `internal` when
    ///   ICU fails.
    public init(_ options: Options) throws(LocaleFormatError) {
        self.options = options
        var localeID = options.locale.dataID
        switch options.layout {
        case .skeleton(let skeleton):
            try Self.validate(skeleton: skeleton)
            if skeleton.utf8.contains(UInt8(ascii: "v")) { localeID = options.locale.zoneID }
            if let calendar = options.calendar {
                localeID = try ICULocale.settingKeyword("calendar", to: calendar.name, in: localeID)
            } else if let fromLocale = options.locale.keywordValue("calendar") {
                _ = try CalendarIdentifier(fromLocale)
            }
            guard try !DatePatternGenerators.bestPattern(locale: localeID, skeleton: skeleton).isEmpty else {
                throw LocaleFormatError(.invalidPattern, "ICU has no pattern for the skeleton \"\(skeleton)\"")
            }
            self.skeleton = skeleton
            single = nil
        case .styles(let date, let time):
            let format = try DateFormat(
                DateFormat.Options(
                    locale: options.locale, layout: .styles(date: date, time: time), calendar: options.calendar,
                    timeZone: options.timeZone))
            skeleton = try ICUIntervalHandle.skeleton(ofPattern: format.pattern)
            if let calendar = options.calendar {
                localeID = try ICULocale.settingKeyword("calendar", to: calendar.name, in: localeID)
            }
            single = format
        }
        handle = try ICUIntervalHandle(locale: localeID, skeleton: skeleton, timeZone: options.timeZone.icuID)
    }

    /// The range from `start` to `end`, in the order given.
    /// - Throws: ``LocaleFormatError`` `internal` when ICU fails.
    public func string(from start: Instant, to end: Instant) throws(LocaleFormatError) -> String {
        let (from, to) = (Double(start.millisecondsSince1970), Double(end.millisecondsSince1970))
        guard let single else { return try handle.format(start: from, end: to) }
        let (text, hasSpan) = try handle.formatWithSpan(start: from, end: to)
        return hasSpan ? text : try single.string(from: start)
    }

    static func validate(skeleton: String) throws(LocaleFormatError) {
        let bytes = skeleton.utf8
        guard !bytes.isEmpty, bytes.count <= maximumSkeletonLength, bytes.allSatisfy(skeletonLetters.contains) else {
            throw LocaleFormatError(
                .invalidPattern,
                "\"\(skeleton.prefix(64))\" is not a skeleton: 1 to \(maximumSkeletonLength) LDML field letters")
        }
    }
}

extension DateIntervalFormat {
    /// Everything that determines an interval format: the key of
    /// ``Formatters/dateInterval(_:)``.
    public struct Options: Hashable, Sendable {
        /// The locale of names, numbers and the range pattern.
        public var locale: LocaleIdentifier { didSet { rehash() } }
        /// A skeleton or styles.
        public var layout: Layout {
            didSet {
                layoutHash = Self.cacheHash(of: layout)
                rehash()
            }
        }
        /// The layout's part of the cache key's hash, made when the layout
        /// is set: a skeleton is hashed once, not on every lookup.
        private(set) var layoutHash: Int
        /// The calendar; nil for the locale's.
        public var calendar: CalendarIdentifier? { didSet { rehash() } }
        /// The zone both instants are shown in; UTC by default.
        public var timeZone: TimeZoneIdentifier { didSet { rehash() } }
        /// The cache key's hash (``FormatterCacheKey/cacheHash``), made again
        /// whenever a field is set, so that a lookup reads it.
        private(set) var cacheHash = 0

        /// Collects options; ``DateIntervalFormat/init(_:)`` checks the layout.
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
        @inline(__always)
        public static func == (lhs: Self, rhs: Self) -> Bool {
            lhs.locale == rhs.locale && lhs.timeZone == rhs.timeZone && lhs.layout == rhs.layout
                && lhs.calendar == rhs.calendar
        }

        private static func cacheHash(of layout: Layout) -> Int {
            switch layout {
            case .styles(let date, let time): DateFormat.Style.packed(date: date, time: time)
            case .skeleton(let skeleton): skeleton.hashValue
            }
        }
    }
}

extension DateIntervalFormat.Options: FormatterCacheKey {}
