import LocaleFormat

/// `op: "displayName"` (Docs/Protocol.md, "Op displayName"): the name of a
/// language, script, region, variant, currency, calendar, locale keyword or
/// keyword value, or date field, in the request's locale; JSON `null` with `fallback: "none"`
/// when ICU has no name.
struct DisplayNameOperation: FormatOperation {
    static let name = "displayName"
    static let summary = "the name of a language, region, script, currency, calendar, keyword or date field"

    static let fields: [OperationField] = [
        .locale,
        .required("type", .choice(CodeType.self), "what the code is"),
        .required("code", .text, "the code to name"),
        .optional("key", .text, "the keyword of a keyValue code, such as co; only with keyValue"),
        .choice("width", default: DisplayNames.Width.long, "how long the name is"),
        .choice("languageDisplay", default: DisplayNames.LanguageDisplay.dialect, "language only: dialect names"),
        .choice("fallback", default: DisplayNames.Fallback.code, "code: the code when ICU has no name; none: null"),
    ]
    static let result = FieldType.nullable(.text)
    static let example = #"{"op":"displayName","locale":"en","type":"language","code":"en-GB"}"#

    /// What `code` is.
    enum CodeType: String, CaseIterable, Sendable {
        case language, script, region, variant, currency, calendar, key, keyValue, dateTimeField
    }

    var locale: String
    var type: CodeType
    var code: String
    var key: String?
    var field: DisplayNames.DateTimeField?
    var width: DisplayNames.Width
    var languageDisplay: DisplayNames.LanguageDisplay
    var fallback: DisplayNames.Fallback

    init(fields: inout RequestFields) throws {
        locale = try fields.string("locale")
        guard let type = try fields.optionalEnum("type", CodeType.self) else {
            throw RequestFields.invalid("missing field \"type\"")
        }
        self.type = type
        code = try fields.string("code")
        key = try fields.optionalString("key")
        switch (type, key) {
        case (.keyValue, nil): throw RequestFields.invalid("\"key\" is required with type \"keyValue\"")
        case (.keyValue, _?), (_, nil): break
        case (_, _?): throw RequestFields.invalid("\"key\" applies only to type \"keyValue\"")
        }
        width = try fields.optionalEnum("width", DisplayNames.Width.self) ?? .long
        let display = try fields.optionalEnum("languageDisplay", DisplayNames.LanguageDisplay.self)
        if display != nil, type != .language {
            throw RequestFields.invalid("\"languageDisplay\" applies only to type \"language\"")
        }
        languageDisplay = display ?? .dialect
        fallback = try fields.optionalEnum("fallback", DisplayNames.Fallback.self) ?? .code
        if type == .dateTimeField {
            guard let field = DisplayNames.DateTimeField(rawValue: code) else {
                let allowed = DisplayNames.DateTimeField.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
                throw RequestFields.invalid("a \"dateTimeField\" code must be one of \(allowed)")
            }
            self.field = field
        }
    }

    func perform(with formatters: Formatters) throws -> JSONValue {
        let names = try formatters.displayNames(
            locale: locale, width: width, languageDisplay: languageDisplay, fallback: fallback)
        let name: String?
        switch type {
        case .language: name = try names.language(code)
        case .script: name = try names.script(code)
        case .region: name = try names.region(code)
        case .variant: name = try names.variant(code)
        case .currency: name = try names.currency(code)
        case .calendar: name = try names.calendar(code)
        case .key: name = try names.key(code)
        case .keyValue: name = try names.keyValue(code, key: key ?? "")
        case .dateTimeField: name = try names.dateTimeField(field ?? .era)
        }
        return name.map { .string($0) } ?? .null
    }
}
