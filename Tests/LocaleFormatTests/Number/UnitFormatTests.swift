import LocaleFormatTestSupport
import Testing

@testable import LocaleFormat

// Every expected string below was produced by PyICU 72.1 and 76.1 with the
// skeleton in the comment (icu.NumberFormatter.forSkeleton(s).locale(l)
// .formatDecimal(v)): a plain literal holds on both, an `.icu` row is what
// each answers. Reproduced by Scripts/icu-versions/oracle-unit.py.

@Suite struct UnitFormatTests {
    @Test(
        arguments: [
            ("en", "kilometer-per-hour", UnitFormat.Width.short, "5", "5 km/h"),  // unit/kilometer-per-hour
            ("en", "kilometer-per-hour", .long, "5", "5 kilometers per hour"),  // … unit-width-full-name
            ("en", "kilometer-per-hour", .narrow, "5", "5km/h"),  // … unit-width-narrow
            ("de", "celsius", .short, "21.5", "21,5 °C"),
            ("de", "celsius", .long, "21.5", "21,5 Grad Celsius"),
            ("de", "liter-per-100-kilometer", .short, "6.5", "6,5 L/100 km"),
            ("en", "kilocalorie", .short, "250", "250 kcal"),
            ("ja", "kilogram", .short, "1.5", "1.5 kg"),
            ("de", "kilogram", .long, "1.5", "1,5 Kilogramm"),
            ("ru", "kilogram", .long, "2", "2 килограмма"),
            ("ar", "kilogram", .long, "3", .icu([72: "٣ كيلوغرام", 76: "3 كيلوغرام"])),
            ("ar-EG", "kilometer", .short, "12.5", "١٢٫٥ كم"),
            ("fr", "square-meter", .short, "12", "12\u{202F}m²"),
            ("en", "meter-per-square-second", .short, "9.81", "9.81 m/s²"),
            ("en", "foot-and-inch", .short, "5.5", "5 ft, 6 in"),
            ("en", "percent", .short, "5.5", "5.5%"),
            ("en", "per-meter", .short, "1", "1/m"),
            ("en", "kilogram", .short, "1.123456789", "1.123457 kg"),  // ICU's default: up to 6 fraction digits
        ] as [(String, String, UnitFormat.Width, String, ICUExpected)])
    func units(locale: String, unit: String, width: UnitFormat.Width, value: String, expected: ICUExpected) throws {
        #expect(try Formatters.shared.unit(locale: locale, unit: unit, width: width).string(from: value) == expected)
    }

    @Test(arguments: [
        ("en-US", "meter", "person-height", "1.8", "5 ft, 11 in"),  // unit/meter usage/person-height
        ("en-US", "meter", "road", "1000", "0.62 mi"),
        ("de-DE", "meter", "road", "1000", "1 km"),
        ("en-US", "kilocalorie", "food", "250", "250 Cal"),
        ("en-US", "celsius", "weather", "20", "68°F"),
        ("en-US", "liter-per-100-kilometer", "vehicle-fuel", "1", "235 mpg"),
        // ICU falls back silently to the category's default usage:
        ("en-US", "meter", "bogus", "1.8", "5.9 ft"),
        ("en-US", "kilogram", "road", "1.8", "4 lb"),
    ])
    func usages(locale: String, unit: String, usage: String, value: String, expected: String) throws {
        let f = try Formatters.shared.unit(locale: locale, unit: unit, usage: usage)
        #expect(f.skeleton == "unit/\(unit) usage/\(usage)")
        #expect(try f.string(from: value) == expected)
    }

    @Test func unknownUnitsAreInvalidUnit() {
        for bad in [
            "foo", "meter-per", "meter--second", "fortnight", "part-per-million", "eur", "", "Meter", "kilo gram",
            "meter/second", "meter usage/road", "kilogram-and-meter", "100-kilometer", "mètre",
            String(repeating: "a", count: 201),
        ] {
            expectCode(.invalidUnit) { try Formatters.shared.unit(locale: "en", unit: bad) }
        }
        expectCode(.invalidUnit) { try Formatters.shared.unit(locale: "en", unit: "meter-per-kilogram", usage: "road") }
        expectCode(.invalidUnit) { try Formatters.shared.unit(locale: "en", unit: "meter", usage: "Road") }
        expectCode(.invalidUnit) { try Formatters.shared.unit(locale: "en", unit: "meter", usage: "road group-off") }
        expectCode(.invalidUnit) { try Formatters.shared.unit(locale: "en", unit: "meter", usage: "") }
    }

    @Test func nonFiniteValuesAreInvalidNumber() throws {
        let f = try Formatters.shared.unit(locale: "en", unit: "kilogram")
        expectCode(.invalidNumber) { try f.string(from: "NaN") }
        expectCode(.invalidNumber) { try f.string(from: "Infinity") }
        expectCode(.invalidNumber) { try f.string(from: .negativeInfinity) }
        expectCode(.invalidNumber) { try f.string(from: "1,5") }
    }
}
