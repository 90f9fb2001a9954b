import Testing

@testable import LocaleFormat

/// A formatter rebuilt from its layout (`DateFormat(_:layout:)`) opens
/// ICU's format when many tasks first need it at once: once, under its
/// lock. Run under Thread Sanitizer by CI (`--filter ConcurrencyStress`).
@Suite struct DateLayoutMemoConcurrencyStressTests {
    /// Zones whose long names no other test asks ICU for in Swiss Italian:
    /// the first call in each needs ICU's format for the zone's name.
    static let zones = [
        "Pacific/Chatham", "Asia/Kathmandu", "America/St_Johns", "Australia/Eucla", "Pacific/Marquesas",
        "Asia/Yangon", "Asia/Tehran", "Africa/Addis_Ababa", "America/Caracas", "Pacific/Kiritimati",
        "Atlantic/Azores", "Asia/Colombo", "Indian/Cocos", "Asia/Pyongyang", "Pacific/Norfolk", "America/Havana",
        "Africa/Windhoek", "Asia/Ulaanbaatar", "Antarctica/Troll", "Pacific/Apia",
    ]

    @Test func openedOnceUnderConcurrentFirstNeed() async throws {
        var options = DateFormat.Options(
            locale: try LocaleIdentifier("it-CH"), layout: .styles(date: .full, time: .full),
            timeZone: try TimeZoneIdentifier("Europe/Zurich"))
        let entry = try #require(try DateFormat(options).layoutEntry)
        let instant = try Instant(iso8601: "2015-08-07T17:29:32Z")
        for zone in Self.zones {
            options.timeZone = try TimeZoneIdentifier(zone)
            let rebuilt = try #require(DateFormat(options, layout: entry))
            #expect(!rebuilt.hasICUFormat)
            let texts = try await withThrowingTaskGroup(of: String.self) { group in
                for _ in 0..<8 { group.addTask { try rebuilt.string(from: instant) } }
                return try await group.reduce(into: [String]()) { $0.append($1) }
            }
            #expect(rebuilt.hasICUFormat, "\(zone)")
            #expect(Set(texts) == [try DateFormat(options).string(from: instant)], "\(zone)")
        }
    }
}
