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
            ("number", number),
            ("currency", currency),
            ("unit", unit),
            ("plural", plural),
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
        let options = DateFormat.Options(
            locale: try LocaleIdentifier(locale), layout: .styles(date: .full, time: .long),
            timeZone: try TimeZoneIdentifier(zone))
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
            cached: { try shared.date(options).string(from: date) },
            hit: { _ = try shared.date(options) },
            uncached: {
                try DateFormat(
                    DateFormat.Options(
                        locale: LocaleIdentifier(locale), layout: .styles(date: .full, time: .long),
                        timeZone: TimeZoneIdentifier(zone))
                ).string(from: date)
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
        let swedishID = try LocaleIdentifier(locale)
        let swedishOptions = Collator.Options(locale: swedishID)
        let floor = try ICUBenchmarkFloor.Collator(locale: swedishID)
        let swedish = Locale(identifier: locale)
        return BenchWorkload(
            kind: "compare", name: "collator/compare", input: "\(locale) \"\(a)\" vs \"\(b)\"",
            cached: { order(try shared.collator(swedishOptions).compare(a, b).rawValue) },
            hit: { _ = try shared.collator(swedishOptions) },
            uncached: {
                order(try Collator(Collator.Options(locale: LocaleIdentifier(locale))).compare(a, b).rawValue)
            },
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
        let polish = try LocaleIdentifier(locale)
        let polishOptions = MessageFormat.Options(pattern: pattern, locale: polish)
        let floor = try ICUBenchmarkFloor.Message(pattern: pattern, locale: polish, arguments: arguments)
        return BenchWorkload(
            kind: "message", name: "message/format", input: "\(locale) {name} + plural, 2 arguments",
            cached: { try shared.message(polishOptions).format(arguments) },
            hit: { _ = try shared.message(polishOptions) },
            uncached: {
                let options = MessageFormat.Options(pattern: pattern, locale: try LocaleIdentifier(locale))
                return try MessageFormat(options).format(arguments)
            },
            floor: { floor.format() })
    }

    /// Turkish upper-casing (dotted capital İ).
    static func caseMapping() throws -> BenchWorkload {
        let (locale, text) = ("tr", "istanbul'da iyi günler")
        let shared = Formatters.shared
        let turkishID = try LocaleIdentifier(locale)
        let turkishOptions = CaseMapper.Options(locale: turkishID)
        let floor = try ICUBenchmarkFloor.CaseMap(locale: turkishID)
        let turkish = Locale(identifier: locale)
        return BenchWorkload(
            kind: "case", name: "case/upper", input: "\(locale) \"\(text)\"",
            cached: { try shared.caseMapper(turkishOptions).uppercased(text) },
            hit: { _ = try shared.caseMapper(turkishOptions) },
            uncached: { try CaseMapper(CaseMapper.Options(locale: LocaleIdentifier(locale))).uppercased(text) },
            floor: { floor.uppercased(text) },
            peers: [.init(name: "String.uppercased(with:)", slug: "uppercased") { text.uppercased(with: turkish) }])
    }
}

extension BenchWorkloads {
    /// German grouping and decimal comma, three fraction digits (the default
    /// of `NumberFormatter.decimal` and of the `number` op alike).
    static func number() throws -> BenchWorkload {
        let (locale, text) = ("de-DE", "1234567.891")
        let shared = Formatters.shared
        let options = NumberFormat.Options(locale: try LocaleIdentifier(locale))
        let value = try DecimalValue(text)
        let floor = try ICUBenchmarkFloor.Number(skeleton: NumberFormat(options).skeleton, locale: options.locale)
        let decimal = try foundationDecimal(text)
        let formatter = NumberFormatter()
        formatter.locale = Locale(identifier: "de_DE")
        formatter.numberStyle = .decimal
        let style = Decimal.FormatStyle(locale: Locale(identifier: "de_DE"))
        return BenchWorkload(
            kind: "number", name: "number/format", input: "\(locale) decimal \(text)",
            cached: { try shared.number(options).string(from: value) },
            hit: { _ = try shared.number(options) },
            uncached: { try NumberFormat(options).string(from: value) },
            floor: { floor.string(decimal: text) },
            peers: [
                .init(name: "NumberFormatter .decimal (reused)", slug: "numberformatter") {
                    formatter.string(from: decimal as NSDecimalNumber) ?? ""
                },
                .init(name: "Decimal.FormatStyle", slug: "formatstyle") { style.format(decimal) },
            ])
    }

