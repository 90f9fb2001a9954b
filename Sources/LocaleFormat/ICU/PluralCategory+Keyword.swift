/// ICU's plural keyword bytes read into the enum, without a `String` (the
/// pointer code stays in this layer).
extension PluralCategory {
    /// The category whose keyword is exactly these UTF-8 bytes, or nil.
    ///
    /// The keywords are 3 to 5 ASCII bytes: they are read into one word
    /// (as little-endian, zero-filled) and matched as numbers, with the length
    /// (so that "one" and "one" followed by a NUL byte differ).
    init?(keyword bytes: UnsafeRawBufferPointer) {
        let count = bytes.count
        guard count >= 3, count <= 5 else { return nil }
        // The first two bytes, then the rest: a byte, or four bytes and one more.
        let word: UInt64 =
            count == 3
            ? UInt64(UInt16(littleEndian: bytes.loadUnaligned(as: UInt16.self))) | UInt64(bytes[2]) << 16
            : UInt64(UInt32(littleEndian: bytes.loadUnaligned(as: UInt32.self)))
                | (count == 5 ? UInt64(bytes[4]) << 32 : 0)
        switch word | UInt64(count) << 56 {
        case 0x6F72_657A | 4 << 56: self = .zero  // "zero"
        case 0x65_6E6F | 3 << 56: self = .one  // "one"
        case 0x6F_7774 | 3 << 56: self = .two  // "two"
        case 0x77_6566 | 3 << 56: self = .few  // "few"
        case 0x796E_616D | 4 << 56: self = .many  // "many"
        case 0x72_6568_746F | 5 << 56: self = .other  // "other"
        default: return nil
        }
    }
}
