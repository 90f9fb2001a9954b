// The benchmark table: one row per formatter kind, each measured the same
// ways on the same input. `icufmt-bench` and the package-benchmark suite in
// Benchmarks/ both read it, so a kind added here shows up in both.
//
// Every row reaches the library through its public API only, in one place
// per kind (the row's function); its floor opens the same ICU object from
// the row's plain input (Floors/).

import Foundation
import LocaleFormat

public enum BenchWorkloads {
    /// Every kind, in table order. Adding a kind is one `static func` below
    /// and one entry here.
    public static var all: [(kind: String, make: () throws -> BenchWorkload)] {
        [
            ("date", date),
            ("date-en-us", dateEnglishUS),
            ("date-ja-japanese", dateJapaneseCalendar),
            ("date-th-buddhist", dateThaiBuddhist),
            ("date-ar-eg", dateArabicEgypt),
            ("date-de-de", dateGermanBerlin),
            ("date-ja-skeleton", dateJapaneseSkeleton),
            ("date-zone", dateZoneMiss),
            ("date-layout", dateLayoutMiss),
            ("compare", compare),
            ("message", message),
            ("case", caseMapping),
            ("number", number),
            ("currency", currency),
            ("unit", unit),
            ("plural", plural),
            ("interval", interval),
            ("relative", relative),
            ("list", list),
            ("displayName", displayName),
            ("numberRange", numberRange),
            ("duration", duration),
            ("string", string),
        ]
    }

    /// The kinds named in `names` (all when nil), in table order.
    /// - Throws: ``BenchError`` for a name that is not a kind.
    public static func make(kinds names: [String]?) throws -> [BenchWorkload] {
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
    public static let instant = Date(timeIntervalSince1970: 1_438_968_572)

    // MARK: - Rows

    /// Swedish collation of two words that differ in their first letter
    /// (Swedish sorts Ä after Z).
    static func compare() throws -> BenchWorkload {
        let (locale, a, b) = ("sv", "Ärlighet", "Zebrafink")
        let shared = Formatters.shared
        let swedishID = try LocaleIdentifier(locale)
        let swedishOptions = Collator.Options(locale: swedishID)
        let heldCollator = try shared.collator(swedishOptions)
        let floor = try CollatorFloor(locale: swedishID.icuID, comparing: a, with: b)
        let swedish = Locale(identifier: locale)
        return BenchWorkload(
            kind: "compare", name: "collator/compare", input: "\(locale) \"\(a)\" vs \"\(b)\"",
            cached: { order(try shared.collator(swedishOptions).compare(a, b).rawValue) },
            hit: { _ = try shared.collator(swedishOptions) },
            uncached: {
                order(try Collator(Collator.Options(locale: LocaleIdentifier(locale))).compare(a, b).rawValue)
            },
            floor: { order(floor.compare()) },
            givenFloor: { order(floor.compare(a, b)) },
            peers: [
                .init(name: "String.compare(_:options:range:locale:)", slug: "string-compare") {
                    order(a.compare(b, options: [], range: nil, locale: swedish).rawValue)
                }
            ],
            lent: { try shared.with(swedishOptions) { _ in } },
            held: { _ = heldCollator.compare(a, b) })
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
        let heldMessage = try shared.message(polishOptions)
        let floor = try MessageFloor(pattern: pattern, locale: polish.icuID, arguments: arguments)
        return BenchWorkload(
            kind: "message", name: "message/format", input: "\(locale) {name} + plural, 2 arguments",
            cached: { try shared.message(polishOptions).format(arguments) },
            hit: { _ = try shared.message(polishOptions) },
            uncached: {
                let options = MessageFormat.Options(pattern: pattern, locale: try LocaleIdentifier(locale))
                return try MessageFormat(options).format(arguments)
            },
            floor: { floor.string() },
            givenFloor: { floor.stringFromGivenArguments() },
            lent: { try shared.with(polishOptions) { _ in } },
            held: { _ = try heldMessage.format(arguments) })
    }

    /// Turkish upper-casing (dotted capital İ).
    static func caseMapping() throws -> BenchWorkload {
        let (locale, text) = ("tr", "istanbul'da iyi günler")
        let shared = Formatters.shared
        let turkishID = try LocaleIdentifier(locale)
        let turkishOptions = CaseMapper.Options(locale: turkishID)
        let heldMapper = try shared.caseMapper(turkishOptions)
        let floor = try CaseMapFloor(locale: turkishID.icuID, uppercasing: text)
        let turkish = Locale(identifier: locale)
        return BenchWorkload(
            kind: "case", name: "case/upper", input: "\(locale) \"\(text)\"",
            cached: { try shared.caseMapper(turkishOptions).uppercased(text) },
            hit: { _ = try shared.caseMapper(turkishOptions) },
            uncached: { try CaseMapper(CaseMapper.Options(locale: LocaleIdentifier(locale))).uppercased(text) },
            floor: { floor.string() },
            peers: [.init(name: "String.uppercased(with:)", slug: "uppercased") { text.uppercased(with: turkish) }],
            lent: { try shared.with(turkishOptions) { _ in } },
            held: { _ = try heldMapper.uppercased(text) })
    }
}
