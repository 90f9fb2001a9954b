/// A single pass over a request body that finds out, before anything is
/// parsed, whether it is a top-level array and how many elements it has.
///
/// Parsing first and counting afterwards would let a body of eight
/// mebibytes of `[0,0,0,…` build a four-million-element tree before it is
/// refused; the scan stops at the first element over the limit and
/// allocates nothing. It follows JSON's lexical structure only (strings,
/// escapes, brackets): a body it cannot make sense of is left to
/// ``JSONParser``, which reports the fault.
struct BatchScanner {
    enum Shape: Equatable {
        /// The first non-whitespace byte is not `[`: one request (or not JSON).
        case single
        /// A top-level array; `oversized` holds the indices of elements
        /// longer than the per-request byte limit.
        case array(count: Int, oversized: [Int])
        /// More than the allowed number of elements: the scan stopped there.
        case tooManyElements(limit: Int)
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
        var count = 0
        var oversized: [Int] = []
        // The first byte of the current element, or nil before it starts.
        var elementStart: Int?
        // One past the last non-whitespace byte of the current element.
        var elementEnd = 0

        func finishElement() -> Bool {
            guard let start = elementStart else { return true }
            if elementEnd - start > maximumElementBytes { oversized.append(count) }
            count += 1
            elementStart = nil
            return count <= maximumCount
        }

        while i < end {
            let byte = bytes[i]
            if Self.isWhitespace(byte) {
                i += 1
                continue
            }
            if depth == 1 {
                switch byte {
                case UInt8(ascii: ","):
                    guard finishElement() else { return .tooManyElements(limit: maximumCount) }
                    i += 1
                    continue
                case UInt8(ascii: "]"):
                    guard finishElement() else { return .tooManyElements(limit: maximumCount) }
                    return .array(count: count, oversized: oversized)
                default:
                    if elementStart == nil { elementStart = i }
                }
            }
            switch byte {
            case UInt8(ascii: "\""):
                // Skip the string, escapes included.
                i += 1
                while i < end, bytes[i] != UInt8(ascii: "\"") {
                    i += bytes[i] == UInt8(ascii: "\\") ? 2 : 1
                }
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
        // Unterminated: the parser will say so. Report what was seen.
        _ = finishElement()
        return count > maximumCount ? .tooManyElements(limit: maximumCount) : .array(count: count, oversized: oversized)
    }

    @inline(__always)
    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
    }
}
