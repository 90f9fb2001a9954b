import Synchronization

/// The shared, bounded, thread-safe registry of ready formatters: the hot
/// path of LocaleFormat.
///
/// Opening an ICU formatter costs tens of microseconds; formatting with an
/// open one costs one or two. `Formatters.shared` opens each distinct
/// formatter once and hands the same instance to every caller, from any
/// thread or task:
///
/// ```swift
/// let f = try Formatters.shared.date(locale: "ja-JP", dateStyle: .medium)
/// try f.string(from: Instant(iso8601: "2019-05-01T00:00:00Z"))   // "2019/05/01"
/// ```
///
/// Every cache is bounded (least recently used out, one entry at a time), so
/// a service that takes locales from requests cannot be grown without bound.
/// Locale strings are parsed once per distinct spelling; malformed ones are
/// rejected in Swift before any ICU call and are not cached.
public final class Formatters: Sendable {
    /// The kinds of cached values, for ``statistics(for:)``.
    public enum Kind: String, Sendable, CaseIterable {
        case localeIdentifier, localeInfo, timeZone, date, number, currency, unit, pluralRules, collator, message, caseMapper
    }

    /// The process-wide registry, holding up to 1,024 entries per kind.
    public static let shared = Formatters(capacity: 1024)

    /// Parsed locale identifiers by the spelling callers used.
    let localeIdentifiers: FormatterCache<String, LocaleIdentifier>
    /// Locale facts by locale and display locale.
    let localeInfos: FormatterCache<LocaleInfoKey, LocaleInfo>
    /// Validated time zones by the spelling callers used.
    let timeZones: FormatterCache<String, TimeZoneIdentifier>
    /// Date formatters by their options.
    public let dates: FormatterCache<DateFormat.Options, DateFormat>
    /// Number formatters by their options.
    public let numbers: FormatterCache<NumberFormat.Options, NumberFormat>
    /// Currency formatters by their options.
    public let currencies: FormatterCache<CurrencyFormat.Options, CurrencyFormat>
    /// Unit formatters by their options.
    public let units: FormatterCache<UnitFormat.Options, UnitFormat>
    /// Plural rules by locale and type.
    public let pluralRules: FormatterCache<PluralRules.Options, PluralRules>
    /// Collators by locale and options.
    public let collators: FormatterCache<CollatorKey, Collator>
    /// Message formats by pattern, locale and time zone.
    public let messages: FormatterCache<MessageKey, MessageFormat>
    /// Case mappers by locale.
    public let caseMappers: FormatterCache<LocaleIdentifier, CaseMapper>

    /// The key of cached locale facts.
    public struct LocaleInfoKey: FormatterCacheKey {
        public var locale: LocaleIdentifier
        public var displayLocale: LocaleIdentifier?
    }

    /// The key of a cached collator.
    public struct CollatorKey: FormatterCacheKey {
        public var locale: LocaleIdentifier
        public var options: Collator.Options
    }

    /// The key of a cached message format.
    public struct MessageKey: FormatterCacheKey {
        public var pattern: String
        public var locale: LocaleIdentifier
        public var timeZone: String
    }

    private let defaultLocaleState: Mutex<LocaleIdentifier>

    /// - Parameters:
    ///   - capacity: the most entries each kind's cache holds.
    ///   - defaultLocale: the locale of calls that pass none; `en-US` when nil.
    public init(capacity: Int, defaultLocale: LocaleIdentifier? = nil) {
        defaultLocaleState = Mutex(defaultLocale ?? Self.englishUS)
        localeIdentifiers = FormatterCache(capacity: capacity)
        localeInfos = FormatterCache(capacity: capacity)
        timeZones = FormatterCache(capacity: max(64, capacity / 4))
        dates = FormatterCache(capacity: capacity)
        numbers = FormatterCache(capacity: capacity)
        currencies = FormatterCache(capacity: capacity)
        units = FormatterCache(capacity: capacity)
        pluralRules = FormatterCache(capacity: capacity)
        collators = FormatterCache(capacity: capacity)
        messages = FormatterCache(capacity: capacity)
        caseMappers = FormatterCache(capacity: max(64, capacity / 4))
    }

    private static let englishUS: LocaleIdentifier = (try? LocaleIdentifier("en-US")) ?? .root

