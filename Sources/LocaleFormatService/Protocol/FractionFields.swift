import LocaleFormat

/// The fraction and rounding fields shared by `number` and `currency`.
struct FractionFields {
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
        roundingMode = try fields.optionalEnum("roundingMode", RoundingMode.self) ?? .halfEven
    }
}

extension DecimalText {
    /// The library's exact decimal; JSON numbers and strings alike keep every digit.
    func decimal() throws -> DecimalValue { try DecimalValue(text) }
}
