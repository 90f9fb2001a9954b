import LocaleFormat

/// Reads a String Catalog (`.xcstrings`, JSON, versions 1.0-1.2). Fields
/// that Docs/Catalogs.md does not name are ignored; `state` (`needs_review`,
/// `new`) and `extractionState: stale` are kept for the checker, with the
/// line of each key and of each of its languages.
enum XCStringsReader {
    static let versions: Set<String> = ["1.0", "1.1", "1.2"]

    /// One entry: its value in each language (as spelled in the file).
    struct Entry {
        var values: [String: (value: CatalogValue, line: UInt32)]
        var shouldTranslate: Bool
        /// `extractionState: stale`.
        var stale = false
        /// The key's line.
        var line: UInt32 = 0
    }

    /// A variant whose `stringUnit.state` is `needs_review` or `new`.
    struct State {
        var key: String
        /// The language as spelled in the file.
        var language: String
        /// The variant path (`plural.few`), empty for the value itself.
        var variant: String
        var state: String
    }

    struct File {
        var sourceLanguage: String
        /// Every language named in the file, as spelled.
        var languages: Set<String>
        var entries: [String: Entry]
        var states: [State] = []
    }

    static func read(_ bytes: [UInt8], path: String) throws(CatalogLoadError) -> File {
        let catalog: CatalogJSON
        do {
            catalog = try JSONReader.parse(bytes)
        } catch {
            throw CatalogLoadError(
                path: path, line: error.line, column: error.column, "not valid JSON: \(error.message)")
        }
        guard catalog.isObject else {
            throw CatalogLoadError(path: path, "the root of a .xcstrings is not an object")
        }
        guard let sourceLanguage = catalog["sourceLanguage"]?.string else {
            throw CatalogLoadError(path: path, "no \"sourceLanguage\" string")
        }
        if let version = catalog["version"] {
            guard let text = version.string, versions.contains(text) else {
                throw CatalogLoadError(
                    path: path, "version \(version.string ?? "(not a string)") is not 1.0, 1.1 or 1.2")
            }
        }
        guard let members = (catalog["strings"] ?? .object([])).placedMembers else {
            throw CatalogLoadError(path: path, "\"strings\" is not an object")
        }
        var file = File(sourceLanguage: sourceLanguage, languages: [sourceLanguage], entries: [:])
        file.entries.reserveCapacity(members.count)
        for member in members {
            let key = member.name
            let object = member.value
            guard object.isObject else {
                throw fault(key, "not an object", path: path)
            }
            var entry = Entry(values: [:], shouldTranslate: object["shouldTranslate"]?.bool ?? true)
            entry.stale = object["extractionState"]?.string == "stale"
            entry.line = member.line
            if let localizations = object["localizations"] {
                guard let localizations = localizations.placedMembers else {
                    throw fault(key, "\"localizations\" is not an object", path: path)
                }
                entry.values.reserveCapacity(localizations.count)
                for member in localizations {
                    let language = member.name
                    let object = member.value
                    file.languages.insert(language)
                    guard object.isObject else {
                        throw fault(key, "\(language.prefix(40)) is not an object", path: path)
                    }
                    let substitutions = try self.substitutions(
                        object, key: key, language: language, path: path, states: &file.states)
                    var context = Context(key: key, language: language, path: path)
                    if let value = try localization(
                        object, substitutions: substitutions, depth: 0, variant: "", context: &context)
                    {
                        entry.values[language] = (value, member.line)
                    }
                    file.states += context.states
                }
            }
            file.entries[key] = entry
        }
        return file
    }

    private static func fault(_ key: String, _ message: String, path: String) -> CatalogLoadError {
        CatalogLoadError(path: path, "entry \"\(key.prefix(80))\": \(message)")
    }

    /// Where a value is read: for faults and for the states it records.
    private struct Context {
        var key: String
        var language: String
        var path: String
        var states: [State] = []
    }

