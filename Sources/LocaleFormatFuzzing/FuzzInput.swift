/// Splits a fuzz input into choices and text: a target reads a few leading
/// bytes as selectors (which locale, which layout, which instant) and takes
/// the rest as the text under test.
///
/// Selectors wrap around (`byte % count`), so every byte value is a valid
/// choice and the corpus can use printable ones (`a`, `b`, …). Missing
/// bytes read as 0.
struct FuzzInput {
    private let bytes: [UInt8]
    private var index = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    /// The next byte, or 0 past the end.
    mutating func byte() -> UInt8 {
        guard index < bytes.count else { return 0 }
        defer { index += 1 }
        return bytes[index]
    }

    /// One of `choices`, picked by the next byte.
    mutating func pick<T>(_ choices: [T]) -> T {
        choices[Int(byte()) % choices.count]
    }

    /// The remaining bytes as a string; ill-formed UTF-8 becomes U+FFFD, as
    /// every `String` API of the library will see it.
    mutating func text() -> String {
        defer { index = bytes.count }
        return String(decoding: bytes[min(index, bytes.count)...], as: UTF8.self)
    }
}
