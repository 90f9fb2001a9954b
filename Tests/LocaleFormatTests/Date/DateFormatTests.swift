import LocaleFormatTestSupport
import Testing

@testable import LocaleFormat

/// 2015-08-07T17:29:32Z: the instant of Apple's localization examples.
private let augustSeventh = "2015-08-07T17:29:32Z"

/// The date's string, checked against the text ``DateFormat/withText(from:_:)`` lends.
private func format(
    _ locale: String, _ iso: String, date: DateFormat.Style = .none, time: DateFormat.Style = .none,
    calendar: String? = nil, zone: String = "UTC"
) throws -> String {
    let f = try Formatters.shared.date(
        locale: locale, layout: .styles(date: date, time: time), calendar: calendar, timeZone: zone)
    let instant = try Instant(iso8601: iso)
    let text = try f.string(from: instant)
    // The text lent as UTF-8 is the string, whichever path made it.
    var lent: String?
    try f.withText(from: instant) { lent = String(copying: $0) }
    #expect(lent == text)
    return text
}

@Suite struct DateFormatStyleTests {
    @Test func appleLocalizationExamplesEnglish() throws {
        let la = "America/Los_Angeles"
        #expect(
            try format("en_US", augustSeventh, date: .full, time: .long, zone: la)
                == "Friday, August 7, 2015 at 10:29:32\u{202F}AM PDT")
        #expect(try format("en_US", augustSeventh, date: .short, time: .short, zone: la) == "8/7/15, 10:29\u{202F}AM")
        #expect(try format("en_US", augustSeventh, date: .medium, zone: la) == "Aug 7, 2015")
    }

    @Test func appleLocalizationExamplesSpanish() throws {
        let la = "America/Los_Angeles"
        #expect(
            try format("es_ES", augustSeventh, date: .full, time: .long, zone: la)
                == "viernes, 7 de agosto de 2015, 10:29:32 GMT-7")
        #expect(try format("es-ES", augustSeventh, date: .short, time: .short, zone: la) == "7/8/15, 10:29")
        #expect(try format("es-ES", augustSeventh, date: .medium, zone: la) == "7 ago 2015")
    }

    @Test func timeStyleAlone() throws {
        #expect(try format("en-US", augustSeventh, time: .short, zone: "America/New_York") == "1:29\u{202F}PM")
        #expect(try format("de-DE", augustSeventh, time: .medium, zone: "Europe/Berlin") == "19:29:32")
    }

    @Test func bothStylesNoneIsRejected() {
        expectCode(.invalidOptions) {
            try Formatters.shared.date(locale: "en", layout: .styles(date: .none, time: .none))
        }
        expectCode(.invalidOptions) {
            try DateFormat(DateFormat.Options(locale: .root, layout: .styles(date: .none, time: .none)))
        }
    }

    @Test(
        arguments: [
            // locale, full date of 2015-08-07 in UTC: ICU 72.1's and 76.1's, through PyICU
            // (Scripts/icu-versions/oracle-date.py); `.icu` rows are what each answers
            ("en-GB", "Friday, 7 August 2015"),
            ("de-DE", "Freitag, 7. August 2015"),
            ("fr-FR", "vendredi 7 août 2015"),
            ("it-IT", "venerdì 7 agosto 2015"),
            ("pt-BR", "sexta-feira, 7 de agosto de 2015"),
            ("nl-NL", "vrijdag 7 augustus 2015"),
            ("sv-SE", "fredag 7 augusti 2015"),
            ("pl-PL", "piątek, 7 sierpnia 2015"),
            ("ru-RU", "пятница, 7 августа 2015\u{202F}г."),
            ("uk-UA", "пʼятниця, 7 серпня 2015\u{202F}р."),
            ("tr-TR", "7 Ağustos 2015 Cuma"),
            ("el-GR", "Παρασκευή 7 Αυγούστου 2015"),
            ("cs-CZ", "pátek 7. srpna 2015"),
            ("fi-FI", "perjantai 7. elokuuta 2015"),
            ("hu-HU", "2015. augusztus 7., péntek"),
            ("ja-JP", "2015年8月7日金曜日"),
            ("zh-CN", "2015年8月7日星期五"),
            ("zh-Hant-TW", "2015年8月7日 星期五"),
            ("ko-KR", "2015년 8월 7일 금요일"),
            ("ar-EG", "الجمعة، ٧ أغسطس ٢٠١٥"),
            ("ar-SA", .icu([72: "الجمعة، ٢٢ شوال ١٤٣٦ هـ", 76: "الجمعة، ٧ أغسطس ٢٠١٥"])),
            ("he-IL", "יום שישי, 7 באוגוסט 2015"),
            ("fa-IR", "۱۳۹۴ مرداد ۱۶, جمعه"),
            ("hi-IN", "शुक्रवार, 7 अगस्त 2015"),
            ("bn-BD", "শুক্রবার, ৭ আগস্ট, ২০১৫"),
            ("th-TH", "วันศุกร์ที่ 7 สิงหาคม พ.ศ. 2558"),
            ("vi-VN", "Thứ Sáu, 7 tháng 8, 2015"),
            ("id-ID", "Jumat, 07 Agustus 2015"),
            ("sw-KE", "Ijumaa, 7 Agosti 2015"),
            ("am-ET", .icu([72: "2015 ኦገስት 7, ዓርብ", 76: "ዓርብ 7 ኦገስት 2015"])),
            ("ka-GE", "პარასკევი, 07 აგვისტო, 2015"),
            ("ur-PK", "جمعہ، 7 اگست، 2015"),
        ] as [(String, ICUExpected)])
    func fullDateAcrossLocales(locale: String, expected: ICUExpected) throws {
        let actual = try format(locale, augustSeventh, date: .full)
        #expect(actual == expected)
    }
}

