import LocaleFormat

/// The `roundingMode` field's values: ICU's names (``RoundingMode``'s raw
/// values) and ECMA-402's, each meaning one ``RoundingMode``.
enum RoundingModeName: String, CaseIterable, Sendable {
    case halfEven, halfUp, halfDown, ceiling, floor, up, down, halfOdd, halfCeiling, halfFloor, unnecessary
    case ceil, expand, trunc, halfCeil, halfExpand, halfTrunc

    /// The mode the name means.
    var mode: RoundingMode {
        switch self {
        case .halfEven: .halfEven
        case .halfUp, .halfExpand: .halfUp
        case .halfDown, .halfTrunc: .halfDown
        case .ceiling, .ceil: .ceiling
        case .floor: .floor
        case .up, .expand: .up
        case .down, .trunc: .down
        case .halfOdd: .halfOdd
        case .halfCeiling, .halfCeil: .halfCeiling
        case .halfFloor: .halfFloor
        case .unnecessary: .unnecessary
        }
    }
}
