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
/// let f = try Formatters.shared.date(locale: "ja-JP", layout: .styles(date: .medium))
/// try f.string(from: Instant(iso8601: "2019-05-01T00:00:00Z"))   // "2019/05/01"
/// ```
///
/// The simplest way in is the value: each kind's options format through
/// ``shared`` (``DateFormat/Options/format(_:)``,
/// ``CurrencyFormat/Options/format(_:)-(String)``, …), as Foundation's
/// `FormatStyle` values do. Under them, every kind is reached the same two
/// ways: by its options
/// (``date(_:)``, ``number(_:)``, …), whose identifiers are parsed already,
/// or by strings (``date(locale:layout:calendar:timeZone:)``,
/// ``number(locale:style:minimumFractionDigits:maximumFractionDigits:minimumIntegerDigits:grouping:roundingMode:)``, …),
/// the identifiers as a request spells them. A hit either way is one probe
/// of one cache: a lookup by strings probes a cache keyed by the strings as
/// given, which maps straight to the formatter, and parses them only on a
/// miss.
///
/// Every cache is bounded (one entry out per miss when full, scan-resistant:
/// a newcomer replaces an established entry only if asked for more often),
/// and in bytes (``byteBudget``: each formatter is charged once what ICU
/// allocated building it, each spelling its key), so a service that takes
/// locales and patterns from requests cannot be grown without bound.
/// Locale strings are parsed once per distinct spelling; malformed ones are
/// rejected in Swift before any ICU call and are not cached. A miss blocks
/// the calling thread until the formatter is built; callers missing the same
/// formatter at once wait for the first one's build.
public final class Formatters: Sendable {
    /// The kinds of cached values, for ``statistics(for:)``.
    public enum Kind: String, Sendable, CaseIterable {
        case localeIdentifier, localeInfo, timeZone, date, number, currency, unit, pluralRules, collator, message,
            caseMapper, list, relativeTime, numberRange, displayNames, duration, dateInterval
    }

    /// The process-wide registry, holding up to 1,024 entries per kind.
    public static let shared = Formatters(capacity: 1024)

    /// Parsed locale identifiers by the spelling callers used.
    let localeIdentifiers: FormatterCache<String, LocaleIdentifier>
    /// Validated time zones by the spelling callers used.
    let timeZones: FormatterCache<String, TimeZoneIdentifier>

    /// Locale facts by their options, and by the strings of lookups by
    /// strings (``Spelling``); not a formatter kind: a value, not shared.
    let localeInfos: FormatterCache<LocaleInfo.Options, LocaleInfo>
    let localeInfoSpellings: FormatterCache<Spelling<LocaleInfo.Options>, LocaleInfo>

    // The formatter kinds (``FormatterKind``), each declared here once,
    // each looked up by options and by strings.
    let dates: FormatterKind<DateFormat>
    let numbers: FormatterKind<NumberFormat>
    let currencies: FormatterKind<CurrencyFormat>
    let units: FormatterKind<UnitFormat>
    let pluralRules: FormatterKind<PluralRules>
    let collators: FormatterKind<Collator>
    let messages: FormatterKind<MessageFormat>
    let caseMappers: FormatterKind<CaseMapper>
    let lists: FormatterKind<ListFormat>
    let relativeTimes: FormatterKind<RelativeTimeFormat>
    let numberRanges: FormatterKind<NumberRangeFormat>
    let displayNames: FormatterKind<DisplayNames>
    let durations: FormatterKind<DurationFormat>
    let dateIntervals: FormatterKind<DateIntervalFormat>
    /// Every formatter kind above, for what the registry does with all of
    /// them alike.
    let formatterKinds: [any AnyFormatterKind]

    /// The keys of ``SpellingHasher``, drawn for this registry.
    let spellingSecrets = SpellingHasher.Secrets()

    private let defaultLocaleState: Mutex<LocaleIdentifier>
    /// Every kind's budget is a member of this one.
    private let budget: CacheBudget

