import LocaleFormat

/// `op: "sortKey"`: ICU's sort key of a text as lowercase hex, with the
/// trailing `00` byte ICU counts in its length.
struct SortKeyOperation: FormatOperation {
    static let name = "sortKey"
    static let summary = "a text's collation sort key, in hex"

    static let fields: [OperationField] =
        [
            .locale,
            .required("text", .text, "the string"),
        ] + CollationFields.options
    static let result = FieldType.hexadecimal
    static let example = #"{"op":"sortKey","locale":"sv","text":"ä"}"#

    var collation: CollationFields
    var text: String

    static func checkLimits(_ request: RequestFields) throws(LocaleFormatError) {
        try CollationFields.checkLimits(request)
    }

    init(fields: inout RequestFields) throws {
        collation = try CollationFields(fields: &fields)
        text = try fields.string("text")
    }

    func perform(with formatters: Formatters) throws -> JSONValue {
        .string(try collation.collator(from: formatters).sortKeyHex(for: text))
    }
}
