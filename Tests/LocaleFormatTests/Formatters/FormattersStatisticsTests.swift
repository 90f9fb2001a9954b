import LocaleFormat
import Testing

@Suite struct FormattersStatisticsTests {
    @Test func everyKindWithItsCapacity() throws {
        let formatters = Formatters(capacity: 128)
        _ = try formatters.date(locale: "de", layout: .styles(date: .short))
        _ = try formatters.date(locale: "de", layout: .styles(date: .short))
        let all = formatters.statistics()
        #expect(Set(all.keys) == Set(Formatters.Kind.allCases))
        #expect(all[.date]?.misses == 1)
        #expect(all[.date]?.hits == 1)
        #expect(all[.date]?.count == 1)
        #expect(all[.date]?.capacity == 128)
        #expect(all[.localeIdentifier]?.count == 1)
        // Time zones and case mappers keep a quarter, at least 64.
        #expect(all[.timeZone]?.capacity == 64)
        #expect(all[.caseMapper]?.capacity == 64)
        #expect(all[.message]?.evictions == 0)
        for kind in Formatters.Kind.allCases {
            #expect(all[kind] == formatters.statistics(for: kind), "\(kind)")
        }
    }
}
