/// Reads an old-style property list `.strings` file as CoreFoundation does:
/// `"key" = "value";` pairs, `"key";` (the value is the key), unquoted words
/// (`[A-Za-z0-9_$/:.-]`), `/* */` and `//` comments, the escapes
/// `\n \t \r \" \\ \a \b \f \v`, octal `\NNN`, `\U` with up to four hex
/// digits (UTF-16 units, so surrogate pairs join), and any other escaped
/// character standing for itself. A duplicate key: the last one wins.
struct StringsFileParser {
    /// A syntax fault, with its place (1-based line; column in scalars).
    struct Failure: Error {
        var line: Int
        var column: Int
        var message: String
    }

    private let text: [Unicode.Scalar]
    private var index = 0
    private var line = 1
    private var lineStart = 0

    private init(_ text: [Unicode.Scalar]) { self.text = text }

    /// The pairs of the file with the line of each key, in file order
    /// (duplicates included; the caller keeps the last).
    static func parse(_ text: [Unicode.Scalar]) throws(Failure) -> [(key: String, value: String, line: Int)] {
        var parser = StringsFileParser(text)
        return try parser.pairs()
    }

    private mutating func pairs() throws(Failure) -> [(key: String, value: String, line: Int)] {
        var result: [(key: String, value: String, line: Int)] = []
        while true {
            try skipWhitespaceAndComments()
            guard index < text.count else { return result }
            let keyLine = line
            let key = try string(what: "a key")
            try skipWhitespaceAndComments()
            guard index < text.count else { throw failure("a key without \"=\" or \";\" at the end of the file") }
            if text[index] == ";" {
                index += 1
                result.append((key, key, keyLine))
                continue
            }
            guard text[index] == "=" else { throw failure("expected \"=\" or \";\" after a key, found \(shown)") }
            index += 1
            try skipWhitespaceAndComments()
            let value = try string(what: "a value")
            try skipWhitespaceAndComments()
            guard index < text.count, text[index] == ";" else {
                throw failure("expected \";\" after a value, found \(shown)")
            }
            index += 1
            result.append((key, value, keyLine))
        }
    }

    private var shown: String {
        index < text.count ? "\"\(Character(text[index]))\"" : "the end of the file"
    }

    private func failure(_ message: String) -> Failure {
        Failure(line: line, column: index - lineStart + 1, message: message)
    }

    private mutating func newline(at position: Int) {
        line += 1
        lineStart = position + 1
    }

    private mutating func skipWhitespaceAndComments() throws(Failure) {
        while index < text.count {
            let scalar = text[index]
            if scalar == "\n" {
                newline(at: index)
                index += 1
            } else if scalar.properties.isWhitespace {
                index += 1
            } else if scalar == "/", index + 1 < text.count, text[index + 1] == "*" {
                let start = failure("a \"/*\" comment that is never closed")
                index += 2
                while true {
                    guard index < text.count else { throw start }
                    if text[index] == "*", index + 1 < text.count, text[index + 1] == "/" {
                        index += 2
                        break
                    }
                    if text[index] == "\n" { newline(at: index) }
                    index += 1
                }
            } else if scalar == "/", index + 1 < text.count, text[index + 1] == "/" {
                while index < text.count, text[index] != "\n" { index += 1 }
            } else {
                return
            }
        }
    }

    private static func isUnquoted(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "a"..."z", "A"..."Z", "0"..."9", "_", "$", "/", ":", ".", "-": return true
        default: return false
        }
    }

    private mutating func string(what: String) throws(Failure) -> String {
        guard index < text.count else { throw failure("expected \(what), found the end of the file") }
        let scalar = text[index]
        if scalar == "\"" || scalar == "'" { return try quoted(closing: scalar) }
        guard Self.isUnquoted(scalar) else { throw failure("expected \(what), found \(shown)") }
        var result = String.UnicodeScalarView()
        while index < text.count, Self.isUnquoted(text[index]) {
            result.append(text[index])
            index += 1
        }
        return String(result)
    }

    private mutating func quoted(closing: Unicode.Scalar) throws(Failure) -> String {
        let start = failure("a quoted string that is never closed")
        index += 1
        // UTF-16 units, because `\U` escapes write UTF-16 units and a pair of
        // them stands for one character.
        var units: [UInt16] = []
        while true {
            guard index < text.count else { throw start }
            let scalar = text[index]
            index += 1
            if scalar == closing {
                return String(decoding: units, as: UTF16.self)
            }
            if scalar == "\n" { newline(at: index - 1) }
            guard scalar == "\\" else {
                units.append(contentsOf: Self.units(of: scalar))
                continue
            }
            guard index < text.count else { throw start }
            let escaped = text[index]
            index += 1
            switch escaped {
            case "a": units.append(0x07)
            case "b": units.append(0x08)
            case "f": units.append(0x0C)
            case "n": units.append(0x0A)
            case "r": units.append(0x0D)
            case "t": units.append(0x09)
            case "v": units.append(0x0B)
            case "0"..."7":
                var value = UInt16(escaped.value - 48)
                var digits = 1
                while digits < 3, index < text.count, ("0"..."7").contains(text[index]) {
                    value = value * 8 + UInt16(text[index].value - 48)
                    index += 1
                    digits += 1
                }
                units.append(value & 0xFF)
            case "U":
                var value: UInt16 = 0
                var digits = 0
                while digits < 4, index < text.count, let digit = Self.hexValue(text[index]) {
                    value = value * 16 + digit
                    index += 1
                    digits += 1
                }
                units.append(value)
            default:
                if escaped == "\n" { newline(at: index - 1) }
                units.append(contentsOf: Self.units(of: escaped))
            }
        }
    }

    private static func hexValue(_ scalar: Unicode.Scalar) -> UInt16? {
        switch scalar {
        case "0"..."9": return UInt16(scalar.value - 48)
        case "a"..."f": return UInt16(scalar.value - 87)
        case "A"..."F": return UInt16(scalar.value - 55)
        default: return nil
        }
    }

    private static func units(of scalar: Unicode.Scalar) -> [UInt16] {
        Array(String(scalar).utf16)
    }
}
