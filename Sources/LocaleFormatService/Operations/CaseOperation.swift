import LocaleFormat

/// `op: "case"`: locale-sensitive upper, lower or title case.
struct CaseOperation: FormatOperation {
    static let name = "case"
    static let summary = "upper, lower or title case in a locale"

    static let fields: [OperationField] = [
        .locale,
        .required("text", .text, "the text"),
        .required("mode", .choice(CaseMapper.Mode.self), "which case"),
    ]
    static let result = FieldType.text
    static let example = #"{"op":"case","locale":"tr","text":"istanbul","mode":"upper"}"#

    var locale: String
    var text: String
    var mode: CaseMapper.Mode

    init(fields: inout RequestFields) throws {
        locale = try fields.string("locale")
        text = try fields.string("text")
        guard let mode = try fields.optionalEnum("mode", CaseMapper.Mode.self) else {
            throw RequestFields.invalid("missing field \"mode\"")
        }
        self.mode = mode
    }

    func perform(with formatters: Formatters) throws -> JSONValue {
        .string(try formatters.caseMapper(locale: locale).map(text, mode: mode))
    }
}
