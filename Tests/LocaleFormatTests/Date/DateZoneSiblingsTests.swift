import Testing

@testable import LocaleFormat

/// A date miss that differs from a cached formatter in the time zone alone
/// copies that formatter (`DateZoneSiblings`, `DateFormat(_:rezoning:)`),
/// and formats exactly what a formatter opened for the zone formats.
@Suite struct DateZoneSiblingsTests {
    static let instant = "2015-08-07T17:29:32Z"

    /// CLDR's zone names and offsets through the copies, in six locales: the
    /// first zone (UTC) is opened, every other one is copied from the last.
    @Test(arguments: [
        (
            "es-ES", DateFormat.Layout.styles(date: .full, time: .long), nil as String?,
            [
                "viernes, 7 de agosto de 2015, 17:29:32 UTC", "viernes, 7 de agosto de 2015, 10:29:32 GMT-7",
                "viernes, 7 de agosto de 2015, 22:59:32 GMT+5:30", "viernes, 7 de agosto de 2015, 19:29:32 CEST",
            ]
        ),
        (
            "de-DE", .styles(date: .long, time: .long), nil,
            [
                "7. August 2015 um 17:29:32 UTC", "7. August 2015 um 10:29:32 GMT-7",
                "7. August 2015 um 22:59:32 GMT+5:30", "7. August 2015 um 19:29:32 MESZ",
            ]
        ),
        (
            "en-US", .styles(time: .full), nil,
            [
                "5:29:32\u{202F}PM Coordinated Universal Time", "10:29:32\u{202F}AM Pacific Daylight Time",
                "10:59:32\u{202F}PM India Standard Time", "7:29:32\u{202F}PM Central European Summer Time",
            ]
        ),
        (
            "ja-JP", .skeleton("yMMMdHHmmzzzz"), nil,
            [
                "2015年8月7日 17:29 協定世界時", "2015年8月7日 10:29 アメリカ太平洋夏時間",
                "2015年8月7日 22:59 インド標準時", "2015年8月7日 19:29 中央ヨーロッパ夏時間",
            ]
        ),
        (
            "ja-JP", .styles(date: .long, time: .long), "japanese",
            [
                "平成27年8月7日 17:29:32 UTC", "平成27年8月7日 10:29:32 GMT-7", "平成27年8月7日 22:59:32 GMT+5:30",
                "平成27年8月7日 19:29:32 GMT+2",
            ]
        ),
        (
            "fr-CA", .styles(date: .full, time: .full), nil,
            [
                "vendredi 7 août 2015 à 17 h 29 min 32 s temps universel coordonné",
                "vendredi 7 août 2015 à 10 h 29 min 32 s heure avancée du Pacifique",
                "vendredi 7 août 2015 à 22 h 59 min 32 s heure de l’Inde",
                "vendredi 7 août 2015 à 19 h 29 min 32 s heure avancée de l’Europe centrale",
            ]
        ),
        (
            "ar-EG", .pattern("EEEE h:mm a VVVV xxx"), nil,
            [
                "الجمعة ٥:٢٩ م غرينتش +00:00", "الجمعة ١٠:٢٩ ص توقيت لوس انجلوس -07:00",
                "الجمعة ١٠:٥٩ م توقيت الهند +05:30", "الجمعة ٧:٢٩ م توقيت ألمانيا +02:00",
            ]
        ),
    ])
    func copiesFormatEachZoneAsCLDRSays(
        locale: String, layout: DateFormat.Layout, calendar: String?, expected: [String]
    ) throws {
        let siblings = DateZoneSiblings(capacity: 8)
        let formatters = Formatters(capacity: 16)
        let zones = ["UTC", "America/Los_Angeles", "Asia/Kolkata", "Europe/Berlin"]
        let instant = try Instant(iso8601: Self.instant)
        for (index, (zone, text)) in zip(zones, expected).enumerated() {
            let options = DateFormat.Options(
                locale: try LocaleIdentifier(locale), layout: layout,
                calendar: try calendar.map(CalendarIdentifier.init),
                timeZone: try TimeZoneIdentifier(zone))
            let previous = siblings.sibling(of: options)
            #expect(index == 0 ? previous == nil : previous?.options.timeZone.icuID == zones[index - 1])
            #expect(try siblings.build(options).string(from: instant) == text)
            #expect(try formatters.date(options).string(from: instant) == text)
        }
        #expect(formatters.statistics(for: .date).misses == 4)
    }

