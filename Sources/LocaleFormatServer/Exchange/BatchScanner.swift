import LocaleFormatService

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
        var i = Self.skipWhitespace(in: bytes, from: 0)
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
                // Inside an element's object or array, to its end.
                (i, depth) = Self.endOfNested(in: bytes, from: i, depth: depth)
                elementEnd = min(i, end)
                continue
            }
            let byte = bytes[i]
            if JSONBytes.isWhitespace(byte) {
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
                    i = Self.skipWhitespace(in: bytes, from: i + 1)
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

    /// Where the object or array that `depth` − 1 brackets opened before
    /// `start` ends: the index after the bracket that brings the depth back
    /// to 1, with depth 1; or the end and the depth there when none does.
    ///
    /// Only strings and brackets count. Eight bytes are read at a time: a
    /// word's quotes, backslashes and brackets are marked (with a few false
    /// marks, each byte checked), and only those are looked at, in order;
    /// the byte after a backslash in a string is skipped, also across words.
    static func endOfNested(in bytes: UnsafeRawBufferPointer, from start: Int, depth: Int) -> (Int, Int) {
        var depth = depth
        var inString = false
        // The first byte of the next word is escaped.
        var escapedNext = false
        var i = start
        let end = bytes.count
        while i + 8 <= end {
            let word = UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: i, as: UInt64.self))
            // `[` and `]` are `{` and `}` without the 0x20 bit.
            let folded = word | 0x2020_2020_2020_2020
            var marks =
                equalBytes(word, UInt8(ascii: "\"")) | equalBytes(word, UInt8(ascii: "\\"))
                | equalBytes(folded, UInt8(ascii: "{")) | equalBytes(folded, UInt8(ascii: "}"))
            if escapedNext {
                marks &= ~0x80
                escapedNext = false
            }
            while marks != 0 {
                let k = marks.trailingZeroBitCount >> 3
                marks &= marks &- 1
                switch Self.step(bytes[i + k], inString: &inString, depth: &depth) {
                case .closed: return (i + k + 1, 1)
                case .escape:
                    if k == 7 { escapedNext = true } else { marks &= ~(0x80 << UInt64((k + 1) * 8)) }
                case .other: break
                }
            }
            i += 8
        }
        if escapedNext { i += 1 }
        while i < end {
            switch Self.step(bytes[i], inString: &inString, depth: &depth) {
            case .closed: return (i + 1, 1)
            case .escape: i += 2
            case .other: i += 1
            }
        }
        return (end, depth)
    }

    /// What a byte inside a nested element does.
    enum Step {
        /// It closes the element (the depth is back to 1).
        case closed
        /// It is a backslash in a string: the next byte is escaped.
        case escape
        case other
    }

    /// Steps over `byte` inside a nested element: strings open and close,
    /// brackets outside them move `depth`.
    @inline(__always)
    static func step(_ byte: UInt8, inString: inout Bool, depth: inout Int) -> Step {
        if inString {
            if byte == UInt8(ascii: "\"") { inString = false }
            return byte == UInt8(ascii: "\\") ? .escape : .other
        }
        switch byte {
        case UInt8(ascii: "\""):
            inString = true
        case UInt8(ascii: "["), UInt8(ascii: "{"):
            depth += 1
        case UInt8(ascii: "]"), UInt8(ascii: "}"):
            depth -= 1
            if depth == 1 { return .closed }
        default:
            break
        }
        return .other
    }

    /// The high bit of each byte of `word` equal to `byte`, and possibly of
    /// bytes above such a byte (a borrow): the lowest bit set, when any is,
    /// marks the first equal byte exactly.
    @inline(__always)
    static func equalBytes(_ word: UInt64, _ byte: UInt8) -> UInt64 {
        let x = word ^ (0x0101_0101_0101_0101 &* UInt64(byte))
        return (x &- 0x0101_0101_0101_0101) & ~x & 0x8080_8080_8080_8080
    }

    /// ``JSONBytes/skipWhitespace(in:from:)`` over the scanned bytes.
    @inline(__always)
    private static func skipWhitespace(in bytes: UnsafeRawBufferPointer, from index: Int) -> Int {
        bytes.withMemoryRebound(to: UInt8.self) { JSONBytes.skipWhitespace(in: $0, from: index) }
    }
}
