import LocaleFormatTestSupport
import Testing

@testable import LocaleFormat

private let augustSeventh = "2015-08-07T17:29:32Z"

private func formatted(_ f: DateFormat, _ iso: String) throws -> String {
    try f.string(from: Instant(iso8601: iso))
}

@Suite struct DateFormatSkeletonTests {
    @Test(
        arguments: [
            // locale, skeleton, best pattern, output for 2015-08-07T17:29:32Z in UTC: ICU 72.1's and
            // 76.1's (Scripts/icu-versions/oracle-date.py); `.icu` rows are what each answers
            ("zh", "dMMM", "M月d日", "8月7日"),
            ("en", "dMMM", "MMM d", "Aug 7"),
            ("en", "yMMMd", "MMM d, y", "Aug 7, 2015"),
            ("de", "yMMMd", "d. MMM y", "7. Aug. 2015"),
            ("en-US", "jmm", "h:mm\u{202F}a", "5:29\u{202F}PM"),
            ("en-GB", "jmm", "HH:mm", "17:29"),
            ("ja", "jmm", "H:mm", "17:29"),
            ("ko", "jmm", "a h:mm", "오후 5:29"),
            ("hi", "jmm", "h:mm a", "5:29 pm"),
            ("fr", "yMMMMEEEEd", "EEEE d MMMM y", "vendredi 7 août 2015"),
            ("en", "yMMMMEEEEd", "EEEE, MMMM d, y", "Friday, August 7, 2015"),
            ("ar", "yMMMd", "d MMM y", .icu([72: "٧ أغسطس ٢٠١٥", 76: "7 أغسطس 2015"])),
        ] as [(String, String, String, ICUExpected)])
    func bestPatternForSkeleton(locale: String, skeleton: String, pattern: String, expected: ICUExpected) throws {
        let f = try Formatters.shared.date(locale: locale, layout: .skeleton(skeleton))
        #expect(f.pattern == pattern)
        #expect(try formatted(f, augustSeventh) == expected)
    }

    @Test func skeletonWithTheLocaleCalendar() throws {
        let f = try Formatters.shared.date(locale: "zh", layout: .skeleton("dMMM"))
        #expect(try formatted(f, "2019-01-01T00:00:00Z") == "1月1日")
    }

    @Test func malformedSkeletonsAreInvalidPattern() {
        for bad in ["", "yyyy-MM", "d M", "dMMM!", "T", String(repeating: "y", count: 101), "日"] {
            expectCode(.invalidPattern) { try Formatters.shared.date(locale: "en", layout: .skeleton(bad)) }
        }
    }
}

@Suite struct DateFormatPatternTests {
    @Test func literalPatterns() throws {
        #expect(
            try formatted(Formatters.shared.date(locale: "en", layout: .pattern("yyyy-MM-dd HH:mm")), augustSeventh)
                == "2015-08-07 17:29")
        #expect(
            try formatted(
                Formatters.shared.date(locale: "en", layout: .pattern("yyyy-MM-dd'T'HH:mm:ss")), augustSeventh)
                == "2015-08-07T17:29:32")
        #expect(
            try formatted(Formatters.shared.date(locale: "de", layout: .pattern("EEEE, d. MMMM")), augustSeventh)
                == "Freitag, 7. August")
        #expect(
            try formatted(
                Formatters.shared.date(locale: "ja", layout: .pattern("Gy年M月d日"), calendar: "japanese"),
                "2019-05-01T00:00:00Z")
                == "令和元年5月1日")
    }

    @Test func undefinedPatternLettersAreInvalidPattern() {
        // Plain udat_format would silently stop at the unquoted T.
        expectCode(.invalidPattern) { try Formatters.shared.date(locale: "en", layout: .pattern("yyyy-MM-ddTHH")) }
        expectCode(.invalidPattern) { try Formatters.shared.date(locale: "en", layout: .pattern("")) }
        expectCode(.invalidPattern) { try Formatters.shared.date(locale: "en", layout: .pattern("bbbbbbbbR")) }
    }
}

@Suite struct DateFormatTimeZoneTests {
    private func local(_ iso: String, _ zone: String) throws -> String {
        try formatted(
            Formatters.shared.date(locale: "en", layout: .pattern("yyyy-MM-dd HH:mm:ss zzzz (xxx)"), timeZone: zone),
            iso)
    }

    @Test func losAngelesDaylightSaving() throws {
        let la = "America/Los_Angeles"
        #expect(try local("2015-03-08T09:59:59Z", la) == "2015-03-08 01:59:59 Pacific Standard Time (-08:00)")
        #expect(try local("2015-03-08T10:00:00Z", la) == "2015-03-08 03:00:00 Pacific Daylight Time (-07:00)")
        #expect(try local("2015-11-01T08:59:59Z", la) == "2015-11-01 01:59:59 Pacific Daylight Time (-07:00)")
        #expect(try local("2015-11-01T09:00:00Z", la) == "2015-11-01 01:00:00 Pacific Standard Time (-08:00)")
    }

