import LocaleFormat

/// A literal expectation that is CLDR or Unicode data (a text, a sort key's
/// bytes, a count), with the ICU major versions it was written from.
///
/// A plain literal holds on every supported major (``ICUMajors/supported``):
/// it was checked against each. Where majors answer differently, the
/// literal is a table, one entry per major, each written from that ICU
/// (never from the library's output):
///
/// ```swift
/// ("ar", .long, [.minutes: "90"], .icu([72: "٩٠ دقيقة", 76: "90 دقيقة"])),
/// #expect(count == ICUExpectedValue.icu([72: 5, 76: 57]))
/// ```
///
/// On a major that is neither supported nor in the table, ``current`` is
/// nil and every comparison with the expectation fails, printing what the
/// library answered: a new ICU is a new table entry, never a silent pass.
public struct ICUExpectedValue<Value: Hashable & Sendable>: Sendable, Hashable, CustomStringConvertible {
    /// The value by major; `nil` as the key for a literal that holds on every supported major.
    public let byMajor: [Int?: Value]

    init(byMajor: [Int?: Value]) {
        self.byMajor = byMajor
    }

    /// A value per ICU major, each as that major's ICU answers.
    public static func icu(_ table: [Int: Value]) -> Self {
        Self(byMajor: Dictionary(uniqueKeysWithValues: table.map { (Optional($0.key), $0.value) }))
    }

    /// The ICU majors a plain literal holds on (``ICUMajors/supported``).
    public static var supportedMajors: Set<Int> { ICUMajors.supported }

    /// The running ICU's expectation, or nil when there is none for its major.
    public var current: Value? {
        if let own = byMajor[ICUVersion.major] { return own }
        guard ICUMajors.supported.contains(ICUVersion.major) else { return nil }
        return byMajor[nil]
    }

    public var description: String {
        if let current { return String(reflecting: current) }
        let majors = byMajor.keys.map { $0.map(String.init) ?? "every supported" }.sorted()
        return "(no expectation for ICU \(ICUVersion.icu); the table has \(majors.joined(separator: ", ")))"
    }

    /// Whether `value` is the running ICU's expectation; false on a major without one.
    public static func == (value: Value, expected: Self) -> Bool { expected.current == value }
    public static func == (expected: Self, value: Value) -> Bool { expected.current == value }
    public static func != (value: Value, expected: Self) -> Bool { expected.current != value }
    public static func != (expected: Self, value: Value) -> Bool { expected.current != value }
}

/// The ICU majors the suite's literals were checked against.
public enum ICUMajors {
    public static let supported: Set<Int> = [72, 76]
}

/// A text expectation: a string literal holds on every supported major.
public typealias ICUExpected = ICUExpectedValue<String>

extension ICUExpectedValue: ExpressibleByUnicodeScalarLiteral, ExpressibleByExtendedGraphemeClusterLiteral,
    ExpressibleByStringLiteral
where Value == String {
    public init(stringLiteral value: String) {
        self.init(byMajor: [nil: value])
    }
}

extension Optional where Wrapped == String {
    /// Whether an optional text is the running ICU's expectation.
    public static func == (text: String?, expected: ICUExpected) -> Bool { text != nil && expected.current == text }
}
