import Foundation
import LocaleFormat

/// Reads a String Catalog (`.xcstrings`, JSON, versions 1.0-1.2). Fields
/// that PROTOCOL-v3.md does not name are ignored; `state` and
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
        let root: Any
        do {
            root = try JSONSerialization.jsonObject(with: Data(bytes), options: [])
        } catch {
            throw jsonFault(error, bytes: bytes, path: path)
        }
        guard let catalog = root as? [String: Any] else {
            throw CatalogLoadError(path: path, "the root of a .xcstrings is not an object")
        }
        guard let sourceLanguage = catalog["sourceLanguage"] as? String else {
            throw CatalogLoadError(path: path, "no \"sourceLanguage\" string")
        }
        if let version = catalog["version"] {
            guard let version = version as? String, versions.contains(version) else {
                throw CatalogLoadError(path: path, "version \(catalog["version"] ?? "") is not 1.0, 1.1 or 1.2")
            }
        }
        let strings = catalog["strings"] ?? [String: Any]()
        guard let strings = strings as? [String: Any] else {
            throw CatalogLoadError(path: path, "\"strings\" is not an object")
        }
        var file = File(sourceLanguage: sourceLanguage, languages: [sourceLanguage], entries: [:])
        file.entries.reserveCapacity(strings.count)
        for (key, object) in strings {
            guard let object = object as? [String: Any] else {
                throw CatalogLoadError(path: path, "entry \"\(key.prefix(80))\" is not an object")
            }
            var entry = Entry(values: [:], shouldTranslate: (object["shouldTranslate"] as? Bool) ?? true)
            if let localizations = object["localizations"] {
                guard let localizations = localizations as? [String: Any] else {
                    throw CatalogLoadError(
                        path: path, "entry \"\(key.prefix(80))\": \"localizations\" is not an object")
                }
                for (language, object) in localizations {
                    file.languages.insert(language)
                    guard let object = object as? [String: Any] else {
                        throw CatalogLoadError(path: path, "entry \"\(key.prefix(80))\" \(language) is not an object")
                    }
                    let substitutions = try self.substitutions(object, key: key, path: path)
                    if let value = try localization(
                        object, substitutions: substitutions, depth: 0, topLevel: true, key: key, path: path)
                    {
                        entry.values[language] = value
                    }
                }
            }
            file.entries[key] = entry
        }
        return file
    }

    private static func jsonFault(_ error: any Error, bytes: [UInt8], path: String) -> CatalogLoadError {
        let info = (error as NSError).userInfo
        let detail = info["NSDebugDescription"] as? String ?? "\(error)"
        // swift-corelibs-foundation says where only in its message: "… around character 42."
        let offset =
            info["NSJSONSerializationErrorIndex"] as? Int
            ?? detail.range(of: "around character ").flatMap { Int(detail[$0.upperBound...].prefix { $0.isNumber }) }
        guard let offset, offset >= 0, offset <= bytes.count else {
            return CatalogLoadError(path: path, "not valid JSON: \(detail)")
        }
        var line = 1
        var column = 1
        for byte in bytes[..<offset] where byte & 0xC0 != 0x80 {
            if byte == 0x0A {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
        return CatalogLoadError(path: path, line: line, column: column, "not valid JSON: \(detail)")
    }

    private static func fault(_ key: String, _ message: String, path: String) -> CatalogLoadError {
        CatalogLoadError(path: path, "entry \"\(key.prefix(80))\": \(message)")
    }

    private static func substitutions(_ object: [String: Any], key: String, path: String) throws(CatalogLoadError)
        -> Substitutions?
    {
        guard let object = object["substitutions"] else { return nil }
        guard let substitutions = object as? [String: Any] else {
            throw fault(key, "\"substitutions\" is not an object", path: path)
        }
        var result: [String: Substitution] = [:]
        for (name, object) in substitutions {
            guard let substitution = object as? [String: Any] else {
                throw fault(key, "substitution \"\(name.prefix(40))\" is not an object", path: path)
            }
            var argumentNumber: Int?
            if let number = substitution["argNum"] {
                guard let number = number as? Int, (1...CatalogLimits.maximumArguments).contains(number) else {
                    throw fault(key, "substitution \"\(name.prefix(40))\": argNum is not 1…64", path: path)
                }
                argumentNumber = number
            }
            let specifier = substitution["formatSpecifier"] as? String ?? "@"
            guard let variations = substitution["variations"] as? [String: Any],
                let plural = variations["plural"] as? [String: Any]
            else {
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
        _ plural: [String: Any], substitutions: Substitutions?, depth: Int, key: String, path: String
    ) throws(CatalogLoadError) -> [PluralCategory: CatalogValue] {
        try checkDepth(depth, key: key, path: path)
        var variants: [PluralCategory: CatalogValue] = [:]
        for (name, object) in plural {
            // Unknown categories are fields this reader does not name.
            guard let category = PluralCategory(rawValue: name), let object = object as? [String: Any] else {
                continue
            }
            if let value = try localization(
                object, substitutions: substitutions, depth: depth, topLevel: false, key: key, path: path)
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
    /// nil when it holds neither.
    private static func localization(
        _ object: [String: Any], substitutions: Substitutions?, depth: Int, topLevel: Bool, key: String, path: String
    ) throws(CatalogLoadError) -> CatalogValue? {
        if let variations = object["variations"] as? [String: Any] {
            if let plural = variations["plural"] as? [String: Any] {
                let variants = try pluralVariants(
                    plural, substitutions: substitutions, depth: depth + 1, key: key, path: path)
                guard !variants.isEmpty else { return nil }
                return .plural(PluralVariants(variants: variants, integerOperand: integerOperand(variants)))
            }
            if let devices = variations["device"] as? [String: Any] {
                try checkDepth(depth + 1, key: key, path: path)
                var result: [Device: CatalogValue] = [:]
                for (name, object) in devices {
                    guard let device = Device(rawValue: name), let object = object as? [String: Any] else { continue }
                    if let value = try localization(
                        object, substitutions: substitutions, depth: depth + 1, topLevel: false, key: key, path: path)
                    {
                        result[device] = value
                    }
                }
                return result.isEmpty ? nil : .device(result)
            }
        }
        if let unit = object["stringUnit"] as? [String: Any], let value = unit["value"] as? String {
            try ValueCheck.check(value, path: path)
            return .text(FormatText(format: value, substitutions: substitutions))
        }
        return nil
    }

    /// The operand type of plural variations directly under a localization:
    /// the conversion of the first specifier reading argument 1 in `other`
    /// (or the first variant present), integer when there is none.
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
