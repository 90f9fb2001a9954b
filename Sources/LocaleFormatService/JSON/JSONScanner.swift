/// The state of one parse: a cursor over the input bytes and the stack of
/// open arrays and objects (on the heap, so no input can exhaust the native
/// stack). ``JSONParser`` is its API; strings and escapes are read in
/// `JSONScanner+Strings.swift`, UTF-8 is checked by `UTF8Validation.swift`.
struct JSONScanner {
    let buffer: UnsafeBufferPointer<UInt8>
    /// `buffer.baseAddress`, for word-at-a-time loads.
    let base: UnsafeRawPointer
    let end: Int
    let maximumDepth: Int
    let limits: ProtocolLimits
    /// Bytes of decoded string kept in `scratch` at most: past the string
    /// limit by more than one character, so the kept prefix can end on a
    /// character boundary over the limit.
    let scratchLimit: Int
    var position = 0
    /// Reused for strings that contain escapes.
    var scratch: [UInt8] = []
    /// Whether a string or an array passed `limits` (and was cut): when not,
    /// ``ProtocolLimits/check(_:)`` of the document finds nothing.
    var passedLimits = false

    init(buffer: UnsafeBufferPointer<UInt8>, base: UnsafeRawPointer, limits: ProtocolLimits) {
        self.buffer = buffer
        self.base = base
        self.end = buffer.count
        self.maximumDepth = limits.maximumDepth
        self.limits = limits
        self.scratchLimit = limits.maximumStringBytes + 8
    }

    /// An array or object under construction.
    struct Frame {
        var isObject: Bool
        var elements: [JSONValue] = []
        var members: [JSONObject.Member] = []
        /// The key of the member whose value is being parsed.
        var key = ""
        /// Keys seen so far, once the object is big enough for a linear
        /// duplicate search to matter.
        var keyIndex: Set<ExactKey> = []
        /// The UTF-8 lengths of the first eight keys (``JSONObject/keyLengths``).
        var keyLengths = JSONObject.KeyLengths()
    }

    /// Objects with at most this many members check duplicates by linear scan.
    static let linearKeySearchLimit = 16

