/// How a number with more digits than the format shows is rounded, as
/// ECMA-402's `roundingMode` and ICU's `UNumberFormatRoundingMode`.
///
/// With two fraction digits in English: `"1.005"` is `1.00` with
/// ``halfEven``, `1.01` with ``halfUp``; `"-1.001"` is `-1.00` with
/// ``ceiling`` and `-1.01` with ``floor``.
public enum RoundingMode: String, Sendable, Hashable, CaseIterable {
    /// To the nearest; a tie goes to the even neighbour (banker's rounding). The default.
    case halfEven
    /// To the nearest; a tie goes away from zero (school rounding).
    case halfUp
    /// To the nearest; a tie goes toward zero.
    case halfDown
    /// Toward positive infinity.
    case ceiling
    /// Toward negative infinity.
    case floor
    /// Away from zero.
    case up
    /// Toward zero (truncation).
    case down

    /// The ICU skeleton stem (`rounding-mode-half-even`).
    var skeletonStem: String {
        switch self {
        case .halfEven: "rounding-mode-half-even"
        case .halfUp: "rounding-mode-half-up"
        case .halfDown: "rounding-mode-half-down"
        case .ceiling: "rounding-mode-ceiling"
        case .floor: "rounding-mode-floor"
        case .up: "rounding-mode-up"
        case .down: "rounding-mode-down"
        }
    }
}

extension RoundingMode {
    /// A small distinct number per case, for cache keys (`rawValue` would
    /// build a string to hash).
    var cacheOrdinal: Int {
        switch self {
        case .halfEven: 0
        case .halfUp: 1
        case .halfDown: 2
        case .ceiling: 3
        case .floor: 4
        case .up: 5
        case .down: 6
        }
    }
}
