/// A strict RFC 8259 JSON parser over UTF-8 bytes.
///
/// - Numbers keep their literal text (``JSONValue/number(_:)``).
/// - Rejected as ``JSONParseError/Kind/syntax``: trailing commas, comments,
///   leading zeros, `+1`, `.5`, `1.`, `NaN`/`Infinity`, single quotes, lone
///   surrogate escapes, unescaped U+0000–U+001F in strings, duplicate keys in
///   one object (compared byte for byte), a leading byte order mark, and
///   anything but whitespace after the value.
/// - Ill-formed UTF-8 anywhere in the input (overlong forms, encoded
///   surrogates, bytes C0, C1, F5–FF, stray continuation bytes, truncated
///   sequences) is ``JSONParseError/Kind/invalidUTF8``.
/// - Arrays and objects nested more than `maximumDepth` levels are
///   ``JSONParseError/Kind/tooDeep``. The parser keeps its own stack on the
///   heap, so no input can exhaust the native stack.
/// - Any value may stand at the top level, scalars included.
/// - With ``Limits``, strings and nested arrays over a size limit are read
///   (and checked) to their end but not kept whole, so that a later limit
///   check refuses them without the parser having stored their size.
public enum JSONParser {
    public static let defaultMaximumDepth = 64

    /// How much of an over-long string or array the parser keeps.
    ///
    /// A string longer than `maximumStringBytes` UTF-8 bytes (after escapes
    /// are decoded) is kept as its first characters up to the first character
    /// boundary after `maximumStringBytes` bytes: still over the limit, and at
    /// most `maximumStringBytes + 4` bytes long (object keys too, so two
    /// over-long keys that share that prefix are duplicates). An array below the top level
    /// with more than `maximumArrayCount` elements keeps its first
    /// `maximumArrayCount + 1`; the others are parsed, checked and dropped.
    /// The top-level value itself is never cut (an HTTP body's array of
    /// requests has its own limit). Such a value is meant to be refused by a
    /// limit check after parsing (PROTOCOL.md's `limitExceeded`), not used.
    public struct Limits: Sendable, Hashable {
        public var maximumStringBytes: Int
        public var maximumArrayCount: Int

        public init(maximumStringBytes: Int, maximumArrayCount: Int) {
            self.maximumStringBytes = max(0, min(maximumStringBytes, Int.max / 2))
            self.maximumArrayCount = max(0, min(maximumArrayCount, Int.max / 2))
        }

        /// Everything is kept whole.
        public static let none = Limits(maximumStringBytes: .max, maximumArrayCount: .max)
    }

    /// Parses exactly one JSON value surrounded by optional whitespace.
    ///
    /// `maximumDepth` is the number of arrays and objects that may be open at
    /// once: with 2, `[[1]]` parses and `[[[1]]]` is `tooDeep`; with 0 only
    /// scalars parse.
    public static func parse(
        _ bytes: UnsafeRawBufferPointer,
        maximumDepth: Int = defaultMaximumDepth,
        limits: Limits = .none
    ) throws(JSONParseError) -> JSONValue {
        let result = bytes.withMemoryRebound(to: UInt8.self) { buffer in
            parseResult(buffer, maximumDepth: maximumDepth, limits: limits)
        }
        return try result.get()
    }

    /// Parses exactly one JSON value surrounded by optional whitespace.
    public static func parse(
        _ bytes: [UInt8],
        maximumDepth: Int = defaultMaximumDepth,
        limits: Limits = .none
    ) throws(JSONParseError) -> JSONValue {
        let result = bytes.withUnsafeBufferPointer { buffer in
            parseResult(buffer, maximumDepth: maximumDepth, limits: limits)
        }
        return try result.get()
    }

    /// Parses exactly one JSON value surrounded by optional whitespace.
    public static func parse(
        _ string: String,
        maximumDepth: Int = defaultMaximumDepth,
        limits: Limits = .none
    ) throws(JSONParseError) -> JSONValue {
        var string = string
        let result = string.withUTF8 { buffer in
            parseResult(buffer, maximumDepth: maximumDepth, limits: limits)
        }
        return try result.get()
    }

    static func parseResult(
        _ buffer: UnsafeBufferPointer<UInt8>,
        maximumDepth: Int,
        limits: Limits = .none
    ) -> Result<JSONValue, JSONParseError> {
        guard let base = buffer.baseAddress, !buffer.isEmpty else {
            return .failure(.syntax("expected a value, found end of input", at: 0))
        }
        var parser = Parser(
            buffer: buffer, base: UnsafeRawPointer(base), maximumDepth: max(0, maximumDepth), limits: limits)
        do {
            return .success(try parser.parseDocument())
        } catch {
            return .failure(parser.preferringUTF8Fault(error))
        }
    }
}

// MARK: - Bytes

