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
}
