/// Writes compact JSON (no insignificant whitespace) as UTF-8 bytes.
///
/// Strings: `"` and `\` are escaped, as are U+0000–U+001F (`\b \t \n \f \r`
/// by name, the others as `\u00XX`); everything else, non-ASCII included
/// (U+00A0, U+202F, emoji), is written as raw UTF-8. Numbers are written as
/// their stored text. Object members are written in order.
public enum JSONWriter {
    public static func write(_ value: JSONValue, into output: inout [UInt8]) {
        switch value {
        case .null:
            output.append(contentsOf: "null".utf8)
        case .bool(let flag):
            output.append(contentsOf: flag ? "true".utf8 : "false".utf8)
        case .number(let text):
            var text = text
            text.withUTF8 { output.append(contentsOf: $0) }
        case .string(let string):
            writeString(string, into: &output)
        case .array(let elements):
            output.append(.openBracket)
            var first = true
            for element in elements {
                if !first {
                    output.append(.comma)
                }
                first = false
                write(element, into: &output)
            }
            output.append(.closeBracket)
        case .object(let object):
            output.append(.openBrace)
            var first = true
            for member in object.members {
                if !first {
                    output.append(.comma)
                }
                first = false
                writeString(member.key, into: &output)
                output.append(.colon)
                write(member.value, into: &output)
            }
            output.append(.closeBrace)
        }
    }

    /// Appends `string` quoted and escaped.
    public static func writeString(_ string: String, into output: inout [UInt8]) {
        var string = string
        string.withUTF8 { bytes in
            appendEscaped(bytes, into: &output)
        }
    }

    /// Appends the bytes of `text`, a constant of JSON syntax (a key with
    /// its quotes and colon), as they are: one copy, no escaping.
    @inline(__always)
    static func appendASCII(_ text: StaticString, to output: inout [UInt8]) {
        output.append(contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    /// Appends `text` quoted and escaped, from its UTF-8 where it lies.
    public static func writeString(_ text: UTF8Span, into output: inout [UInt8]) {
        text.span.withUnsafeBufferPointer { bytes in
            appendEscaped(bytes, into: &output)
        }
    }

    /// The compact JSON text of `value`.
    public static func string(_ value: JSONValue) -> String {
        var output: [UInt8] = []
        write(value, into: &output)
        return String(decoding: output, as: UTF8.self)
    }

    private static func appendEscaped(_ bytes: UnsafeBufferPointer<UInt8>, into output: inout [UInt8]) {
        output.append(.quote)
        let words = UnsafeRawBufferPointer(bytes)
        var runStart = 0
        var i = 0
        while i < bytes.count {
            // Eight bytes at a time while none needs an escape.
            if i + 8 <= bytes.count,
                JSONScanner.mustEscape(UInt64(littleEndian: words.loadUnaligned(fromByteOffset: i, as: UInt64.self)))
                    == 0
            {
                i += 8
                continue
            }
            let byte = bytes[i]
            if byte >= 0x20 && byte != .quote && byte != .backslash {
                i += 1
                continue
            }
            if runStart < i {
                output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<i]))
            }
            runStart = i + 1
            output.append(.backslash)
            switch byte {
            case .quote, .backslash:
                output.append(byte)
            case .lineFeed:
                output.append(UInt8(ascii: "n"))
            case .carriageReturn:
                output.append(UInt8(ascii: "r"))
            case .tab:
                output.append(UInt8(ascii: "t"))
            case 0x08:
                output.append(UInt8(ascii: "b"))
            case 0x0C:
                output.append(UInt8(ascii: "f"))
            default:
                output.append(contentsOf: "u00".utf8)
                output.append(hexDigits[Int(byte >> 4)])
                output.append(hexDigits[Int(byte & 0x0F)])
            }
            i += 1
        }
        if runStart < bytes.count {
            output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart...]))
        }
        output.append(.quote)
    }

    private static let hexDigits: [UInt8] = Array("0123456789abcdef".utf8)
}
