/// Bytes as a string catalog (`Localizable.xcstrings`): the JSON reader,
/// the catalog's variations and substitutions, the table built, and every
/// key rendered in a few languages with a few argument sets
/// (``CatalogFuzzCheck`` has the invariants).
public enum XCStringsFuzzTarget: FuzzTarget {
    public static let name = "FuzzXCStrings"

    public static func run(_ input: [UInt8]) throws(InvariantViolation) {
        try CatalogFuzzCheck.run(input, path: "/fuzz/Localizable.xcstrings", target: name, textLanguage: nil)
    }
}
