import LocaleFormatTestSupport
import Testing

@testable import LocaleFormat

/// `UnitFormat` against `unumf_formatDecimal` with a `unit/…` skeleton built
/// here: random locales, CLDR units (simple, compound, mixed), widths and
/// usages.
@Suite struct UnitDifferentialTests {
    /// CLDR units, each with the usages ICU has preferences for in its
    /// category (ICU fails to format a unit for another category's usage).
    static let units: [(unit: String, usages: [String])] = {
        let length = ["default", "person-height", "road", "rainfall"]
        let mass = ["default", "person"]
        let temperature = ["default", "weather"]
        let volume = ["default", "fluid"]
        let energy = ["default", "food"]
        let consumption = ["default", "vehicle-fuel"]
        let duration = ["default"]
        var table: [(String, [String])] = []
        for unit in ["meter", "kilometer", "centimeter", "millimeter", "mile", "yard", "foot", "inch", "light-year"] {
            table.append((unit, length))
        }
        for unit in ["kilogram", "gram", "pound", "ounce", "stone", "ton", "tonne"] { table.append((unit, mass)) }
        for unit in ["celsius", "fahrenheit", "kelvin"] { table.append((unit, temperature)) }
        for unit in ["liter", "milliliter", "gallon", "cup", "fluid-ounce", "cubic-meter"] {
            table.append((unit, volume))
        }
        for unit in ["kilocalorie", "calorie", "joule", "kilowatt-hour"] { table.append((unit, energy)) }
        for unit in ["liter-per-100-kilometer", "mile-per-gallon"] { table.append((unit, consumption)) }
        for unit in ["second", "minute", "hour", "day", "week", "month", "year", "millisecond"] {
            table.append((unit, duration))
        }
        for unit in [
            "square-meter", "hectare", "acre", "kilometer-per-hour", "mile-per-hour", "meter-per-second", "watt",
            "horsepower", "percent", "permille", "byte", "gigabyte", "megabit", "pixel", "degree", "radian",
            "hectopascal", "inch-ofhg", "bar", "foot-and-inch", "pound-and-ounce", "hour-and-minute",
            "meter-per-square-second", "kilogram-meter-per-square-second",
        ] {
            table.append((unit, []))
        }
        return table
    }()

    static let formatters = 300
    static let valuesPerFormatter = 10

    @Test func matchesICU() throws {
        var rng = SeededGenerator(seed: 0x0_417)
        var tally = DifferentialTally("unit")
        let locales = Shim.availableLocales
        for _ in 0..<Self.formatters {
            guard let locale = rng.pick(locales), let (unit, usages) = rng.pick(Self.units) else { continue }
            let width = rng.pick(UnitFormat.Width.allCases) ?? .short
            let usage = rng.chance(0.4) ? rng.pick(usages) : nil
            var stems = ["unit/\(unit)"]
            switch width {
            case .short: break
            case .narrow: stems.append("unit-width-narrow")
            case .long: stems.append("unit-width-full-name")
            }
            if let usage { stems.append("usage/\(usage)") }
            let skeleton = stems.joined(separator: " ")

            let library = try? UnitFormat(
                UnitFormat.Options(locale: LocaleIdentifier(locale), unit: unit, width: width, usage: usage))
            let reference = try? ReferenceNumberFormat(skeleton: skeleton, locale: locale)
            for _ in 0..<Self.valuesPerFormatter {
                let value = rng.decimalText(roundingDigits: 6)
                tally.record(
                    library: {
                        guard let library else { throw ShimFailure(status: -1) }
                        return try library.string(from: value)
                    },
                    reference: {
                        guard let reference else { throw ShimFailure(status: -1) }
                        return try reference.format(value)
                    },
                    "\(locale) [\(skeleton)] \(value)")
            }
        }
        tally.verify(minimumCases: 3000)
    }
}
