/// A single pass over a request body that finds out, before anything is
/// parsed, whether it is a top-level array, where each of its elements
/// starts and ends, and whether its framing (brackets and commas at the top
/// level, nothing after the closing bracket) is JSON.
///
/// The elements are then parsed and answered one chunk at a time
/// (``FormatExchange``): no tree of the whole array is ever built, and an
/// element that is not JSON gets its own `invalidRequest` response, as a
/// batch line would. A body whose framing is broken is refused whole
/// (`400`) before any response byte is written. The scan stops at the first
/// element over the count limit and allocates only the element ranges.
struct BatchScanner {
    enum Shape: Equatable {
        /// The first non-whitespace byte is not `[`: one request (or not JSON).
        case single
        /// A top-level array: each element's bytes (surrounding whitespace
        /// left out), and the indices of elements longer than the
        /// per-request byte limit.
        case array(elements: [Range<Int>], oversized: [Int])
        /// More than the allowed number of elements: the scan stopped there.
        case tooManyElements(limit: Int)
        /// The top level is not a JSON array: why.
        case malformed(String)
    }

    /// The most elements an array may have.
    var maximumCount: Int
    /// The most bytes one element may span (leading and trailing whitespace
    /// not counted).
    var maximumElementBytes: Int

    func shape(of bytes: UnsafeRawBufferPointer) -> Shape {
        let end = bytes.count
        var i = 0
        while i < end, Self.isWhitespace(bytes[i]) { i += 1 }
        guard i < end, bytes[i] == UInt8(ascii: "[") else { return .single }
        i += 1

        var depth = 1
        var elements: [Range<Int>] = []
        var oversized: [Int] = []
        // The first byte of the current element, or nil before it starts.
        var elementStart: Int?
        // One past the last non-whitespace byte of the current element.
        var elementEnd = 0
        // A comma was read and no element has started since.
        var afterComma = false

        while i < end {
            if depth > 1 {
                // Inside an element's object or array, to its end: only
                // strings and brackets count, and the bytes between them
                // are skipped eight at a time.
                repeat {
                    switch bytes[i] {
                    case UInt8(ascii: "\""): i = Self.closingQuote(in: bytes, after: i)
                    case UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
                    case UInt8(ascii: "]"), UInt8(ascii: "}"): depth -= 1
                    default: break
                    }
                    i += 1
                    if depth == 1 { break }
                    i = Self.nextStringOrBracket(in: bytes, from: i)
                } while i < end
                elementEnd = min(i, end)
                continue
            }
            let byte = bytes[i]
            if Self.isWhitespace(byte) {
                i += 1
                continue
            }
            if depth == 1 {
                switch byte {
                case UInt8(ascii: ","), UInt8(ascii: "]"):
                    if let start = elementStart {
                        guard elements.count < maximumCount else { return .tooManyElements(limit: maximumCount) }
                        if elementEnd - start > maximumElementBytes { oversized.append(elements.count) }
                        elements.append(start..<elementEnd)
                        elementStart = nil
                    } else if byte == UInt8(ascii: ",") || afterComma {
                        return .malformed(
                            "an element of the array is missing (a comma with nothing before or after it)")
                    }
                    if byte == UInt8(ascii: ",") {
                        afterComma = true
                        i += 1
                        continue
                    }
                    i += 1
                    while i < end, Self.isWhitespace(bytes[i]) { i += 1 }
                    guard i == end else { return .malformed("the body goes on after the array's closing bracket") }
                    return .array(elements: elements, oversized: oversized)
                case UInt8(ascii: "}"):
                    return .malformed("a closing brace at the top level of the array")
                default:
                    if elementStart == nil {
                        guard afterComma || elements.isEmpty else {
                            return .malformed("two elements of the array without a comma between them")
                        }
                        elementStart = i
                        afterComma = false
                    }
                }
            }
            switch byte {
            case UInt8(ascii: "\""):
                i = Self.closingQuote(in: bytes, after: i)
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                depth += 1
            case UInt8(ascii: "]"), UInt8(ascii: "}"):
                depth -= 1
            default:
                break
            }
            i += 1
            elementEnd = min(i, end)
        }
        if let start = elementStart, elements.count >= maximumCount, start < end {
            return .tooManyElements(limit: maximumCount)
        }
        return .malformed("the array is not closed")
    }

    /// The index of the quote that closes the string opened at `index`
    /// (escaped bytes skipped), or an index at or past the end when none does.
    @inline(__always)
    static func closingQuote(in bytes: UnsafeRawBufferPointer, after index: Int) -> Int {
        var i = index + 1
        while true {
            // The next `"` or `\`.
            while i + 8 <= bytes.count {
                let word = UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: i, as: UInt64.self))
                let found = equalBytes(word, UInt8(ascii: "\"")) | equalBytes(word, UInt8(ascii: "\\"))
                if found != 0 {
                    i += found.trailingZeroBitCount >> 3
                    break
                }
                i += 8
            }
            while i < bytes.count, bytes[i] != UInt8(ascii: "\""), bytes[i] != UInt8(ascii: "\\") { i += 1 }
            guard i < bytes.count, bytes[i] == UInt8(ascii: "\\") else { return i }
            i += 2
        }
    }

    /// The index of the first `"`, `[`, `]`, `{` or `}` at or after
    /// `index`, or the end.
    @inline(__always)
    static func nextStringOrBracket(in bytes: UnsafeRawBufferPointer, from index: Int) -> Int {
        var i = index
        while i + 8 <= bytes.count {
            let word = UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: i, as: UInt64.self))
            // `[` and `]` are `{` and `}` without the 0x20 bit.
            let folded = word | 0x2020_2020_2020_2020
            let found =
                equalBytes(word, UInt8(ascii: "\"")) | equalBytes(folded, UInt8(ascii: "{"))
                | equalBytes(folded, UInt8(ascii: "}"))
            if found != 0 { return i + found.trailingZeroBitCount >> 3 }
            i += 8
        }
        while i < bytes.count {
            switch bytes[i] {
            case UInt8(ascii: "\""), UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "{"), UInt8(ascii: "}"):
                return i
            default: i += 1
            }
        }
        return i
    }

    /// The high bit of each byte of `word` equal to `byte`, and possibly of
    /// bytes above such a byte (a borrow): the lowest bit set, when any is,
    /// marks the first equal byte exactly.
    @inline(__always)
    static func equalBytes(_ word: UInt64, _ byte: UInt8) -> UInt64 {
        let x = word ^ (0x0101_0101_0101_0101 &* UInt64(byte))
        return (x &- 0x0101_0101_0101_0101) & ~x & 0x8080_8080_8080_8080
    }

    @inline(__always)
    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
    }
}
