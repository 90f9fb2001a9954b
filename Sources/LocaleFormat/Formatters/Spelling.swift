/// The key of a lookup by strings (``Formatters/date(locale:layout:calendar:timeZone:)``
/// and its kin): the identifiers exactly as the caller spelled them, and
/// every other option typed.
///
/// A lookup by strings is one probe of a cache of spellings that maps
/// straight to the formatter. Only a miss parses the spellings (through the
/// caches of parsed locales and zones) and looks the formatter up by its
/// options, which is where formatters are opened and where the locale-identity
/// defence applies: every formatter a spelling maps to was found or built
/// under its locale's formatting identity, so `en_US`, `en-us` and
/// `en-US-x-1` map to one formatter.
///
/// The typed options ride along in ``rest``, with ``LocaleIdentifier/root``
/// and ``TimeZoneIdentifier/utc`` where the spelled identifiers go
/// (``SpelledOptions``), so that no kind needs a key type of its own. Keys
/// are made only on a miss: a hit hashes the caller's strings and the
/// options' own ``FormatterCacheKey/cacheHash`` with a ``SpellingHasher``
/// and compares them with the stored keys in place
/// (``FormatterCache/value(hash:matching:key:build:)``), so that it copies
/// and retains nothing. The hasher and the byte comparison
/// (``SpellingHasher``, ``SpellingComparison``) live in `Unsafe/`, split from
/// this file by technique: they read bytes through pointers, which `.ci/run`
/// allows there only.
struct Spelling<Rest: FormatterCacheKey>: FormatterCacheKey {
    /// The hash of the spelled strings and the other options, computed from
    /// the lookup's arguments by ``Formatters``.
    let cacheHash: Int
    /// The locale as the caller spelled it.
    let locale: String
    /// The other options, with placeholders for the spelled identifiers.
    let rest: Rest
    /// A time zone as spelled (dates, messages).
    let timeZone: String?
    /// A second spelled identifier: a date's calendar, a locale's display locale.
    let other: String?

    init(hash: Int, locale: String, rest: Rest, timeZone: String? = nil, other: String? = nil) {
        cacheHash = hash
        self.locale = locale
        self.rest = rest
        self.timeZone = timeZone
        self.other = other
    }

    func hash(into hasher: inout Hasher) { hasher.combine(cacheHash) }
}

extension Spelling {
    /// The bytes an entry keyed by this spelling holds besides its value
    /// (which its cache by options is charged for): the entry's node, index
    /// slot and key box, the key inline, its place among the entries of its
    /// value, and the storage of the spelled strings it keeps, besides
    /// `restBytes` for the strings of ``rest`` (a pattern, a skeleton).
    /// Measured by `FormattersMemoryTests.aSpellingEntry` (`LOCALEFORMAT_MEASURE_MEMORY=spelling`).
    func entryBytes(restBytes: Int = 0) -> Int {
        Self.fixedEntryBytes + Self.storedBytes(locale) + Self.storedBytes(timeZone) + Self.storedBytes(other)
            + restBytes
    }

    /// What every spelling entry holds, whatever its strings.
    static var fixedEntryBytes: Int { 512 }

    /// The heap storage of a string a key keeps: none for one of up to 15
    /// UTF-8 bytes (kept inline), else its bytes and a header, rounded up
    /// as the allocator rounds.
    static func storedBytes(_ string: String?) -> Int {
        guard let count = string?.utf8.count, count > 15 else { return 0 }
        return (count + 32 + 15) & ~15
    }
}

/// Options a kind is looked up by strings with too (``Spelling``): the
/// spelled lookup of every kind is derived from the options' own ``==`` and
/// ``FormatterCacheKey/cacheHash``, so that a kind writes its fields once.
///
/// A lookup by strings makes the options with placeholders where the spelled
/// identifiers go (``LocaleIdentifier/root`` for the locale, and a kind's
/// ``TimeZoneIdentifier/utc``, nil calendar or nil display locale), so that
/// every such value hashes and compares by its other fields alone.
/// A miss then resolves the key's spelled identifiers into the
/// options the formatter is looked up by.
protocol SpelledOptions: LocaleKeyed, SpellingProbe where Options == Self {
    /// The options of a key made on a miss, the spelled identifiers parsed
    /// through the registry's caches, in the order a request's fields are
    /// checked (locale first). The locale alone unless a kind says otherwise.
    static func resolved(_ key: Spelling<Self>, in formatters: Formatters) throws(LocaleFormatError) -> Self
    /// The heap bytes a key's options keep besides the spelled strings (a
    /// pattern, a skeleton), charged with the key; none unless a kind says so.
    var spelledBytes: Int { get }
}

extension SpelledOptions {
    /// Mixes every field but the spelled identifiers into `hasher`: the
    /// options' ``FormatterCacheKey/cacheHash``, which their placeholders
    /// make a hash of the other fields.
    @inline(__always)
    func combine(into hasher: inout SpellingHasher) { hasher.combine(cacheHash) }

    /// Whether every field but the spelled identifiers equals `spelled`'s:
    /// ``==``, both holding placeholders there.
    @inline(__always)
    func matches(spelled: Self) -> Bool { self == spelled }

