/// A JSON object of scalar members, read in place from its bytes: the shape
/// of nearly every request (a date, a price, a plural category). Its
/// members are found in one pass; keys are compared as bytes, never made
/// strings, and a value is decoded only when a field asks for it.
///
/// ``read(_:limits:)`` accepts exactly the inputs that ``JSONParser`` parses
/// to an object within `limits` (no string over the string limit, so
/// nothing cut) whose values are strings without escapes, numbers, `true`,
/// `false` or `null`, with at most ``capacity`` members and no key twice.
/// Everything else (escapes, nested values, faults, anything over a limit)
/// is nil, and the caller parses it whole: errors and cuts stay the
/// parser's alone, so both readings answer a request alike.
///
/// It borrows the bytes it was read from: use it only while they live.
struct FlatObject {
    /// What a member's value is.
    enum Kind: UInt8 {
        /// A string of ASCII bytes only.
        case asciiString
        /// A string with non-ASCII characters (checked UTF-8).
        case string
        case number
        case `true`
        case `false`
        case null
    }

    /// A member as offsets into the bytes: the key between its quotes, the
    /// value (a string between its quotes).
    struct Member {
        var key: Range<Int>
        var value: Range<Int>
        var kind: Kind
    }

    /// The most members read in place; an object with more is parsed whole.
    static let capacity = 16

    let bytes: UnsafeBufferPointer<UInt8>
    /// One allocation: copies of the object (a field read) only retain it.
    private var members: [Member] = []

    /// How many members the object has.
    var count: Int { members.count }

