/// Builds ICU number skeletons (ICU's "number skeletons" syntax, ICU 67+:
/// space-separated stems such as `currency/EUR .00 rounding-mode-half-up`).
struct NumberSkeleton {
    private(set) var stems: [String] = []

    mutating func append(_ stem: String) { stems.append(stem) }

    var text: String { stems.joined(separator: " ") }

    /// ICU's fraction precision stem: `.00##` is 2…4 fraction digits,
    /// `precision-integer` is none.
    static func fractionPrecision(minimum: Int, maximum: Int) -> String {
        if maximum == 0 { return "precision-integer" }
        return "." + String(repeating: "0", count: minimum) + String(repeating: "#", count: maximum - minimum)
    }

    /// `integer-width/*000` pads to at least three integer digits and
    /// truncates none (the `*` form, ICU 67+).
    static func integerWidth(minimum: Int) -> String {
        "integer-width/*" + String(repeating: "0", count: minimum)
    }

    /// Fraction digit bounds, after the ECMA-402 rules the protocol adopts (Docs/Protocol.md).
    static let fractionDigitRange = 0...20
    static let integerDigitRange = 1...30

    /// Resolves the fraction digits a formatter uses.
    ///
    /// Neither given: the style's defaults (nil when the style has none, such
    /// as compact notation, whose default is ICU's own rounding). A lone
    /// minimum raises the default maximum to it; a lone maximum lowers the
    /// default minimum to it.
    /// - Throws: `invalidOptions` for digits outside 0…20 or a minimum above
    ///   the maximum.
    static func resolveFractionDigits(
        minimum: Int?, maximum: Int?, defaults: (minimum: Int, maximum: Int)?
    ) throws(LocaleFormatError) -> (minimum: Int, maximum: Int)? {
        for (name, value) in [("minimumFractionDigits", minimum), ("maximumFractionDigits", maximum)] {
            if let value, !fractionDigitRange.contains(value) {
                throw LocaleFormatError(.invalidOptions, "\(name) is \(value); it must lie within 0…20")
            }
        }
        switch (minimum, maximum) {
        case (nil, nil):
            return defaults
        case (let minimum?, nil):
            return (minimum, max(defaults?.maximum ?? 0, minimum))
        case (nil, let maximum?):
            return (min(defaults?.minimum ?? 0, maximum), maximum)
        case (let minimum?, let maximum?):
            guard minimum <= maximum else {
                throw LocaleFormatError(
                    .invalidOptions,
                    "minimumFractionDigits (\(minimum)) is greater than maximumFractionDigits (\(maximum))")
            }
            return (minimum, maximum)
        }
    }
}
