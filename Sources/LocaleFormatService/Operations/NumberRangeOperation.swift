import LocaleFormat

/// `op: "numberRange"` (Docs/Protocol.md, "Op numberRange"): a range of two
/// numbers, amounts of money or measures, each side as the `number`, `currency` or `unit` op
/// would format it.
struct NumberRangeOperation: FormatOperation {
    static let name = "numberRange"
    static let summary = "a range of two numbers, amounts or measures: \"€3.00 – €5.00\", \"~5\""

    static let fields: [OperationField] =
        [
            .locale,
            .required("start", .decimal, "the first number"),
            .required("end", .decimal, "the second number"),
            .choice("collapse", default: NumberRangeFormat.Collapse.auto, "which repeated parts are written once"),
            .choice(
                "identityFallback", default: NumberRangeFormat.IdentityFallback.approximately,
                "what two equal numbers become"),
            .optional("currency", .text, "an ISO 4217 code: a range of amounts, with the currency op's fields"),
            .choice("display", default: CurrencyFormat.Display.symbol, "currency only: how it is shown"),
            .defaulted("accounting", .boolean, .bool(false), "currency only: negative amounts in parentheses"),
            .optional("unit", .text, "a CLDR unit: a range of measures, with the unit op's width"),
            .choice("width", default: UnitFormat.Width.short, "unit only: how long the unit's name is"),
            .choice("style", default: NumberFormat.Style.decimal, "number only: how the numbers are written"),
        ] + FractionFields.fields + [
            .defaulted(
                "minimumIntegerDigits", .integer(1...30), .number("1"), "number only: the fewest integer digits"),
            .defaulted("grouping", .boolean, .bool(true), "number only: whether digits are grouped"),
            PartsField.field,
        ]
    static let result = PartsField.result
    static let example = #"{"op":"numberRange","locale":"en-US","start":3,"end":5,"currency":"EUR"}"#

    /// Which v1 op's fields the range takes: decided by `currency` and `unit`.
    enum Kind {
        case number(style: NumberFormat.Style, fraction: FractionFields, minimumIntegerDigits: Int, grouping: Bool)
        case currency(code: String, display: CurrencyFormat.Display, accounting: Bool, fraction: FractionFields)
        case unit(unit: String, width: UnitFormat.Width)
    }

    /// The fields of each kind, for the message naming a field of another kind.
    static let fieldsByKind: [(kinds: [String], fields: [StaticString])] = [
        (["number"], ["style", "minimumIntegerDigits", "grouping"]),
        (["currency"], ["display", "accounting"]),
        (["unit"], ["width"]),
        (["number", "currency"], ["minimumFractionDigits", "maximumFractionDigits", "roundingMode"]),
    ]

    var locale: String
    var start: DecimalText
    var end: DecimalText
    var collapse: NumberRangeFormat.Collapse
    var identityFallback: NumberRangeFormat.IdentityFallback
    var kind: Kind
    var parts: Bool

    init(fields: inout RequestFields) throws {
        locale = try fields.string("locale")
        start = try fields.decimalText("start")
        end = try fields.decimalText("end")
        collapse = try fields.optionalEnum("collapse", NumberRangeFormat.Collapse.self) ?? .auto
        identityFallback =
            try fields.optionalEnum("identityFallback", NumberRangeFormat.IdentityFallback.self) ?? .approximately
        parts = try PartsField.read(&fields)
        let currency = try fields.optionalString("currency")
        let unit = try fields.optionalString("unit")
        let kindName: String
        switch (currency, unit) {
        case (let code?, nil):
            kindName = "currency"
            kind = .currency(
                code: code, display: try fields.optionalEnum("display", CurrencyFormat.Display.self) ?? .symbol,
                accounting: try fields.optionalBool("accounting") ?? false,
                fraction: try FractionFields(fields: &fields))
        case (nil, let unit?):
            kindName = "unit"
            kind = .unit(unit: unit, width: try fields.optionalEnum("width", UnitFormat.Width.self) ?? .short)
        case (nil, nil):
            kindName = "number"
            kind = .number(
                style: try fields.optionalEnum("style", NumberFormat.Style.self) ?? .decimal,
                fraction: try FractionFields(fields: &fields),
                minimumIntegerDigits: try fields.optionalInteger("minimumIntegerDigits", in: 1...30) ?? 1,
                grouping: try fields.optionalBool("grouping") ?? true)
        case (_?, _?):
            throw RequestFields.invalid("a number range takes \"currency\" or \"unit\", not both")
        }
        for (kinds, names) in Self.fieldsByKind where !kinds.contains(kindName) {
            if let name = names.first(where: { fields.peek($0) != nil }) {
                let owners = kinds.joined(separator: " or ")
                throw RequestFields.invalid("\"\(name)\" is a field of a \(owners) range, not of a \(kindName) range")
            }
        }
    }

    func perform(with formatters: Formatters) throws -> JSONValue {
        // The numbers first: their limits are checked in Swift, before any ICU call.
        let (first, second) = (try start.decimal(), try end.decimal())
        // The sides name the root locale: the spelled one takes its place.
        let id = LocaleIdentifier.root
        let sides: NumberRangeFormat.Sides
        switch kind {
        case .number(let style, let fraction, let minimumIntegerDigits, let grouping):
            sides = .number(
                NumberFormat.Options(
                    locale: id, style: style, minimumFractionDigits: fraction.minimumFractionDigits,
                    maximumFractionDigits: fraction.maximumFractionDigits, minimumIntegerDigits: minimumIntegerDigits,
                    grouping: grouping, roundingMode: fraction.roundingMode))
        case .currency(let code, let display, let accounting, let fraction):
            sides = .currency(
                CurrencyFormat.Options(
                    locale: id, currency: code, display: display, accounting: accounting,
                    minimumFractionDigits: fraction.minimumFractionDigits,
                    maximumFractionDigits: fraction.maximumFractionDigits, roundingMode: fraction.roundingMode))
        case .unit(let unit, let width):
            sides = .unit(UnitFormat.Options(locale: id, unit: unit, width: width))
        }
        let format = try formatters.numberRange(
            locale: locale, sides: sides, collapse: collapse, identityFallback: identityFallback)
        return parts
            ? PartsField.json(try format.parts(from: first, to: second))
            : .string(try format.string(from: first, to: second))
    }
}
