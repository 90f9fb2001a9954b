// The benchmark table: one row per formatter kind, each measured the same
// ways on the same input. `icufmt bench` and the package-benchmark suite in
// Benchmarks/ (which links this very file) both read it, so a kind added here
// shows up in both.

import Foundation
@_spi(Benchmarks) import LocaleFormat
import Synchronization

/// One formatter kind, measured four ways on one input.
///
/// Every variant returns the string a caller would get, so that the harness
/// can check that they agree before timing them (a comparison returns
/// `"<"`, `"="` or `">"`, static strings that cost nothing to make).
struct BenchWorkload {
    /// A Foundation API doing the same job (or as near as Foundation gets).
    struct Peer {
        /// What is measured, for tables: `"DateFormatter (reused)"`.
        var name: String
        /// A short name for benchmark identifiers: `"dateformatter"`.
        var slug: String
        var run: () throws -> String
    }

    /// The kind in `icufmt bench --json` and `--kinds`: `"date"`.
    var kind: String
    /// `domain/operation` of the package-benchmark names: `"date/format"`.
    var name: String
    /// The input, for tables: `"es-ES full/long America/Los_Angeles"`.
    var input: String
    /// `Formatters.shared` lookup, then the call.
    var cached: @Sendable () throws -> String
    /// The `Formatters.shared` lookup alone (a cache hit), result dropped.
    var hit: @Sendable () throws -> Void
    /// Construct from the same strings, call, drop.
    var uncached: () throws -> String
    /// The raw shim call on a handle held here (``ICUBenchmarkFloor``).
    var floor: () throws -> String
    /// Foundation's peers; the first is the headline `foundation` column.
    var peers: [Peer] = []
}

enum BenchWorkloads {
    /// Every kind, in table order. Adding a kind is one `static func` below
    /// and one entry here.
    static var all: [(kind: String, make: () throws -> BenchWorkload)] {
        [
            ("date", date),
            ("compare", compare),
            ("message", message),
            ("case", caseMapping),
            // When the number branch lands (see Docs/Benchmarks.md, "Adding a kind"):
            // ("number", number),      // peers: NumberFormatter (reused), Decimal.FormatStyle
            // ("currency", currency),  // peers: NumberFormatter .currency (reused), Decimal.FormatStyle.Currency
            // ("plural", plural),      // no Foundation peer
            // ("unit", unit),          // peer: Measurement<UnitLength>.FormatStyle (if the output can match)
        ]
    }

    /// The kinds named in `names` (all when nil), in table order.
    /// - Throws: `ValidationError`-like text for a name that is not a kind.
    static func make(kinds names: [String]?) throws -> [BenchWorkload] {
        let table = all
        if let names {
            let known = Set(table.map(\.kind))
            if let unknown = names.first(where: { !known.contains($0) }) {
                throw BenchError("unknown kind \"\(unknown)\"; kinds: \(table.map(\.kind).joined(separator: ", "))")
            }
        }
        return try table.filter { names?.contains($0.kind) ?? true }.map { try $0.make() }
    }

    /// 2015-08-07T17:29:32Z, DESIGN.md's example instant.
    static let instant = Date(timeIntervalSince1970: 1_438_968_572)

    // MARK: - Rows

