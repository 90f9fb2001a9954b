import Testing

@testable import LocaleFormat

/// A date miss with no sibling held is built from what a formatter of its
/// layout compiled (`DateLayoutMemo`, `DateFormat(_:layout:)`) without
/// opening ICU, and formats exactly what a formatter opened for it formats;
/// ICU's format is opened when a call first needs it.
@Suite struct DateLayoutMemoTests {
    static let instants: [Int64] = [
        1_438_968_572_000,  // 2015-08-07T17:29:32Z
        946_684_799_000,  // 1999-12-31T23:59:59Z
        -631_152_000_000,  // 1950-01-01
        1_679_794_200_000,  // 2023-03-26T01:30:00Z, a transition in Europe
        4_102_444_800_000,  // 2100-01-01
    ]

    /// Rebuilt formatters agree with opened ones over locales, layouts,
    /// calendars and zones (other than the one the layout was compiled in),
    /// and none of them opens ICU for these instants: their texts are the
    /// compiled path's, or zone texts a formatter of the locale and zone
    /// already asked ICU for.
    @Test(arguments: [
        ("es-ES", DateFormat.Layout.styles(date: .full, time: .long), nil as String?),
        ("de-DE", .styles(date: .short, time: .short), nil),
        ("ja-JP", .skeleton("yMMMEd"), nil),
        ("ja-JP", .styles(date: .long), "japanese"),
        ("th-TH", .styles(date: .full, time: .medium), nil),
        ("ar-EG", .pattern("EEEE d MMMM y h:mm a"), nil),
        ("en-US", .skeleton("yMMMdjmmzzzz"), nil),
        ("hi-IN", .styles(date: .medium, time: .short), nil),
        ("zh-Hant-TW", .styles(date: .long), "roc"),
        ("ru", .skeleton("yMMMMEEEEd"), nil),
    ])
    func rebuiltFormattersFormatAsOpenedOnes(locale: String, layout: DateFormat.Layout, calendar: String?) throws {
        let compiledIn = try options(locale, layout, calendar, zone: "UTC")
        let entry = try #require(try DateFormat(compiledIn).layoutEntry)
        for zone in ["UTC", "America/Los_Angeles", "Asia/Kathmandu", "Europe/Berlin", "Australia/Lord_Howe"] {
            let options = try options(locale, layout, calendar, zone: zone)
            let opened = try DateFormat(options)
            let rebuilt = try #require(DateFormat(options, layout: entry))
            #expect(rebuilt.pattern == opened.pattern)
            #expect(!rebuilt.hasICUFormat)
            for instant in Self.instants {
                let at = try Instant(millisecondsSince1970: instant)
                #expect(try rebuilt.string(from: at) == opened.string(from: at), "\(layout) \(zone) \(instant)")
            }
        }
    }

    /// An instant the compiled path leaves to ICU (before year 1) opens the
    /// rebuilt formatter's ICU format then, as `init(_:)` opens it: the same
    /// text, once.
    @Test func anInstantLeftToICUOpensTheFormat() throws {
        let options = try options("de-DE", .styles(date: .full, time: .long), nil, zone: "Europe/Berlin")
        let entry = try #require(try DateFormat(options).layoutEntry)
        let rebuilt = try #require(DateFormat(options, layout: entry))
        let ancient = try Instant(millisecondsSince1970: -70_000_000_000_000)  // about 249 BC
        #expect(!rebuilt.hasICUFormat)
        #expect(try rebuilt.string(from: ancient) == DateFormat(options).string(from: ancient))
        #expect(rebuilt.hasICUFormat)
        #expect(
            try rebuilt.string(from: Instant(millisecondsSince1970: Self.instants[0]))
                == "Freitag, 7. August 2015 um 19:29:32 MESZ")
    }

    /// A rebuilt formatter is charged up front what its layout's open
    /// allocated (with the zone format it deferred): the format it may open.
    @Test func aRebuiltFormatterIsChargedItsLayoutsOpen() throws {
        let options = try options("fr-FR", .styles(date: .long, time: .long), nil, zone: "Europe/Paris")
        let entry = try #require(try DateFormat(options).layoutEntry)
        let rebuilt = try #require(DateFormat(options, layout: entry))
        #expect(rebuilt.deferredBytes == entry.bytes)
        // A zone field: its format deferred at open, and charged with the
        // open's net bytes (which a concurrent test's eviction inside ICU
        // can bring to 0, so they are not compared with a size here).
        #expect(entry.bytes >= ICUDateHandle.deferredZoneFormatBytes)
    }

    /// Through `DateZoneSiblings`: once a layout's sibling is gone, its next
    /// miss is built from the memo, without opening ICU.
    @Test func aMissWithoutASiblingIsBuiltFromTheMemo() throws {
        let memo = DateLayoutMemo(capacity: 8)
        let siblings = DateZoneSiblings(capacity: 1, layouts: memo)
        let berlin = try options("de-DE", .styles(date: .long, time: .short), nil, zone: "Europe/Berlin")
        let tokyo = try options("ja", .skeleton("yMMMd"), nil, zone: "Asia/Tokyo")
        #expect(try siblings.build(berlin).hasICUFormat)  // opened
        #expect(try siblings.build(tokyo).hasICUFormat)  // opened; berlin's sibling dropped
        #expect(memo.count == 2)
        var again = berlin
        again.timeZone = try TimeZoneIdentifier("America/New_York")
        #expect(siblings.sibling(of: again) == nil)
        let rebuilt = try siblings.build(again)
        #expect(!rebuilt.hasICUFormat)
        #expect(try rebuilt.string(from: Instant(iso8601: "2015-08-07T17:29:32Z")) == "7. August 2015 um 13:29")
    }

    /// Layouts left to ICU (a calendar the compiled path does not
    /// reproduce) are not kept; the memo holds at most its capacity.
    @Test func theMemoKeepsCompiledLayoutsUpToItsCapacity() throws {
        let hebrew = try DateFormat(options("he-IL", .styles(date: .long), "hebrew", zone: "Asia/Jerusalem"))
        #expect(hebrew.layoutEntry == nil)
        let memo = DateLayoutMemo(capacity: 3)
        memo.record(hebrew)
        #expect(memo.count == 0)
        for skeleton in ["yMd", "yMMMd", "jmm", "Hm", "yMMMEd"] {
            memo.record(try DateFormat(options("en", .skeleton(skeleton), nil, zone: "UTC")))
            #expect(memo.count <= 3)
        }
        #expect(memo.count == 3)
    }

    private func options(_ locale: String, _ layout: DateFormat.Layout, _ calendar: String?, zone: String) throws
        -> DateFormat.Options
    {
        DateFormat.Options(
            locale: try LocaleIdentifier(locale), layout: layout, calendar: try calendar.map(CalendarIdentifier.init),
            timeZone: try TimeZoneIdentifier(zone))
    }
}