    mutating func parseDocument() throws(JSONParseError) -> JSONValue {
        if end >= 3 && buffer[0] == 0xEF && buffer[1] == 0xBB && buffer[2] == 0xBF {
            throw .syntax("byte order mark (U+FEFF) before the JSON value", at: 0)
        }
        var stack: [Frame] = []
        var value: JSONValue
        parsing: while true {
            // A value starts here.
            skipWhitespace()
            guard position < end else {
                throw unexpected(expecting: "a value")
            }
            switch buffer[position] {
            case .openBracket:
                guard stack.count < maximumDepth else { throw tooDeep() }
                position += 1
                skipWhitespace()
                if position < end && buffer[position] == .closeBracket {
                    position += 1
                    value = .array([])
                } else {
                    stack.append(Frame(isObject: false))
                    continue parsing
                }
            case .openBrace:
                guard stack.count < maximumDepth else { throw tooDeep() }
                position += 1
                skipWhitespace()
                if position < end && buffer[position] == .closeBrace {
                    position += 1
                    value = .object(JSONObject())
                } else {
                    let key = try parseKey(expecting: "a string key or '}'")
                    var frame = Frame(isObject: true, key: key)
                    frame.keyLengths.set(0, to: key)
                    // A request has a handful of fields: one allocation, not four.
                    frame.members.reserveCapacity(8)
                    stack.append(frame)
                    continue parsing
                }
            case .quote:
                value = .string(try parseString())
            case .minus, .digitZero ... .digitNine:
                value = .number(try parseNumber())
            case UInt8(ascii: "t"):
                try expectLiteral("true")
                value = .bool(true)
            case UInt8(ascii: "f"):
                try expectLiteral("false")
                value = .bool(false)
            case UInt8(ascii: "n"):
                try expectLiteral("null")
                value = .null
            default:
                throw unexpected(expecting: "a value")
            }

            // A value is complete: hand it to the innermost open container,
            // closing containers for as long as they end here.
            while let top = stack.indices.last {
                skipWhitespace()
                if stack[top].isObject {
                    let key = stack[top].key
                    stack[top].members.append(JSONObject.Member(key: key, value: value))
                    guard position < end else {
                        throw unexpected(expecting: "',' or '}' after an object member")
                    }
                    switch buffer[position] {
                    case .comma:
                        position += 1
                        skipWhitespace()
                        let keyOffset = position
                        let key = try parseKey(expecting: "a string key")
                        try checkDuplicate(key, in: &stack[top], at: keyOffset)
                        stack[top].key = key
                        continue parsing
                    case .closeBrace:
                        position += 1
                        let frame = stack.removeLast()
                        value = .object(JSONObject(frame.members, keyLengths: frame.keyLengths))
                    default:
                        throw unexpected(expecting: "',' or '}' after an object member")
                    }
                } else {
                    // Nested arrays keep one element over the limit: enough
                    // for the limit check, without storing the rest.
                    if stack[top].elements.count >= limits.maximumArrayCount { passedLimits = true }
                    if top == 0 || stack[top].elements.count <= limits.maximumArrayCount {
                        stack[top].elements.append(value)
                    }
                    guard position < end else {
                        throw unexpected(expecting: "',' or ']' after an array element")
                    }
                    switch buffer[position] {
                    case .comma:
                        position += 1
                        continue parsing
                    case .closeBracket:
                        position += 1
                        value = .array(stack.removeLast().elements)
                    default:
                        throw unexpected(expecting: "',' or ']' after an array element")
                    }
                }
            }
            break parsing
        }
        skipWhitespace()
        guard position == end else {
            throw .syntax("unexpected \(describeByte(at: position)) after the JSON value", at: position)
        }
        return value
    }

    // MARK: Errors

    func unexpected(expecting what: String) -> JSONParseError {
        .syntax("expected \(what), found \(describeByte(at: position))", at: position)
    }

    func tooDeep() -> JSONParseError {
        JSONParseError(
            kind: .tooDeep,
            offset: position,
            message: "arrays and objects nested more than \(maximumDepth) deep at byte \(position)"
        )
    }

    func describeByte(at i: Int) -> String {
        guard i < end else { return "end of input" }
        let byte = buffer[i]
        switch byte {
        case 0x20...0x7E:
            return "'\(Character(Unicode.Scalar(byte)))'"
        case 0x00...0x1F, 0x7F:
            return "control character \(hexScalar(UInt32(byte)))"
        default:
            let length = utf8SequenceLength(buffer, at: i)
            guard length > 0 else { return "byte \(hexByte(byte))" }
            let text = String(decoding: UnsafeBufferPointer(rebasing: buffer[i..<(i + length)]), as: UTF8.self)
            let scalar = text.unicodeScalars.first.map { hexScalar($0.value) } ?? ""
            return "'\(text)' (\(scalar))"
        }
    }

    /// Input that is not UTF-8 is reported as such, whatever else is wrong
    /// with it: the error becomes `.invalidUTF8` at the first ill-formed
    /// sequence. (Only runs on the error path.)
    func preferringUTF8Fault(_ error: JSONParseError) -> JSONParseError {
        guard error.kind != .invalidUTF8, let offset = firstInvalidUTF8(in: buffer, base: base) else { return error }
        return invalidUTF8(at: offset)
    }

    func invalidUTF8(at offset: Int) -> JSONParseError {
        JSONParseError(
            kind: .invalidUTF8, offset: offset, message: "\(utf8Fault(buffer, at: offset)) at byte \(offset)")
    }

    // MARK: Scanning

    @inline(__always)
    mutating func skipWhitespace() {
        while position < end {
            switch buffer[position] {
            case .space, .lineFeed, .carriageReturn, .tab:
                position += 1
            default:
                return
            }
        }
    }