    /// A registry of its own, for a caller that wants another capacity than
    /// ``shared``'s.
    ///
    /// ```swift
    /// let small = Formatters(capacity: 64, defaultLocale: try LocaleIdentifier("de-DE"))
    /// try small.number(locale: "de-DE").string(from: "1234.5")   // "1.234,5"
    /// ```
    /// - Parameters:
    ///   - capacity: the most entries each kind's cache holds (time zones and
    ///     case mappers: a quarter of it, at least 64).
    ///   - defaultLocale: ``defaultLocale``; `en-US` when nil.
    ///   - byteBudget: the most bytes the formatters may hold together
    ///     (``defaultByteBudget`` unless given; at least 1 MiB), each kind at
    ///     most half of it. A formatter is charged once, however many
    ///     spellings reach it: what ICU allocated building it and what it
    ///     may grow by; a spelling is charged its key. A formatter charged
    ///     more than a sixteenth of the budget is handed out and not kept.
    public init(capacity: Int, defaultLocale: LocaleIdentifier? = nil, byteBudget: Int = Formatters.defaultByteBudget) {
        defaultLocaleState = Mutex(defaultLocale ?? Self.englishUS)
        let small = max(64, capacity / 4)
        let total = CacheBudget(limit: max(1 << 20, byteBudget))
        self.budget = total
        // Each kind's cache by options: an entry is charged what ICU
        // allocated building it, what it may grow by afterwards (`grows`:
        // number formatters compile themselves after a few calls, date
        // formats fill zone and era names on first use), 1 KiB of Swift's
        // (the key, the node) and what `extra` says (idle pooled copies).
        // A kind may take half the total, so that the default budget holds
        // the default capacity of date formats (about 70 KiB each) while
        // the other kinds hold little; the total bounds them together.
        func budgeted<Key, Value>(
            _ capacity: Int, grows: Int = 8 << 10, extra: @escaping @Sendable (Value) -> Int = { _ in 0 }
        ) -> FormatterCache<Key, Value> {
            FormatterCache(
                capacity: capacity,
                budget: CacheBudget(
                    limit: total.limit / Self.kindShare, entryLimit: total.limit / Self.entryShare, parent: total),
                charge: { value, measured in measured + grows + (1 << 10) + extra(value) })
        }
        localeIdentifiers = FormatterCache(capacity: capacity)
        timeZones = FormatterCache(capacity: small)
        localeInfos = FormatterCache(capacity: capacity)
        localeInfoSpellings = FormatterCache(capacity: capacity)
        dates = FormatterKind(budgeted(capacity) { $0.deferredBytes }, spellings: capacity)
        numbers = FormatterKind(budgeted(capacity), spellings: capacity)
        currencies = FormatterKind(budgeted(capacity), spellings: capacity)
        units = FormatterKind(budgeted(capacity), spellings: capacity)
        pluralRules = FormatterKind(budgeted(capacity), spellings: capacity)
        collators = FormatterKind(budgeted(capacity, grows: 0), spellings: capacity)
        messages = FormatterKind(
            budgeted(capacity) { $0.pool.reservedBytes + $0.callStorageBytes + 2 * $0.options.pattern.utf8.count },
            spellings: capacity)
        caseMappers = FormatterKind(budgeted(small, grows: 0) { $0.titlePool.reservedBytes }, spellings: small)
        lists = FormatterKind(budgeted(small, grows: 0), spellings: small)
        relativeTimes = FormatterKind(budgeted(small), spellings: small)
        numberRanges = FormatterKind(budgeted(capacity, grows: 16 << 10), spellings: capacity)
        displayNames = FormatterKind(budgeted(small), spellings: small)
        durations = FormatterKind(budgeted(small, grows: 0) { $0.pool.reservedBytes }, spellings: small)
        dateIntervals = FormatterKind(budgeted(capacity), spellings: capacity)
        formatterKinds = [
            dates, numbers, currencies, units, pluralRules, collators, messages, caseMappers, lists, relativeTimes,
            numberRanges, displayNames, durations, dateIntervals,
        ]
    }

    /// The share of the budget one kind may hold: half.
    static let kindShare = 2
    /// The share of the budget one formatter may be charged to be kept: a
    /// sixteenth (16 MiB of the default).
    static let entryShare = 16

    /// The byte budget of ``shared`` and of registries made without one:
    /// 256 MiB.
    public static var defaultByteBudget: Int { 256 << 20 }

    /// The most bytes this registry's formatters may hold together.
    public var byteBudget: Int { budget.limit }

    /// Bytes charged for the formatters held now, every kind together: each
    /// formatter once, and each spelling that reaches it its key.
    public var heldBytes: Int { budget.heldBytes }

    private static let englishUS: LocaleIdentifier = (try? LocaleIdentifier("en-US")) ?? .root

    /// The process's default locale for callers that have none of their own
    /// (`en-US` unless set). Never taken from the environment.
    ///
    /// ```swift
    /// let formatters = Formatters(capacity: 64, defaultLocale: try LocaleIdentifier("fr-FR"))
    /// try formatters.date(DateFormat.Options(locale: formatters.defaultLocale, layout: .styles(date: .long)))
    ///     .string(from: Instant(iso8601: "2015-08-07T17:29:32Z"))   // "7 août 2015"
    /// ```
    public var defaultLocale: LocaleIdentifier { defaultLocaleState.withLock { $0 } }

    /// Changes the default locale. Every cached formatter built for the old
    /// default is removed before this returns, so no caller is handed one of
    /// them afterwards: the server-side form of refreshing cached formatters
    /// first when the current locale changes.
    ///
    /// ```swift
    /// Formatters.shared.setDefaultLocale(try LocaleIdentifier("es-ES"))
    /// Formatters.shared.defaultLocale.bcp47   // "es-ES"
    /// ```
    /// - Parameter locale: the new default.
    public func setDefaultLocale(_ locale: LocaleIdentifier) {
        defaultLocaleState.withLock { current in
            let old = current
            current = locale
            guard old != locale else { return }
            // Formatters are cached under the locale's formatting identity;
            // plural rules and locale facts under the locale itself. Values
            // first, then the spellings that map to them.
            for kind in formatterKinds { kind.removeAll(builtFor: old) }
            localeInfos.removeAll { $0.locale == old }
            localeInfoSpellings.removeAll(whereValue: { $0.identifier == old })
        }
    }

