import LocaleFormat
import LocaleFormatCatalogs

/// `op: "string"` (Docs/Protocol.md, "Op string"): one entry of a loaded
/// catalog's table, rendered for a person's languages, with its plural,
/// device and width variants chosen and its numbers localized.
struct StringOperation: FormatOperation {
    static let name = "string"
    static let summary = "an entry of an app's string catalog, in a person's language"

    static let fields: [OperationField] = [
        .required("catalog", .text, "the NAME of --catalog NAME=PATH"),
        .defaulted("table", .text, .string("Localizable"), "the table in the catalog"),
        .required("key", .text, "the entry's key, compared as exact UTF-8 bytes"),
        .required(
            "languages", .array(.text, count: 1...maximumLanguages), "BCP 47 tags or ICU ids, preferred first"),
        .defaulted("args", .array(.scalar, count: 0...maximumArguments), .array([]), "the arguments, in order"),
        .choice("device", default: Device.other, "the device variant wanted"),
        .optional("width", .integer(1...10_000), "the width variant wanted: the widest not above it"),
        .defaulted("strict", .boolean, .bool(false), "whether a missing translation is an error"),
        .defaulted("localizeNumbers", .boolean, .bool(true), "whether numeric arguments are formatted for the locale"),
        .optional(
            "formatLocale", .text,
            "the locale numbers are formatted for; by default the localization's language with the matched preference's region"
        ),
        .optional(
            "pseudo",
            .oneOf([PseudoOperation.method, .array(PseudoOperation.method, count: 1...maximumPseudoMethods)]),
            "pseudolocalization methods applied to the format string after substitutions are expanded and before the arguments are put in"
        ),
    ]
    static let result = FieldType.object(
        [
            .required("text", .text, "the rendered text"),
            .required("localization", .text, "the BCP 47 tag of the language whose entry was rendered"),
            .required(
                "fallback", .boolean,
                "true when the development language's entry was rendered instead of the chosen one's"),
        ], minimumFields: 0)
    static let example = #"{"op":"string","catalog":"app","key":"Hello %@","languages":["fr-CA","en"],"args":["Ada"]}"#

    /// The most preferences in `languages`.
    static let maximumLanguages = Catalog.maximumLanguages
    /// The most items in `args`.
    static let maximumArguments = CatalogLimits.maximumArguments
    /// The most methods in `pseudo`.
    static let maximumPseudoMethods = 8

    var catalog: String
    var table: String
    var key: String
    var languages: [String]
    var arguments: [JSONValue]
    var device: Device
    var width: Int?
    var strict: Bool
    var localizeNumbers: Bool
    var formatLocale: String?
    var pseudo: FormatTransform?

    /// More than 32 languages, 64 arguments or 8 pseudo methods is
    /// `limitExceeded`, before the fields' shapes.
    static func checkLimits(_ request: RequestFields) throws(LocaleFormatError) {
        let limits: [(StaticString, Int)] = [
            ("languages", maximumLanguages), ("args", maximumArguments), ("pseudo", maximumPseudoMethods),
        ]
        for (field, limit) in limits {
            if case .array(let items)? = request.peek(field), items.count > limit {
                throw LocaleFormatError(.limitExceeded, "\"\(field)\" has more than \(limit) items, the limit")
            }
        }
    }

