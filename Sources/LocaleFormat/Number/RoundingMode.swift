/// How a number with more digits than the format shows is rounded: every
/// mode of ICU's `UNumberFormatRoundingMode`, named as ICU names them.
/// ``init(name:)`` also takes ECMA-402's `roundingMode` names (ceil,
/// expand, trunc, halfCeil, halfExpand, halfTrunc; floor, halfFloor and
/// halfEven are the same in both).
///
/// With two fraction digits in English: `"1.005"` is `1.00` with
/// ``halfEven``, `1.01` with ``halfUp``; `"-1.001"` is `-1.00` with
/// ``ceiling`` and `-1.01` with ``floor``.
public enum RoundingMode: String, Sendable, Hashable, CaseIterable {
    /// To the nearest; a tie goes to the even neighbour (banker's rounding). The default.
    case halfEven
    /// To the nearest; a tie goes away from zero (school rounding; ECMA-402's `halfExpand`).
    case halfUp
    /// To the nearest; a tie goes toward zero (ECMA-402's `halfTrunc`).
    case halfDown
    /// Toward positive infinity (ECMA-402's `ceil`).
    case ceiling
    /// Toward negative infinity.
    case floor
    /// Away from zero (ECMA-402's `expand`).
    case up
    /// Toward zero (truncation; ECMA-402's `trunc`).
    case down
    /// To the nearest; a tie goes to the odd neighbour (ICU only).
    case halfOdd
    /// To the nearest; a tie goes toward positive infinity (ECMA-402's `halfCeil`).
    case halfCeiling
    /// To the nearest; a tie goes toward negative infinity.
    case halfFloor
    /// No rounding allowed: a value that needs it is `invalidNumber` when
    /// formatted (ICU only).
    case unnecessary

    /// The mode named `name`: ICU's name (a case's raw value) or ECMA-402's.
    ///
    /// ```swift
    /// RoundingMode(name: "halfExpand")   // .halfUp
    /// RoundingMode(name: "halfUp")       // .halfUp
    /// ```
    public init?(name: String) {
        if let mode = RoundingMode(rawValue: name) {
            self = mode
            return
        }
        guard let mode = Self.ecma402Names.first(where: { $0.name == name })?.mode else { return nil }
        self = mode
    }

    /// ECMA-402's names that are not ICU's, with the mode each means.
    public static let ecma402Names: [(name: String, mode: RoundingMode)] = [
        ("ceil", .ceiling), ("expand", .up), ("trunc", .down), ("halfCeil", .halfCeiling),
        ("halfExpand", .halfUp), ("halfTrunc", .halfDown),
    ]

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
        case .halfOdd: "rounding-mode-half-odd"
        case .halfCeiling: "rounding-mode-half-ceiling"
        case .halfFloor: "rounding-mode-half-floor"
        case .unnecessary: "rounding-mode-unnecessary"
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
        case .halfOdd: 7
        case .halfCeiling: 8
        case .halfFloor: 9
        case .unnecessary: 10
        }
    }
}