@Suite struct DateFormatCalendarTests {
    private let newYear2019 = "2019-01-01T00:00:00Z"

    @Test func chineseWithThreeCalendars() throws {
        #expect(try format("zh", newYear2019, date: .long) == "2019年1月1日")
        #expect(try format("zh", newYear2019, date: .long, calendar: "japanese") == "平成31年1月1日")
        #expect(try format("zh", newYear2019, date: .long, calendar: "buddhist") == "佛历2562年1月1日")
    }

    @Test func japaneseEraChanges() throws {
        #expect(try format("ja", "2019-04-30T00:00:00Z", date: .long, calendar: "japanese") == "平成31年4月30日")
        #expect(try format("ja", "2019-05-01T00:00:00Z", date: .long, calendar: "japanese") == "令和元年5月1日")
        #expect(try format("ja", "1989-01-07T00:00:00Z", date: .long, calendar: "japanese") == "昭和64年1月7日")
        #expect(try format("ja", "1989-01-08T00:00:00Z", date: .long, calendar: "japanese") == "平成元年1月8日")
    }

    @Test func calendarFromTheLocale() throws {
        #expect(try format("ja-JP-u-ca-japanese", newYear2019, date: .long) == "平成31年1月1日")
        #expect(try format("ja_JP@calendar=japanese", newYear2019, date: .long) == "平成31年1月1日")
        #expect(try format("th_TH", newYear2019, date: .long) == "1 มกราคม 2562")
        // An explicit calendar overrides the locale's keyword.
        #expect(try format("ja-JP-u-ca-japanese", newYear2019, date: .long, calendar: "gregorian") == "2019年1月1日")
    }

    @Test func bcp47CalendarNamesAreAccepted() throws {
        #expect(try CalendarIdentifier("gregory") == .gregorian)
        #expect(try CalendarIdentifier("ethioaa").name == "ethiopic-amete-alem")
    }

    @Test(
        arguments: [
            // locale, calendar, long date of 2019-01-01 in UTC: ICU 72.1's and 76.1's,
            // through PyICU (Scripts/icu-versions/oracle-date.py)
            ("en", "islamic-umalqura", "Rabiʻ II 25, 1440 AH"),
            ("ar", "islamic-umalqura", .icu([72: "٢٥ ربيع الآخر ١٤٤٠ هـ", 76: "25 ربيع الآخر 1440 هـ"])),
            ("en", "hebrew", "24 Tevet 5779"),
            ("he", "hebrew", "כ״ד בטבת תשע״ט"),
            ("en", "persian", "Dey 11, 1397 AP"),
            ("fa", "persian", "۱۱ دی ۱۳۹۷"),
            ("en", "chinese", "Eleventh Month 26, 2018(wu-xu)"),
            ("zh", "chinese", "2018戊戌年十一月廿六"),
            ("en", "ethiopic", "Tahsas 23, 2011 ERA1"),
            ("en", "coptic", "Kiahk 23, 1735 ERA1"),
            ("en", "indian", "Pausa 11, 1940 Saka"),
            ("en", "roc", "January 1, 108 Minguo"),
            ("en", "buddhist", "January 1, 2562 BE"),
            ("en", "dangi", "Eleventh Month 26, 2018(wu-xu)"),
        ] as [(String, String, ICUExpected)])
    func everyCalendarICUHas(locale: String, calendar: String, expected: ICUExpected) throws {
        #expect(try format(locale, newYear2019, date: .long, calendar: calendar) == expected)
    }

    @Test func unknownCalendarsAreRejected() {
        for bad in ["mayan", "Gregorian", "", "gregorian ", "../../etc", String(repeating: "a", count: 1000)] {
            expectCode(.invalidCalendar) { try CalendarIdentifier(bad) }
        }
    }

    @Test func unknownCalendarKeywordInTheLocaleIsRejected() {
        expectCode(.invalidCalendar) {
            try Formatters.shared.date(locale: "en@calendar=mayan", layout: .styles(date: .long))
        }
    }
}
