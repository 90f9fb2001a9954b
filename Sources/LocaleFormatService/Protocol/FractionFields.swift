import LocaleFormat

/// The fraction and rounding fields of `numberRange` (`number`, `currency`
/// and `unit` read them among ``NumberDisplayFields``).
struct FractionFields {
    /// The fields' declaration, for the ops that read them.
    static let fields: [OperationField] = [
        .optional("minimumFractionDigits", .integer(0...20), "the fewest fraction digits; by default the style's"),
        .optional("maximumFractionDigits", .integer(0...20), "the most fraction digits; by default the style's"),
        .choice("roundingMode", default: RoundingModeName.halfEven, "how digits beyond the maximum are rounded"),
    ]

    var minimumFractionDigits: Int?
    var maximumFractionDigits: Int?
    var roundingMode: RoundingMode

    init(fields: inout RequestFields) throws {
        minimumFractionDigits = try fields.optionalInteger("minimumFractionDigits", in: 0...20)
        maximumFractionDigits = try fields.optionalInteger("maximumFractionDigits", in: 0...20)
        if let minimum = minimumFractionDigits, let maximum = maximumFractionDigits, minimum > maximum {
            throw RequestFields.invalid(
                "\"minimumFractionDigits\" (\(minimum)) is above \"maximumFractionDigits\" (\(maximum))")
        }
        roundingMode = try fields.optionalEnum("roundingMode", RoundingModeName.self)?.mode ?? .halfEven
    }
}

extension DecimalText {
    /// The library's exact decimal; JSON numbers and strings alike keep every digit.
    func decimal() throws -> DecimalValue { try DecimalValue(text) }
}