extension UInt8 {
    static let quote = UInt8(ascii: "\"")
    static let backslash = UInt8(ascii: "\\")
    static let slash = UInt8(ascii: "/")
    static let comma = UInt8(ascii: ",")
    static let colon = UInt8(ascii: ":")
    static let openBracket = UInt8(ascii: "[")
    static let closeBracket = UInt8(ascii: "]")
    static let openBrace = UInt8(ascii: "{")
    static let closeBrace = UInt8(ascii: "}")
    static let minus = UInt8(ascii: "-")
    static let plus = UInt8(ascii: "+")
    static let dot = UInt8(ascii: ".")
    static let zero = UInt8(ascii: "0")
    static let nine = UInt8(ascii: "9")
    static let space = UInt8(ascii: " ")
    static let tab = UInt8(ascii: "\t")
    static let lineFeed = UInt8(ascii: "\n")
    static let carriageReturn = UInt8(ascii: "\r")

    @inline(__always)
    var isDigit: Bool { self &- .zero < 10 }
}

// MARK: - UTF-8

/// The length of the well-formed UTF-8 sequence starting at `i`, or 0 when
/// the bytes there are ill-formed (Unicode 15, table 3-7).
@inline(__always)
func utf8SequenceLength(_ buffer: UnsafeBufferPointer<UInt8>, at i: Int) -> Int {
    let end = buffer.count
    @inline(__always)
    func isContinuation(_ j: Int, _ low: UInt8 = 0x80, _ high: UInt8 = 0xBF) -> Bool {
        j < end && buffer[j] >= low && buffer[j] <= high
    }
    switch buffer[i] {
    case 0x00...0x7F:
        return 1
    case 0xC2...0xDF:
        return isContinuation(i + 1) ? 2 : 0
    case 0xE0:
        return isContinuation(i + 1, 0xA0) && isContinuation(i + 2) ? 3 : 0
    case 0xE1...0xEC, 0xEE...0xEF:
        return isContinuation(i + 1) && isContinuation(i + 2) ? 3 : 0
    case 0xED:
        return isContinuation(i + 1, 0x80, 0x9F) && isContinuation(i + 2) ? 3 : 0
    case 0xF0:
        return isContinuation(i + 1, 0x90) && isContinuation(i + 2) && isContinuation(i + 3) ? 4 : 0
    case 0xF1...0xF3:
        return isContinuation(i + 1) && isContinuation(i + 2) && isContinuation(i + 3) ? 4 : 0
    case 0xF4:
        return isContinuation(i + 1, 0x80, 0x8F) && isContinuation(i + 2) && isContinuation(i + 3) ? 4 : 0
    default:
        return 0
    }
}

/// Why the sequence at `i` is ill-formed (for error messages only).
func utf8Fault(_ buffer: UnsafeBufferPointer<UInt8>, at i: Int) -> String {
    let lead = buffer[i]
    let second: UInt8? = i + 1 < buffer.count ? buffer[i + 1] : nil
    switch lead {
    case 0x80...0xBF:
        return "unexpected UTF-8 continuation byte \(hexByte(lead))"
    case 0xC0, 0xC1:
        return "overlong UTF-8 encoding (lead byte \(hexByte(lead)))"
    case 0xF5...0xFF:
        return "byte \(hexByte(lead)) never occurs in UTF-8"
    default:
        break
    }
    if let second, second >= 0x80, second <= 0xBF {
        if lead == 0xE0 && second < 0xA0 || lead == 0xF0 && second < 0x90 {
            return "overlong UTF-8 encoding"
        }
        if lead == 0xED && second >= 0xA0 {
            return "UTF-8-encoded surrogate code point"
        }
        if lead == 0xF4 && second >= 0x90 {
            return "UTF-8 sequence above U+10FFFF"
        }
    }
    let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
    for j in (i + 1)..<(i + length) {
        if j >= buffer.count {
            return "truncated UTF-8 sequence"
        }
        if buffer[j] & 0xC0 != 0x80 {
            return "truncated UTF-8 sequence (byte \(hexByte(buffer[j])) is not a continuation byte)"
        }
    }
    return "ill-formed UTF-8 sequence"
}

func hexByte(_ byte: UInt8) -> String {
    let digits = String(byte, radix: 16, uppercase: true)
    return byte < 0x10 ? "0x0" + digits : "0x" + digits
}

func hexScalar(_ value: UInt32) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return "U+" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
}

// MARK: - Parser

private struct Parser {
    let buffer: UnsafeBufferPointer<UInt8>
    /// `buffer.baseAddress`, for word-at-a-time loads.
    let base: UnsafeRawPointer
    let end: Int
    let maximumDepth: Int
    let limits: JSONParser.Limits
    /// Bytes of decoded string kept in `scratch` at most: past the string
    /// limit by more than one character, so the kept prefix can end on a
    /// character boundary over the limit.
    let scratchLimit: Int
    var position = 0
    /// Reused for strings that contain escapes.
    var scratch: [UInt8] = []

