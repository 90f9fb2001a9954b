import LocaleFormatService

/// JSON Schemas of the OpenAPI document generated from the ops' declared
/// fields (``OperationField``, ``FieldType``), with the named types the
/// fields share (`PseudoMethod`) as components of their own.
struct OpenAPISchemas {
    /// The generated components, in the order they were added.
    private(set) var members: [JSONObject.Member] = []

    /// Adds the component `name`, once.
    mutating func add(_ name: String, _ schema: JSONValue) {
        guard !members.contains(where: { $0.key == name }) else { return }
        members.append(.init(key: name, value: schema))
    }

    /// An object of these members, in order.
    static func object(_ members: [(String, JSONValue)]) -> JSONValue {
        .object(JSONObject(members.map { JSONObject.Member(key: $0.0, value: $0.1) }))
    }

    /// `{"$ref": "#/components/schemas/<name>"}`.
    static func reference(_ name: String) -> JSONValue {
        object([("$ref", .string("#/components/schemas/" + name))])
    }

    /// The `…Request` schema of an op: `id`, `op` and its declared fields,
    /// nothing else; its declared example.
    mutating func request(_ op: OperationDeclaration) -> JSONValue {
        var properties: [(String, JSONValue)] = [
            ("id", Self.object([("description", .string("any JSON value, echoed"))])),
            ("op", Self.object([("const", .string(op.name))])),
        ]
        for field in op.fields { properties.append((field.name, property(field))) }
        let required = ["op"] + op.fields.filter(\.isRequired).map(\.name)
        var members: [(String, JSONValue)] = [
            ("type", .string("object")),
            ("description", .string(op.summary)),
            ("properties", Self.object(properties)),
            ("required", .array(required.map(JSONValue.string))),
            ("additionalProperties", .bool(false)),
        ]
        if let example = try? JSONParser.parse(op.example) { members.append(("examples", .array([example]))) }
        return Self.object(members)
    }

    /// A field's schema: its type's, with its summary and default.
    mutating func property(_ field: OperationField) -> JSONValue {
        guard case .object(var property) = schema(of: field.type) else { return .null }
        let description = [field.summary, Self.note(field.type)].compactMap { $0 }.joined(separator: "; ")
        property.members.append(.init(key: "description", value: .string(description)))
        if case .defaulted(let value) = field.presence {
            property.members.append(.init(key: "default", value: value))
        }
        return .object(property)
    }

    /// What a type means beyond its JSON shape, for a field's description.
    static func note(_ type: FieldType) -> String? {
        switch type {
        case .decimal: "a decimal: a JSON number or a string (every digit kept)"
        case .instant: "ISO 8601 with Z or \u{B1}hh:mm, or seconds since 1970"
        default: nil
        }
    }

    /// The JSON Schema of a type.
    mutating func schema(of type: FieldType) -> JSONValue {
        let string = ("type", JSONValue.string("string"))
        switch type {
        case .text:
            return Self.object([string])
        case .boundedText(let length):
            return Self.object([
                string, ("minLength", Self.number(length.lowerBound)), ("maxLength", Self.number(length.upperBound)),
            ])
        case .hexadecimal:
            return Self.object([string, ("pattern", .string("^[0-9a-f]*$"))])
        case .choice(let values):
            return Self.object([string, ("enum", .array(values.map(JSONValue.string)))])
        case .integerChoice(let values):
            return Self.object([("type", .string("integer")), ("enum", .array(values.map(Self.number)))])
        case .boolean:
            return Self.object([("type", .string("boolean"))])
        case .integer(let range):
            return Self.object([
                ("type", .string("integer")), ("minimum", Self.number(range.lowerBound)),
                ("maximum", Self.number(range.upperBound)),
            ])
        case .decimal, .instant, .scalar:
            return Self.object([("oneOf", .array([Self.object([string]), Self.object([("type", .string("number"))])]))])
        case .array(let element, let count):
            var members: [(String, JSONValue)] = [("type", .string("array")), ("items", schema(of: element))]
            if count.lowerBound > 0 { members.append(("minItems", Self.number(count.lowerBound))) }
            if count.upperBound < Int.max { members.append(("maxItems", Self.number(count.upperBound))) }
            return Self.object(members)
        case .object(let fields, let minimumFields):
            var properties: [(String, JSONValue)] = []
            for field in fields { properties.append((field.name, property(field))) }
            var members: [(String, JSONValue)] = [("type", .string("object")), ("properties", Self.object(properties))]
            let required = fields.filter(\.isRequired).map(\.name)
            if !required.isEmpty { members.append(("required", .array(required.map(JSONValue.string)))) }
            members.append(("additionalProperties", .bool(false)))
            if minimumFields > 0 { members.append(("minProperties", Self.number(minimumFields))) }
            return Self.object(members)
        case .map(let element):
            return Self.object([("type", .string("object")), ("additionalProperties", schema(of: element))])
        case .oneOf(let types):
            var schemas: [JSONValue] = []
            for type in types { schemas.append(schema(of: type)) }
            return Self.object([("oneOf", .array(schemas))])
        case .nullable(let type):
            guard case .object(var nullable) = schema(of: type), case .string(let name)? = nullable["type"],
                let index = nullable.index(of: "type")
            else { return .null }
            nullable.members[index].value = .array([.string(name), .string("null")])
            return .object(nullable)
        case .named(let name, let type):
            add(name, schema(of: type))
            return Self.reference(name)
        }
    }

    static func number(_ value: Int) -> JSONValue { .number(String(value)) }
}
