/// The framing of a JSON body on the request path, written once: what is
/// whitespace, where it ends, and whether a body opens an array. The HTTP
/// service's intake, its exchange plan and one pass, ``FlatObject`` and the
/// server's array scanner all read a body's top level through these.
public enum JSONBytes {
    /// Whether `byte` is JSON whitespace (RFC 8259: space, tab, line feed, carriage return).
    @inlinable @inline(__always)
    public static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
    }

    /// The first index at or after `index` that is not JSON whitespace, or the end.
    @inlinable @inline(__always)
    public static func skipWhitespace(in bytes: UnsafeBufferPointer<UInt8>, from index: Int) -> Int {
        var i = index
        while i < bytes.count, isWhitespace(bytes[i]) { i += 1 }
        return i
    }

    /// Whether the first byte of `bytes` that is not whitespace is `[`; nil
    /// when every byte is whitespace (or there is none).
    @inlinable
    public static func opensArray(_ bytes: UnsafeRawBufferPointer) -> Bool? {
        bytes.withMemoryRebound(to: UInt8.self) { bytes in
            let i = skipWhitespace(in: bytes, from: 0)
            return i < bytes.count ? bytes[i] == UInt8(ascii: "[") : nil
        }
    }
}
