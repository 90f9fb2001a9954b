import LocaleFormat

/// `op: "plural"`: the CLDR plural category of a number as written.
struct PluralOperation: FormatOperation {
    static let name = "plural"
    static let summary = "the CLDR plural category of a number"

    static let fields: [OperationField] = [
        .locale,
        .required(
            "value", .decimal,
            "the number, its visible fraction digits counting; \"1.2c6\" gives a compact exponent (1.2 million)"),
        .choice("type", default: PluralRules.RuleType.cardinal, "quantities (cardinal) or positions (ordinal)"),
        .choice(
            "notation", default: PluralRules.Notation.standard,
            "compact: the number as the locale's compact format writes it (1.2 M)"),
    ]
    static let result = FieldType.choice(PluralCategory.self)
    static let example = #"{"op":"plural","locale":"pl","value":5}"#

    var locale: String
    var value: DecimalText
    var type: PluralRules.RuleType
    var notation: PluralRules.Notation

    init(fields: inout RequestFields) throws {
        locale = try fields.string("locale")
        value = try fields.decimalText("value")
        type = try fields.optionalEnum("type", PluralRules.RuleType.self) ?? .cardinal
        notation = try fields.optionalEnum("notation", PluralRules.Notation.self) ?? .standard
    }

    func perform(with formatters: Formatters) throws -> JSONValue {
        // The number first: its limits are checked in Swift, before any ICU call.
        if !value.isJSONNumber, let (significand, exponent) = try PluralRules.compactSample(value.text) {
            guard notation == .standard else {
                throw RequestFields.invalid(
                    "\"notation\":\"compact\" takes a plain number; \"\(value.text.prefix(64))\" gives its own "
                        + "compact exponent")
            }
            let rules = try formatters.pluralRules(locale: locale, type: type)
            return .string(try rules.category(for: significand, compactExponent: exponent).rawValue)
        }
        let number = try value.decimal()
        let rules = try formatters.pluralRules(locale: locale, type: type)
        return .string(try rules.category(for: number, notation: notation).rawValue)
    }
}
