import LocaleFormat

/// Reads a String Catalog (`.xcstrings`, JSON, versions 1.0-1.2). Fields
/// that Docs/Catalogs.md does not name are ignored; `state` and
/// `extractionState` are read by nothing here (they matter to a checker).
enum XCStringsReader {
    static let versions: Set<String> = ["1.0", "1.1", "1.2"]

    /// One entry: its value in each language (as spelled in the file).
    struct Entry {
        var values: [String: CatalogValue]
        var shouldTranslate: Bool
    }

    struct File {
        var sourceLanguage: String
        /// Every language named in the file, as spelled.
        var languages: Set<String>
        var entries: [String: Entry]
    }

    static func read(_ bytes: [UInt8], path: String) throws(CatalogLoadError) -> File {
        let catalog: JSONValue
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
        guard let members = (catalog["strings"] ?? .object([])).members else {
            throw CatalogLoadError(path: path, "\"strings\" is not an object")
        }
        var file = File(sourceLanguage: sourceLanguage, languages: [sourceLanguage], entries: [:])
        file.entries.reserveCapacity(members.count)
        for (key, object) in members {
            guard object.isObject else {
                throw fault(key, "not an object", path: path)
            }
            var entry = Entry(values: [:], shouldTranslate: object["shouldTranslate"]?.bool ?? true)
            if let localizations = object["localizations"] {
                guard let localizations = localizations.members else {
                    throw fault(key, "\"localizations\" is not an object", path: path)
                }
                entry.values.reserveCapacity(localizations.count)
                for (language, object) in localizations {
                    file.languages.insert(language)
                    guard object.isObject else {
                        throw fault(key, "\(language.prefix(40)) is not an object", path: path)
                    }
                    let substitutions = try self.substitutions(object, key: key, path: path)
                    if let value = try localization(
                        object, substitutions: substitutions, depth: 0, key: key, path: path)
                    {
                        entry.values[language] = value
                    }
                }
            }
            file.entries[key] = entry
        }
        return file
    }

    private static func fault(_ key: String, _ message: String, path: String) -> CatalogLoadError {
        CatalogLoadError(path: path, "entry \"\(key.prefix(80))\": \(message)")
    }

    private static func substitutions(_ object: JSONValue, key: String, path: String) throws(CatalogLoadError)
        -> Substitutions?
    {
        guard let object = object["substitutions"] else { return nil }
        guard let substitutions = object.members else {
            throw fault(key, "\"substitutions\" is not an object", path: path)
        }
        var result: [String: Substitution] = [:]
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
            let variants = try pluralVariants(plural, substitutions: nil, depth: 1, key: key, path: path)
            result[name] = Substitution(
                argumentNumber: argumentNumber, specifier: specifier, usesArgToken: true,
                variants: PluralVariants(
                    variants: variants, integerOperand: ConversionKind(specifier: specifier) == .integer))
        }
        return Substitutions(result)
    }

    private static func pluralVariants(
        _ plural: JSONValue, substitutions: Substitutions?, depth: Int, key: String, path: String
    ) throws(CatalogLoadError) -> [PluralCategory: CatalogValue] {
        try checkDepth(depth, key: key, path: path)
        var variants: [PluralCategory: CatalogValue] = [:]
        for (name, object) in plural.members ?? [] {
            // Unknown categories are fields this reader does not name.
            guard let category = PluralCategory(rawValue: name), object.isObject else { continue }
            if let value = try localization(object, substitutions: substitutions, depth: depth, key: key, path: path) {
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
    /// nil when it holds neither.
    private static func localization(
        _ object: JSONValue, substitutions: Substitutions?, depth: Int, key: String, path: String
    ) throws(CatalogLoadError) -> CatalogValue? {
        if let variations = object["variations"], variations.isObject {
            if let plural = variations["plural"], plural.isObject {
                let variants = try pluralVariants(
                    plural, substitutions: substitutions, depth: depth + 1, key: key, path: path)
                guard !variants.isEmpty else { return nil }
                return .plural(PluralVariants(variants: variants, integerOperand: integerOperand(variants)))
            }
            if let devices = variations["device"]?.members {
                try checkDepth(depth + 1, key: key, path: path)
                var result: [Device: CatalogValue] = [:]
                for (name, object) in devices {
                    guard let device = Device(rawValue: name), object.isObject else { continue }
                    if let value = try localization(
                        object, substitutions: substitutions, depth: depth + 1, key: key, path: path)
                    {
                        result[device] = value
                    }
                }
                return result.isEmpty ? nil : .device(result)
            }
        }
        if let value = object["stringUnit"]?["value"]?.string {
            try ValueCheck.check(value, path: path)
            return .text(FormatText(format: value, substitutions: substitutions))
        }
        return nil
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
