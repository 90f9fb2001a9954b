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
/// and ``TimeZoneIdentifier/utc`` where the spelled identifiers go, so that
/// no kind needs a key type of its own. Keys are made only on a miss: a hit
/// hashes the caller's strings and options with a ``SpellingHasher`` and
/// compares them with the stored keys in place
/// (``FormatterCache/value(hash:matching:key:build:)``), so that it copies
/// and retains nothing.
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
    /// Measured by `FormattersSpellingBytesTests`.
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
