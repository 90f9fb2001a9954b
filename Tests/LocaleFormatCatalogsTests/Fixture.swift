import Foundation

/// A temporary folder of catalog files built by a test, removed when the
/// test's value goes away.
final class Fixture {
    let root: String

    init() {
        root = NSTemporaryDirectory() + "catalogs-" + UUID().uuidString
        try? FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: root) }

    /// Writes bytes at a path relative to the root, creating folders; returns the full path.
    @discardableResult
    func write(_ relative: String, _ bytes: [UInt8]) -> String {
        let path = root + "/" + relative
        try? FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        FileManager.default.createFile(atPath: path, contents: Data(bytes))
        return path
    }

    @discardableResult
    func write(_ relative: String, _ text: String) -> String { write(relative, Array(text.utf8)) }

    /// Writes a property list (XML or binary, made by Foundation on this machine).
    @discardableResult
    func writePlist(_ relative: String, _ object: Any, binary: Bool = false) -> String {
        let data =
            (try? PropertyListSerialization.data(
                fromPropertyList: object, format: binary ? .binary : .xml, options: 0)) ?? Data()
        return write(relative, [UInt8](data))
    }

    static func utf16(_ text: String, bigEndian: Bool) -> [UInt8] {
        var bytes: [UInt8] = bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE]
        for unit in text.utf16 {
            let high = UInt8(unit >> 8)
            let low = UInt8(unit & 0xFF)
            bytes += bigEndian ? [high, low] : [low, high]
        }
        return bytes
    }

    static func utf32(_ text: String, bigEndian: Bool) -> [UInt8] {
        var bytes: [UInt8] = bigEndian ? [0, 0, 0xFE, 0xFF] : [0xFF, 0xFE, 0, 0]
        for scalar in text.unicodeScalars {
            let value = scalar.value
            let big = [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
            bytes += bigEndian ? big : big.reversed()
        }
        return bytes
    }

    /// A stringsdict plural entry: `%#@name@` over one variable.
    static func pluralEntry(_ format: String, variable: String, type: String = "d", _ forms: [String: String])
        -> [String: Any]
    {
        var rule: [String: Any] = [
            "NSStringFormatSpecTypeKey": "NSStringPluralRuleType", "NSStringFormatValueTypeKey": type,
        ]
        for (category, text) in forms { rule[category] = text }
        return ["NSStringLocalizedFormatKey": format, variable: rule]
    }

    /// An `.xcstrings` JSON document.
    static func xcstrings(source: String = "en", version: String = "1.0", _ strings: String) -> String {
        "{\"sourceLanguage\": \"\(source)\", \"version\": \"\(version)\", \"strings\": {\(strings)}}"
    }

    /// A `stringUnit` localization object.
    static func unit(_ value: String, state: String = "translated") -> String {
        "{\"stringUnit\": {\"state\": \"\(state)\", \"value\": \"\(value)\"}}"
    }
}