    /// The locale used by calls that pass none (`en-US` unless set). Never
    /// taken from the environment.
    public var defaultLocale: LocaleIdentifier { defaultLocaleState.withLock { $0 } }

    /// Changes the default locale. Every cached formatter built for the old
    /// default is removed before this returns, so no caller asking for the
    /// default is handed one of them afterwards: the server-side form of
    /// refreshing cached formatters first when the current locale changes.
    public func setDefaultLocale(_ locale: LocaleIdentifier) {
        defaultLocaleState.withLock { current in
            let old = current
            current = locale
            guard old != locale else { return }
            // Formatters are cached under the locale's formatting identity.
            let shared = old.formattingIdentity
            dates.removeAll { $0.locale == shared }
            numbers.removeAll { $0.locale == shared }
            currencies.removeAll { $0.locale == shared }
            units.removeAll { $0.locale == shared }
            pluralRules.removeAll { $0.locale == old }
            collators.removeAll { $0.locale == shared }
            messages.removeAll { $0.locale == shared }
            caseMappers.removeAll { $0 == shared }
            localeInfos.removeAll { $0.locale == old }
        }
    }

    /// Hits, misses, evictions, size and build time of one kind's cache.
    public func statistics(for kind: Kind) -> CacheStatistics {
        switch kind {
        case .localeIdentifier: localeIdentifiers.statistics
        case .localeInfo: localeInfos.statistics
        case .timeZone: timeZones.statistics
        case .date: dates.statistics
        case .number: numbers.statistics
        case .currency: currencies.statistics
        case .unit: units.statistics
        case .pluralRules: pluralRules.statistics
        case .collator: collators.statistics
        case .message: messages.statistics
        case .caseMapper: caseMappers.statistics
        }
    }

    /// A parsed locale identifier; each spelling is parsed once.
    /// - Throws: `invalidLocale` for a malformed identifier.
    public func locale(_ identifier: String) throws -> LocaleIdentifier {
        if identifier.utf8.count > LocaleSyntax.maximumLength {
            return try LocaleIdentifier(identifier)  // throws; never cached
        }
        return try localeIdentifiers.value(for: identifier, build: LocaleIdentifier.init(_:))
    }

    /// A validated time zone; each spelling is checked with ICU once.
    /// - Throws: `invalidTimeZone`.
    public func timeZone(_ identifier: String) throws -> TimeZoneIdentifier {
        if identifier.utf8.count > 64 { return try TimeZoneIdentifier(identifier) }
        return try timeZones.value(for: identifier, build: TimeZoneIdentifier.init(_:))
    }

    /// The shared date formatter for `options`, opened on first use.
    /// - Throws: as ``DateFormat/init(_:)``.
    public func date(_ options: DateFormat.Options) throws -> DateFormat {
        try value(in: dates, for: options, build: DateFormat.init)
    }

    /// The shared date formatter for styles, a skeleton or a pattern.
    /// - Throws: `invalidLocale`, `invalidCalendar`, `invalidTimeZone`, and as ``DateFormat/init(_:)``.
    public func date(locale: String, layout: DateFormat.Layout, calendar: String? = nil, timeZone: String = "UTC")
        throws -> DateFormat
    {
        try date(
            DateFormat.Options(
                locale: try self.locale(locale), layout: layout, calendar: try calendar.map(CalendarIdentifier.init),
                timeZone: try self.timeZone(timeZone)))
    }

    /// The shared date formatter for the default locale.
    /// - Throws: as ``date(locale:layout:calendar:timeZone:)``.
    public func date(
        dateStyle: DateFormat.Style = .none, timeStyle: DateFormat.Style = .none, calendar: String? = nil,
        timeZone: String = "UTC"
    ) throws -> DateFormat {
        try date(
            DateFormat.Options(
                locale: defaultLocale, layout: .styles(date: dateStyle, time: timeStyle),
                calendar: try calendar.map(CalendarIdentifier.init), timeZone: try self.timeZone(timeZone)))
    }

    /// The shared date formatter for a date and/or time style.
    /// - Throws: as ``date(locale:layout:calendar:timeZone:)``.
    public func date(
        locale: String, dateStyle: DateFormat.Style = .none, timeStyle: DateFormat.Style = .none,
        calendar: String? = nil, timeZone: String = "UTC"
    ) throws -> DateFormat {
        try date(locale: locale, layout: .styles(date: dateStyle, time: timeStyle), calendar: calendar, timeZone: timeZone)
    }