    private init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        members.reserveCapacity(8)
    }

    /// The object in `bytes` (whitespace around it allowed), or nil when
    /// it is anything else (see the type's description).
    static func read(_ bytes: UnsafeBufferPointer<UInt8>, limits: ProtocolLimits) -> FlatObject? {
        guard let base = bytes.baseAddress, limits.maximumDepth > 0 else { return nil }
        var scanner = JSONScanner(buffer: bytes, base: UnsafeRawPointer(base), limits: limits)
        var object = FlatObject(bytes: bytes)
        do {
            guard try object.readMembers(&scanner) else { return nil }
        } catch {
            return nil
        }
        return object
    }

    /// Reads the members through the closing brace and the whitespace after
    /// it; false for an input this type does not hold.
    private mutating func readMembers(_ scanner: inout JSONScanner) throws(JSONParseError) -> Bool {
        scanner.skipWhitespace()
        guard scanner.position < scanner.end, bytes[scanner.position] == .openBrace else { return false }
        scanner.position += 1
        scanner.skipWhitespace()
        if scanner.position < scanner.end, bytes[scanner.position] == .closeBrace {
            scanner.position += 1
        } else {
            var seen: UInt64 = 0
            while true {
                guard count < Self.capacity, scanner.position < scanner.end, bytes[scanner.position] == .quote,
                    let key = scanString(&scanner)?.contents, !hasKey(key, seen: &seen)
                else { return false }
                scanner.skipWhitespace()
                guard scanner.position < scanner.end, bytes[scanner.position] == .colon else { return false }
                scanner.position += 1
                scanner.skipWhitespace()
                guard scanner.position < scanner.end else { return false }
                let start = scanner.position
                let kind: Kind
                let value: Range<Int>
                switch bytes[start] {
                case .quote:
                    guard let string = scanString(&scanner) else { return false }
                    value = string.contents
                    kind = string.isASCII ? .asciiString : .string
                case .minus, .digitZero ... .digitNine:
                    try scanner.skipNumber()
                    (value, kind) = (start..<scanner.position, .number)
                case UInt8(ascii: "t"):
                    try scanner.expectLiteral("true")
                    (value, kind) = (start..<scanner.position, .true)
                case UInt8(ascii: "f"):
                    try scanner.expectLiteral("false")
                    (value, kind) = (start..<scanner.position, .false)
                case UInt8(ascii: "n"):
                    try scanner.expectLiteral("null")
                    (value, kind) = (start..<scanner.position, .null)
                default:
                    return false
                }
                members.append(Member(key: key, value: value, kind: kind))
                scanner.skipWhitespace()
                guard scanner.position < scanner.end else { return false }
                if bytes[scanner.position] == .closeBrace {
                    scanner.position += 1
                    break
                }
                guard bytes[scanner.position] == .comma else { return false }
                scanner.position += 1
                scanner.skipWhitespace()
            }
        }
        scanner.skipWhitespace()
        return scanner.position == scanner.end
    }

    /// The string whose opening quote is at the scanner's position, as the
    /// range of its contents, the position moved past its closing quote;
    /// nil for one with an escape, a control character, ill-formed UTF-8,
    /// no end, or more bytes than the string limit. `isASCII`: it has
    /// ASCII characters only.
    private func scanString(_ scanner: inout JSONScanner) -> (contents: Range<Int>, isASCII: Bool)? {
        let start = scanner.position + 1
        var i = start
        var isASCII = true
        while true {
            i = scanner.skipPlain(from: i)
            guard i < scanner.end else { return nil }
            let byte = bytes[i]
            if byte == .quote { break }
            guard byte >= 0x80 else { return nil }
            isASCII = false
            let length = utf8SequenceLength(bytes, at: i)
            guard length > 0 else { return nil }
            i += length
        }
        guard i - start <= scanner.limits.maximumStringBytes else { return nil }
        scanner.position = i + 1
        return (start..<i, isASCII)
    }

    private static func isASCII(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
        var bits: UInt8 = 0
        for byte in bytes { bits |= byte }
        return bits < 0x80
    }

    /// Whether a member read so far has the key at `key`, byte for byte.
    /// Keys are compared only when their lengths and last bytes agree in
    /// `seen`, a bit for each key read (a request's keys rarely do).
    private func hasKey(_ key: Range<Int>, seen: inout UInt64) -> Bool {
        let last = key.isEmpty ? 0 : Int(bytes[key.upperBound - 1])
        let bit: UInt64 = 1 << UInt64((key.count &* 7 &+ last) & 63)
        defer { seen |= bit }
        guard seen & bit != 0 else { return false }
        for member in members where member.key.count == key.count {
            if Self.equal(bytes, member.key.lowerBound, bytes, key.lowerBound, count: key.count) { return true }
        }
        return false
    }

    /// Whether `count` bytes of `a` from `i` equal those of `b` from `j`.
    @inline(__always)
    private static func equal(
        _ a: UnsafeBufferPointer<UInt8>, _ i: Int, _ b: UnsafeBufferPointer<UInt8>, _ j: Int, count: Int
    ) -> Bool {
        var k = 0
        while k < count {
            guard a[i + k] == b[j + k] else { return false }
            k += 1
        }
        return true
    }

    // MARK: Reading members

    /// The index of the member whose key is `name`, an ASCII field name,
    /// looked for from the member at `start` on, then before it (ops read
    /// their fields in the order requests usually write them).
    func index(ofASCII name: StaticString, from start: Int = 0) -> Int? {
        let length = name.utf8CodeUnitCount
        let name = UnsafeBufferPointer(start: name.utf8Start, count: length)
        guard !members.isEmpty else { return nil }
        let start = start < members.count ? start : 0
        var index = start
        repeat {
            let key = members[index].key
            if key.count == length, Self.equal(bytes, key.lowerBound, name, 0, count: length) { return index }
            index = index + 1 == members.count ? 0 : index + 1
        } while index != start
        return nil
    }

    /// The value of the member at `index`, decoded.
    func value(at index: Int) -> JSONValue {
        let member = members[index]
        let text = UnsafeBufferPointer(rebasing: bytes[member.value])
        switch member.kind {
        case .asciiString: return .string(JSONScanner.string(validated: text, isASCII: true))
        case .string: return .string(JSONScanner.string(validated: text, isASCII: false))
        case .number: return .number(JSONScanner.string(validated: text, isASCII: true))
        case .true: return .bool(true)
        case .false: return .bool(false)
        case .null: return .null
        }
    }

    /// The value of the member whose key is `name`, an ASCII field name.
    func value(ofASCII name: StaticString) -> JSONValue? {
        index(ofASCII: name).map(value(at:))
    }

    /// Whether the key of the member at `index` is `name`, an ASCII field name.
    func key(at index: Int, is name: StaticString) -> Bool {
        let key = members[index].key
        let length = name.utf8CodeUnitCount
        let name = UnsafeBufferPointer(start: name.utf8Start, count: length)
        return key.count == length && Self.equal(bytes, key.lowerBound, name, 0, count: length)
    }

    /// The key of the member at `index`.
    func key(at index: Int) -> String {
        let key = UnsafeBufferPointer(rebasing: bytes[members[index].key])
        return JSONScanner.string(validated: key, isASCII: Self.isASCII(key[...]))
    }
}
