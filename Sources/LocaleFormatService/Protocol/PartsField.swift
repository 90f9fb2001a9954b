import LocaleFormat

/// The `parts` field of the ops that can answer with ECMA-402's
/// `formatToParts` shape (Docs/Protocol.md, "Parts"): read in one place,
/// declared in one place, written in one place.
enum PartsField {
    /// The field, last in each op's declaration.
    static let field = OperationField.defaulted(
        "parts", .boolean, .bool(false), "the result as ECMA-402's formatToParts array instead of a string")

    /// One part: `{"type":…,"value":…}`, with `source` in a range and
    /// `unit` in a relative time's number.
    static let part = FieldType.object(
        [
            .required("type", .choice(FormattedPart.Kind.self), "what the piece is, ECMA-402's name"),
            .required("value", .text, "the piece's text"),
            .optional("source", .choice(FormattedPart.Source.self), "ranges only: the operand it shows"),
            .optional("unit", .text, "relative only: the unit of a piece of the number"),
        ], minimumFields: 2)

    /// The result of an op with the field: its text, or its parts.
    static let result = FieldType.oneOf([.text, .named("FormattedParts", .array(part, count: 0...Int.max))])

    /// Whether the request asks for parts (absent: false).
    static func read(_ fields: inout RequestFields) throws -> Bool {
        try fields.optionalBool("parts") ?? false
    }

    /// The parts as the result's JSON array.
    static func json(_ parts: [FormattedPart]) -> JSONValue {
        .array(
            parts.map { part in
                var members = [
                    JSONObject.Member(key: "type", value: .string(part.type.rawValue)),
                    JSONObject.Member(key: "value", value: .string(part.value)),
                ]
                if let source = part.source {
                    members.append(JSONObject.Member(key: "source", value: .string(source.rawValue)))
                }
                if let unit = part.unit { members.append(JSONObject.Member(key: "unit", value: .string(unit))) }
                return .object(JSONObject(members))
            })
    }
}
