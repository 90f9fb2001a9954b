/// A JSON value as `.xcstrings` files need it (named apart from the
/// service's `JSONValue`, a request's value): objects keep their members in
/// file order (a lookup takes the last of duplicate names, as
/// `JSONSerialization` does).
indirect enum CatalogJSON {
    case object([JSONMember])
    case array([CatalogJSON])
    case string(String)
    /// The number's text.
    case number(Substring)
    case bool(Bool)
    case null

    subscript(name: String) -> CatalogJSON? {
        guard case .object(let members) = self else { return nil }
        return members.last { $0.name == name }?.value
    }

    var isObject: Bool {
        if case .object = self { return true }
        return false
    }

    /// An object's members, in file order.
    var members: [(name: String, value: CatalogJSON)]? {
        if case .object(let members) = self { return members.map { ($0.name, $0.value) } }
        return nil
    }

    /// An object's members with their lines, in file order.
    var placedMembers: [JSONMember]? {
        if case .object(let members) = self { return members }
        return nil
    }

    var string: String? {
        if case .string(let text) = self { return text }
        return nil
    }

    var bool: Bool? {
        if case .bool(let value) = self { return value }
        return nil
    }

    /// An integer number (`2`, not `2.5` or `"2"`).
    var integer: Int? {
        if case .number(let text) = self { return Int(text) }
        return nil
    }
}

/// A member of a JSON object.
struct JSONMember {
    var name: String
    var value: CatalogJSON
    /// The 1-based line of the member's name (in the padding of the value's tag).
    var line: UInt32 = 0
}

/// Reads JSON (RFC 8259) from UTF-8 bytes, faster than `JSONSerialization`
/// on Linux (which builds Foundation objects the reader would convert again)
/// and with the line and column of a fault.
struct JSONReader {
    /// A fault's place: 1-based line, column in Unicode scalars.
    struct Failure: Error {
        var line: Int
        var column: Int
        var message: String
    }

    /// Deeper nesting than this is refused (the reader recurses).
    static let maximumNesting = 256

    private let bytes: [UInt8]
    private var index = 0
    /// The line at `index`: JSON has line breaks only between tokens, so
    /// ``skipSpace()`` alone counts them.
    private var line: UInt32 = 1

    static func parse(_ bytes: [UInt8]) throws(Failure) -> CatalogJSON {
        var reader = JSONReader(bytes: bytes)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { reader.index = 3 }
        let value = try reader.value(depth: 0)
        reader.skipSpace()
        guard reader.index == bytes.count else { throw reader.failure("text after the JSON value") }
        return value
    }

    private init(bytes: [UInt8]) { self.bytes = bytes }

