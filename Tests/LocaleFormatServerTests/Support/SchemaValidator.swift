import Foundation
import LocaleFormatService

/// The part of JSON Schema (2020-12, as OpenAPI 3.1 uses it) that
/// OpenAPIDocument's schemas use: `type` (one or several), `properties`,
/// `required`, `additionalProperties`, `minProperties`, `enum`, `const`,
/// `oneOf`, `anyOf`, `items`, `minItems`/`maxItems`,
/// `minLength`/`maxLength`, `minimum`/`maximum`, `pattern`, and `$ref` into
/// the document. Anything else (descriptions, `discriminator`) is ignored.
/// Documents and values are the project's `JSONValue`, so numbers keep
/// their text and booleans are never numbers.
struct SchemaValidator {
    let document: JSONValue

    /// The reasons `value` does not match `schema`; empty when it does.
    func errors(_ value: JSONValue, _ schema: JSONObject, at path: String = "$") -> [String] {
        if case .string(let reference)? = schema["$ref"] {
            guard let resolved = resolve(reference) else { return ["\(path): unresolvable \(reference)"] }
            return errors(value, resolved, at: path)
        }
        var found: [String] = []
        if let types = schema["type"] {
            let allowed: [String]
            switch types {
            case .string(let type): allowed = [type]
            case .array(let list): allowed = list.compactMap { if case .string(let t) = $0 { t } else { nil } }
            default: allowed = []
            }
            if !allowed.contains(where: { Self.isOfType(value, $0) }) {
                return ["\(path): \(Self.describe(value)) is not of type \(allowed)"]
            }
        }
        if let constant = schema["const"], !Self.equal(value, constant) {
            found.append("\(path): \(Self.describe(value)) is not \(constant)")
        }
        if case .array(let options)? = schema["enum"], !options.contains(where: { Self.equal(value, $0) }) {
            found.append("\(path): \(Self.describe(value)) is not one of the enum")
        }
        if case .array(let branches)? = schema["oneOf"] {
            let matching = branches.filter { branch in
                guard case .object(let branch) = branch else { return false }
                return errors(value, branch, at: path).isEmpty
            }.count
            if matching != 1 { found.append("\(path): matches \(matching) of oneOf's \(branches.count) schemas") }
        }
        if case .array(let branches)? = schema["anyOf"] {
            let any = branches.contains { branch in
                guard case .object(let branch) = branch else { return false }
                return errors(value, branch, at: path).isEmpty
            }
            if !any { found.append("\(path): matches none of anyOf") }
        }
        switch value {
        case .object(let object): found += objectErrors(object, schema, at: path)
        case .array(let array):
            if let minimum = Self.integer(schema["minItems"]), array.count < minimum {
                found.append("\(path): under minItems")
            }
            if let maximum = Self.integer(schema["maxItems"]), array.count > maximum {
                found.append("\(path): over maxItems")
            }
            if case .object(let items)? = schema["items"] {
                for (index, item) in array.enumerated() { found += errors(item, items, at: "\(path)[\(index)]") }
            }
        case .string(let text):
            if let minimum = Self.integer(schema["minLength"]), text.count < minimum {
                found.append("\(path): under minLength")
            }
            if let maximum = Self.integer(schema["maxLength"]), text.count > maximum {
                found.append("\(path): over maxLength")
            }
            if case .string(let pattern)? = schema["pattern"],
                text.range(of: pattern, options: .regularExpression) == nil
            {
                found.append("\(path): \"\(text)\" does not match \(pattern)")
            }
        case .number(let text):
            let number = Double(text) ?? .nan
            if let minimum = Self.number(schema["minimum"]), number < minimum { found.append("\(path): under minimum") }
            if let maximum = Self.number(schema["maximum"]), number > maximum { found.append("\(path): over maximum") }
        case .null, .bool: break
        }
        return found
    }

    /// `value` against the component schema called `name`.
    func errors(_ value: JSONValue, component name: String) -> [String] {
        guard let schema = resolve("#/components/schemas/\(name)") else { return ["no component \(name)"] }
        return errors(value, schema)
    }

    private func objectErrors(_ object: JSONObject, _ schema: JSONObject, at path: String) -> [String] {
        var found: [String] = []
        var properties = JSONObject()
        if case .object(let declared)? = schema["properties"] { properties = declared }
        if case .array(let required)? = schema["required"] {
            for case .string(let name) in required where object[name] == nil {
                found.append("\(path): missing \(name)")
            }
        }
        if let minimum = Self.integer(schema["minProperties"]), object.members.count < minimum {
            found.append("\(path): under minProperties")
        }
        for member in object.members {
            if case .object(let property)? = properties[member.key] {
                found += errors(member.value, property, at: "\(path).\(member.key)")
            } else if properties[member.key] != nil {
                continue  // a schema that is `true`-like: anything goes
            } else if case .object(let additional)? = schema["additionalProperties"] {
                found += errors(member.value, additional, at: "\(path).\(member.key)")
            } else if schema["additionalProperties"] == .bool(false) {
                found.append("\(path): unexpected member \(member.key)")
            }
        }
        return found
    }

    func resolve(_ reference: String) -> JSONObject? {
        guard reference.hasPrefix("#/") else { return nil }
        var node = document
        for part in reference.dropFirst(2).split(separator: "/") {
            guard case .object(let object) = node, let next = object[String(part)] else { return nil }
            node = next
        }
        if case .object(let schema) = node { return schema }
        return nil
    }

    static func isOfType(_ value: JSONValue, _ type: String) -> Bool {
        switch (type, value) {
        case ("null", .null), ("boolean", .bool), ("string", .string), ("array", .array), ("object", .object),
            ("number", .number):
            return true
        case ("integer", .number(let text)): return Int(text) != nil
        default: return false
        }
    }

    static func equal(_ a: JSONValue, _ b: JSONValue) -> Bool {
        switch (a, b) {
        case (.number(let x), .number(let y)): Double(x) == Double(y)
        default: a == b
        }
    }

    static func integer(_ value: JSONValue?) -> Int? {
        if case .number(let text)? = value { Int(text) } else { nil }
    }

    static func number(_ value: JSONValue?) -> Double? {
        if case .number(let text)? = value { Double(text) } else { nil }
    }

    static func describe(_ value: JSONValue) -> String { String(String(describing: value).prefix(80)) }
}
