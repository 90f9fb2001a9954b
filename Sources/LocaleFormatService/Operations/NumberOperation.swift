import LocaleFormat

/// `op: "number"`: a decimal in a locale's style (Docs/Protocol.md, "Op number").
struct NumberOperation: FormatOperation {
    static let name = "number"
    static let summary = "a decimal in a locale's style"

    static let fields: [OperationField] =
        [
            .locale,
            .required("value", .decimal, "the number"),
            .choice("style", default: NumberFormat.Style.decimal, "how the number is written"),
        ] + FractionFields.fields + [
            .defaulted(
                "minimumIntegerDigits", .integer(1...30), .number("1"), "the fewest integer digits, padded with zeros"),
            .defaulted("grouping", .boolean, .bool(true), "whether digits are grouped, as in 1,234"),
            PartsField.field,
        ]
    static let result = PartsField.result
    static let example = #"{"op":"number","locale":"de","value":"1234567.891","maximumFractionDigits":2}"#

    var locale: String
    var value: DecimalText
    var style: NumberFormat.Style
    var fraction: FractionFields
    var minimumIntegerDigits: Int
    var grouping: Bool
    var parts: Bool

    init(fields: inout RequestFields) throws {
        locale = try fields.string("locale")
        value = try fields.decimalText("value")
        style = try fields.optionalEnum("style", NumberFormat.Style.self) ?? .decimal
        fraction = try FractionFields(fields: &fields)
        minimumIntegerDigits = try fields.optionalInteger("minimumIntegerDigits", in: 1...30) ?? 1
        grouping = try fields.optionalBool("grouping") ?? true
        parts = try PartsField.read(&fields)
    }

    func perform(with formatters: Formatters) throws -> JSONValue {
        // The number first: its limits are checked in Swift, before any ICU call.
        let number = try value.decimal()
        let formatter = try formatters.number(
            locale: locale, style: style, minimumFractionDigits: fraction.minimumFractionDigits,
            maximumFractionDigits: fraction.maximumFractionDigits, minimumIntegerDigits: minimumIntegerDigits,
            grouping: grouping, roundingMode: fraction.roundingMode)
        return parts ? PartsField.json(try formatter.parts(from: number)) : .string(try formatter.string(from: number))
    }
}
