import LocaleFormat

/// `op: "compare"`: the collation order of two strings, -1, 0 or 1.
struct CompareOperation: FormatOperation {
    static let name = "compare"
    static let summary = "the collation order of two strings: -1, 0 or 1"

    static let fields: [OperationField] =
        [
            .locale,
            .required("a", .text, "the first string"),
            .required("b", .text, "the second string"),
        ] + CollationFields.options
    static let result = FieldType.integerChoice([-1, 0, 1])
    static let example = #"{"op":"compare","locale":"sv","a":"ä","b":"z"}"#

    var collation: CollationFields
    var a: String
    var b: String

    static func checkLimits(_ request: RequestFields) throws(LocaleFormatError) {
        try CollationFields.checkLimits(request)
    }

    init(fields: inout RequestFields) throws {
        collation = try CollationFields(fields: &fields)
        a = try fields.string("a")
        b = try fields.string("b")
    }

    func perform(with formatters: Formatters) throws -> JSONValue {
        try Collator.checkStreamSafe(a)
        try Collator.checkStreamSafe(b)
        return .number(String(try collation.collator(from: formatters).compare(a, b).rawValue))
    }
}
