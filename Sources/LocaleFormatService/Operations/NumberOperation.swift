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
            .defaulted("grouping", .boolean, .bool(true), "whether digits are grouped, as in 1,234"),
        ] + NumberDisplayFields.fields + [NumberDisplayFields.skeleton, PartsField.field]
    static let result = PartsField.result
    static let example = #"{"op":"number","locale":"de","value":"1234567.891","maximumFractionDigits":2}"#

    var locale: String
    var value: DecimalText
    var style: NumberFormat.Style
    var display: NumberDisplay
    var skeleton: String?
    var parts: Bool

    init(fields: inout RequestFields) throws {
        locale = try fields.string("locale")
        value = try fields.decimalText("value")
        style = try fields.optionalEnum("style", NumberFormat.Style.self) ?? .decimal
        var minimumIntegerDigits = 1
        var grouping: Bool?
        var parts = false
        display = NumberDisplay()
        try NumberDisplayFields.read(&fields, into: &display) {
            minimumIntegerDigits = try $0.optionalInteger("minimumIntegerDigits", in: 1...30) ?? 1
            grouping = try $0.optionalBool("grouping")
            parts = try PartsField.read(&$0)
        }
        display.minimumIntegerDigits = minimumIntegerDigits
        self.parts = parts
        if let grouping {
            guard display.grouping == nil else {
                throw RequestFields.invalid("give \"grouping\" or \"useGrouping\", not both")
            }
            display.grouping = grouping ? nil : .false
        }
        skeleton = try NumberDisplayFields.skeleton(&fields)
        if skeleton != nil {
            try NumberDisplayFields.rejectOptions(given: style != .decimal || display != NumberDisplay())
        }
    }

    func perform(with formatters: Formatters) throws -> JSONValue {
        // The number first: its limits are checked in Swift, before any ICU call.
        let number = try value.decimal()
        let formatter =
            if let skeleton {
                try formatters.number(locale: locale, skeleton: skeleton)
            } else {
                try formatters.number(locale: locale, style: style, numberDisplay: display)
            }
        return parts ? PartsField.json(try formatter.parts(from: number)) : .string(try formatter.string(from: number))
    }
}