    /// Hits, misses, evictions, size, capacity and build time of one kind.
    ///
    /// A lookup counts once: a lookup by strings that finds its spelling is
    /// a hit; one that does not is counted by the lookup by options it makes
    /// (a hit when the formatter is cached under another spelling, a miss
    /// when it is built). Size, capacity and evictions are those of the
    /// formatters by options; the spellings that map to them are not counted.
    /// Bytes are the kind's: what its formatters by options are charged,
    /// each once, and its spellings' keys.
    ///
    /// ```swift
    /// let formatters = Formatters(capacity: 16)
    /// for spelling in ["en-US", "en_US", "en-US"] {
    ///     _ = try formatters.date(locale: spelling, layout: .styles(date: .short))
    /// }
    /// formatters.statistics(for: .date).misses   // 1: one formatter built
    /// formatters.statistics(for: .date).hits     // 2: "en_US" by options, "en-US" by its spelling
    /// ```
    public func statistics(for kind: Kind) -> CacheStatistics {
        switch kind {
        case .localeIdentifier: localeIdentifiers.statistics
        case .timeZone: timeZones.statistics
        case .localeInfo: localeInfos.statistics.adding(spellings: localeInfoSpellings.statistics)
        default: formatterKinds.first { $0.kind == kind }?.statistics ?? CacheStatistics()
        }
    }

    /// A parsed locale identifier; each spelling is parsed once.
    ///
    /// ```swift
    /// try Formatters.shared.locale("iw_IL").bcp47   // "he-IL"
    /// ```
    /// - Parameter identifier: a BCP 47 tag or an ICU locale id.
    /// - Throws: as ``LocaleIdentifier/init(_:)``.
    public func locale(_ identifier: String) throws(LocaleFormatError) -> LocaleIdentifier {
        if identifier.utf8.count > LocaleSyntax.maximumLength {
            return try LocaleIdentifier(identifier)  // throws; never cached
        }
        return try localeIdentifiers.value(for: identifier, build: LocaleIdentifier.init(_:))
    }

    /// A validated time zone; each spelling is checked with ICU once.
    ///
    /// ```swift
    /// try Formatters.shared.timeZone("US/Pacific").canonicalID   // "America/Los_Angeles"
    /// ```
    /// - Parameter identifier: an ICU zone id or `GMT±hh:mm`.
    /// - Throws: as ``TimeZoneIdentifier/init(_:)``.
    public func timeZone(_ identifier: String) throws(LocaleFormatError) -> TimeZoneIdentifier {
        if identifier.utf8.count > 64 { return try TimeZoneIdentifier(identifier) }
        return try timeZones.value(for: identifier, build: TimeZoneIdentifier.init(_:))
    }

    /// The formatter of `kind` for `options`, built on a miss, under the
    /// locale's formatting identity when the kind shares formatters and that
    /// is another locale (locales without data of their own, private-use
    /// subtags), so that such locales share the formatters of the locale
    /// whose data they use. Every lookup of a formatter ends here, those by
    /// strings included (on a miss).
    @inline(__always)
    func value<Value: CachedFormatter>(_ kind: FormatterKind<Value>, for options: Value.Options)
        throws(LocaleFormatError) -> Value
    {
        if Value.sharesFormatters, options.locale.sharesFormatters {
            return try sharedValue(in: kind.byOptions, for: options, build: Value.cachedBuild)
        }
        return try kind.byOptions.value(for: options, build: Value.cachedBuild)
    }

    /// ``value(_:for:)`` for a key whose locale shares another's formatters:
    /// out of line, so that each lookup inlines one hit path.
    @inline(never)
    private func sharedValue<Key: LocaleKeyed, Value>(
        in cache: FormatterCache<Key, Value>, for key: Key, build: (Key) throws(LocaleFormatError) -> Value
    ) throws(LocaleFormatError) -> Value {
        var shared = key
        shared.locale = key.locale.formattingIdentity
        return try cache.value(for: shared, build: build)
    }

    /// The formatter of `kind` for `options` lent to `body`, under the
    /// locale ``value(_:for:)`` looks it up under.
    @inline(__always)
    func lend<Value: CachedFormatter, R>(
        _ kind: FormatterKind<Value>, _ options: Value.Options, _ body: (Value) throws(LocaleFormatError) -> R
    ) throws(LocaleFormatError) -> R {
        guard Value.sharesFormatters, options.locale.sharesFormatters else {
            return try kind.byOptions.withValue(for: options, build: Value.cachedBuild, body)
        }
        var shared = options
        shared.locale = options.locale.formattingIdentity
        return try kind.byOptions.withValue(for: shared, build: Value.cachedBuild, body)
    }
}

/// A cache key holding the locale its value is opened for.
protocol LocaleKeyed: FormatterCacheKey {
    var locale: LocaleIdentifier { get set }
}
