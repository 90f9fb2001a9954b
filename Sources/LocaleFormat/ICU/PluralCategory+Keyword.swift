/// ICU's plural keyword bytes read into the enum, without a `String` (the
/// pointer code stays in this layer).
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
