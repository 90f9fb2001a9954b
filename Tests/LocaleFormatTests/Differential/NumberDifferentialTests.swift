import LocaleFormatTestSupport
import Testing

@testable import LocaleFormat

/// `NumberFormat` against `unumf_formatDecimal` with a skeleton built here
/// from the options (random locales, numbering systems, styles, digits,
/// grouping and rounding modes), and digit by digit against ``DecimalRounder``
/// in a locale with plain ASCII digits.
@Suite struct NumberDifferentialTests {
    struct Settings: CustomStringConvertible {
        var style: NumberFormat.Style
        var minimumFractionDigits: Int?
        var maximumFractionDigits: Int?
        var minimumIntegerDigits: Int
        var grouping: Bool
        var roundingMode: RoundingMode

        var description: String {
            "\(style) frac \(minimumFractionDigits.map(String.init) ?? "-")…\(maximumFractionDigits.map(String.init) ?? "-") int \(minimumIntegerDigits) grouping \(grouping) \(roundingMode)"
        }

        static func random(_ rng: inout SeededGenerator, styles: [NumberFormat.Style] = NumberFormat.Style.allCases)
            -> Settings
        {
            var minimum: Int? = rng.chance(0.5) ? rng.int(0...6) : nil
            var maximum: Int? = rng.chance(0.6) ? rng.int(0...8) : nil
            if let low = minimum, let high = maximum, low > high { (minimum, maximum) = (high, low) }
            return Settings(
                style: rng.pick(styles) ?? .decimal, minimumFractionDigits: minimum, maximumFractionDigits: maximum,
                minimumIntegerDigits: rng.chance(0.8) ? 1 : rng.int(2...8), grouping: rng.chance(0.7),
                roundingMode: rng.pick(RoundingMode.allCases.filter { $0 != .unnecessary }) ?? .halfEven)
        }

        /// The fraction digits Docs/Protocol.md prescribes: the style's defaults
        /// (decimal 0…3, percent 0…0; scientific and compact: ICU's own
        /// unless a bound is given), a lone minimum raising the maximum to
        /// it, a lone maximum lowering the minimum to it.
        var fractionDigits: (minimum: Int, maximum: Int)? {
            let defaults: (Int, Int)
            switch style {
            case .decimal: defaults = (0, 3)
            case .percent: defaults = (0, 0)
            case .scientific, .compactShort, .compactLong:
                guard minimumFractionDigits != nil || maximumFractionDigits != nil else { return nil }
                defaults = style == .scientific ? (0, 6) : (0, 0)
            }
            switch (minimumFractionDigits, maximumFractionDigits) {
            case (nil, nil): return defaults
            case (let low?, nil): return (low, Swift.max(defaults.1, low))
            case (nil, let high?): return (Swift.min(defaults.0, high), high)
            case (let low?, let high?): return (low, high)
            }
        }

        /// The ICU skeleton for these settings, spelled here.
        var skeleton: String {
            var stems: [String] = []
            switch style {
            case .decimal: break
            case .percent: stems += ["percent", "scale/100"]
            case .scientific: stems.append("scientific")
            case .compactShort: stems.append("compact-short")
            case .compactLong: stems.append("compact-long")
            }
            if let (low, high) = fractionDigits {
                stems.append(
                    high == 0
                        ? "precision-integer"
                        : "." + String(repeating: "0", count: low) + String(repeating: "#", count: high - low))
            }
            if minimumIntegerDigits > 1 {
                stems.append("integer-width/*" + String(repeating: "0", count: minimumIntegerDigits))
            }
            if !grouping { stems.append("group-off") }
            stems.append(roundingMode.kebabStem)
            return stems.joined(separator: " ")
        }

        func options(_ locale: LocaleIdentifier) -> NumberFormat.Options {
            NumberFormat.Options(
                locale: locale, style: style, minimumFractionDigits: minimumFractionDigits,
                maximumFractionDigits: maximumFractionDigits, minimumIntegerDigits: minimumIntegerDigits,
                grouping: grouping, roundingMode: roundingMode)
        }
    }

    static let formatters = 400
    static let valuesPerFormatter = 10

