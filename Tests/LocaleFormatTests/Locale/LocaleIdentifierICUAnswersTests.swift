import Testing

@testable import LocaleFormat

/// Identifiers whose formats depend on more than their parts suggest, each
/// opened through its bounded data id and answered as ICU answers the
/// requested id. Expected strings: ICU 72.1 through a C program on the
/// system ICU, `uloc_setDefault("root")` first, calling `udat_open`,
/// `udatpg_getBestPattern`, `unumf_formatDecimal`, `umsg_format`,
/// `ucurr_forLocale` and `udatpg_getDefaultHourCycle` on the requested id.
@Suite struct LocaleIdentifierICUAnswersTests {
    /// 2023-02-10T14:37:43+09:30.
    static var instant: Instant { get throws { try Instant(millisecondsSince1970: 1_676_005_663_000) } }

    /// Azerbaijani in Iran: ICU's chain for `az_IR` is `az_Arab` (the
    /// script of Azerbaijani in Iran), which has no data, and then root; so
    /// root's Persian-calendar patterns and names, in Latin digits.
    @Test(arguments: ["az-IR", "az_IR", "AZ-IR", "az-Arab-IR"])
    func aLanguageInARegionOfAnotherScriptReadsThatScriptsData(tag: String) throws {
        let formatters = Formatters(capacity: 32)
        #expect(
            try formatters.date(locale: tag, layout: .styles(date: .short, time: .full)).string(from: Self.instant)
                == "AP 1401-11-21 05:07:43 GMT")
        #expect(
            try formatters.date(locale: tag, layout: .pattern("E EE EEE EEEE EEEEE EEEEEE")).string(
                from: Self.instant) == "Fri Fri Fri Fri F Fri")
        #expect(
            try formatters.date(locale: tag, layout: .skeleton("GyMMM"), calendar: "persian").string(
                from: Self.instant) == "AP 1401 Bahman")
        #expect(try formatters.number(locale: tag).string(from: "1234567.89") == "1,234,567.89")
        #expect(
            try formatters.currency(locale: tag, currency: "EUR").string(from: "1234567.89")
                == "€\u{A0}1,234,567.89")
        #expect(
            try formatters.unit(locale: tag, unit: "kilometer", width: .long).string(from: "1234567.89")
                == "1,234,567.89 km")
        #expect(
            try formatters.message(pattern: "{x, number, currency}", locale: tag).format([
                "x": .decimal("1234567.89")
            ]) == "IRR\u{A0}1,234,568")
        let info = try formatters.localeInfo(locale: tag)
        #expect(info.calendar == "persian")
        #expect(info.hourCycle == .h23)
        #expect(info.currency == "IRR")
        #expect(info.dataLocale == "root")
    }

    @Test func aCalendarKeywordKeepsTheFallback() throws {
        #expect(
            try Formatters(capacity: 8).date(
                locale: "az-IR-u-ca-iso8601", layout: .styles(date: .short, time: .full)
            ).string(from: Self.instant) == "2023-02-10 05:07:43 GMT")
    }

    /// `und` with a region no table names: the likely subtags are
    /// `en_Latn_YY`, and no hour cycle is listed for `en_YY` or `YY`, so
    /// ICU's default, H. (`und_ZZ`'s likely region is US: h12.)
    @Test(arguments: ["und-YY", "_YY", "und-YY-u-ca-coptic", "und-999"])
    func theRootLocaleInAnUnknownRegionHas24HourTimes(tag: String) throws {
        let formatters = Formatters(capacity: 16)
        #expect(
            try formatters.date(locale: tag, layout: .styles(time: .medium)).string(from: Self.instant) == "05:07:43")
        #expect(try formatters.date(locale: tag, layout: .skeleton("jms")).string(from: Self.instant) == "05:07:43")
        let info = try formatters.localeInfo(locale: tag)
        #expect(info.hourCycle == .h23)
        #expect(info.currency == nil)
        #expect(
            try formatters.message(pattern: "{x, number, currency}", locale: tag).format([
                "x": .decimal("1234567.89")
            ]) == "¤\u{A0}1,234,567.89")
    }

    @Test func theCopticCalendarInAnUnknownRegion() throws {
        #expect(
            try Formatters(capacity: 8).date(locale: "und-YY-u-ca-coptic", layout: .styles(date: .short, time: .short))
                .string(from: Self.instant) == "ERA1 1739-06-03 05:07")
    }

    /// A region without a currency gives a message's currency argument
    /// ICU's generic sign (root) or the code XXX (German's name for it); the
    /// unknown region ZZ would give XAG, the first of CLDR's list for it.
    @Test(arguments: [
        ("xx-YY", "¤\u{A0}1,234,567.89"), ("xx_YY", "¤\u{A0}1,234,567.89"), ("xx-AQ", "¤\u{A0}1,234,567.89"),
        ("de-YY", "1.234.567,89\u{A0}XXX"), ("und-ZZ", "XAG\u{A0}1,234,567.89"),
    ])
    func aRegionWithoutACurrency(tag: String, expected: String) throws {
        #expect(
            try Formatters(capacity: 8).message(pattern: "{x, number, currency}", locale: tag).format([
                "x": .decimal("1234567.89")
            ]) == expected)
    }

    @Test(arguments: [("xx-YY", nil), ("de-YY", nil), ("und-ZZ", "XAG"), ("xx-AQ", "XXX")] as [(String, String?)])
    func theCurrencyFact(tag: String, currency: String?) throws {
        #expect(try Formatters(capacity: 8).localeInfo(locale: tag).currency == currency)
    }
}