    private static func substitutions(
        _ object: CatalogJSON, key: String, language: String, path: String, states: inout [State]
    ) throws(CatalogLoadError) -> Substitutions? {
        guard let object = object["substitutions"] else { return nil }
        guard let substitutions = object.members else {
            throw fault(key, "\"substitutions\" is not an object", path: path)
        }
        var result: [String: Substitution] = [:]
        var context = Context(key: key, language: language, path: path)
        for (name, substitution) in substitutions {
            guard substitution.isObject else {
                throw fault(key, "substitution \"\(name.prefix(40))\" is not an object", path: path)
            }
            var argumentNumber: Int?
            if let number = substitution["argNum"] {
                guard let number = number.integer, (1...CatalogLimits.maximumArguments).contains(number) else {
                    throw fault(key, "substitution \"\(name.prefix(40))\": argNum is not 1…64", path: path)
                }
                argumentNumber = number
            }
            let specifier = substitution["formatSpecifier"]?.string ?? "@"
            guard let plural = substitution["variations"]?["plural"], plural.isObject else {
                throw fault(key, "substitution \"\(name.prefix(40))\" has no plural variations", path: path)
            }
            let variants = try pluralVariants(
                plural, substitutions: nil, depth: 1, variant: "substitutions.\(name).plural", context: &context)
            result[name] = Substitution(
                argumentNumber: argumentNumber, specifier: specifier, usesArgToken: true,
                variants: PluralVariants(
                    variants: variants, integerOperand: ConversionKind(specifier: specifier) == .integer))
        }
        states += context.states
        return Substitutions(result)
    }

    private static func pluralVariants(
        _ plural: CatalogJSON, substitutions: Substitutions?, depth: Int, variant: String, context: inout Context
    ) throws(CatalogLoadError) -> [PluralCategory: CatalogValue] {
        try checkDepth(depth, key: context.key, path: context.path)
        var variants: [PluralCategory: CatalogValue] = [:]
        for (name, object) in plural.members ?? [] {
            // Unknown categories are fields this reader does not name.
            guard let category = PluralCategory(rawValue: name), object.isObject else { continue }
            if let value = try localization(
                object, substitutions: substitutions, depth: depth, variant: variant + "." + name, context: &context)
            {
                variants[category] = value
            }
        }
        return variants
    }

    private static func checkDepth(_ depth: Int, key: String, path: String) throws(CatalogLoadError) {
        guard depth <= CatalogLimits.maximumDepth else {
            throw CatalogLoadError(
                .limitExceeded, path: path,
                "entry \"\(key.prefix(80))\": variations nested \(depth) deep; at most \(CatalogLimits.maximumDepth) are allowed"
            )
        }
    }

    /// A localization object or a variant (`stringUnit` or `variations`);
    /// nil when it holds neither. `variant` is its path (`device.ipad`).
    private static func localization(
        _ object: CatalogJSON, substitutions: Substitutions?, depth: Int, variant: String, context: inout Context
    ) throws(CatalogLoadError) -> CatalogValue? {
        let prefix = variant.isEmpty ? "" : variant + "."
        if let variations = object["variations"], variations.isObject {
            if let plural = variations["plural"], plural.isObject {
                let variants = try pluralVariants(
                    plural, substitutions: substitutions, depth: depth + 1, variant: prefix + "plural",
                    context: &context)
                guard !variants.isEmpty else { return nil }
                return .plural(PluralVariants(variants: variants, integerOperand: integerOperand(variants)))
            }
            if let devices = variations["device"]?.members {
                try checkDepth(depth + 1, key: context.key, path: context.path)
                var result: [Device: CatalogValue] = [:]
                for (name, object) in devices {
                    guard let device = Device(rawValue: name), object.isObject else { continue }
                    if let value = try localization(
                        object, substitutions: substitutions, depth: depth + 1, variant: prefix + "device." + name,
                        context: &context)
                    {
                        result[device] = value
                    }
                }
                return result.isEmpty ? nil : .device(result)
            }
        }
        guard let unit = object["stringUnit"], let value = unit["value"]?.string else { return nil }
        try ValueCheck.check(value, path: context.path)
        if let state = unit["state"]?.string, state == "needs_review" || state == "new" {
            context.states.append(
                State(key: context.key, language: context.language, variant: variant, state: state))
        }
        return .text(FormatText(format: value, substitutions: substitutions))
    }

    private static func integerOperand(_ variants: [PluralCategory: CatalogValue]) -> Bool {
        let value = variants[.other] ?? PluralCategory.allCases.lazy.compactMap { variants[$0] }.first
        guard let text = value?.representativeText,
            let pieces = try? FormatParser.parse(text.format)
        else { return true }
        for case .specifier(let specifier) in pieces where specifier.argument == 1 {
            if specifier.substitution != nil { continue }
            return ConversionKind(conversion: specifier.conversion) != .floating
        }
        return true
    }
}
