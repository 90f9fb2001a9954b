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
}