    /// Copies agree with formatters opened for their zone, field for field,
    /// over locales with keywords (numbering system, region override,
    /// calendar), generic zone names (opened with the region in place),
    /// zones with half-hour and 45-minute offsets, and instants across
    /// transitions.
    @Test(arguments: [
        "en-US", "de-CH", "th-TH", "ar-EG-u-nu-latn", "en-u-rg-gbzzzz", "zh-Hant-TW", "hi-IN", "he-IL-u-ca-hebrew",
    ])
    func copiesAgreeWithOpenedFormatters(locale: String) throws {
        let formatters = Formatters(capacity: 64)
        let layouts: [DateFormat.Layout] = [
            .styles(date: .full, time: .full), .styles(date: .short, time: .short), .skeleton("yMMMEdjmmzzzz"),
            .skeleton("jmmv"), .pattern("yyyy-MM-dd HH:mm VVVV O xxx zzzz"),
        ]
        let zones = [
            "UTC", "America/St_Johns", "Asia/Kathmandu", "Australia/Lord_Howe", "Pacific/Chatham", "GMT+05:30",
            "Africa/Casablanca", "America/Sao_Paulo",
        ]
        let instants = try [
            "2015-08-07T17:29:32Z", "2023-03-26T01:30:00Z", "1999-12-31T23:59:59Z", "1950-06-01T12:00:00Z",
        ]
        .map(Instant.init(iso8601:))
        for layout in layouts {
            for zone in zones {
                let options = DateFormat.Options(
                    locale: try LocaleIdentifier(locale), layout: layout, timeZone: try formatters.timeZone(zone))
                let copied = try formatters.date(options)
                let opened = try DateFormat(options)
                #expect(copied.pattern == opened.pattern)
                for instant in instants {
                    #expect(try copied.string(from: instant) == opened.string(from: instant), "\(layout) \(zone)")
                }
            }
        }
    }

    /// The sibling is held apart from the caches: a cache small enough to
    /// evict it when the miss's entry goes in still has its miss copied.
    @Test func aSiblingTheCacheDroppedIsStillCopied() throws {
        let siblings = DateZoneSiblings(capacity: 8)
        let instant = try Instant(iso8601: Self.instant)
        var options = DateFormat.Options(
            locale: try LocaleIdentifier("de-DE"), layout: .styles(date: .long, time: .long),
            timeZone: try TimeZoneIdentifier("Europe/Berlin"))
        let berlin = try siblings.build(options)
        options.timeZone = try TimeZoneIdentifier("America/Los_Angeles")
        #expect(siblings.sibling(of: options) === berlin)
        let copy = try siblings.build(options)
        // Opened: only the zone format its open deferred (no call has asked
        // ICU to format a zone with it yet).
        #expect(berlin.deferredBytes == ICUDateHandle.deferredZoneFormatBytes)
        if ICUMemory.isMeasurable { #expect(copy.deferredBytes > 0) }  // copied: keeps berlin's ICU format
        #expect(try copy.string(from: instant) == "7. August 2015 um 10:29:32 GMT-7")
        #expect(siblings.sibling(of: options) == nil)  // the copy is the sibling now
        // Through a registry that holds one date formatter: the same text.
        let formatters = Formatters(capacity: 1)
        options.timeZone = try TimeZoneIdentifier("Asia/Tokyo")
        _ = try formatters.date(options)
        options.timeZone = try TimeZoneIdentifier("America/Los_Angeles")
        #expect(try formatters.date(options).string(from: instant) == "7. August 2015 um 10:29:32 GMT-7")
    }

    /// A copy is charged what it allocated, and up front what it keeps
    /// alive or may allocate later: its sibling's opened ICU format (shared
    /// by the copies, copied for this zone on first need). An opened
    /// formatter whose build formatted with ICU (a pattern is checked that
    /// way) made its zone format then, and defers nothing.
    @Test func aCopyIsChargedWhatItMayHold() throws {
        let formatters = Formatters(capacity: 16)
        // A layout no other test uses, so that the process's siblings hold
        // none of it before this test.
        var options = DateFormat.Options(
            locale: try LocaleIdentifier("fr-FR"), layout: .pattern("EEEE d MMMM y 'à' HH:mm:ss zzzz '(charge)'"),
            timeZone: try TimeZoneIdentifier("UTC"))
        let opened = try formatters.date(options)
        #expect(opened.deferredBytes == 0)
        let layout = try #require(opened.layoutEntry)
        options.timeZone = try TimeZoneIdentifier("Asia/Tokyo")
        let copy = try formatters.date(options)
        let charged = try #require(formatters.dates.byOptions.chargedBytes(for: options))
        // What the opened format allocated opening (its deferred zone format
        // was made since, by the pattern's check): the layout's bytes less
        // that zone format. These are ICU's net bytes on the thread, which
        // a concurrent test's cache eviction inside ICU can bring to 0, so
        // the charge is compared with them, not with a size. (When other
        // tests' layouts pushed this one out of the process's 64 siblings
        // meanwhile, the miss is rebuilt from the layout instead, charged
        // the layout's bytes.)
        #expect(
            copy.deferredBytes == layout.bytes - ICUDateHandle.deferredZoneFormatBytes
                || copy.deferredBytes == layout.bytes,
            "charged \(copy.deferredBytes), layout \(layout.bytes), zone format \(ICUDateHandle.deferredZoneFormatBytes)"
        )
        #expect(charged >= copy.deferredBytes + (8 << 10))
    }

    /// Layouts are held up to the capacity, never more.
    @Test func siblingsAreBounded() throws {
        let siblings = DateZoneSiblings(capacity: 3)
        for skeleton in ["yMd", "yMMMd", "jmm", "Hm", "yMMMEd"] {
            siblings.record(
                try DateFormat(
                    DateFormat.Options(
                        locale: try LocaleIdentifier("en"), layout: .skeleton(skeleton),
                        timeZone: try TimeZoneIdentifier("UTC"))))
            #expect(siblings.count <= 3)
        }
        let last = DateFormat.Options(
            locale: try LocaleIdentifier("en"), layout: .skeleton("yMMMEd"),
            timeZone: try TimeZoneIdentifier("Asia/Tokyo"))
        #expect(siblings.sibling(of: last)?.options.timeZone == .utc)
    }
}
