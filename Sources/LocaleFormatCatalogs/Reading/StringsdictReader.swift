import LocaleFormat

/// Reads a `.stringsdict` file (an XML or binary property list) into entry
/// values: `NSStringLocalizedFormatKey` with `NSStringPluralRuleType`
/// variables, `NSStringDeviceSpecificRuleType` and
/// `NSStringVariableWidthRuleType` dictionaries, nested as far as
/// ``CatalogLimits/maximumDepth``.
enum StringsdictReader {
    static let formatKey = "NSStringLocalizedFormatKey"
    static let deviceKey = "NSStringDeviceSpecificRuleType"
    static let widthKey = "NSStringVariableWidthRuleType"

    static func read(_ bytes: [UInt8], path: String) throws(CatalogLoadError) -> [String: CatalogValue] {
        let root = try PropertyListFile.read(bytes, path: path)
        guard let entries = root as? [String: Any] else {
            throw CatalogLoadError(path: path, "a .stringsdict whose root is not a dictionary")
        }
        var result: [String: CatalogValue] = [:]
        result.reserveCapacity(entries.count)
        for (key, object) in entries {
            result[key] = try value(object, key: key, depth: 0, path: path)
        }
        return result
    }

    private static func fault(_ key: String, _ message: String, path: String) -> CatalogLoadError {
        CatalogLoadError(path: path, "entry \"\(key.prefix(80))\": \(message)")
    }

    private static func checkDepth(_ depth: Int, key: String, path: String) throws(CatalogLoadError) {
        guard depth <= CatalogLimits.maximumDepth else {
            throw CatalogLoadError(
                .limitExceeded, path: path,
                "entry \"\(key.prefix(80))\": variations nested \(depth) deep; at most \(CatalogLimits.maximumDepth) are allowed"
            )
        }
    }

    /// One entry, or one device or width variant (`depth` variations above it).
    private static func value(_ object: Any, key: String, depth: Int, path: String) throws(CatalogLoadError)
        -> CatalogValue
    {
        if let text = object as? String {
            try ValueCheck.check(text, path: path)
            return .text(FormatText(format: text, substitutions: nil))
        }
        guard let dictionary = object as? [String: Any] else {
            throw fault(key, "neither a string nor a dictionary", path: path)
        }
        if let devices = dictionary[deviceKey] {
            try checkDepth(depth + 1, key: key, path: path)
            guard let devices = devices as? [String: Any] else {
                throw fault(key, "\(deviceKey) is not a dictionary", path: path)
            }
            var result: [Device: CatalogValue] = [:]
            for (name, variant) in devices {
                guard let device = Device(rawValue: name) else {
                    throw fault(key, "\"\(name.prefix(40))\" is not a device", path: path)
                }
                result[device] = try value(variant, key: key, depth: depth + 1, path: path)
            }
            return .device(result)
        }
        if let widths = dictionary[widthKey] {
            try checkDepth(depth + 1, key: key, path: path)
            guard let widths = widths as? [String: Any] else {
                throw fault(key, "\(widthKey) is not a dictionary", path: path)
            }
            var result: [(width: Int, value: CatalogValue)] = []
            for (name, variant) in widths {
                guard let width = Int(name), width >= 0, name.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else {
                    throw fault(key, "the width \"\(name.prefix(40))\" is not a decimal integer", path: path)
                }
                result.append((width, try value(variant, key: key, depth: depth + 1, path: path)))
            }
            guard !result.isEmpty else { throw fault(key, "\(widthKey) has no variant", path: path) }
            return .width(result.sorted { $0.width < $1.width })
        }
        guard let format = dictionary[formatKey] as? String else {
            throw fault(key, "no \(formatKey) string", path: path)
        }
        try ValueCheck.check(format, path: path)
        var substitutions: [String: Substitution] = [:]
        for (name, object) in dictionary where name != formatKey {
            // Anything but a dictionary is not a variable (Xcode leaves
            // comments as strings sometimes); it plays no part.
            guard let variable = object as? [String: Any] else { continue }
            try checkDepth(depth + 1, key: key, path: path)
            let type = variable["NSStringFormatSpecTypeKey"] as? String
            guard type == "NSStringPluralRuleType" else {
                throw fault(key, "variable \"\(name.prefix(40))\" is not an NSStringPluralRuleType", path: path)
            }
            guard let specifier = variable["NSStringFormatValueTypeKey"] as? String, !specifier.isEmpty else {
                throw fault(key, "variable \"\(name.prefix(40))\" has no NSStringFormatValueTypeKey", path: path)
            }
            var variants: [PluralCategory: CatalogValue] = [:]
            for category in PluralCategory.allCases {
                guard let object = variable[category.rawValue] else { continue }
                guard let text = object as? String else {
                    throw fault(key, "variable \"\(name.prefix(40))\" \(category) is not a string", path: path)
                }
                try ValueCheck.check(text, path: path)
                variants[category] = .text(FormatText(format: text, substitutions: nil))
            }
            let kind = ConversionKind(specifier: specifier)
            substitutions[name] = Substitution(
                argumentNumber: nil, specifier: specifier, usesArgToken: false,
                variants: PluralVariants(variants: variants, integerOperand: kind == .integer))
        }
        return .text(
            FormatText(format: format, substitutions: substitutions.isEmpty ? nil : Substitutions(substitutions)))
    }
}
