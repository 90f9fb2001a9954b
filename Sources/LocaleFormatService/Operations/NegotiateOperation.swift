import LocaleFormat

/// `op: "negotiate"`: the best supported locale for a person's preferences
/// (an `Accept-Language` value or tags in preference order), by CLDR
/// language matching; the default when nothing matches.
struct NegotiateOperation: FormatOperation {
    static let name = "negotiate"
    static let summary = "the best supported locale for a person's preferences"

    static let fields: [OperationField] = [
        .required(
            "requested", .oneOf([.text, .array(.text, count: 0...Int.max)]),
            "an Accept-Language header, or tags in order of preference"),
        .required("supported", .array(.text, count: 0...1_000), "the locales on offer"),
        .required("default", .text, "the answer when none matches"),
    ]
    static let result = FieldType.text
    static let example =
        #"{"op":"negotiate","requested":"de-CH, de;q=0.9, en;q=0.5","supported":["en","de","fr"],"default":"en"}"#

    enum Requested {
        case acceptLanguage(String)
        case preferences([String])
    }

    var requested: Requested
    var supported: [String]
    var defaultLocale: String

    init(fields: inout RequestFields) throws {
        switch fields.raw("requested") {
        case .string(let header)?: requested = .acceptLanguage(header)
        case .array?: requested = .preferences(try fields.optionalStringArray("requested") ?? [])
        case nil: throw RequestFields.invalid("missing field \"requested\"")
        case _?: throw RequestFields.invalid("\"requested\" must be an Accept-Language string or an array of tags")
        }
        guard let supported = try fields.optionalStringArray("supported") else {
            throw RequestFields.invalid("missing field \"supported\"")
        }
        self.supported = supported
        defaultLocale = try fields.string("default")
    }

    func perform(with formatters: Formatters) throws -> JSONValue {
        let negotiator = try LanguageNegotiator(supported: supported, default: defaultLocale)
        switch requested {
        case .acceptLanguage(let header): return .string(try negotiator.bestMatch(acceptLanguage: header))
        case .preferences(let tags): return .string(try negotiator.bestMatch(preferences: tags))
        }
    }
}
