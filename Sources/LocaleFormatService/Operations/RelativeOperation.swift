import LocaleFormat

/// `op: "relative"` (Docs/Protocol.md, "Op relative"): a signed amount of
/// one time unit relative to now ("in 3 days", "yesterday").
struct RelativeOperation: FormatOperation {
    static let name = "relative"
    static let summary = "an amount of one time unit relative to now: \"in 3 days\", \"yesterday\""

    static let fields: [OperationField] = [
        .locale,
        .required("value", .decimal, "how many units: negative in the past"),
        .required("unit", .choice(RelativeTimeFormat.Unit.self), "the unit"),
        .choice("numeric", default: RelativeTimeFormat.Numeric.always, "auto allows words such as yesterday"),
        .choice("width", default: RelativeTimeFormat.Width.long, "how long the unit's name is"),
        PartsField.field,
    ]
    static let result = PartsField.result
    static let example = #"{"op":"relative","locale":"de","value":-2,"unit":"day","numeric":"auto"}"#

    var locale: String
    var value: DecimalText
    var unit: RelativeTimeFormat.Unit
    var numeric: RelativeTimeFormat.Numeric
    var width: RelativeTimeFormat.Width
    var parts: Bool

    init(fields: inout RequestFields) throws {
        locale = try fields.string("locale")
        value = try fields.decimalText("value")
        guard let unit = try fields.optionalEnum("unit", RelativeTimeFormat.Unit.self) else {
            throw RequestFields.invalid("missing field \"unit\"")
        }
        self.unit = unit
        numeric = try fields.optionalEnum("numeric", RelativeTimeFormat.Numeric.self) ?? .always
        width = try fields.optionalEnum("width", RelativeTimeFormat.Width.self) ?? .long
        parts = try PartsField.read(&fields)
    }

    func perform(with formatters: Formatters) throws -> JSONValue {
        // The number first: its limits are checked in Swift, before any ICU call.
        let number = try value.decimal()
        let format = try formatters.relativeTime(locale: locale, width: width)
        guard parts else { return .string(try format.string(for: number, unit: unit, numeric: numeric)) }
        return PartsField.json(try format.parts(for: number, unit: unit, numeric: numeric))
    }
}