    /// The shared collator for a locale and options.
    /// - Throws: as ``Collator/init(locale:options:)``.
    public func collator(locale: LocaleIdentifier, options: Collator.Options = Collator.Options()) throws -> Collator {
        try value(in: collators, for: CollatorKey(locale: locale, options: options)) { key in
            try Collator(locale: key.locale, options: key.options)
        }
    }

    /// The shared message format for a pattern, locale and time zone.
    /// - Throws: as ``MessageFormat/init(pattern:locale:timeZone:)``.
    public func message(pattern: String, locale: LocaleIdentifier, timeZone: String = "UTC") throws -> MessageFormat {
        try value(in: messages, for: MessageKey(pattern: pattern, locale: locale, timeZone: timeZone)) { key in
            try MessageFormat(pattern: key.pattern, locale: key.locale, timeZone: key.timeZone)
        }
    }

    /// The shared case mapper for a locale.
    /// - Throws: as ``CaseMapper/init(locale:)``.
    public func caseMapper(locale: LocaleIdentifier) throws -> CaseMapper {
        try caseMappers.value(for: locale.formattingIdentity, build: CaseMapper.init(locale:))
    }

    /// The shared number formatter for `options`.
    /// - Throws: as ``NumberFormat/init(_:)``.
    public func number(_ options: NumberFormat.Options) throws -> NumberFormat {
        try value(in: numbers, for: options, build: NumberFormat.init)
    }

    /// The shared currency formatter for `options`.
    /// - Throws: as ``CurrencyFormat/init(_:)``.
    public func currency(_ options: CurrencyFormat.Options) throws -> CurrencyFormat {
        try value(in: currencies, for: options, build: CurrencyFormat.init)
    }

    /// The shared currency formatter for a locale and ISO 4217 code.
    /// - Throws: `invalidLocale`, and as ``CurrencyFormat/init(_:)``.
    public func currency(locale: String, currency code: String, display: CurrencyFormat.Display = .symbol) throws
        -> CurrencyFormat
    {
        try currency(CurrencyFormat.Options(locale: self.locale(locale), currency: code, display: display))
    }

    /// The shared unit formatter for `options`.
    /// - Throws: as ``UnitFormat/init(_:)``.
    public func unit(_ options: UnitFormat.Options) throws -> UnitFormat {
        try value(in: units, for: options, build: UnitFormat.init)
    }

    /// The shared plural rules for `options`.
    /// - Throws: as ``PluralRules/init(_:)``.
    public func pluralRules(_ options: PluralRules.Options) throws -> PluralRules {
        try pluralRules.value(for: options, build: PluralRules.init)
    }

    /// The facts ICU has about a locale, computed once per locale and display locale.
    /// - Throws: as ``LocaleInfo/init(_:displayLocale:)``.
    public func localeInfo(_ locale: LocaleIdentifier, displayLocale: LocaleIdentifier? = nil) throws -> LocaleInfo {
        try localeInfos.value(for: LocaleInfoKey(locale: locale, displayLocale: displayLocale)) { key in
            try LocaleInfo(key.locale, displayLocale: key.displayLocale)
        }
    }

    /// The value for `key` in `cache`, with the key's locale replaced by its
    /// formatting identity when that is another locale (locales without data
    /// of their own, private-use subtags), so that such locales share the
    /// formatters of the locale whose data they use.
    private func value<Key: LocaleKeyed, Value>(
        in cache: FormatterCache<Key, Value>, for key: Key, build: (Key) throws -> Value
    ) throws -> Value {
        guard key.locale.sharesFormatters else { return try cache.value(for: key, build: build) }
        var shared = key
        shared.locale = key.locale.formattingIdentity
        return try cache.value(for: shared, build: build)
    }
}

/// A cache key holding the locale its formatter is opened for.
protocol LocaleKeyed: FormatterCacheKey {
    var locale: LocaleIdentifier { get set }
}

extension DateFormat.Options: LocaleKeyed {}
extension NumberFormat.Options: LocaleKeyed {}
extension CurrencyFormat.Options: LocaleKeyed {}
extension UnitFormat.Options: LocaleKeyed {}
extension Formatters.CollatorKey: LocaleKeyed {}
extension Formatters.MessageKey: LocaleKeyed {}
