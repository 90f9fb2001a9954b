/// A JSON value as read from or written to the wire.
///
/// Numbers keep their literal text (`1.0` stays `"1.0"`, `1E+21` stays
/// `"1E+21"`), so no precision or spelling is lost to a `Double`. Values built
/// by ``JSONParser`` hold text that matches RFC 8259's number grammar; a value
/// built by hand must do the same, because ``JSONWriter`` writes the text as is.
///
/// Equality is structural and order-sensitive for object members; numbers
/// compare by text (`.number("1.0") != .number("1")`).
///
/// Nesting: values nest through arrays, so comparing, hashing, writing and
/// destroying a value recurse once per level. Values from the parser are at
/// most `maximumDepth` levels deep; keep hand-built values similarly shallow.
public enum JSONValue: Sendable, Hashable {
    case null
    case bool(Bool)
    /// The literal text of a number, such as `-0`, `1.0` or `1E+21`.
    case number(String)
    case string(String)
    case array([JSONValue])
    case object(JSONObject)
}

/// A JSON object that keeps its members in the order they were written.
public struct JSONObject: Sendable, Hashable {
    /// One `"key": value` pair.
    public struct Member: Sendable, Hashable {
        public var key: String
        public var value: JSONValue

        public init(key: String, value: JSONValue) {
            self.key = key
            self.value = value
        }
    }

    /// The members in order. The parser never produces two members with the
    /// same key; a hand-built object may, and then ``subscript(_:)`` finds the first.
    public var members: [Member] { didSet { keyLengths = KeyLengths(members) } }

    /// The UTF-8 lengths of the first keys: a lookup reads only the members
    /// whose key is as long as the one it looks for (reading a member
    /// retains and releases its key and value). Derived from `members`, so
    /// it agrees with their equality and hash.
    private var keyLengths: KeyLengths

    public init(_ members: [Member] = []) {
        self.members = members
        keyLengths = KeyLengths(members)
    }

    /// An object from the parser, which measured the keys as it read them.
    init(_ members: [Member], keyLengths: KeyLengths) {
        assert(keyLengths == KeyLengths(members), "the parser's key lengths disagree with its members")
        self.members = members
        self.keyLengths = keyLengths
    }

    /// The value of the first member whose key has exactly these UTF-8 bytes
    /// (no Unicode normalization: `"é"` and `"e\u{301}"` are different keys,
    /// as they are in JSON).
    public subscript(key: String) -> JSONValue? {
        index(of: key).map { members[$0].value }
    }

    /// The index of the first member whose key has exactly these UTF-8 bytes.
    public func index(of key: String) -> Int? {
        firstIndex(of: key, equal: sameKey)
    }

    /// ``index(of:)`` for an ASCII key (the protocol's field names), with
    /// no byte comparison after `==`: a key canonically equivalent to an
    /// ASCII key and as long in UTF-8 has its very bytes, since every scalar
    /// equivalent to an ASCII one (U+212A KELVIN SIGN to `K`, U+037E to `;`)
    /// takes more than one byte.
    func index(ofASCII key: String) -> Int? {
        assert(key.utf8.allSatisfy { $0 < 0x80 }, "index(ofASCII:) needs an ASCII key")
        return firstIndex(of: key) { $0 == $1 }
    }

    /// The index of the first member whose key `equal` finds equal to `key`;
    /// `equal` is asked only about keys as long as `key` in UTF-8 (among the
    /// first ``KeyLengths/count``, only those are read at all).
    @inline(__always)
    private func firstIndex(of key: String, equal: (String, String) -> Bool) -> Int? {
        firstIndex(ofLength: key.utf8.count) { equal($0, key) }
    }

    /// The index of the first member whose key, `length` bytes long in
    /// UTF-8, `matches`; only keys that long are given to it.
    @inline(__always)
    private func firstIndex(ofLength length: Int, where matches: (String) -> Bool) -> Int? {
        if let index = keyLengths.firstIndex(ofLength: length, in: members, where: matches) { return index }
        var index = KeyLengths.count
        while index < members.count {
            if members[index].key.utf8.count == length, matches(members[index].key) { return index }
            index += 1
        }
        return nil
    }

    /// The value of the member whose key is `key`, an ASCII key
    /// (``index(ofASCII:)``).
    func value(ofASCII key: String) -> JSONValue? {
        index(ofASCII: key).map { members[$0].value }
    }

    /// ``index(ofASCII:)`` for a field name written in the source: its
    /// bytes compared with the keys', no `String` made of it.
    func index(ofASCII name: StaticString) -> Int? {
        let name = UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount)
        return firstIndex(ofLength: name.count) { $0.utf8.elementsEqual(name) }
    }

    /// The value of the member whose key is `name`, a field name written in the source.
    func value(ofASCII name: StaticString) -> JSONValue? {
        index(ofASCII: name).map { members[$0].value }
    }

    /// The keys in member order.
    public var keys: [String] {
        members.map(\.key)
    }
}

/// JSON compares keys as code-unit sequences, not as canonically equivalent
/// Unicode strings (which is what `String.==` does). Equal bytes make equal
/// strings, so `==` (a `memcmp` for ASCII) rules out most keys first, and
/// the bytes are compared only for a key `==` matches.
@inline(__always)
func sameKey(_ a: String, _ b: String) -> Bool {
    guard a.utf8.count == b.utf8.count, a == b else { return false }
    // Contiguous UTF-8 (on the stack for small strings): a plain byte loop.
    var (a, b) = (a, b)
    return a.withUTF8 { x in
        b.withUTF8 { y in
            for i in x.indices where x[i] != y[i] { return false }
            return true
        }
    }
}
