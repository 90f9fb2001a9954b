/// The rounding a ``NumberDisplay`` resolves to for a style, after
/// ECMA-402's `SetNumberFormatDigitOptions` (ES2023), as one ICU precision
/// stem.
enum NumberPrecision {
    /// No stem: ICU's own rounding for the style (a currency's digits, 6
    /// fraction digits, a unit usage's precision, compact's rounding).
    case icuDefault
    /// Minimum and maximum fraction digits.
    case fraction(minimum: Int, maximum: Int)
    /// Minimum and maximum significant digits.
    case significant(minimum: Int, maximum: Int)
    /// Both, one winning as the priority says (ICU's relaxed or strict).
    case both(
        fraction: (minimum: Int, maximum: Int), significant: (minimum: Int, maximum: Int),
        priority: NumberDisplay.RoundingPriority)
    /// `increment` units of the last of `digits` fraction digits.
    case increment(Int, digits: Int)
    /// The currency's cash rounding (`precision-currency-cash`).
    case currencyCash

    /// The ICU stem, with `/w` when whole results drop their fraction; nil for ``icuDefault``.
    func stem(stripIfInteger: Bool) -> String? {
        let base: String
        switch self {
        case .icuDefault: return nil
        case .fraction(let minimum, let maximum):
            base = NumberSkeleton.fractionPrecision(minimum: minimum, maximum: maximum)
        case .significant(let minimum, let maximum):
            base = Self.significantDigits(minimum: minimum, maximum: maximum)
        case .both(let fraction, let significant, let priority):
            base =
                NumberSkeleton.fractionPrecision(minimum: fraction.minimum, maximum: fraction.maximum) + "/"
                + Self.significantDigits(minimum: significant.minimum, maximum: significant.maximum)
                + (priority == .lessPrecision ? "s" : "r")
        case .increment(let increment, let digits):
            base = "precision-increment/" + Self.incrementText(increment, digits: digits)
        case .currencyCash:
            base = "precision-currency-cash"
        }
        return stripIfInteger ? base + "/w" : base
    }

    /// `@@##`: 2…4 significant digits.
    static func significantDigits(minimum: Int, maximum: Int) -> String {
        String(repeating: "@", count: minimum) + String(repeating: "#", count: maximum - minimum)
    }

    /// `increment` × 10^-`digits` written with exactly `digits` fraction
    /// digits (5 and 2: `"0.05"`; 50 and 2: `"0.50"`), which ICU reads as the
    /// increment and the minimum fraction digits.
    static func incrementText(_ increment: Int, digits: Int) -> String {
        let text = String(increment)
        guard digits > 0 else { return text }
        let padded = String(repeating: "0", count: max(0, digits + 1 - text.count)) + text
        let point = padded.index(padded.endIndex, offsetBy: -digits)
        return padded[..<point] + "." + padded[point...]
    }
}
