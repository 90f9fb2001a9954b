import LocaleFormat
import LocaleFormatCatalogs

/// An enum a request names by its raw values (`"full"`, `"narrow"`): a
/// field read in place compares its bytes with the raw values' bytes, made
/// once a type, instead of making a `String` to construct the case from.
protocol RequestSpelled: RawRepresentable, CaseIterable, Sendable where RawValue == String {
    /// The cases' raw values as bytes (``RequestSpellings/init(_:)``).
    static var spellings: RequestSpellings<Self> { get }
}

/// An enum's raw values, their bytes one after the other.
struct RequestSpellings<Value: RawRepresentable & CaseIterable>: Sendable
where Value.RawValue == String, Value: Sendable {
    private let bytes: [UInt8]
    /// Each case's raw value's place in `bytes`.
    private let ends: [Int]
    private let values: [Value]

    init(_: Value.Type) {
        values = Array(Value.allCases)
        var bytes: [UInt8] = []
        var ends: [Int] = []
        for value in values {
            bytes += Array(value.rawValue.utf8)
            ends.append(bytes.count)
        }
        self.bytes = bytes
        self.ends = ends
    }

    /// The case whose raw value is `input`, byte for byte.
    func value(spelled input: UnsafeBufferPointer<UInt8>) -> Value? {
        var start = 0
        for (index, end) in ends.enumerated() {
            defer { start = end }
            guard end - start == input.count else { continue }
            var offset = 0
            while offset < input.count, bytes[start + offset] == input[offset] { offset += 1 }
            if offset == input.count { return values[index] }
        }
        return nil
    }
}

extension CaseMapper.Mode: RequestSpelled { static let spellings = RequestSpellings(Self.self) }
extension Collator.Alternate: RequestSpelled { static let spellings = RequestSpellings(Self.self) }
extension Collator.CaseFirst: RequestSpelled { static let spellings = RequestSpellings(Self.self) }
extension Collator.Strength: RequestSpelled { static let spellings = RequestSpellings(Self.self) }
extension CurrencyFormat.Display: RequestSpelled { static let spellings = RequestSpellings(Self.self) }
extension CurrencyOperation.CurrencySign: RequestSpelled { static let spellings = RequestSpellings(Self.self) }
extension DateFormat.Style: RequestSpelled { static let spellings = RequestSpellings(Self.self) }
extension Device: RequestSpelled { static let spellings = RequestSpellings(Self.self) }
extension DisplayNameOperation.CodeType: RequestSpelled { static let spellings = RequestSpellings(Self.self) }
extension DisplayNames.Fallback: RequestSpelled { static let spellings = RequestSpellings(Self.self) }
extension DisplayNames.LanguageDisplay: RequestSpelled { static let spellings = RequestSpellings(Self.self) }
extension DisplayNames.Width: RequestSpelled { static let spellings = RequestSpellings(Self.self) }
extension DurationFormat.Width: RequestSpelled { static let spellings = RequestSpellings(Self.self) }
extension ListFormat.ListType: RequestSpelled { static let spellings = RequestSpellings(Self.self) }
extension ListFormat.Width: RequestSpelled { static let spellings = RequestSpellings(Self.self) }
extension NumberFormat.Style: RequestSpelled { static let spellings = RequestSpellings(Self.self) }
extension NumberRangeFormat.Collapse: RequestSpelled { static let spellings = RequestSpellings(Self.self) }
extension NumberRangeFormat.IdentityFallback: RequestSpelled { static let spellings = RequestSpellings(Self.self) }
extension PluralRules.Notation: RequestSpelled { static let spellings = RequestSpellings(Self.self) }
extension PluralRules.RuleType: RequestSpelled { static let spellings = RequestSpellings(Self.self) }
extension RelativeTimeFormat.Numeric: RequestSpelled { static let spellings = RequestSpellings(Self.self) }
extension RelativeTimeFormat.Unit: RequestSpelled { static let spellings = RequestSpellings(Self.self) }
extension RelativeTimeFormat.Width: RequestSpelled { static let spellings = RequestSpellings(Self.self) }
extension NumberDisplay.Grouping: RequestSpelled { static let spellings = RequestSpellings(Self.self) }
extension NumberDisplay.RoundingPriority: RequestSpelled { static let spellings = RequestSpellings(Self.self) }
extension NumberDisplay.SignDisplay: RequestSpelled { static let spellings = RequestSpellings(Self.self) }
extension NumberDisplay.TrailingZeroDisplay: RequestSpelled { static let spellings = RequestSpellings(Self.self) }
extension NumberDisplayFields.CompactDisplay: RequestSpelled { static let spellings = RequestSpellings(Self.self) }
extension NumberDisplayFields.DecimalSeparator: RequestSpelled { static let spellings = RequestSpellings(Self.self) }
extension NumberDisplayFields.Notation: RequestSpelled { static let spellings = RequestSpellings(Self.self) }
extension RoundingModeName: RequestSpelled { static let spellings = RequestSpellings(Self.self) }
extension UnitFormat.Width: RequestSpelled { static let spellings = RequestSpellings(Self.self) }
