/// Why a byte sequence is not one RFC 8259 JSON value.
public struct JSONParseError: Error, Sendable, Hashable, CustomStringConvertible {
    public enum Kind: Sendable, Hashable {
        /// Not JSON: a grammar fault, a lone surrogate escape, a raw control
        /// character in a string, a duplicate key, a byte order mark.
        case syntax
        /// The bytes are not well-formed UTF-8. Takes precedence over every
        /// other fault: input that is not UTF-8 always gets this kind, with
        /// the offset of the first ill-formed sequence.
        case invalidUTF8
        /// Arrays and objects nest deeper than the parser's `maximumDepth`.
        case tooDeep
    }

    public var kind: Kind
    /// The byte offset of the fault in the input (the input's length for an
    /// unexpected end).
    public var offset: Int
    /// For people, ending with the offset: `expected ':' after object key at byte 12`.
    public var message: String

    public init(kind: Kind, offset: Int, message: String) {
        self.kind = kind
        self.offset = offset
        self.message = message
    }

    public var description: String { message }

    static func syntax(_ what: String, at offset: Int) -> JSONParseError {
        JSONParseError(kind: .syntax, offset: offset, message: "\(what) at byte \(offset)")
    }
}
