import Testing

@testable import LocaleFormat

@Suite struct InstantTests {
    @Test(
        arguments: [
            ("2015-08-07T17:29:32Z", 1_438_968_572_000),
            ("2015-08-07T10:29:32-07:00", 1_438_968_572_000),
            ("2015-08-07T22:59:32+05:30", 1_438_968_572_000),
            ("2015-08-07t17:29:32z", 1_438_968_572_000),
            ("1970-01-01T00:00:00Z", 0),
            ("1970-01-01T00:00:00.5Z", 500),
            ("1970-01-01T00:00:00.123456789Z", 123),
            ("1969-12-31T23:59:59.9999Z", -1),
            ("2016-02-29T00:00:00Z", 1_456_704_000_000),
            ("2000-02-29T12:00:00+00:00", 951_825_600_000),
            ("0001-01-01T00:00:00Z", -62_135_596_800_000),
            ("-001000-01-01T00:00:00Z", -93_724_128_000_000),
            ("+100000-12-31T23:59:59.999Z", 3_093_559_603_199_999),
            ("-100000-01-01T00:00:00Z", -3_217_862_419_200_000),
        ] as [(String, Int64)])
    func parsesISO8601(text: String, milliseconds: Int64) throws {
        #expect(try Instant(iso8601: text).millisecondsSince1970 == milliseconds)
    }

    @Test(arguments: [
        "", "not a date", "2015-08-07", "2015-08-07T17:29:32", "2015-08-07T17:29Z", "2015-08-07 17:29:32Z",
        "2015-13-01T00:00:00Z", "2015-00-01T00:00:00Z", "2015-02-29T00:00:00Z", "1900-02-29T00:00:00Z",
        "2015-04-31T00:00:00Z", "2015-08-07T24:00:00Z", "2015-08-07T23:60:00Z", "2015-08-07T23:59:60Z",
        "2015-08-07T17:29:32.Z", "2015-08-07T17:29:32+0700", "2015-08-07T17:29:32+24:00", "2015-08-07T17:29:32+07",
        "15-08-07T17:29:32Z", "+2015-08-07T17:29:32Z", "-000000-01-01T00:00:00Z", "+100001-01-01T00:00:00Z",
        "-100001-12-31T23:59:59Z", "2015-08-07T17:29:32Z ", " 2015-08-07T17:29:32Z", "２０１５-08-07T17:29:32Z",
        "2015-08-07T17:29:32ZZ", "2015-08-07T17:29:32.123456789012345678901234567890123456789012345Z",
    ])
    func rejectsMalformedOrOutOfRange(text: String) {
        expectCode(.invalidDate) { try Instant(iso8601: text) }
    }

    @Test(
        arguments: [
            ("1438968572", 1_438_968_572_000),
            ("1438968572.5", 1_438_968_572_500),
            ("1.438968572e9", 1_438_968_572_000),
            ("-1.5", -1_500),
            ("-0.0001", -1),
            ("0.0009", 0),
            ("0", 0),
            ("-0", 0),
            ("1e-50", 0),
            ("-1e-50", -1),
            ("0e99999", 0),
        ] as [(String, Int64)])
    func parsesEpochSeconds(text: String, milliseconds: Int64) throws {
        #expect(try Instant(secondsSince1970: text).millisecondsSince1970 == milliseconds)
    }

    @Test(arguments: [
        "", "abc", "1e", "--1", "1.2.3", "NaN", "Infinity", "1e999999", "99999999999999999999", "0x10",
        "1,5", ".", "1e20",
    ])
    func rejectsBadEpochSeconds(text: String) {
        expectCode(.invalidDate) { try Instant(secondsSince1970: text) }
    }

    @Test func roundTripsThroughDescription() throws {
        for text in [
            "2015-08-07T17:29:32.000Z", "-001000-01-10T03:04:05.678Z", "2015-08-07T17:29:32.123Z",
            "+100000-12-31T23:59:59.999Z",
            "0000-02-29T00:00:00.000Z",
        ] {
            #expect(try Instant(iso8601: text).description == text)
        }
    }

    @Test func boundsAreYearsMinusAndPlusOneHundredThousand() {
        #expect(Instant.earliest.description == "-100000-01-01T00:00:00.000Z")
        #expect(Instant.latest.description == "+100000-12-31T23:59:59.999Z")
        expectCode(.invalidDate) { try Instant(millisecondsSince1970: Instant.latest.millisecondsSince1970 + 1) }
    }
}