    private func failure(_ message: String) -> Failure {
        var line = 1
        var column = 1
        for byte in bytes[..<min(index, bytes.count)] where byte & 0xC0 != 0x80 {
            if byte == 0x0A {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
        return Failure(line: line, column: column, message: message)
    }

    private mutating func skipSpace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x0A:
                line &+= 1
                index += 1
            case 0x20, 0x0D, 0x09: index += 1
            default: return
            }
        }
    }

    private mutating func value(depth: Int) throws(Failure) -> CatalogJSON {
        guard depth <= Self.maximumNesting else { throw failure("JSON nested deeper than \(Self.maximumNesting)") }
        skipSpace()
        guard index < bytes.count else { throw failure("a value was expected, found the end of the text") }
        switch bytes[index] {
        case UInt8(ascii: "{"):
            index += 1
            var members: [JSONMember] = []
            skipSpace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
                index += 1
                return .object(members)
            }
            while true {
                skipSpace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
                    throw failure("a member name in quotes was expected")
                }
                let memberLine = line
                let name = try string()
                skipSpace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
                    throw failure("\":\" was expected")
                }
                index += 1
                members.append(JSONMember(name: name, value: try value(depth: depth + 1), line: memberLine))
                skipSpace()
                guard index < bytes.count else { throw failure("an object that is never closed") }
                if bytes[index] == UInt8(ascii: ",") {
                    index += 1
                } else if bytes[index] == UInt8(ascii: "}") {
                    index += 1
                    return .object(members)
                } else {
                    throw failure("\",\" or \"}\" was expected")
                }
            }
        case UInt8(ascii: "["):
            index += 1
            var elements: [CatalogJSON] = []
            skipSpace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
                index += 1
                return .array(elements)
            }
            while true {
                elements.append(try value(depth: depth + 1))
                skipSpace()
                guard index < bytes.count else { throw failure("an array that is never closed") }
                if bytes[index] == UInt8(ascii: ",") {
                    index += 1
                } else if bytes[index] == UInt8(ascii: "]") {
                    index += 1
                    return .array(elements)
                } else {
                    throw failure("\",\" or \"]\" was expected")
                }
            }
        case UInt8(ascii: "\""):
            return .string(try string())
        case UInt8(ascii: "t"):
            try literal("true")
            return .bool(true)
        case UInt8(ascii: "f"):
            try literal("false")
            return .bool(false)
        case UInt8(ascii: "n"):
            try literal("null")
            return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return .number(try number())
        default:
            throw failure("a value was expected")
        }
    }

    private mutating func literal(_ word: String) throws(Failure) {
        let utf8 = Array(word.utf8)
        guard index + utf8.count <= bytes.count, bytes[index..<index + utf8.count].elementsEqual(utf8) else {
            throw failure("a value was expected")
        }
        index += utf8.count
    }

    private mutating func number() throws(Failure) -> Substring {
        let start = index
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        func digits() -> Int {
            let first = index
            while index < bytes.count, bytes[index] >= 0x30, bytes[index] <= 0x39 { index += 1 }
            return index - first
        }
        guard digits() > 0 else { throw failure("a number without digits") }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard digits() > 0 else { throw failure("a number without fraction digits") }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
                index += 1
            }
            guard digits() > 0 else { throw failure("a number without exponent digits") }
        }
        return Substring(String(decoding: bytes[start..<index], as: UTF8.self))
    }

    /// A string; `index` is at its opening quote.
    private mutating func string() throws(Failure) -> String {
        index += 1
        let start = index
        // The common case: no escape, read in one piece.
        while index < bytes.count, bytes[index] != UInt8(ascii: "\""), bytes[index] != UInt8(ascii: "\\"),
            bytes[index] >= 0x20
        {
            index += 1
        }
        guard index < bytes.count else { throw failure("a string that is never closed") }
        if bytes[index] == UInt8(ascii: "\"") {
            guard let text = String(validating: bytes[start..<index], as: UTF8.self) else {
                throw failure("a string that is not UTF-8")
            }
            index += 1
            return text
        }
        var units: [UInt8] = Array(bytes[start..<index])
        while true {
            guard index < bytes.count else { throw failure("a string that is never closed") }
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                index += 1
                guard let text = String(validating: units, as: UTF8.self) else {
                    throw failure("a string that is not UTF-8")
                }
                return text
            }
            guard byte >= 0x20 else { throw failure("a control character in a string") }
            guard byte == UInt8(ascii: "\\") else {
                units.append(byte)
                index += 1
                continue
            }
            index += 1
            guard index < bytes.count else { throw failure("a string that is never closed") }
            let escaped = bytes[index]
            index += 1
            switch escaped {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): units.append(escaped)
            case UInt8(ascii: "b"): units.append(0x08)
            case UInt8(ascii: "f"): units.append(0x0C)
            case UInt8(ascii: "n"): units.append(0x0A)
            case UInt8(ascii: "r"): units.append(0x0D)
            case UInt8(ascii: "t"): units.append(0x09)
            case UInt8(ascii: "u"):
                var scalar = try hex4()
                if (0xD800..<0xDC00).contains(scalar), index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"),
                    bytes[index + 1] == UInt8(ascii: "u")
                {
                    index += 2
                    let low = try hex4()
                    guard (0xDC00..<0xE000).contains(low) else { throw failure("an unpaired surrogate escape") }
                    scalar = 0x10000 + (scalar - 0xD800) << 10 + (low - 0xDC00)
                }
                guard let value = Unicode.Scalar(scalar) else { throw failure("an unpaired surrogate escape") }
                units.append(contentsOf: String(value).utf8)
            default:
                throw failure("an unknown escape in a string")
            }
        }
    }

    private mutating func hex4() throws(Failure) -> UInt32 {
        guard index + 4 <= bytes.count else { throw failure("\\u needs four hex digits") }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[index]
            let digit: UInt32
            switch byte {
            case 0x30...0x39: digit = UInt32(byte - 0x30)
            case 0x41...0x46: digit = UInt32(byte - 0x37)
            case 0x61...0x66: digit = UInt32(byte - 0x57)
            default: throw failure("\\u needs four hex digits")
            }
            value = value * 16 + digit
            index += 1
        }
        return value
    }
}
