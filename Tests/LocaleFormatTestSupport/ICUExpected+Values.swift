import LocaleFormat

extension ICUExpected {
    /// The running major's entry of a table of expectations that are not
    /// text (counts, byte arrays, sets), each written from that ICU; nil on a
    /// major without an entry, so that the comparison fails and prints what
    /// was got: `#expect(count == ICUExpected.value([72: 5, 76: 57]))`.
    public static func value<Value: Sendable>(_ table: [Int: Value]) -> Value? {
        table[ICUVersion.major]
    }
}
