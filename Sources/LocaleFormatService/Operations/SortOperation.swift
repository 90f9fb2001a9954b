import LocaleFormat

/// `op: "sort"`: strings in collation order, stably, through sort keys.
struct SortOperation: FormatOperation {
    static let name = "sort"
    static let summary = "strings in collation order, stably"

    static let fields: [OperationField] =
        [
            .locale,
            .required("strings", .array(.text, count: 0...100_000), "the strings to sort"),
        ] + CollationFields.options
    static let result = FieldType.array(.text, count: 0...Int.max)
    static let example = #"{"op":"sort","locale":"de","strings":["zebra","Äpfel","apfel"]}"#

    var collation: CollationFields
    var strings: [String]

    static func checkLimits(_ request: RequestFields) throws(LocaleFormatError) {
        try CollationFields.checkLimits(request)
    }

    init(fields: inout RequestFields) throws {
        collation = try CollationFields(fields: &fields)
        guard let strings = try fields.optionalStringArray("strings") else {
            throw RequestFields.invalid("missing field \"strings\"")
        }
        self.strings = strings
    }

    func perform(with formatters: Formatters) throws -> JSONValue {
        .array(try collation.collator(from: formatters).sorted(strings).map(JSONValue.string))
    }
}