    /// es-ES, full date, long time, Los Angeles: DESIGN.md's example, and the
    /// case where Foundation's newer ICU formats faster than ICU 72.
    static func date() throws -> BenchWorkload {
        let (locale, zone) = ("es-ES", "America/Los_Angeles")
        let shared = Formatters.shared
        let options = try DateFormat.Options(locale: locale, layout: .styles(date: .full, time: .long), timeZone: zone)
        let floor = try ICUBenchmarkFloor.Date(options)
        let milliseconds = instant.timeIntervalSince1970 * 1000

        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "es_ES")
        formatter.timeZone = TimeZone(identifier: zone)
        formatter.dateStyle = .full
        formatter.timeStyle = .long

        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: zone) ?? .gmt
        let style = Date.FormatStyle(
            date: .complete, time: .complete, locale: Locale(identifier: "es_ES"), calendar: calendar,
            timeZone: calendar.timeZone)
        let date = instant

        return BenchWorkload(
            kind: "date", name: "date/format", input: "\(locale) full/long \(zone)",
            cached: {
                try shared.date(locale: locale, dateStyle: .full, timeStyle: .long, timeZone: zone).string(from: date)
            },
            hit: { _ = try shared.date(locale: locale, dateStyle: .full, timeStyle: .long, timeZone: zone) },
            uncached: {
                try DateFormat(locale: locale, dateStyle: .full, timeStyle: .long, timeZone: zone).string(from: date)
            },
            floor: { floor.string(millisecondsSince1970: milliseconds) },
            peers: [
                .init(name: "DateFormatter (reused)", slug: "dateformatter") { formatter.string(from: date) },
                .init(name: "Date.FormatStyle", slug: "formatstyle") { style.format(date) },
            ])
    }

    /// Swedish collation of two words that differ in their first letter
    /// (Swedish sorts Ä after Z).
    static func compare() throws -> BenchWorkload {
        let (locale, a, b) = ("sv", "Ärlighet", "Zebrafink")
        let shared = Formatters.shared
        let floor = try ICUBenchmarkFloor.Collator(locale: LocaleIdentifier(locale))
        let swedish = Locale(identifier: locale)
        return BenchWorkload(
            kind: "compare", name: "collator/compare", input: "\(locale) \"\(a)\" vs \"\(b)\"",
            cached: { order(try shared.collator(locale: shared.locale(locale)).compare(a, b).rawValue) },
            hit: { _ = try shared.collator(locale: shared.locale(locale)) },
            uncached: { order(try Collator(locale: locale).compare(a, b).rawValue) },
            floor: { order(Int(floor.compare(a, b))) },
            peers: [
                .init(name: "String.compare(_:options:range:locale:)", slug: "string-compare") {
                    order(a.compare(b, options: [], range: nil, locale: swedish).rawValue)
                }
            ])
    }

    /// `"<"`, `"="` or `">"` for an order -1, 0 or 1.
    @Sendable static func order(_ order: Int) -> String { order < 0 ? "<" : order == 0 ? "=" : ">" }

    /// A Polish plural message with a string argument. Foundation has no
    /// ICU MessageFormat.
    static func message() throws -> BenchWorkload {
        let locale = "pl"
        let pattern = "{name} ma {count, plural, one {# plik} few {# pliki} many {# plików} other {# pliku}}."
        let arguments: [String: MessageFormat.Argument] = ["name": "Ana", "count": 3]
        let shared = Formatters.shared
        let floor = try ICUBenchmarkFloor.Message(
            pattern: pattern, locale: LocaleIdentifier(locale), arguments: arguments)
        return BenchWorkload(
            kind: "message", name: "message/format", input: "\(locale) {name} + plural, 2 arguments",
            cached: { try shared.message(pattern: pattern, locale: shared.locale(locale)).format(arguments) },
            hit: { _ = try shared.message(pattern: pattern, locale: shared.locale(locale)) },
            uncached: { try MessageFormat(pattern: pattern, locale: locale).format(arguments) },
            floor: { floor.format() })
    }

    /// Turkish upper-casing (dotted capital İ).
    static func caseMapping() throws -> BenchWorkload {
        let (locale, text) = ("tr", "istanbul'da iyi günler")
        let shared = Formatters.shared
        let floor = try ICUBenchmarkFloor.CaseMap(locale: LocaleIdentifier(locale))
        let turkish = Locale(identifier: locale)
        return BenchWorkload(
            kind: "case", name: "case/upper", input: "\(locale) \"\(text)\"",
            cached: { try shared.caseMapper(locale: shared.locale(locale)).uppercased(text) },
            hit: { _ = try shared.caseMapper(locale: shared.locale(locale)) },
            uncached: { try CaseMapper(locale: locale).uppercased(text) },
            floor: { floor.uppercased(text) },
            peers: [.init(name: "String.uppercased(with:)", slug: "uppercased") { text.uppercased(with: turkish) }])
    }
}

/// What a cache hit is made of, measured piece by piece.
struct BenchHitPart {
    /// For tables: `"Formatters.locale(\"es-ES\")"`.
    var name: String
    /// For benchmark identifiers: `"locale"`.
    var slug: String
    /// Returns something derived from the work, so it cannot be dropped.
    var run: () throws -> Int
}

extension BenchWorkloads {
    /// The date row's cache hit, taken apart: the string-keyed API makes
    /// three lookups (locale spelling, time zone spelling, then the options
    /// key), each a lock, a hash and a few writes.
    static func hitParts() throws -> [BenchHitPart] {
        let shared = Formatters.shared
        let (locale, zone) = ("es-ES", "America/Los_Angeles")
        let options = try DateFormat.Options(locale: locale, layout: .styles(date: .full, time: .long), timeZone: zone)
        _ = try shared.date(options)
        let mutex = Mutex(0)
        return [
            .init(name: "Formatters.date(locale:dateStyle:timeStyle:timeZone:)", slug: "date-strings") {
                _ = try shared.date(locale: locale, dateStyle: .full, timeStyle: .long, timeZone: zone)
                return 0
            },
            .init(name: "  Formatters.locale(\"\(locale)\")", slug: "locale") {
                try shared.locale(locale).icuID.utf8.count
            },
            .init(name: "  Formatters.timeZone(\"\(zone)\")", slug: "timezone") {
                try shared.timeZone(zone).canonicalID.utf8.count
            },
            .init(name: "  Formatters.date(options)", slug: "date-options") {
                try shared.date(options).pattern.utf8.count
            },
            .init(name: "    DateFormat.Options hashValue", slug: "hash-date-options") { options.hashValue },
            .init(name: "      LocaleIdentifier hashValue", slug: "hash-locale") { options.locale.hashValue },
            .init(name: "      DateFormat.Layout hashValue", slug: "hash-layout") { options.layout.hashValue },
            .init(name: "      TimeZoneIdentifier hashValue", slug: "hash-timezone") { options.timeZone.hashValue },
            .init(name: "      String hashValue (\"\(zone)\")", slug: "hash-string") { zone.hashValue },
            .init(name: "    Mutex.withLock (uncontended, empty)", slug: "mutex") {
                mutex.withLock { value in
                    value &+= 1
                    return value
                }
            },
        ]
    }
}

/// A failure of the benchmark harness itself (bad option, outputs that
/// disagree where they must not).
struct BenchError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