    /// Euros in German: ISO digits, a no-break space before the sign.
    static func currency() throws -> BenchWorkload {
        let (locale, code, text) = ("de-DE", "EUR", "1234.5")
        let shared = Formatters.shared
        let options = CurrencyFormat.Options(locale: try LocaleIdentifier(locale), currency: code)
        let value = try DecimalValue(text)
        let floor = try ICUBenchmarkFloor.Number(skeleton: CurrencyFormat(options).skeleton, locale: options.locale)
        let decimal = try foundationDecimal(text)
        let formatter = NumberFormatter()
        formatter.locale = Locale(identifier: "de_DE")
        formatter.numberStyle = .currency
        formatter.currencyCode = code
        let style = Decimal.FormatStyle.Currency(code: code, locale: Locale(identifier: "de_DE"))
        return BenchWorkload(
            kind: "currency", name: "currency/format", input: "\(locale) \(code) \(text)",
            cached: { try shared.currency(options).string(from: value) },
            hit: { _ = try shared.currency(options) },
            uncached: { try CurrencyFormat(options).string(from: value) },
            floor: { floor.string(decimal: text) },
            peers: [
                .init(name: "Decimal.FormatStyle.Currency", slug: "formatstyle") { style.format(decimal) },
                .init(name: "NumberFormatter .currency (reused)", slug: "numberformatter") {
                    formatter.string(from: decimal as NSDecimalNumber) ?? ""
                },
            ])
    }

    /// A CLDR unit, short width, no usage conversion. Foundation on Linux
    /// has neither `MeasurementFormatter` nor `Measurement.FormatStyle`.
    static func unit() throws -> BenchWorkload {
        let (locale, unit, text) = ("en-US", "kilometer-per-hour", "88")
        let shared = Formatters.shared
        let options = UnitFormat.Options(locale: try LocaleIdentifier(locale), unit: unit)
        let value = try DecimalValue(text)
        let floor = try ICUBenchmarkFloor.Number(skeleton: UnitFormat(options).skeleton, locale: options.locale)
        return BenchWorkload(
            kind: "unit", name: "unit/format", input: "\(locale) \(unit) \(text)",
            cached: { try shared.unit(options).string(from: value) },
            hit: { _ = try shared.unit(options) },
            uncached: { try UnitFormat(options).string(from: value) },
            floor: { floor.string(decimal: text) })
    }

    /// Polish cardinal category of 5 (`many`). Foundation has no plural rules API.
    static func plural() throws -> BenchWorkload {
        let (locale, text) = ("pl", "5")
        let shared = Formatters.shared
        let options = PluralRules.Options(locale: try LocaleIdentifier(locale))
        let value = try DecimalValue(text)
        let floor = try ICUBenchmarkFloor.Plural(options)
        return BenchWorkload(
            kind: "plural", name: "plural/select", input: "\(locale) cardinal \(text)",
            cached: { try shared.pluralRules(options).category(for: value).rawValue },
            hit: { _ = try shared.pluralRules(options) },
            uncached: { try PluralRules(options).category(for: value).rawValue },
            floor: { floor.keyword(decimal: text) })
    }

    /// Foundation's `Decimal` for text in the protocol's syntax.
    private static func foundationDecimal(_ text: String) throws -> Decimal {
        guard let decimal = Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")) else {
            throw BenchError("\(text) is not a decimal Foundation reads")
        }
        return decimal
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
    /// The date row's cache hit, taken apart. The hit of the table is
    /// `Formatters.date(options)`: options built once from parsed
    /// identifiers, whose hashes were computed when they were parsed. The
    /// string-keyed lookup is one probe of a cache keyed by the strings; the
    /// locale and time zone lookups below are what its misses parse with.
    static func hitParts() throws -> [BenchHitPart] {
        let shared = Formatters.shared
        let (locale, zone) = ("es-ES", "America/Los_Angeles")
        let options = DateFormat.Options(
            locale: try LocaleIdentifier(locale), layout: .styles(date: .full, time: .long),
            timeZone: try TimeZoneIdentifier(zone))
        _ = try shared.date(options)
        let mutex = Mutex(0)
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
        ]
    }
}

/// A failure of the benchmark harness itself (bad option, outputs that
/// disagree where they must not).
struct BenchError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
