import LocaleFormatTestSupport
import Testing

@testable import LocaleFormat

/// Every zone id ICU lists (aliases included, `Factory` and the `SystemV/`
/// ids among them) through ``TimeZoneIdentifier`` and the date formatter,
/// against the bare ICU date format on the same id: a zone ICU formats in is
/// never refused (ICU 76 reports `Factory`'s canonical id as `Etc/Unknown`
/// yet formats in it), and its offsets and names are ICU's.
@Suite struct TimeZoneDifferentialTests {
    static let layouts = ["VVVV zzzz OOOO", "v vvvv VV O", "yyyy-MM-dd HH:mm:ss xxxxx"]
    static let locales = ["en", "de-CH", "ja", "ar-EG", "hi-Latn-IN"]

    @Test func everyZoneICUListsIsFormattedAsICUFormatsIt() throws {
        let zones = Shim.timeZoneIDs.filter { $0 != "Etc/Unknown" }
        try #require(zones.count > 600)
        var rng = SeededGenerator(seed: 0x2_0E5)
        var tally = DifferentialTally("zone")
        var refused: [String] = []
        for zone in zones {
            guard let identifier = try? TimeZoneIdentifier(zone) else {
                refused.append(zone)
                continue
            }
            for _ in 0..<2 {
                guard let pattern = rng.pick(Self.layouts), let tag = rng.pick(Self.locales) else { continue }
                let locale = try LocaleIdentifier(tag)
                let milliseconds = DateDifferentialTests.randomInstant(&rng)
                tally.record(
                    library: {
                        try DateFormat(
                            DateFormat.Options(locale: locale, layout: .pattern(pattern), timeZone: identifier)
                        ).string(from: Instant(millisecondsSince1970: milliseconds))
                    },
                    reference: {
                        try ReferenceDateFormat(
                            locale: locale.icuID, timeZone: zone, dateStyle: -1, timeStyle: -1, pattern: pattern
                        ).format(Double(milliseconds))
                    },
                    "\(zone) \(tag) \(pattern) at \(milliseconds) ms")
            }
        }
        #expect(refused.isEmpty, "zones ICU lists but the library refuses: \(refused)")
        tally.verify(minimumCases: zones.count * 2)
    }

    /// `Etc/Unknown` is ICU's "no zone": refused, on every major.
    @Test func theUnknownZoneIsRefused() {
        #expect(throws: LocaleFormatError.self) { try TimeZoneIdentifier("Etc/Unknown") }
    }
}
