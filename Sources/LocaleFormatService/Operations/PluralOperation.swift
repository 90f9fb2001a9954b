import LocaleFormat

/// `op: "plural"`: the CLDR plural category of a number as written.
struct PluralOperation: FormatOperation {
    static let name = "plural"
    static let summary = "the CLDR plural category of a number"

    static let fields: [OperationField] = [
        .locale,
        .required("value", .decimal, "the number, its visible fraction digits counting"),
        .choice("type", default: PluralRules.RuleType.cardinal, "quantities (cardinal) or positions (ordinal)"),
    ]
    static let result = FieldType.choice(PluralCategory.self)
    static let example = #"{"op":"plural","locale":"pl","value":5}"#

    var locale: String
    var value: DecimalText
    var type: PluralRules.RuleType

    init(fields: inout RequestFields) throws {
        locale = try fields.string("locale")
        value = try fields.decimalText("value")
        type = try fields.optionalEnum("type", PluralRules.RuleType.self) ?? .cardinal
    }

    func perform(with formatters: Formatters) throws -> JSONValue {
        // The number first: its limits are checked in Swift, before any ICU call.
        let number = try value.decimal()
        let rules = try formatters.pluralRules(locale: locale, type: type)
        return .string(try rules.category(for: number).rawValue)
    }
}
