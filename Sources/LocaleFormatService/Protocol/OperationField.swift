/// One field of an op's request (or of an object inside one) as the
/// protocol documents it: its name, JSON type, whether it is required or
/// what its absence means, and a line saying what it is. Each op declares
/// its fields once, next to its `init(fields:)`; the service's OpenAPI
/// document and the CLI's field help are generated from the declaration.
public struct OperationField: Sendable, Hashable {
    /// What a request that leaves the field out gets.
    public enum Presence: Sendable, Hashable {
        /// Leaving it out is `invalidRequest`.
        case required
        /// Absent means what ``OperationField/summary`` says (no single value).
        case optional
        /// Absent is the same as this value.
        case defaulted(JSONValue)
    }

    /// The member's name, such as `"dateStyle"`.
    public let name: String
    /// Its JSON type and allowed values.
    public let type: FieldType
    /// Required, optional, or its default.
    public let presence: Presence
    /// What the field is, in one line.
    public let summary: String

    public init(_ name: String, _ type: FieldType, _ presence: Presence, _ summary: String) {
        self.name = name
        self.type = type
        self.presence = presence
        self.summary = summary
    }

    /// Whether leaving the field out is `invalidRequest`.
    public var isRequired: Bool { presence == .required }

    /// The `locale` field most ops start with.
    static let locale = required("locale", .text, "a BCP 47 tag or an ICU id")

    /// A field a request must give.
    static func required(_ name: String, _ type: FieldType, _ summary: String) -> OperationField {
        OperationField(name, type, .required, summary)
    }

    /// A field whose absence means what `summary` says.
    static func optional(_ name: String, _ type: FieldType, _ summary: String) -> OperationField {
        OperationField(name, type, .optional, summary)
    }

    /// A field whose absence is the same as `value`.
    static func defaulted(_ name: String, _ type: FieldType, _ value: JSONValue, _ summary: String)
        -> OperationField
    {
        OperationField(name, type, .defaulted(value), summary)
    }

    /// An optional choice of `E`'s values, as `RequestFields.optionalEnum` reads it.
    static func choice<E: RawRepresentable & CaseIterable>(_ name: String, _: E.Type, _ summary: String)
        -> OperationField where E.RawValue == String
    {
        OperationField(name, .choice(E.self), .optional, summary)
    }

    /// A choice of `E`'s values whose absence is `value`.
    static func choice<E: RawRepresentable & CaseIterable>(_ name: String, default value: E, _ summary: String)
        -> OperationField where E.RawValue == String
    {
        OperationField(name, .choice(E.self), .defaulted(.string(value.rawValue)), summary)
    }
}

/// The JSON type of a request field or of a result, with its allowed values.
public indirect enum FieldType: Sendable, Hashable {
    /// Any string.
    case text
    /// A string of `length` characters.
    case boundedText(ClosedRange<Int>)
    /// A string of lowercase hexadecimal digits.
    case hexadecimal
    /// One of these strings, case-sensitive.
    case choice([String])
    /// One of these integers.
    case integerChoice([Int])
    /// `true` or `false`.
    case boolean
    /// An integer within the range (`2.0` is not an integer).
    case integer(ClosedRange<Int>)
    /// A decimal as a JSON number or a string; every digit is kept.
    case decimal
    /// A string or a JSON number, as the op reads it.
    case scalar
    /// An instant: ISO 8601 text with `Z` or an offset, or a JSON number of seconds since 1970.
    case instant
    /// An array of the element type, with as many items as `count` allows.
    case array(FieldType, count: ClosedRange<Int>)
    /// An object of these fields only, with at least `minimumFields` of them.
    case object([OperationField], minimumFields: Int)
    /// An object of any names, each value of the element type.
    case map(FieldType)
    /// A value of one of these types.
    case oneOf([FieldType])
    /// A value of the type, or `null`.
    case nullable(FieldType)
    /// A type with a name of its own, shared by several fields.
    case named(String, FieldType)

    /// The string values of `E`, in its declaration's order.
    public static func choice<E: RawRepresentable & CaseIterable>(_: E.Type) -> FieldType where E.RawValue == String {
        .choice(E.allCases.map(\.rawValue))
    }

    /// The type in a few words, for help texts: "decimal", "one of a, b", "integer 0…20".
    public var shortDescription: String {
        switch self {
        case .text: "string"
        case .boundedText(let length): "string of \(length.lowerBound)…\(length.upperBound) characters"
        case .hexadecimal: "hexadecimal string"
        case .choice(let values): values.joined(separator: "|")
        case .integerChoice(let values): values.map(String.init).joined(separator: "|")
        case .boolean: "boolean"
        case .integer(let range): "integer \(range.lowerBound)…\(range.upperBound)"
        case .decimal: "decimal"
        case .instant: "instant"
        case .scalar: "string or number"
        case .array(let element, let count): "array of \(count.upperBound) at most (\(element.shortDescription))"
        case .object(let fields, _): "object {" + fields.map(\.name).joined(separator: ", ") + "}"
        case .map(let element): "object of \(element.shortDescription)"
        case .oneOf(let types): types.map(\.shortDescription).joined(separator: " or ")
        case .nullable(let type): type.shortDescription + " or null"
        case .named(let name, _): name
        }
    }
}
