/// Bytes as a `.strings` file (`ru.lproj/Localizable.strings`): the text
/// reader (UTF-8 or UTF-16 with or without a byte order mark, escapes,
/// comments, unquoted words), or Foundation's for a binary property list,
/// then the table built and every key rendered (``CatalogFuzzCheck`` has
/// the invariants).
public enum StringsFileFuzzTarget: FuzzTarget {
    public static let name = "FuzzStringsFile"

    public static func run(_ input: [UInt8]) throws(InvariantViolation) {
        try CatalogFuzzCheck.run(
            input, path: "/fuzz/ru.lproj/Localizable.strings", target: name, textLanguage: "ru")
    }
}
