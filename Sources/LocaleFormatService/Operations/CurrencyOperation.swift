import LocaleFormat

/// `op: "currency"`: an exact amount of money (Docs/Protocol.md, "Op currency").
struct CurrencyOperation: FormatOperation {
    static let name = "currency"
    static let summary = "an exact amount of money"

    static let fields: [OperationField] =
        [
            .locale,
            .required("amount", .decimal, "the amount"),
            .required("currency", .text, "an ISO 4217 code such as EUR"),
            .choice("display", default: CurrencyFormat.Display.symbol, "how the currency is shown"),
            .defaulted(
                "accounting", .boolean, .bool(false), "negative amounts in parentheses where the locale does so"),
        ] + FractionFields.fields + [PartsField.field]
    static let result = PartsField.result
    static let example = #"{"op":"currency","locale":"de-DE","amount":"1234.5","currency":"EUR"}"#

    var locale: String
    var amount: DecimalText
    var currency: String
    var display: CurrencyFormat.Display
    var accounting: Bool
    var fraction: FractionFields
    var parts: Bool

    init(fields: inout RequestFields) throws {
        locale = try fields.string("locale")
        amount = try fields.decimalText("amount")
        currency = try fields.string("currency")
        display = try fields.optionalEnum("display", CurrencyFormat.Display.self) ?? .symbol
        accounting = try fields.optionalBool("accounting") ?? false
        fraction = try FractionFields(fields: &fields)
        parts = try PartsField.read(&fields)
    }

    func perform(with formatters: Formatters) throws -> JSONValue {
        // The amount first: its limits are checked in Swift, before any ICU call.
        let value = try amount.decimal()
        let formatter = try formatters.currency(
            locale: locale, currency: currency, display: display, accounting: accounting,
            minimumFractionDigits: fraction.minimumFractionDigits,
            maximumFractionDigits: fraction.maximumFractionDigits, roundingMode: fraction.roundingMode)
        return parts ? PartsField.json(try formatter.parts(from: value)) : .string(try formatter.string(from: value))
    }
}
