import LocaleFormat

/// A literal expectation that is CLDR data, with the ICU major versions it
/// was written from.
///
/// A plain string literal holds on every supported major
/// (``supportedMajors``): it was checked against each. Where majors answer
/// differently, the literal is a table, one entry per major, each written
/// from that ICU (never from the library's output):
///
/// ```swift
/// ("ar", .long, [.minutes: "90"], .icu([72: "٩٠ دقيقة", 76: "90 دقيقة"])),
/// ```
///
/// On a major that is neither supported nor in the table, ``current`` is
/// nil and every comparison with the expectation fails, printing what the
/// library answered: a new ICU is a new table entry, never a silent pass.
public struct ICUExpected: Sendable, Hashable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The ICU majors the suite's literals were checked against; a plain
    /// literal holds on each of them.
    public static let supportedMajors: Set<Int> = [72, 76]

    /// The text by major; `nil` as the key for a literal that holds on every supported major.
    public let byMajor: [Int?: String]

    public init(stringLiteral value: String) {
        byMajor = [nil: value]
    }

    private init(byMajor: [Int?: String]) {
        self.byMajor = byMajor
    }

    /// A literal per ICU major, each as that major's ICU answers.
    public static func icu(_ table: [Int: String]) -> ICUExpected {
        ICUExpected(byMajor: Dictionary(uniqueKeysWithValues: table.map { (Optional($0.key), $0.value) }))
    }

    /// The running ICU's expectation, or nil when there is none for its major.
    public var current: String? {
        if let own = byMajor[ICUVersion.major] { return own }
        guard Self.supportedMajors.contains(ICUVersion.major) else { return nil }
        return byMajor[nil]
    }

    public var description: String {
        if let current { return current.debugDescription }
        let majors = byMajor.keys.map { $0.map(String.init) ?? "every supported" }.sorted()
        return "(no expectation for ICU \(ICUVersion.icu); the table has \(majors.joined(separator: ", ")))"
    }

    /// Whether `text` is the running ICU's expectation; false on a major without one.
    public static func == (text: String, expected: ICUExpected) -> Bool { expected.current == text }
    public static func == (expected: ICUExpected, text: String) -> Bool { expected.current == text }
    public static func != (text: String, expected: ICUExpected) -> Bool { expected.current != text }
    public static func != (expected: ICUExpected, text: String) -> Bool { expected.current != text }
}

extension Optional where Wrapped == String {
    /// Whether an optional text is the running ICU's expectation.
    public static func == (text: String?, expected: ICUExpected) -> Bool { text != nil && expected.current == text }
}
