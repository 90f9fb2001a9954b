import LocaleFormat

/// `op: "currency"`: an exact amount of money (Docs/Protocol.md, "Op currency").
struct CurrencyOperation: FormatOperation {
    static let name = "currency"
    static let summary = "an exact amount of money"

    /// `currencySign`'s values (ECMA-402's).
    enum CurrencySign: String, CaseIterable, Sendable { case standard, accounting }

    static let fields: [OperationField] =
        [
            .locale,
            .required("amount", .decimal, "the amount"),
            .required("currency", .text, "an ISO 4217 code such as EUR"),
            .choice("display", default: CurrencyFormat.Display.symbol, "how the currency is shown"),
            .defaulted(
                "accounting", .boolean, .bool(false), "negative amounts in parentheses where the locale does so"),
            .choice(
                "currencySign", default: CurrencySign.standard, "accounting: as \"accounting\": true (ECMA-402's name)"),
            .defaulted("cashRounding", .boolean, .bool(false), "rounds as the currency is paid in cash (CHF to 0.05)"),
        ] + NumberDisplayFields.fields + [NumberDisplayFields.skeleton, PartsField.field]
    static let result = PartsField.result
    static let example = #"{"op":"currency","locale":"de-DE","amount":"1234.5","currency":"EUR"}"#

    var locale: String
    var amount: DecimalText
    var currency: String
    var display: CurrencyFormat.Display
    var accounting: Bool
    var cashRounding: Bool
    var numberDisplay: NumberDisplay
    var skeleton: String?
    var parts: Bool

    init(fields: inout RequestFields) throws {
        locale = try fields.string("locale")
        amount = try fields.decimalText("amount")
        currency = try fields.string("currency")
        display = try fields.optionalEnum("display", CurrencyFormat.Display.self) ?? .symbol
        let accounting = try fields.optionalBool("accounting")
        var sign: CurrencySign?
        var cashRounding: Bool?
        var parts = false
        numberDisplay = NumberDisplay()
        try NumberDisplayFields.read(&fields, into: &numberDisplay) {
            parts = try PartsField.read(&$0)
            guard $0.hasUnreadFields else { return }
            sign = try $0.optionalEnum("currencySign", CurrencySign.self)
            cashRounding = try $0.optionalBool("cashRounding")
        }
        self.parts = parts
        if let accounting, let sign, accounting != (sign == .accounting) {
            throw RequestFields.invalid("\"accounting\" and \"currencySign\" disagree")
        }
        self.accounting = accounting ?? (sign == .accounting)
        self.cashRounding = cashRounding ?? false
        skeleton = try NumberDisplayFields.skeleton(&fields)
        if skeleton != nil {
            try NumberDisplayFields.rejectOptions(
                given: display != .symbol || self.accounting || self.cashRounding || numberDisplay != NumberDisplay())
        }
    }

    func perform(with formatters: Formatters) throws -> JSONValue {
        // The amount first: its limits are checked in Swift, before any ICU call.
        let value = try amount.decimal()
        let formatter =
            if let skeleton {
                try formatters.currency(locale: locale, currency: currency, skeleton: skeleton)
            } else {
                try formatters.currency(
                    locale: locale, currency: currency, display: display, accounting: accounting,
                    cashRounding: cashRounding, numberDisplay: numberDisplay)
            }
        return parts ? PartsField.json(try formatter.parts(from: value)) : .string(try formatter.string(from: value))
    }
}
