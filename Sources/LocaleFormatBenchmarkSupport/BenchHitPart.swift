import LocaleFormat
import Synchronization

/// What a cache hit is made of, measured piece by piece.
public struct BenchHitPart {
    /// For tables: `"Formatters.locale(\"es-ES\")"`.
    public var name: String
    /// For benchmark identifiers: `"locale"`.
    public var slug: String
    /// Returns something derived from the work, so it cannot be dropped.
    public var run: () throws -> Int
}

extension BenchWorkloads {
    /// The date row's cache hit, taken apart. The hit of the table is
    /// `Formatters.date(options)`: options built once from parsed
    /// identifiers, whose hashes were computed when they were parsed. The
    /// string-keyed lookup is one probe of a cache keyed by the strings; the
    /// locale and time zone lookups below are what its misses parse with.
    public static func hitParts() throws -> [BenchHitPart] {
        let shared = Formatters.shared
        let (locale, zone) = ("es-ES", "America/Los_Angeles")
        let options = DateFormat.Options(
            locale: try LocaleIdentifier(locale), layout: .styles(date: .full, time: .long),
            timeZone: try TimeZoneIdentifier(zone))
        _ = try shared.date(options)
        let mutex = Mutex(0)
        // A message hit whose options hold the pattern in storage of their
        // own, as options a caller builds per request do: the hit compares
        // the pattern with the stored one (by its bytes), where a hit with
        // the options it missed with finds the same storage.
        let pattern = "{name} ma {count, plural, one {# plik} few {# pliki} many {# plików} other {# pliku}}."
        let polish = try LocaleIdentifier("pl")
        _ = try shared.message(MessageFormat.Options(pattern: pattern, locale: polish))
        let copy = String(decoding: Array(pattern.utf8), as: UTF8.self)
        let copied = MessageFormat.Options(pattern: copy, locale: polish)
        return [
            .init(name: "Formatters.date(options)", slug: "date-options") {
                try shared.date(options).pattern.utf8.count
            },
            .init(name: "  DateFormat.Options hashValue (Hasher, for comparison)", slug: "hash-date-options") {
                options.hashValue
            },
            .init(name: "  Mutex.withLock (uncontended, empty)", slug: "mutex") {
                mutex.withLock { value in
                    value &+= 1
                    return value
                }
            },
            .init(name: "Formatters.date(locale:layout:calendar:timeZone:) (strings)", slug: "date-strings") {
                _ = try shared.date(locale: locale, layout: .styles(date: .full, time: .long), timeZone: zone)
                return 0
            },
            .init(name: "  Formatters.locale(\"\(locale)\")", slug: "locale") {
                try shared.locale(locale).icuID.utf8.count
            },
            .init(name: "  Formatters.timeZone(\"\(zone)\")", slug: "timezone") {
                try shared.timeZone(zone).canonicalID.utf8.count
            },
            .init(name: "    String hashValue (\"\(zone)\")", slug: "hash-string") { zone.hashValue },
            .init(name: "Formatters.message(options), the pattern in other storage", slug: "message-copy") {
                try shared.message(copied).options.pattern.utf8.count
            },
            .init(name: "  String == of the two patterns (canonical equivalence)", slug: "string-equal") {
                pattern == copy ? 1 : 0
            },
        ]
    }
}
