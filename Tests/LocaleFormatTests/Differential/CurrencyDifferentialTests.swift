import LocaleFormatTestSupport
import Testing

@testable import LocaleFormat

/// `CurrencyFormat` against `unumf_formatDecimal` with a skeleton built here:
/// random locales, every ISO 4217 code ICU lists, every display, accounting,
/// fraction digits and rounding modes.
@Suite struct CurrencyDifferentialTests {
    static let formatters = 300
    static let amountsPerFormatter = 10

    @Test func matchesICU() throws {
        var rng = SeededGenerator(seed: 0xC0_1D)
        var tally = DifferentialTally("currency")
        let locales = Shim.availableLocales
        let codes = Shim.currencyCodes
        try #require(codes.count > 250)
        for _ in 0..<Self.formatters {
            guard let locale = rng.pick(locales), let code = rng.pick(codes) else { continue }
            let display = rng.pick(CurrencyFormat.Display.allCases) ?? .symbol
            let accounting = rng.chance(0.3)
            var minimum: Int? = rng.chance(0.3) ? rng.int(0...5) : nil
            var maximum: Int? = rng.chance(0.3) ? rng.int(0...6) : nil
            if let low = minimum, let high = maximum, low > high { (minimum, maximum) = (high, low) }
            let mode = rng.pick(RoundingMode.allCases.filter { $0 != .unnecessary }) ?? .halfEven

            // The skeleton, spelled here: the currency's own digits are the
            // defaults that a lone bound moves (Docs/Protocol.md, "Op currency").
            var stems = ["currency/\(code)"]
            switch display {
            case .symbol: break
            case .narrowSymbol: stems.append("unit-width-narrow")
            case .code: stems.append("unit-width-iso-code")
            case .name: stems.append("unit-width-full-name")
            }
            if accounting { stems.append("sign-accounting") }
            var roundingDigits = Shim.fractionDigits(currency: code)
            if minimum != nil || maximum != nil {
                let iso = Shim.fractionDigits(currency: code)
                let low = minimum ?? Swift.min(iso, maximum ?? iso)
                let high = maximum ?? Swift.max(iso, minimum ?? iso)
                stems.append(
                    high == 0
                        ? "precision-integer"
                        : "." + String(repeating: "0", count: low) + String(repeating: "#", count: high - low))
                roundingDigits = high
            }
            stems.append(mode.kebabStem)
            let skeleton = stems.joined(separator: " ")

            let library = try? CurrencyFormat(
                CurrencyFormat.Options(
                    locale: LocaleIdentifier(locale), currency: code, display: display, accounting: accounting,
                    minimumFractionDigits: minimum, maximumFractionDigits: maximum, roundingMode: mode))
            let reference = try? ReferenceNumberFormat(skeleton: skeleton, locale: locale)
            for _ in 0..<Self.amountsPerFormatter {
                let amount = rng.decimalText(roundingDigits: roundingDigits)
                tally.record(
                    library: {
                        guard let library else { throw ShimFailure(status: -1) }
                        return try library.string(from: amount)
                    },
                    reference: {
                        guard let reference else { throw ShimFailure(status: -1) }
                        return try reference.format(amount)
                    },
                    "\(locale) [\(skeleton)] \(amount)")
            }
        }
        tally.verify(minimumCases: 3000)
    }
}
