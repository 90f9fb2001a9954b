/// A CLDR plural category. Raw values are CLDR's keywords.
///
/// ```swift
/// try PluralRules(locale: "ar").category(for: "3")    // .few
/// PluralCategory(rawValue: "many")                    // .many
/// ```
public enum PluralCategory: String, Sendable, Hashable, CaseIterable {
    case zero, one, two, few, many, other
}

extension PluralCategory {
    /// The category whose keyword is exactly these UTF-8 bytes, or nil.
    init?(keyword bytes: UnsafeRawBufferPointer) {
        func matches(_ keyword: StaticString) -> Bool {
            keyword.utf8CodeUnitCount == bytes.count
                && UnsafeRawBufferPointer(start: keyword.utf8Start, count: keyword.utf8CodeUnitCount)
                    .elementsEqual(bytes)
        }
        guard let first = bytes.first else { return nil }
        switch first {
        case UInt8(ascii: "z") where matches("zero"): self = .zero
        case UInt8(ascii: "o") where matches("one"): self = .one
        case UInt8(ascii: "o") where matches("other"): self = .other
        case UInt8(ascii: "t") where matches("two"): self = .two
        case UInt8(ascii: "f") where matches("few"): self = .few
        case UInt8(ascii: "m") where matches("many"): self = .many
        default: return nil
        }
    }
}
