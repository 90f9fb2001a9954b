import LocaleFormat

/// `op: "duration"` (Docs/Protocol.md, "Op duration"): an amount of time in several units,
/// largest first ("1 hr, 2 min, 3 sec", "1:02:03").
struct DurationOperation: FormatOperation {
    static let name = "duration"
    static let summary = "an amount of time in several units: \"1 hr, 2 min, 3 sec\", \"1:02:03\""

    static let fields: [OperationField] = [
        .locale,
        .required(
            "duration",
            .object(
                DurationFormat.Unit.allCases.map { .optional($0.rawValue, .decimal, "an amount of \($0.rawValue)") },
                minimumFields: 1),
            "amounts by unit, at least one"),
        .choice("width", default: DurationFormat.Width.short, "how long the units' names are; numeric: 1:02:03"),
    ]
    static let result = FieldType.text
    static let example = #"{"op":"duration","locale":"en","duration":{"hours":1,"minutes":2,"seconds":3}}"#

    var locale: String
    var amounts: [(unit: DurationFormat.Unit, value: DecimalText)]
    var width: DurationFormat.Width

    init(fields: inout RequestFields) throws {
        locale = try fields.string("locale")
        guard let object = try fields.optionalObject("duration") else {
            throw RequestFields.invalid("missing field \"duration\"")
        }
        var amounts: [(unit: DurationFormat.Unit, value: DecimalText)] = []
        for member in object.members {
            guard let unit = DurationFormat.Unit(rawValue: member.key) else {
                let allowed = DurationFormat.Unit.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
                throw RequestFields.invalid(
                    "\"duration\" has \"\(member.key.prefix(64))\"; its fields are \(allowed)")
            }
            switch member.value {
            case .string(let text): amounts.append((unit, DecimalText(text: text, isJSONNumber: false)))
            case .number(let text): amounts.append((unit, DecimalText(text: text, isJSONNumber: true)))
            default: throw RequestFields.invalid("\"duration\".\"\(unit.rawValue)\" must be a decimal string or number")
            }
        }
        self.amounts = amounts
        width = try fields.optionalEnum("width", DurationFormat.Width.self) ?? .short
        // Which units, and whether the width takes them, is the shape.
        do {
            try DurationFormat.checkUnits(Set(amounts.map(\.unit)), width: width)
        } catch {
            throw RequestFields.invalid(error.message)
        }
    }

    func perform(with formatters: Formatters) throws -> JSONValue {
        // The amounts first: their limits are checked in Swift, before any ICU call.
        var values: [DurationFormat.Unit: DecimalValue] = [:]
        for (unit, text) in amounts { values[unit] = try text.decimal() }
        return .string(try formatters.duration(locale: locale, width: width).string(from: values))
    }
}
