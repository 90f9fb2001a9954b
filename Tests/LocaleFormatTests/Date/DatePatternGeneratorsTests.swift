import Testing

@testable import LocaleFormat

/// Skeleton formats share one pattern generator per locale
/// (`DatePatternGenerators`), and get the same patterns as from a
/// generator of their own (CLDR's, through ICU 72).
@Suite struct DatePatternGeneratorsTests {
    @Test(arguments: [
        ("de", "yMMMd", "1. Mai 2019"), ("ja", "yMMMd", "2019年5月1日"), ("en-GB", "yMMMd", "1 May 2019"),
        ("fr", "yMMMEd", "mer. 1 mai 2019"), ("en-US", "yMd", "5/1/2019"), ("ko", "MMMMd", "5월 1일"),
    ])
    func skeletonFormatsShareTheirLocalesGenerator(locale: String, skeleton: String, expected: String) throws {
        let instant = try Instant(iso8601: "2019-05-01T00:00:00Z")
        let options = DateFormat.Options(
            locale: try LocaleIdentifier(locale), layout: .skeleton(skeleton), timeZone: try TimeZoneIdentifier("UTC"))
        _ = try DateFormat(options)  // the locale's generator is cached from here on
        let before = DatePatternGenerators.statistics
        for _ in 0..<5 {
            #expect(try DateFormat(options).string(from: instant) == expected)
        }
        let after = DatePatternGenerators.statistics
        // The cache is the process's: tests running at once with other
        // locales may evict this one between two builds, so not all five
        // need be hits; without sharing none would be.
        #expect(after.hits - before.hits >= 1)
        #expect(after.count <= 256)
    }

    /// A skeleton whose best pattern formats to nothing (ICU keeps `OO`, a
    /// field length that writes no text) is refused, as before the shared
    /// generators (the fuzzing corpus's finding: th-TH, Ethiopic calendar).
    @Test(arguments: ["OO", "OOO"])
    func aSkeletonThatFormatsToNothingIsRefused(skeleton: String) throws {
        let options = DateFormat.Options(
            locale: try LocaleIdentifier("th-TH"), layout: .skeleton(skeleton),
            calendar: try CalendarIdentifier("ethiopic-amete-alem"), timeZone: try TimeZoneIdentifier("Europe/Berlin"))
        #expect {
            try DateFormat(options)
        } throws: { ($0 as? LocaleFormatError)?.code == .invalidPattern }
    }

    @Test func aSkeletonWithoutAPatternStillFailsTyped() throws {
        let options = DateFormat.Options(locale: try LocaleIdentifier("en"), layout: .skeleton("yMMMdT"))
        #expect(throws: LocaleFormatError.self) { try DateFormat(options) }
    }

    /// A locale's hour cycle (`LocaleInfo`) and date field names
    /// (`DisplayNames`) come from the same shared generators: CLDR's
    /// preferred hour cycles, the `-u-hc-` keyword honoured, and names as
    /// CLDR spells them.
    @Test(arguments: [
        ("en-US", HourCycle.h12), ("de-DE", .h23), ("ja-JP", .h23), ("en-US-u-hc-h23", .h23), ("ko-KR", .h12),
        ("fr-CA", .h23),
    ])
    func hourCyclesComeFromTheSharedGenerators(locale: String, expected: HourCycle) throws {
        let identifier = try LocaleIdentifier(locale)
        _ = try LocaleInfo(.init(locale: identifier))
        let before = DatePatternGenerators.statistics
        for _ in 0..<5 {
            #expect(try LocaleInfo(.init(locale: identifier)).hourCycle == expected)
        }
        // Other tests may evict the locale's generator meanwhile: not all five need hit.
        #expect(DatePatternGenerators.statistics.hits > before.hits)
    }

    @Test(arguments: [
        ("de", DisplayNames.DateTimeField.month, "Monat"), ("es", .year, "año"), ("fr", .weekday, "jour de la semaine"),
        ("ja", .day, "日"), ("en", .dayPeriod, "AM/PM"),
    ])
    func dateFieldNamesComeFromTheSharedGenerators(
        locale: String, field: DisplayNames.DateTimeField, expected: String
    ) throws {
        let names = try DisplayNames(.init(locale: try LocaleIdentifier(locale)))
        #expect(try names.dateTimeField(field) == expected)
    }
}
