import LocaleFormat

/// `op: "list"` (Docs/Protocol.md, "Op list"): strings joined into a list by the locale's
/// rules ("A, B, and C", "siete u ocho").
struct ListOperation: FormatOperation {
    static let name = "list"
    static let summary = "strings joined into a list: \"A, B, and C\", \"A, B, or C\""

    static let fields: [OperationField] = [
        .locale,
        .required("items", .array(.text, count: 0...maximumItems), "the strings to join"),
        .choice("type", default: ListFormat.ListType.and, "a conjunction, a disjunction or units"),
        .choice("width", default: ListFormat.Width.long, "how long the joining words are"),
        PartsField.field,
    ]
    static let result = PartsField.result
    static let example = #"{"op":"list","locale":"es","items":["siete","ocho"],"type":"or"}"#

    /// The most items a list may have (Docs/Protocol.md, "Limits").
    static let maximumItems = 1_000

    var locale: String
    var items: [String]
    var type: ListFormat.ListType
    var width: ListFormat.Width
    var parts: Bool

    /// More than ``maximumItems`` items is `limitExceeded`, checked with the
    /// other limits, before the fields' shapes.
    static func checkLimits(_ request: RequestFields) throws(LocaleFormatError) {
        if case .array(let items)? = request.peek("items"), items.count > maximumItems {
            throw LocaleFormatError(.limitExceeded, "\"items\" has more than \(maximumItems) items, the limit")
        }
    }

    init(fields: inout RequestFields) throws {
        locale = try fields.string("locale")
        guard let items = try fields.optionalStringArray("items") else {
            throw RequestFields.invalid("missing field \"items\"")
        }
        self.items = items
        type = try fields.optionalEnum("type", ListFormat.ListType.self) ?? .and
        width = try fields.optionalEnum("width", ListFormat.Width.self) ?? .long
        parts = try PartsField.read(&fields)
    }

    func perform(with formatters: Formatters) throws -> JSONValue {
        let format = try formatters.list(locale: locale, type: type, width: width)
        return parts ? PartsField.json(try format.parts(from: items)) : .string(try format.string(from: items))
    }
}
