@testable import LocaleFormat

/// The `locale` op's facts (calendar, hour cycle, data locale, display
/// name, currency) as one line: through the library, and from the bare ICU
/// calls on the requested id, for the differential tests to compare.
enum LocaleFactsProbe {
    static func library(_ locale: LocaleIdentifier) throws -> String {
        let facts = try LocaleInfo(LocaleInfo.Options(locale: locale))
        return [facts.calendar, facts.hourCycle.rawValue, facts.dataLocale, facts.displayName, facts.currency ?? "-"]
            .joined(separator: " | ")
    }

    static func reference(_ id: String) throws -> String {
        let cycles = ["h11", "h12", "h23", "h24"]
        // ucurr_forLocale fails without a region (U_MISSING_RESOURCE_ERROR): no currency.
        let currency = (try? Shim.currency(id)) ?? ""
        return [
            try Shim.calendarType(id), cycles[Int(try Shim.hourCycle(id))], try Shim.dataLocale(id),
            try Shim.displayName(id, in: id), currency.isEmpty ? "-" : currency,
        ].joined(separator: " | ")
    }
}
