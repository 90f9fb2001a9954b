import LocaleFormatTestSupport
import Testing

@testable import LocaleFormat

@Suite struct LocaleInfoTests {
    private func info(_ tag: String, in display: String? = nil) throws -> LocaleInfo {
        try Formatters.shared.localeInfo(locale: tag, displayLocale: display)
    }

    @Test func arabicEgypt() throws {
        let i = try info("ar-EG")
        #expect(i.canonical == "ar-EG")
        #expect(i.icuID == "ar_EG")
        #expect(i.language == "ar" && i.script == nil && i.region == "EG")
        #expect(i.maximized == "ar-Arab-EG")
        #expect(i.displayName == "العربية (مصر)")
        #expect(i.rightToLeft)
        #expect(i.calendar == "gregorian")
        #expect(i.currency == "EGP")
        #expect(i.hourCycle == .h12)
        #expect(try info("ar-EG", in: "en").displayName == "Arabic (Egypt)")
    }

    @Test(
        arguments: [
            // tag, right to left, calendar, currency, hour cycle, display name in itself; the
            // calendar is ucal_getType(ucal_open(id)) of ICU 72.1 and 76.1 (CLDR 46 gives SA
            // the gregorian calendar), by Scripts/icu-versions/oracle-misc.py
            ("en-US", false, "gregorian", "USD", HourCycle.h12, "English (United States)"),
            ("en-GB", false, "gregorian", "GBP", .h23, "English (United Kingdom)"),
            ("he-IL", true, "gregorian", "ILS", .h23, "עברית (ישראל)"),
            ("fa-IR", true, "persian", "IRR", .h23, "فارسی (ایران)"),
            (
                "ar-SA", true, .icu([72: "islamic-umalqura", 76: "gregorian"]), "SAR", .h12,
                "العربية (المملكة العربية السعودية)"
            ),
            ("th-TH", false, "buddhist", "THB", .h23, "ไทย (ไทย)"),
            ("ja-JP-u-ca-japanese", false, "japanese", "JPY", .h23, "日本語 (日本、暦法=和暦)"),
            ("zh-Hant-TW", false, "gregorian", "TWD", .h12, "中文（繁體，台灣）"),
            ("de-CH", false, "gregorian", "CHF", .h23, "Deutsch (Schweiz)"),
            ("ur-PK", true, "gregorian", "PKR", .h12, "اردو (پاکستان)"),
        ] as [(String, Bool, ICUExpected, String, HourCycle, String)])
    func factsAcrossLocales(
        tag: String, rtl: Bool, calendar: ICUExpected, currency: String, cycle: HourCycle, name: String
    ) throws {
        let i = try info(tag)
        #expect(i.rightToLeft == rtl)
        #expect(i.calendar == calendar)
        #expect(i.currency == currency)
        #expect(i.hourCycle == cycle)
        #expect(i.displayName == name)
    }

    @Test func canonicalFormOfDeprecatedCodes() throws {
        #expect(try info("iw-IL").canonical == "he-IL")
        #expect(try info("ja-JP", in: "de").displayName == "Japanisch (Japan)")
    }

    @Test func noRegionMeansNoCurrency() throws {
        #expect(try info("de").currency == nil)
        #expect(try info("de").region == nil)
    }

    @Test func unknownLocalesReportRootData() throws {
        let i = try info("xx-YY")
        #expect(i.dataLocale == "root")
        #expect(i.canonical == "xx-YY")
        #expect(try info("de-XX").dataLocale == "de")
    }
}