    static func resolved(_ key: Spelling<Self>, in formatters: Formatters) throws(LocaleFormatError) -> Self {
        var options = key.rest
        options.locale = try formatters.locale(key.locale)
        return options
    }

    var spelledBytes: Int { 0 }
}

/// Options with a calendar and a time zone spelled besides the locale (the
/// key's ``Spelling/other`` and ``Spelling/timeZone``): dates and intervals.
protocol CalendarZoneSpelled: SpelledOptions {
    var calendar: CalendarIdentifier? { get set }
    var timeZone: TimeZoneIdentifier { get set }
}

extension CalendarZoneSpelled {
    /// The locale, then the calendar, then the time zone.
    static func resolved(_ key: Spelling<Self>, in formatters: Formatters) throws(LocaleFormatError) -> Self {
        var options = key.rest
        options.locale = try formatters.locale(key.locale)
        options.calendar = try key.other.map(CalendarIdentifier.init)
        options.timeZone = try formatters.timeZone(key.timeZone ?? "")
        return options
    }
}

/// Options whose key may spell an ICU number skeleton (the key's
/// ``Spelling/other``): number, currency and unit formats. A miss reads the
/// skeleton into the options it means, so it shares their formatter.
protocol SkeletonSpelled: SpelledOptions {
    /// The options `skeleton` means, with `rest`'s fields that a skeleton
    /// does not carry (a currency, a unit).
    static func reading(skeleton: String, locale: LocaleIdentifier, rest: Self) throws(LocaleFormatError) -> Self
}

extension SkeletonSpelled {
    /// The locale, then the skeleton when there is one.
    static func resolved(_ key: Spelling<Self>, in formatters: Formatters) throws(LocaleFormatError) -> Self {
        let locale = try formatters.locale(key.locale)
        guard let skeleton = key.other else {
            var options = key.rest
            options.locale = locale
            return options
        }
        return try reading(skeleton: skeleton, locale: locale, rest: key.rest)
    }
}

/// What a lookup by strings hashes, matches and, on a miss, keys with,
/// besides the spelled identifiers: the options themselves
/// (``SpelledOptions`` is its own probe), or, for a kind whose options cost
/// more to make than to compare, a lighter value that makes them on a miss
/// only (``MessageSpelling``).
protocol SpellingProbe {
    associatedtype Options: SpelledOptions
    /// Mixes the options' part of the hash into `hasher`.
    func combine(into hasher: inout SpellingHasher)
    /// Whether a key's options are these.
    func matches(_ options: Options) -> Bool
    /// The options of a key made on a miss, with placeholders.
    func options() -> Options
}

extension SpelledOptions {
    @inline(__always)
    func matches(_ options: Self) -> Bool { options.matches(spelled: self) }

    @inline(__always)
    func options() -> Self { self }
}

extension Formatters {
    /// The value for a spelled locale (and zone and `other` identifier, as
    /// the kind spells them) and the other options `probe` stands for,
    /// placeholders where the identifiers go: one probe of `spellings` on a
    /// hit, which makes no key; on a miss, the spellings resolved
    /// (``SpelledOptions/resolved(_:in:)``) and the value looked up by those
    /// options with `lookup`. Every lookup by strings ends here.
    @inline(__always)
    func spelled<Probe: SpellingProbe, Value, R>(
        _ spellings: FormatterCache<Spelling<Probe.Options>, Value>, locale: String, _ probe: Probe,
        timeZone: String? = nil, other: String? = nil, lending: Bool,
        to body: (Value) throws(LocaleFormatError) -> R, lookup: (Probe.Options) throws(LocaleFormatError) -> Value
    ) throws(LocaleFormatError) -> R {
        var hasher = SpellingHasher(spellingSecrets)
        hasher.combine(locale)
        probe.combine(into: &hasher)
        if let timeZone { hasher.combine(timeZone) }
        if let other { hasher.combine(other) }
        let hash = hasher.value
        return try spellings.value(
            hash: hash,
            matching: {
                $0.locale == locale && probe.matches($0.rest) && $0.timeZone == timeZone && $0.other == other
            },
            key: { Spelling(hash: hash, locale: locale, rest: probe.options(), timeZone: timeZone, other: other) },
            lending: lending, to: body
        ) { key throws(LocaleFormatError) in try lookup(Probe.Options.resolved(key, in: self)) }
    }

    /// ``spelled(_:locale:_:timeZone:other:lending:to:lookup:)`` for a
    /// formatter kind: its spellings, then its formatters by options.
    @inline(__always)
    func spelled<Probe: SpellingProbe, Value: CachedFormatter, R>(
        _ kind: FormatterKind<Value>, locale: String, _ probe: Probe, timeZone: String? = nil,
        other: String? = nil, lending: Bool, to body: (Value) throws(LocaleFormatError) -> R
    ) throws(LocaleFormatError) -> R where Probe.Options == Value.Options {
        try spelled(
            kind.bySpelling, locale: locale, probe, timeZone: timeZone, other: other, lending: lending, to: body
        ) { options throws(LocaleFormatError) in try value(kind, for: options) }
    }
}
