import Testing

@testable import LocaleFormat

/// `UnitFormat.Options` keeps its unit's and usage's hashes as they are set:
/// options changed field by field equal, hash and find the same formatter
/// as options made with those fields.
@Suite struct UnitFormatOptionsTests {
    @Test func fieldsSetLaterHashAsOnesGivenAtInit() throws {
        let english = try LocaleIdentifier("en-US")
        let units = ["meter", "kilometer-per-hour", "liter-per-100-kilometer", "celsius"]
        let usages: [String?] = [nil, "road", "default", "person"]
        for unit in units {
            for usage in usages {
                var changed = UnitFormat.Options(locale: english, unit: "gram", usage: "food")
                changed.unit = unit
                changed.usage = usage
                let made = UnitFormat.Options(locale: english, unit: unit, usage: usage)
                #expect(changed == made)
                #expect(changed.cacheHash == made.cacheHash)
            }
        }
    }

    @Test func changedOptionsFindTheFormatterOfTheirFields() throws {
        let formatters = Formatters(capacity: 16)
        var options = UnitFormat.Options(locale: try LocaleIdentifier("en-US"), unit: "kilometer")
        #expect(try formatters.unit(options).string(from: "12") == "12 km")
        options.unit = "meter"
        options.usage = "road"
        #expect(try formatters.unit(options).string(from: "1000") == "0.62 mi")
        let made = UnitFormat.Options(locale: try LocaleIdentifier("en-US"), unit: "meter", usage: "road")
        #expect(try formatters.unit(made) === formatters.unit(options))
    }
}
