@testable import LocaleFormat

/// One check of the date stress tests: options, an instant, and ICU's text
/// for them from a format opened on one thread (`udat_format`, the compiled
/// path left out).
struct DateStressCase: Sendable {
    let options: DateFormat.Options
    let milliseconds: Int64
    let expected: String

    /// The cases of every options at every instant.
    static func cases(_ options: [DateFormat.Options], at instants: [Int64]) throws -> [DateStressCase] {
        try options.flatMap { options in
            let opened = try ICUDateHandle(
                timeStyle: -1, dateStyle: -1, locale: options.locale.dataID, zoneLocale: options.locale.zoneID,
                timeZone: options.timeZone.icuID, pattern: try DateFormat(options).pattern)
            return try instants.map { milliseconds in
                DateStressCase(
                    options: options, milliseconds: milliseconds, expected: try opened.format(Double(milliseconds)))
            }
        }
    }

    /// Whether `formatters` formats this case as ICU did.
    func holds(in formatters: Formatters) throws -> Bool {
        try formatters.date(options).string(from: Instant(millisecondsSince1970: milliseconds)) == expected
    }
}
