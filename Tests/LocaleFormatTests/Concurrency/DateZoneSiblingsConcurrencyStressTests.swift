import LocaleFormatTestSupport
import Testing

@testable import LocaleFormat

/// Zone copies from many tasks at once: formats copied from their sibling
/// in another zone (`DateZoneSiblings`) while other tasks build, evict and
/// copy the same layouts, and each copy making ICU's format on first need
/// (a zone text nobody asked ICU for yet) while other tasks format with it.
/// Every string must be ICU's own for that zone and instant. Run under
/// Thread Sanitizer by CI (`--filter ConcurrencyStress`).
@Suite struct DateZoneSiblingsConcurrencyStressTests {
    /// Locales and layouts no other test formats with, so the zone texts
    /// start unknown in this process and copies must make ICU's format.
    static let locales = ["sk-SK", "ro-RO", "hr-HR", "lt-LT"]
    static let layouts: [DateFormat.Layout] = [
        .styles(date: .full, time: .full), .pattern("zzzz HH:mm d MMM y"), .skeleton("yMMMdjmmz"),
    ]
    static let zones = [
        "America/Halifax", "Australia/Adelaide", "Asia/Kathmandu", "America/St_Johns", "Europe/Dublin",
        "Pacific/Chatham", "Asia/Kolkata", "America/Denver",
    ]

    /// ICU's text for each case, from formatters opened on one thread.
    static func cases() throws -> [DateStressCase] {
        let options = try locales.flatMap { locale in
            try layouts.flatMap { layout in
                try zones.map { zone in
                    DateFormat.Options(
                        locale: try LocaleIdentifier(locale), layout: layout, timeZone: try TimeZoneIdentifier(zone))
                }
            }
        }
        return try DateStressCase.cases(
            options, at: [-631_152_000_000, 0, 946_684_799_000, 1_438_968_572_000, 1_719_792_000_000])
    }

    @Test func copiesMadeAndUsedConcurrently() async throws {
        let cases = try Self.cases()
        // Small: formats are evicted and copied again while others use them.
        let formatters = Formatters(capacity: 8)
        let wrong = try await countFailuresConcurrently(cases, iterations: 1_500, seed: 0x2013E) {
            try $0.holds(in: formatters)
        }
        #expect(wrong == 0)
        let statistics = formatters.statistics(for: .date)
        #expect(statistics.misses > UInt64(Self.locales.count * Self.layouts.count))
        #expect(DateZoneSiblings.shared.count <= 64)
    }
}
