import LocaleFormat

/// `op: "unit"`: a measurement, optionally converted for a usage (Docs/Protocol.md, "Op unit").
struct UnitOperation: FormatOperation {
    static let name = "unit"
    static let summary = "a measurement, optionally converted for a usage"

    static let fields: [OperationField] =
        [
            .locale,
            .required("value", .decimal, "the amount"),
            .required("unit", .text, "a CLDR unit such as meter or kilometer-per-hour"),
            .choice("width", default: UnitFormat.Width.short, "how long the unit's name is"),
            .choice("unitDisplay", default: UnitFormat.Width.short, "the same as width (ECMA-402's name)"),
            .optional(
                "usage", .text, "a CLDR usage such as person-height: converted to the locale's preferred unit"),
        ] + NumberDisplayFields.fields + [NumberDisplayFields.skeleton, PartsField.field]
    static let result = PartsField.result
    static let example = #"{"op":"unit","locale":"en-US","value":"1.8","unit":"meter","usage":"person-height"}"#

    var locale: String
    var value: DecimalText
    var unit: String
    var width: UnitFormat.Width
    var usage: String?
    var numberDisplay: NumberDisplay
    var skeleton: String?
    var parts: Bool

    init(fields: inout RequestFields) throws {
        locale = try fields.string("locale")
        value = try fields.decimalText("value")
        unit = try fields.string("unit")
        let width = try fields.optionalEnum("width", UnitFormat.Width.self)
        usage = try fields.optionalString("usage")
        var unitDisplay: UnitFormat.Width?
        var parts = false
        numberDisplay = NumberDisplay()
        try NumberDisplayFields.read(&fields, into: &numberDisplay) {
            parts = try PartsField.read(&$0)
            guard $0.hasUnreadFields else { return }
            unitDisplay = try $0.optionalEnum("unitDisplay", UnitFormat.Width.self)
        }
        self.parts = parts
        if let width, let unitDisplay, width != unitDisplay {
            throw RequestFields.invalid("\"width\" and \"unitDisplay\" disagree")
        }
        self.width = width ?? unitDisplay ?? .short
        skeleton = try NumberDisplayFields.skeleton(&fields)
        if skeleton != nil {
            try NumberDisplayFields.rejectOptions(given: self.width != .short || numberDisplay != NumberDisplay())
        }
    }

    func perform(with formatters: Formatters) throws -> JSONValue {
        // The number first: its limits are checked in Swift, before any ICU call.
        let number = try value.decimal()
        let formatter =
            if let skeleton {
                try formatters.unit(locale: locale, unit: unit, usage: usage, skeleton: skeleton)
            } else {
                try formatters.unit(
                    locale: locale, unit: unit, width: width, usage: usage, numberDisplay: numberDisplay)
            }
        return parts ? PartsField.json(try formatter.parts(from: number)) : .string(try formatter.string(from: number))
    }
}