    init(buffer: UnsafeBufferPointer<UInt8>, base: UnsafeRawPointer, maximumDepth: Int, limits: JSONParser.Limits) {
        self.buffer = buffer
        self.base = base
        self.end = buffer.count
        self.maximumDepth = maximumDepth
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
                    stack.append(Frame(isObject: true, key: key))
                    continue parsing
                }
            case .quote:
                value = .string(try parseString())
            case .minus, .zero ... .nine:
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
                        value = .object(JSONObject(stack.removeLast().members))
                    default:
                        throw unexpected(expecting: "',' or '}' after an object member")
                    }
                } else {
                    // Nested arrays keep one element over the limit: enough
                    // for the limit check, without storing the rest.
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
        guard error.kind != .invalidUTF8, let offset = firstInvalidUTF8() else { return error }
        return invalidUTF8(at: offset)
    }

    func invalidUTF8(at offset: Int) -> JSONParseError {
        JSONParseError(kind: .invalidUTF8, offset: offset, message: "\(utf8Fault(buffer, at: offset)) at byte \(offset)")
    }

    func firstInvalidUTF8() -> Int? {
        var i = 0
        while i < end {
            while i + 8 <= end && base.loadUnaligned(fromByteOffset: i, as: UInt64.self) & 0x8080_8080_8080_8080 == 0 {
                i += 8
            }
            guard i < end else { break }
            let length = utf8SequenceLength(buffer, at: i)
            if length == 0 { return i }
            i += length
        }
        return nil
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
        var i = position
        if buffer[i] == .minus {
            i += 1
        }
        guard i < end, buffer[i].isDigit else {
            throw .syntax("expected a digit after '-', found \(describeByte(at: i))", at: i)
        }
        if buffer[i] == .zero {
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
        return String(decoding: UnsafeBufferPointer(rebasing: buffer[start..<i]), as: UTF8.self)
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
        if frame.members.count < Self.linearKeySearchLimit {
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

    /// Is every byte of `word` printable ASCII other than `"` and `\`?
    @inline(__always)
    static func isPlain(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        let quotes = word ^ (ones &* UInt64(UInt8.quote))
        let backslashes = word ^ (ones &* UInt64(UInt8.backslash))
        let belowSpace = (word &- ones &* 0x20) & ~word
        let hasQuote = (quotes &- ones) & ~quotes
        let hasBackslash = (backslashes &- ones) & ~backslashes
        return (word | belowSpace | hasQuote | hasBackslash) & highs == 0
    }

    /// The first index at or after `i` holding a byte that a string scan
    /// must look at: `"`, `\`, a control character, non-ASCII, or `end`.
    @inline(__always)
    func skipPlain(from i: Int) -> Int {
        var i = i
        while i + 8 <= end && Self.isPlain(base.loadUnaligned(fromByteOffset: i, as: UInt64.self)) {
            i += 8
        }
        while i < end {
            let byte = buffer[i]
            if byte < 0x20 || byte >= 0x80 || byte == .quote || byte == .backslash {
                return i
            }
            i += 1
        }
        return i
    }

    /// A string starting at the opening quote at `position`.
    mutating func parseString() throws(JSONParseError) -> String {
        let openingQuote = position
        let start = position + 1
        var i = start
        // Fast path: no escapes, so the string is a slice of the input.
        while true {
            i = skipPlain(from: i)
            guard i < end else {
                throw .syntax("unterminated string", at: openingQuote)
            }
            let byte = buffer[i]
            if byte == .quote {
                position = i + 1
                let kept = i - start > limits.maximumStringBytes
                    ? Self.characterBoundary(in: buffer, from: start + limits.maximumStringBytes + 1, before: i) : i
                return String(decoding: UnsafeBufferPointer(rebasing: buffer[start..<kept]), as: UTF8.self)
            }
            if byte == .backslash {
                break
            }
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
                guard scratch.count > limits.maximumStringBytes else { return String(decoding: scratch, as: UTF8.self) }
                return scratch.withUnsafeBufferPointer { kept in
                    let cut = Self.characterBoundary(in: kept, from: limits.maximumStringBytes + 1, before: kept.count)
                    return String(decoding: UnsafeBufferPointer(rebasing: kept[..<cut]), as: UTF8.self)
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
                throw .syntax("lone surrogate \\u\(hexScalar(unit).dropFirst(2)) (a high surrogate must be followed by a \\u low surrogate)", at: i)
            }
            let low = try hexQuad(at: i + 8, escapeAt: i + 6)
            guard (0xDC00...0xDFFF).contains(low) else {
                throw .syntax("lone surrogate \\u\(hexScalar(unit).dropFirst(2)) (followed by \\u\(hexScalar(low).dropFirst(2)), not a low surrogate)", at: i)
            }
            scalarValue = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
            next = i + 12
        case 0xDC00...0xDFFF:
            throw .syntax("lone surrogate \\u\(hexScalar(unit).dropFirst(2)) (a low surrogate without a high surrogate before it)", at: i)
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
            case .zero ... .nine: digit = byte - .zero
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

/// A `String` hashed and compared by its UTF-8 bytes (JSON key identity).
struct ExactKey: Hashable {
    let string: String

    init(_ string: String) {
        self.string = string
    }

    static func == (lhs: ExactKey, rhs: ExactKey) -> Bool {
        sameKey(lhs.string, rhs.string)
    }

    func hash(into hasher: inout Hasher) {
        var string = string
        string.withUTF8 { bytes in
            hasher.combine(bytes: UnsafeRawBufferPointer(bytes))
        }
    }
}