    mutating func expectLiteral(_ literal: StaticString) throws(JSONParseError) {
        let count = literal.utf8CodeUnitCount
        let bytes = UnsafeBufferPointer(start: literal.utf8Start, count: count)
        var matches = position + count <= end
        var k = 0
        while matches && k < count {
            matches = buffer[position + k] == bytes[k]
            k += 1
        }
        guard matches else {
            throw .syntax("invalid literal (expected '\(literal)')", at: position)
        }
        position += count
    }

    /// `-? (0 | [1-9][0-9]*) (\.[0-9]+)? ([eE][+-]?[0-9]+)?`, returned as text.
    mutating func parseNumber() throws(JSONParseError) -> String {
        let start = position
        try skipNumber()
        return Self.string(validated: UnsafeBufferPointer(rebasing: buffer[start..<position]), isASCII: true)
    }

    /// Moves past the number at `position` (``parseNumber()``'s grammar).
    mutating func skipNumber() throws(JSONParseError) {
        let start = position
        var i = position
        if buffer[i] == .minus {
            i += 1
        }
        guard i < end, buffer[i].isDigit else {
            throw .syntax("expected a digit after '-', found \(describeByte(at: i))", at: i)
        }
        if buffer[i] == .digitZero {
            i += 1
            if i < end && buffer[i].isDigit {
                throw .syntax("leading zeros are not allowed in numbers", at: start)
            }
        } else {
            i += 1
            while i < end && buffer[i].isDigit { i += 1 }
        }
        if i < end && buffer[i] == .dot {
            i += 1
            guard i < end, buffer[i].isDigit else {
                throw .syntax("expected a digit after the decimal point, found \(describeByte(at: i))", at: i)
            }
            while i < end && buffer[i].isDigit { i += 1 }
        }
        if i < end && buffer[i] | 0x20 == UInt8(ascii: "e") {
            i += 1
            if i < end && (buffer[i] == .plus || buffer[i] == .minus) {
                i += 1
            }
            guard i < end, buffer[i].isDigit else {
                throw .syntax("expected a digit in the exponent, found \(describeByte(at: i))", at: i)
            }
            while i < end && buffer[i].isDigit { i += 1 }
        }
        position = i
    }

    /// An object key followed by optional whitespace and a colon.
    mutating func parseKey(expecting what: String) throws(JSONParseError) -> String {
        guard position < end, buffer[position] == .quote else {
            throw unexpected(expecting: what)
        }
        let key = try parseString()
        skipWhitespace()
        guard position < end, buffer[position] == .colon else {
            throw unexpected(expecting: "':' after object key")
        }
        position += 1
        return key
    }

    func checkDuplicate(_ key: String, in frame: inout Frame, at offset: Int) throws(JSONParseError) {
        let isNew: Bool
        if frame.members.count < JSONObject.KeyLengths.count {
            // Only keys as long as this one are read.
            isNew = frame.keyLengths.firstIndex(of: key, in: frame.members) == nil
            frame.keyLengths.set(frame.members.count, to: key)
        } else if frame.members.count < Self.linearKeySearchLimit {
            isNew = !frame.members.contains { sameKey($0.key, key) }
        } else {
            if frame.keyIndex.isEmpty {
                frame.keyIndex.reserveCapacity(frame.members.count * 2)
                for member in frame.members {
                    frame.keyIndex.insert(ExactKey(member.key))
                }
            }
            isNew = frame.keyIndex.insert(ExactKey(key)).inserted
        }
        guard isNew else {
            throw .syntax("duplicate key \(Self.quoted(key))", at: offset)
        }
    }

    /// `key` as a JSON string, shortened for an error message.
    static func quoted(_ key: String) -> String {
        let limit = 64
        guard key.utf8.count > limit else { return JSONWriter.string(.string(key)) }
        return JSONWriter.string(.string(String(key.prefix(limit)))) + "…"
    }
}