    @Test func matchesICU() throws {
        var rng = SeededGenerator(seed: 0x4E_0B)
        var tally = DifferentialTally("number")
        let locales = Shim.availableLocales.flatMap { [$0, $0 + "@numbers=latn"] }
        for _ in 0..<Self.formatters {
            guard let locale = rng.pick(locales) else { continue }
            let settings = Settings.random(&rng)
            let library = try? NumberFormat(settings.options(LocaleIdentifier(locale)))
            let reference = try? ReferenceNumberFormat(skeleton: settings.skeleton, locale: locale)
            for _ in 0..<Self.valuesPerFormatter {
                let text =
                    rng.chance(0.02)
                    ? (rng.pick(["NaN", "Infinity", "-Infinity"]) ?? "NaN")
                    : rng.decimalText(roundingDigits: settings.fractionDigits?.maximum ?? 2)
                tally.record(
                    library: {
                        guard let library else { throw ShimFailure(status: -1) }
                        return try library.string(from: text)
                    },
                    reference: {
                        guard let reference else { throw ShimFailure(status: -1) }
                        return try reference.format(text)
                    },
                    "\(locale) [\(settings.skeleton)] \(text)")
            }
        }
        tally.verify(minimumCases: 4000)
    }

    /// Digit by digit: every rounding mode, fraction and integer digits,
    /// decimal and percent, against the rounder written in the tests.
    @Test func digitsMatchTheDecimalRounder() throws {
        var rng = SeededGenerator(seed: 0xD161_75)
        var tally = DifferentialTally("number digits")
        let plain = try LocaleIdentifier("en-US-u-nu-latn")
        for _ in 0..<Self.formatters {
            var settings = Settings.random(&rng, styles: [.decimal, .percent])
            settings.grouping = false
            guard let (low, high) = settings.fractionDigits else { continue }
            let rounder = DecimalRounder(
                minimumIntegerDigits: settings.minimumIntegerDigits, minimumFractionDigits: low,
                maximumFractionDigits: high, mode: settings.roundingMode, percent: settings.style == .percent)
            let library = try NumberFormat(settings.options(plain))
            for _ in 0..<Self.valuesPerFormatter {
                let text = rng.decimalText(roundingDigits: high - (settings.style == .percent ? 2 : 0))
                tally.record(
                    library: { try library.string(from: text) },
                    reference: {
                        guard let expected = rounder.format(text) else { throw ShimFailure(status: -1) }
                        return expected
                    },
                    "\(settings) \(text)")
            }
        }
        tally.verify(minimumCases: 4000)
    }

    /// The rounder itself, on values checked with PyICU 72.1
    /// (`NumberFormatter.forSkeleton(…).locale(Locale("en_US@numbers=latn"))`).
    @Test func theRounderAgreesWithICUOnKnownValues() {
        func round(
            _ text: String, _ mode: RoundingMode, min: Int = 0, max: Int = 2, int: Int = 1, percent: Bool = false
        )
            -> String?
        {
            DecimalRounder(
                minimumIntegerDigits: int, minimumFractionDigits: min, maximumFractionDigits: max, mode: mode,
                percent: percent
            ).format(text)
        }
        #expect(round("-0.001", .halfEven, min: 2) == "-0.00")
        #expect(round("-0.5", .halfEven, max: 0) == "-0")
        #expect(round("-0.0001", .halfEven, min: 1, max: 1, percent: true) == "-0.0%")
        #expect(round("123.001", .up, min: 2) == "123.01")
        #expect(round("1.25", .halfEven, min: 1, max: 1, int: 3) == "001.2")
        #expect(round("0", .halfEven, max: 0, int: 3) == "000")
        #expect(round("0.005", .halfEven, min: 2) == "0.00")
        #expect(round("1E+5", .halfEven, min: 2) == "100000.00")
    }
}

extension RoundingMode {
    /// ICU's skeleton stem, spelled here from the case name.
    var kebabStem: String {
        let kebab = rawValue.reduce(into: "") { out, c in
            if c.isUppercase { out += "-" + c.lowercased() } else { out.append(c) }
        }
        return "rounding-mode-" + kebab
    }
}
