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
    public var members: [Member]

    public init(_ members: [Member] = []) {
        self.members = members
    }

    /// The value of the first member whose key has exactly these UTF-8 bytes
    /// (no Unicode normalization: `"é"` and `"e\u{301}"` are different keys,
    /// as they are in JSON).
    public subscript(key: String) -> JSONValue? {
        for member in members where sameKey(member.key, key) {
            return member.value
        }
        return nil
    }

    /// The keys in member order.
    public var keys: [String] {
        members.map(\.key)
    }
}

/// JSON compares keys as code-unit sequences, not as canonically equivalent
/// Unicode strings (which is what `String.==` does).
@inline(__always)
func sameKey(_ a: String, _ b: String) -> Bool {
    a.utf8.count == b.utf8.count && a.utf8.elementsEqual(b.utf8)
}
