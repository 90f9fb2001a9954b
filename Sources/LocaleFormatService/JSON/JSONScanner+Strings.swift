/// Strings: a fast path that slices the input when there are no escapes,
/// a slow path that decodes escapes into `scratch`, and the cut of strings
/// over the string limit (``ProtocolLimits``) at a character boundary.
extension JSONScanner {
    /// The high bit of each byte of `word` (little-endian) that is not
    /// printable ASCII other than `"` and `\`, and possibly of bytes above
    /// such a byte (a borrow): the lowest bit set marks the first exactly.
    @inline(__always)
    static func notPlain(_ word: UInt64) -> UInt64 {
        mustEscape(word) | word & 0x8080_8080_8080_8080
    }

    /// The high bit of each byte of `word` that JSON must escape in a
    /// string (`"`, `\`, below U+0020), and possibly of bytes above such a
    /// byte; zero when there is none (bytes of non-ASCII characters are
    /// never marked).
    @inline(__always)
    static func mustEscape(_ word: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let quotes = word ^ (ones &* UInt64(UInt8.quote))
        let backslashes = word ^ (ones &* UInt64(UInt8.backslash))
        let belowSpace = (word &- ones &* 0x20) & ~word
        let hasQuote = (quotes &- ones) & ~quotes
        let hasBackslash = (backslashes &- ones) & ~backslashes
        return (belowSpace | hasQuote | hasBackslash) & 0x8080_8080_8080_8080
    }

    /// The first index at or after `i` holding a byte that a string scan
    /// must look at: `"`, `\`, a control character, non-ASCII, or `end`.
    @inline(__always)
    func skipPlain(from i: Int) -> Int {
        var i = i
        while i + 8 <= end {
            let found = Self.notPlain(UInt64(littleEndian: base.loadUnaligned(fromByteOffset: i, as: UInt64.self)))
            if found != 0 { return i + found.trailingZeroBitCount >> 3 }
            i += 8
        }
        while i < end, Self.isPlain(buffer[i]) { i += 1 }
        return i
    }

    /// Whether `byte` stands for itself in a string: printable ASCII other
    /// than `"` and `\` (``notPlain(_:)`` for one byte).
    @inline(__always)
    static func isPlain(_ byte: UInt8) -> Bool {
        byte >= 0x20 && byte < 0x80 && byte != .quote && byte != .backslash
    }

    /// A string starting at the opening quote at `position`.
    mutating func parseString() throws(JSONParseError) -> String {
        let openingQuote = position
        let start = position + 1
        var i = start
        var isASCII = true
        // Fast path: no escapes, so the string is a slice of the input.
        while true {
            i = skipPlain(from: i)
            guard i < end else {
                throw .syntax("unterminated string", at: openingQuote)
            }
            let byte = buffer[i]
            if byte == .quote {
                position = i + 1
                if i - start > limits.maximumStringBytes { passedLimits = true }
                let kept =
                    i - start > limits.maximumStringBytes
                    ? Self.characterBoundary(in: buffer, from: start + limits.maximumStringBytes + 1, before: i) : i
                return Self.string(validated: UnsafeBufferPointer(rebasing: buffer[start..<kept]), isASCII: isASCII)
            }
            if byte == .backslash {
                break
            }
            isASCII = false
            i = try skipCharacter(at: i)
        }
        // Slow path: copy unescaped runs and decoded escapes into `scratch`.
        scratch.removeAll(keepingCapacity: true)
        var runStart = start
        while true {
            let byte = buffer[i]
            if byte == .quote {
                appendRun(from: runStart, to: i)
                position = i + 1
                let overLimit = scratch.count > limits.maximumStringBytes
                if overLimit { passedLimits = true }
                return scratch.withUnsafeBufferPointer { kept in
                    let cut =
                        overLimit
                        ? Self.characterBoundary(in: kept, from: limits.maximumStringBytes + 1, before: kept.count)
                        : kept.count
                    return Self.string(validated: UnsafeBufferPointer(rebasing: kept[..<cut]), isASCII: false)
                }
            }
            if byte == .backslash {
                appendRun(from: runStart, to: i)
                i = try decodeEscape(at: i)
                runStart = i
            } else {
                i = try skipCharacter(at: i)
            }
            i = skipPlain(from: i)
            guard i < end else {
                throw .syntax("unterminated string", at: openingQuote)
            }
        }
    }

    /// A string of UTF-8 this scanner has checked: the input's non-ASCII
    /// characters each passed `utf8SequenceLength` on the way (the only way
    /// past them in a string), and decoded escapes are whole scalars other
    /// than surrogates; a cut over the limit ends on a character boundary.
    /// So the standard library's second validation is skipped (it cost a
    /// non-ASCII string of 90 bytes about 870 instructions). `isASCII`:
    /// every byte is known to be ASCII; false when not known.
    @inline(__always)
    static func string(validated bytes: UnsafeBufferPointer<UInt8>, isASCII: Bool) -> String {
        String(copying: UTF8Span(unchecked: bytes.span, isKnownASCII: isASCII))
    }

