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
    struct Case: Sendable {
        let options: DateFormat.Options
        let milliseconds: Int64
        let expected: String
    }

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
    static func cases() throws -> [Case] {
        let instants: [Int64] = [-631_152_000_000, 0, 946_684_799_000, 1_438_968_572_000, 1_719_792_000_000]
        var cases: [Case] = []
        for locale in locales {
            for layout in layouts {
                for zone in zones {
                    let options = DateFormat.Options(
                        locale: try LocaleIdentifier(locale), layout: layout, timeZone: try TimeZoneIdentifier(zone))
                    let opened = try ICUDateHandle(
                        timeStyle: -1, dateStyle: -1, locale: options.locale.dataID, zoneLocale: options.locale.zoneID,
                        timeZone: options.timeZone.icuID, pattern: try DateFormat(options).pattern)
                    for milliseconds in instants {
                        cases.append(
                            Case(
                                options: options, milliseconds: milliseconds,
                                expected: try opened.format(Double(milliseconds))))
                    }
                }
            }
        }
        return cases
    }

    @Test func copiesMadeAndUsedConcurrently() async throws {
        let cases = try Self.cases()
        // Small: formats are evicted and copied again while others use them.
        let formatters = Formatters(capacity: 8)
        try await withThrowingTaskGroup(of: Int.self) { group in
            for task in 0..<8 {
                group.addTask {
                    var rng = SeededGenerator(seed: 0x2013E + UInt64(task))
                    var wrong = 0
                    for _ in 0..<1_500 {
                        guard let item = cases.randomElement(using: &rng) else { continue }
                        let text = try formatters.date(item.options).string(
                            from: Instant(millisecondsSince1970: item.milliseconds))
                        if text != item.expected { wrong += 1 }
                    }
                    return wrong
                }
            }
            var wrong = 0
            for try await count in group { wrong += count }
            #expect(wrong == 0)
        }
        let statistics = formatters.statistics(for: .date)
        #expect(statistics.misses > UInt64(Self.locales.count * Self.layouts.count))
        #expect(formatters.dateZoneSiblings.count <= 8)
    }
}
