import Testing

@testable import LocaleFormat

/// Mixed units must be written largest first: ICU formats the other order
/// silently wrong (`gram-and-kilogram` 1500 as "0 g, 1,500 kg").
@Suite struct UnitFormatMixedTests {
    @Test(arguments: [
        // unit, value, ICU 72's output (en-US)
        ("kilogram-and-gram", "1500.25", "1,500 kg, 250 g"),
        ("foot-and-inch", "5.5", "5 ft, 6 in"),
        ("hour-and-minute-and-second", "1500.25", "1,500 hr, 15 min, 0 sec"),
        ("meter-and-centimeter", "1.25", "1 m, 25 cm"),
    ])
    func largestFirstFormats(unit: String, value: String, expected: String) throws {
        #expect(try Formatters.shared.unit(locale: "en-US", unit: unit).string(from: value) == expected)
    }

    @Test(arguments: ["gram-and-kilogram", "inch-and-foot", "second-and-hour", "yard-and-inch-and-foot"])
    func smallestFirstIsInvalidUnit(unit: String) {
        expectCode(.invalidUnit) { try Formatters.shared.unit(locale: "en-US", unit: unit) }
    }
}