    init(fields: inout RequestFields) throws {
        catalog = try fields.string("catalog")
        table = try fields.optionalString("table") ?? "Localizable"
        key = try fields.string("key")
        guard let languages = try fields.optionalStringArray("languages") else {
            throw RequestFields.invalid("missing field \"languages\"")
        }
        guard !languages.isEmpty else { throw RequestFields.invalid("\"languages\" must hold at least one language") }
        self.languages = languages
        switch fields.raw("args") {
        case nil: arguments = []
        case .array(let items)?:
            for item in items {
                switch item {
                case .string, .number: continue
                default: throw RequestFields.invalid("\"args\" must be an array of strings and numbers")
                }
            }
            arguments = items
        case _?: throw RequestFields.invalid("\"args\" must be an array of strings and numbers")
        }
        device = try fields.optionalEnum("device", Device.self) ?? .other
        width = try fields.optionalInteger("width", in: 1...10_000)
        strict = try fields.optionalBool("strict") ?? false
        localizeNumbers = try fields.optionalBool("localizeNumbers") ?? true
        formatLocale = try fields.optionalString("formatLocale")
        switch fields.raw("pseudo") {
        case nil: pseudo = nil
        case .string(let method)?: pseudo = try Self.pseudoTransform([method])
        case .array(let items)?:
            let methods = try items.map { item in
                guard case .string(let method) = item else {
                    throw RequestFields.invalid("\"pseudo\" must be a method's name or an array of them")
                }
                return method
            }
            guard !methods.isEmpty else { throw RequestFields.invalid("\"pseudo\" must name at least one method") }
            pseudo = try Self.pseudoTransform(methods)
        case _?: throw RequestFields.invalid("\"pseudo\" must be a method's name or an array of them")
        }
    }

    /// The transform of the `pseudo` field: each method a
    /// ``FormatTransform`` running ``Pseudolocalizer``, chained in order with
    /// ``FormatTransform/then(_:_:)``. The renderer applies it where
    /// Docs/Protocol.md, "Op string", puts it: to the format string once its
    /// substitutions are expanded, before the arguments are put in, so
    /// numbers and names stay readable; it plays no part in choosing the
    /// localization.
    /// - Throws: `invalidRequest` for a method that does not exist.
    static func pseudoTransform(_ methods: [String]) throws -> FormatTransform {
        var transforms: [FormatTransform] = []
        transforms.reserveCapacity(methods.count)
        for name in methods {
            guard let method = PseudoMethod(rawValue: name) else {
                let known = PseudoMethod.allCases.map(\.rawValue).joined(separator: ", ")
                throw RequestFields.invalid("\"pseudo\": \"\(name.prefix(40))\" is not one of \(known)")
            }
            transforms.append(
                FormatTransform { (text) throws(LocaleFormatError) in
                    try Pseudolocalizer.transform(text, methods: [method])
                })
        }
        guard let first = transforms.first else {
            throw RequestFields.invalid("\"pseudo\" must name at least one method")
        }
        return transforms.dropFirst().reduce(first) { FormatTransform.then($0, $1) }
    }

    func perform(with formatters: Formatters) throws -> JSONValue {
        try perform(with: formatters, catalogs: nil)
    }

    func perform(with formatters: Formatters, catalogs: CatalogStore?) throws -> JSONValue {
        // One read of the store: the whole rendering uses this set.
        guard let set = catalogs?.current, !set.catalogs.isEmpty else {
            throw LocaleFormatError(.unknownCatalog, "no catalog named \"\(catalog.prefix(80))\" is loaded (none is)")
        }
        var values: [CatalogArgument] = []
        values.reserveCapacity(arguments.count)
        for (index, argument) in arguments.enumerated() {
            switch argument {
            case .number(let text):
                do {
                    values.append(.number(try DecimalValue(text)))
                } catch {
                    throw LocaleFormatError(.invalidArgument, "argument \(index + 1): \(error.message)")
                }
            case .string(let text): values.append(.string(text))
            default: continue  // rejected in init
            }
        }
        let rendered = try set.render(
            catalog: catalog, table: table, key: key, languages: languages, arguments: values, device: device,
            width: width, formatLocale: formatLocale, localizeNumbers: localizeNumbers, strict: strict,
            transform: pseudo)
        return .object(
            JSONObject([
                .init(key: "text", value: .string(rendered.text)),
                .init(key: "localization", value: .string(rendered.localization)),
                .init(key: "fallback", value: .bool(rendered.fallback)),
            ]))
    }
}
