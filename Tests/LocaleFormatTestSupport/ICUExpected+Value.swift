import LocaleFormat

/// ``ICUExpected`` for what is not text: a literal expectation that is
/// CLDR or Unicode data (a sort key's bytes, a count) written per ICU major,
/// each entry from that major's ICU (never from the library's output).
///
/// ```swift
/// #expect(try swedish.sortKey(for: "ä") == ICUExpectedValue.icu([72: [0x5D, 0x77, …], 76: [0x5E, 0x77, …]]))
/// ```
///
/// A value that holds on every supported major stays a plain literal; only
/// one that differs becomes a table. On a major that is not in the table,
/// ``current`` is nil and every comparison fails, printing what the library
/// answered: a new ICU is a new table entry, never a silent pass.
public struct ICUExpectedValue<Value: Hashable & Sendable>: Sendable, Hashable, CustomStringConvertible {
    /// The value by major.
    public let byMajor: [Int: Value]

    private init(byMajor: [Int: Value]) {
        self.byMajor = byMajor
    }

    /// A value per ICU major, each as that major's ICU answers.
    public static func icu(_ table: [Int: Value]) -> ICUExpectedValue {
        ICUExpectedValue(byMajor: table)
    }

    /// The running ICU's expectation, or nil when its major has none.
    public var current: Value? { byMajor[ICUVersion.major] }

    public var description: String {
        if let current { return String(describing: current) }
        let majors = byMajor.keys.sorted().map(String.init)
        return "(no expectation for ICU \(ICUVersion.icu); the table has \(majors.joined(separator: ", ")))"
    }

    /// Whether `value` is the running ICU's expectation; false on a major without one.
    public static func == (value: Value, expected: ICUExpectedValue) -> Bool { expected.current == value }
    public static func == (expected: ICUExpectedValue, value: Value) -> Bool { expected.current == value }
    public static func != (value: Value, expected: ICUExpectedValue) -> Bool { expected.current != value }
    public static func != (expected: ICUExpectedValue, value: Value) -> Bool { expected.current != value }
}
