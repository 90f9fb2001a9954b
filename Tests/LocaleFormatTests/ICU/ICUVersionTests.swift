import LocaleFormat
import LocaleFormatTestSupport
import Testing

/// The versions the library reports, as each supported ICU major has them,
/// and the guard that makes a new major fail loudly until its tables exist.
@Suite struct ICUVersionTests {
    @Test func theRunningMajorHasExpectations() {
        #expect(
            ICUMajors.supported.contains(ICUVersion.major),
            """
            ICU \(ICUVersion.icu) has no expectation tables: run the suite, check each failing literal against \
            this ICU itself, add an entry for \(ICUVersion.major) to its table (Docs/ICUVersions.md), and add \
            the major to ICUMajors.supported
            """)
    }

    @Test func versionsAreRunTimeFacts() {
        #expect(ICUVersion.cldr == .icu([72: "42.0", 76: "46.0"]))
        #expect(ICUVersion.unicode == .icu([72: "15.0", 76: "16.0"]))
        #expect(ICUVersion.icu.hasPrefix("\(ICUVersion.major)."))
        #expect(ICUVersion.timeZoneData.count >= 5, "tzdata \(ICUVersion.timeZoneData)")
    }

    @Test func theSummaryNamesEveryVersion() {
        let summary = LocaleFormatVersion.summary
        for (name, value) in LocaleFormatVersion.fields {
            #expect(summary.contains(value), "\(name) \(value) missing from \(summary)")
        }
        #expect(LocaleFormatVersion.fields.map(\.name) == ["package", "icu", "cldr", "unicode", "tzdata"])
    }
}
