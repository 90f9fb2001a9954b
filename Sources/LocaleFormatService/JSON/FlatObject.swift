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
/// It borrows the bytes it was read from and keeps its members on the
/// stack of ``read(_:limits:_:)``: use it only inside that call's body.
/// Copies are a few words, with nothing to retain or release.
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

    private(set) var bytes: UnsafeBufferPointer<UInt8>
    /// Room for ``capacity`` members, the first ``count`` of them read.
    private let members: UnsafeMutablePointer<Member>
    /// How many members the object has.
    private(set) var count = 0
    /// A bit for each key read, by its length and last byte
    /// (``signatureBit(length:last:)``): a field whose bit is clear is
    /// absent, found so without comparing a key.
    private var signature: UInt64 = 0

    private init(bytes: UnsafeBufferPointer<UInt8>, members: UnsafeMutablePointer<Member>) {
        self.bytes = bytes
        self.members = members
    }

    /// `body`'s answer for the object in `bytes` (whitespace around it
    /// allowed), or nil without calling it when the bytes are anything else
    /// (see the type's description).
    static func read<R>(_ bytes: UnsafeBufferPointer<UInt8>, limits: ProtocolLimits, _ body: (FlatObject) -> R) -> R? {
        guard bytes.baseAddress != nil, limits.maximumDepth > 0 else { return nil }
        return withUnsafeTemporaryAllocation(of: Member.self, capacity: capacity) { members -> R? in
            guard let storage = members.baseAddress else { return nil }
            var object = FlatObject(bytes: bytes, members: storage)
            guard let end = object.readMembers(limits: limits), object.skipWhitespace(from: end) == bytes.count
            else { return nil }
            return body(object)
        }
    }

    /// Calls `body` with the object that `bytes` start with (whitespace
    /// before it allowed), and answers the index after its closing brace;
    /// nil without calling it when they start with anything else. The
    /// object is the one ``read(_:limits:_:)`` would read from those bytes
    /// alone: an array's element read where it stands, the bytes after it
    /// left to the caller. (No result of `body`'s: a generic one would be
    /// copied through the runtime's witnesses, element after element.)
    static func read(leading bytes: UnsafeBufferPointer<UInt8>, limits: ProtocolLimits, _ body: (FlatObject) -> Void)
        -> Int?
    {
        guard let base = bytes.baseAddress, limits.maximumDepth > 0 else { return nil }
        return withUnsafeTemporaryAllocation(of: Member.self, capacity: capacity) { members -> Int? in
            guard let storage = members.baseAddress else { return nil }
            var object = FlatObject(bytes: bytes, members: storage)
            guard let end = object.readMembers(limits: limits) else { return nil }
            // The members' offsets hold in the object's own bytes.
            object.bytes = UnsafeBufferPointer(start: base, count: end)
            body(object)
            return end
        }
    }

    /// Reads the members through the closing brace: the index after it;
    /// nil for an input this type does not hold. One cursor over the bytes;
    /// numbers and literals are checked by the parser's own scanner.
    private mutating func readMembers(limits: ProtocolLimits) -> Int? {
        let end = bytes.count
        var i = skipWhitespace(from: 0)
        guard i < end, bytes[i] == .openBrace else { return nil }
        i = skipWhitespace(from: i + 1)
        guard i < end else { return nil }
        if bytes[i] == .closeBrace { return i + 1 }
        while true {
            guard count < Self.capacity, bytes[i] == .quote,
                let key = scanString(from: i, limit: limits.maximumStringBytes), !hasKey(key.contents)
            else { return nil }
            i = skipWhitespace(from: key.contents.upperBound + 1)
            guard i < end, bytes[i] == .colon else { return nil }
            i = skipWhitespace(from: i + 1)
            guard i < end else { return nil }
            let start = i
            let kind: Kind
            switch bytes[start] {
            case .quote:
                guard let string = scanString(from: start, limit: limits.maximumStringBytes) else { return nil }
                (members + count).initialize(
                    to: Member(
                        key: key.contents, value: string.contents, kind: string.isASCII ? .asciiString : .string))
                count += 1
                i = string.contents.upperBound + 1
                kind = .string
            case .minus, .digitZero ... .digitNine: kind = .number
            case UInt8(ascii: "t"): kind = .true
            case UInt8(ascii: "f"): kind = .false
            case UInt8(ascii: "n"): kind = .null
            default: return nil
            }
            if kind != .string {
                guard let after = scalarEnd(kind, from: start, limits: limits) else { return nil }
                (members + count).initialize(to: Member(key: key.contents, value: start..<after, kind: kind))
                count += 1
                i = after
            }
            i = skipWhitespace(from: i)
            guard i < end else { return nil }
            if bytes[i] == .closeBrace { return i + 1 }
            guard bytes[i] == .comma else { return nil }
            i = skipWhitespace(from: i + 1)
            guard i < end else { return nil }
        }
    }

    /// The first index at or after `i` that is not JSON whitespace, or the end.
    @inline(__always)
    private func skipWhitespace(from i: Int) -> Int {
        JSONBytes.skipWhitespace(in: bytes, from: i)
    }

    /// Where the number or literal (`kind`) starting at `start` ends, as
    /// the parser reads it; nil for one it refuses.
    private func scalarEnd(_ kind: Kind, from start: Int, limits: ProtocolLimits) -> Int? {
        guard let base = bytes.baseAddress else { return nil }
        var scanner = JSONScanner(buffer: bytes, base: UnsafeRawPointer(base), limits: limits)
        scanner.position = start
        do {
            switch kind {
            case .number: try scanner.skipNumber()
            case .true: try scanner.expectLiteral("true")
            case .false: try scanner.expectLiteral("false")
            case .null: try scanner.expectLiteral("null")
            case .asciiString, .string: return nil
            }
        } catch {
            return nil
        }
        return scanner.position
    }

    /// The string whose opening quote is at `quote`, as the range of its
    /// contents; nil for one with an escape, a control character,
    /// ill-formed UTF-8, no end, or more bytes than `limit`. `isASCII`: it
    /// has ASCII characters only.
    @inline(__always)
    private func scanString(from quote: Int, limit: Int) -> (contents: Range<Int>, isASCII: Bool)? {
        guard let base = bytes.baseAddress else { return nil }
        let end = bytes.count
        let start = quote + 1
        var i = start
        var isASCII = true
        while true {
            // Eight bytes at a time up to the first that is not printable ASCII, `"` or `\`.
            while i + 8 <= end {
                let word = UInt64(littleEndian: UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self))
                let found = JSONScanner.notPlain(word)
                if found != 0 {
                    i += found.trailingZeroBitCount >> 3
                    break
                }
                i += 8
            }
            while i < end, JSONScanner.isPlain(bytes[i]) { i += 1 }
            guard i < end else { return nil }
            let byte = bytes[i]
            if byte == .quote { break }
            guard byte >= 0x80 else { return nil }
            isASCII = false
            let length = utf8SequenceLength(bytes, at: i)
            guard length > 0 else { return nil }
            i += length
        }
        guard i - start <= limit else { return nil }
        return (start..<i, isASCII)
    }

    private static func isASCII(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
        var bits: UInt8 = 0
        for byte in bytes { bits |= byte }
        return bits < 0x80
    }

    /// The bit of ``signature`` for a key of `length` bytes ending in `last`.
    @inline(__always)
    private static func signatureBit(length: Int, last: UInt8) -> UInt64 {
        1 << UInt64((length &* 7 &+ Int(last)) & 63)
    }

    /// Whether a member read so far has the key at `key`, byte for byte,
    /// and the key's bit set in ``signature``. Keys are compared only when
    /// their lengths and last bytes agree there (a request's keys rarely do).
    @inline(__always)
    private mutating func hasKey(_ key: Range<Int>) -> Bool {
        let bit = Self.signatureBit(length: key.count, last: key.isEmpty ? 0 : bytes[key.upperBound - 1])
        defer { signature |= bit }
        guard signature & bit != 0 else { return false }
        for index in 0..<count where members[index].key.count == key.count {
            if Self.equal(bytes, members[index].key.lowerBound, bytes, key.lowerBound, count: key.count) {
                return true
            }
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
        let bit = Self.signatureBit(length: length, last: length == 0 ? 0 : name[length - 1])
        guard signature & bit != 0 else { return nil }
        let start = start < count ? start : 0
        var index = start
        repeat {
            let key = members[index].key
            if key.count == length, Self.equal(bytes, key.lowerBound, name, 0, count: length) { return index }
            index = index + 1 == count ? 0 : index + 1
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

    /// The kind of the member at `index` and its value's bytes (a string's
    /// between its quotes, no escapes in them), undecoded.
    func text(at index: Int) -> (kind: Kind, bytes: UnsafeBufferPointer<UInt8>) {
        let member = members[index]
        return (member.kind, UnsafeBufferPointer(rebasing: bytes[member.value]))
    }

    /// The JSON text of the member's value at `index`, as the bytes have it
    /// (a string with its quotes; no escapes in it).
    func json(at index: Int) -> UnsafeBufferPointer<UInt8> {
        let member = members[index]
        switch member.kind {
        case .asciiString, .string:
            return UnsafeBufferPointer(rebasing: bytes[(member.value.lowerBound - 1)..<(member.value.upperBound + 1)])
        case .number, .true, .false, .null:
            return UnsafeBufferPointer(rebasing: bytes[member.value])
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