    @Test func londonSummerTime() throws {
        #expect(
            try local("2015-03-29T00:59:59Z", "Europe/London") == "2015-03-29 00:59:59 Greenwich Mean Time (+00:00)")
        #expect(
            try local("2015-03-29T01:00:00Z", "Europe/London") == "2015-03-29 02:00:00 British Summer Time (+01:00)")
    }

    @Test func lordHoweHalfHourShift() throws {
        let zone = "Australia/Lord_Howe"
        #expect(try local("2015-04-04T14:59:59Z", zone) == "2015-04-05 01:59:59 Lord Howe Daylight Time (+11:00)")
        #expect(try local("2015-04-04T15:00:00Z", zone) == "2015-04-05 01:30:00 Lord Howe Standard Time (+10:30)")
    }

    @Test func chathamFortyFiveMinutes() throws {
        let zone = "Pacific/Chatham"
        #expect(try local("2015-09-26T13:59:59Z", zone) == "2015-09-27 02:44:59 Chatham Standard Time (+12:45)")
        #expect(try local("2015-09-26T14:00:00Z", zone) == "2015-09-27 03:45:00 Chatham Daylight Time (+13:45)")
    }

    @Test func offsetsAndAliases() throws {
        #expect(try local(augustSeventh, "Asia/Kolkata") == "2015-08-07 22:59:32 India Standard Time (+05:30)")
        #expect(try local(augustSeventh, "Asia/Kathmandu") == "2015-08-07 23:14:32 Nepal Time (+05:45)")
        #expect(try local(augustSeventh, "GMT+05:30") == "2015-08-07 22:59:32 GMT+05:30 (+05:30)")
        #expect(try local(augustSeventh, "US/Pacific") == "2015-08-07 10:29:32 Pacific Daylight Time (-07:00)")
        // One zone, two ids: ICU prints the id for VV, so they are not equal.
        #expect(
            try TimeZoneIdentifier("US/Pacific").canonicalID == TimeZoneIdentifier("America/Los_Angeles").canonicalID)
        #expect(try TimeZoneIdentifier("US/Pacific") != TimeZoneIdentifier("America/Los_Angeles"))
    }

    @Test func zonesGiveBackTheIdAsWritten() throws {
        #expect(try TimeZoneIdentifier("US/Pacific").icuID == "US/Pacific")
        #expect(try TimeZoneIdentifier("UTC").icuID == "UTC")
        #expect(try TimeZoneIdentifier("GMT+05:30").icuID == "GMT+05:30")
        #expect(try Formatters(capacity: 4).timeZone("US/Pacific").icuID == "US/Pacific")
    }

    @Test func oneStyleIsEnough() throws {
        // `.styles()` (neither style) does not compile; one style does.
        let english = try LocaleIdentifier("en-US")
        #expect(
            try DateFormat(.init(locale: english, layout: .styles(date: .medium))).string(
                from: Instant(iso8601: augustSeventh))
                == "Aug 7, 2015")
        #expect(
            try DateFormat(.init(locale: english, layout: .styles(time: .short))).string(
                from: Instant(iso8601: augustSeventh))
                == "5:29\u{202F}PM")
    }

    @Test func invalidZones() {
        for bad in [
            "Etc/Unknown", "+05:30", "UTC+05:30", "GMT+25:00", "Mars/Olympus", "", "america/los_angeles",
            "America/Los Angeles", String(repeating: "A", count: 65), "GMT+05:30\u{0}",
        ] {
            expectCode(.invalidTimeZone) { try TimeZoneIdentifier(bad) }
        }
    }
}

@Suite struct DateFormatYearRangeTests {
    private func era(_ iso: String) throws -> String {
        try formatted(Formatters.shared.date(locale: "en", layout: .pattern("G y-MM-dd HH:mm:ss")), iso)
    }

    @Test func yearsOneToNineThousandNineHundredNinetyNine() throws {
        // ICU's Gregorian calendar is Julian before 1582-10-15, so the ISO
        // instant 0001-01-01 shows as January 3, 1.
        #expect(try era("0001-01-01T00:00:00Z") == "AD 1-01-03 00:00:00")
        #expect(try era("9999-12-31T23:59:59Z") == "AD 9999-12-31 23:59:59")
        #expect(
            try formatted(Formatters.shared.date(locale: "en-US", layout: .styles(date: .full)), "0001-01-01T00:00:00Z")
                == "Monday, January 3, 1")
    }

    @Test func julianCutover() throws {
        #expect(try era("1582-10-15T00:00:00Z") == "AD 1582-10-15 00:00:00")
        #expect(try era("1582-10-14T23:59:59Z") == "AD 1582-10-04 23:59:59")
    }

    @Test func negativeAndExpandedYears() throws {
        #expect(try era("-001000-01-01T00:00:00Z") == "BC 1001-01-11 00:00:00")
        #expect(try era("0000-01-01T00:00:00Z") == "BC 1-01-03 00:00:00")
        #expect(try era("-100000-01-01T00:00:00Z") == "BC 99999-01-22 00:00:00")
        #expect(try era("+100000-01-01T00:00:00Z") == "AD 100000-01-01 00:00:00")
        #expect(
            try formatted(
                Formatters.shared.date(locale: "en", layout: .pattern("G y-MM-dd HH:mm:ss.SSS")),
                "+100000-12-31T23:59:59.999Z")
                == "AD 100000-12-31 23:59:59.999")
    }
}
