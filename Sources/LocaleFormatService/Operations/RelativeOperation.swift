import LocaleFormat

/// `op: "relative"` (Docs/Protocol.md, "Op relative"): a signed amount of
/// one time unit relative to now ("in 3 days", "yesterday").
struct RelativeOperation: FormatOperation {
    static let name = "relative"
    static let summary = "an amount of one time unit relative to now: \"in 3 days\", \"yesterday\""

    var locale: String
    var value: DecimalText
    var unit: RelativeTimeFormat.Unit
    var numeric: RelativeTimeFormat.Numeric
    var width: RelativeTimeFormat.Width

    init(fields: inout RequestFields) throws {
        locale = try fields.string("locale")
        value = try fields.decimalText("value")
        guard let unit = try fields.optionalEnum("unit", RelativeTimeFormat.Unit.self) else {
            throw RequestFields.invalid("missing field \"unit\"")
        }
        self.unit = unit
        numeric = try fields.optionalEnum("numeric", RelativeTimeFormat.Numeric.self) ?? .always
        width = try fields.optionalEnum("width", RelativeTimeFormat.Width.self) ?? .long
    }

    func perform(with formatters: Formatters) throws -> JSONValue {
        // The number first: its limits are checked in Swift, before any ICU call.
        let number = try value.decimal()
        let format = try formatters.relativeTime(locale: locale, width: width)
        return .string(try format.string(for: number, unit: unit, numeric: numeric))
    }
}