    /// Copies input bytes `from..<to` (no escapes) into `scratch`, as far as
    /// `scratchLimit` allows.
    @inline(__always)
    mutating func appendRun(from: Int, to: Int) {
        let room = scratchLimit - scratch.count
        guard room > 0 else { return }
        scratch.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[from..<min(to, from + room)]))
    }

    /// The first index at or after `index` (and before `limit`) that starts
    /// a UTF-8 character, or `limit`: a cut there keeps whole characters.
    static func characterBoundary(in bytes: UnsafeBufferPointer<UInt8>, from index: Int, before limit: Int) -> Int {
        var i = index
        while i < limit && bytes[i] & 0xC0 == 0x80 { i += 1 }
        return min(i, limit)
    }

    /// Steps over a control character (an error) or a non-ASCII character.
    @inline(__always)
    func skipCharacter(at i: Int) throws(JSONParseError) -> Int {
        let byte = buffer[i]
        if byte < 0x20 {
            throw .syntax(
                "unescaped control character \(hexScalar(UInt32(byte))) in string (write it as \\u00\(hexByte(byte).dropFirst(2)))",
                at: i
            )
        }
        let length = utf8SequenceLength(buffer, at: i)
        guard length > 0 else { throw invalidUTF8(at: i) }
        return i + length
    }

    /// Decodes the escape at `i` (a backslash) into `scratch`; returns the
    /// index after it.
    mutating func decodeEscape(at i: Int) throws(JSONParseError) -> Int {
        guard i + 1 < end else {
            throw .syntax("unterminated escape sequence", at: i)
        }
        let decoded: UInt8
        switch buffer[i + 1] {
        case .quote: decoded = .quote
        case .backslash: decoded = .backslash
        case .slash: decoded = .slash
        case UInt8(ascii: "b"): decoded = 0x08
        case UInt8(ascii: "f"): decoded = 0x0C
        case UInt8(ascii: "n"): decoded = .lineFeed
        case UInt8(ascii: "r"): decoded = .carriageReturn
        case UInt8(ascii: "t"): decoded = .tab
        case UInt8(ascii: "u"):
            return try decodeUnicodeEscape(at: i)
        default:
            throw .syntax("invalid escape sequence \\\(describeByte(at: i + 1)) in string", at: i)
        }
        if scratch.count < scratchLimit { scratch.append(decoded) }
        return i + 2
    }

    /// `\uXXXX`, or a `\uD8xx\uDCxx` surrogate pair, at `i`.
    mutating func decodeUnicodeEscape(at i: Int) throws(JSONParseError) -> Int {
        let unit = try hexQuad(at: i + 2, escapeAt: i)
        let scalarValue: UInt32
        let next: Int
        switch unit {
        case 0xD800...0xDBFF:
            guard i + 7 < end, buffer[i + 6] == .backslash, buffer[i + 7] == UInt8(ascii: "u") else {
                throw .syntax(
                    "lone surrogate \\u\(hexScalar(unit).dropFirst(2)) (a high surrogate must be followed by a \\u low surrogate)",
                    at: i)
            }
            let low = try hexQuad(at: i + 8, escapeAt: i + 6)
            guard (0xDC00...0xDFFF).contains(low) else {
                throw .syntax(
                    "lone surrogate \\u\(hexScalar(unit).dropFirst(2)) (followed by \\u\(hexScalar(low).dropFirst(2)), not a low surrogate)",
                    at: i)
            }
            scalarValue = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
            next = i + 12
        case 0xDC00...0xDFFF:
            throw .syntax(
                "lone surrogate \\u\(hexScalar(unit).dropFirst(2)) (a low surrogate without a high surrogate before it)",
                at: i)
        default:
            scalarValue = unit
            next = i + 6
        }
        appendUTF8(scalarValue)
        return next
    }

    func hexQuad(at j: Int, escapeAt escape: Int) throws(JSONParseError) -> UInt32 {
        var value: UInt32 = 0
        for k in j..<(j + 4) {
            guard k < end else {
                throw .syntax("incomplete \\u escape", at: escape)
            }
            let byte = buffer[k]
            let digit: UInt8
            switch byte {
            case .digitZero ... .digitNine: digit = byte - .digitZero
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default:
                throw .syntax("expected a hex digit in \\u escape, found \(describeByte(at: k))", at: k)
            }
            value = value << 4 | UInt32(digit)
        }
        return value
    }

    mutating func appendUTF8(_ scalar: UInt32) {
        guard scratch.count < scratchLimit else { return }
        switch scalar {
        case 0..<0x80:
            scratch.append(UInt8(truncatingIfNeeded: scalar))
        case 0x80..<0x800:
            scratch.append(UInt8(truncatingIfNeeded: 0xC0 | scalar >> 6))
            scratch.append(UInt8(truncatingIfNeeded: 0x80 | scalar & 0x3F))
        case 0x800..<0x10000:
            scratch.append(UInt8(truncatingIfNeeded: 0xE0 | scalar >> 12))
            scratch.append(UInt8(truncatingIfNeeded: 0x80 | scalar >> 6 & 0x3F))
            scratch.append(UInt8(truncatingIfNeeded: 0x80 | scalar & 0x3F))
        default:
            scratch.append(UInt8(truncatingIfNeeded: 0xF0 | scalar >> 18))
            scratch.append(UInt8(truncatingIfNeeded: 0x80 | scalar >> 12 & 0x3F))
            scratch.append(UInt8(truncatingIfNeeded: 0x80 | scalar >> 6 & 0x3F))
            scratch.append(UInt8(truncatingIfNeeded: 0x80 | scalar & 0x3F))
        }
    }
}
