import Testing

@testable import LocaleFormatService

@Suite("JSONWriter")
struct JSONWriterTests {
    @Test func writesCompactJSON() {
        let value = jsonObject([
            "b": .array([.number("1"), .bool(true), .bool(false), .null, .object(JSONObject()), .array([])]),
            "a": .string("x"),
            "n": .number("-1.50E+21"),
        ])
        #expect(JSONWriter.string(value) == #"{"b":[1,true,false,null,{},[]],"a":"x","n":-1.50E+21}"#)
    }

    @Test func writesScalars() {
        #expect(JSONWriter.string(.null) == "null")
        #expect(JSONWriter.string(.bool(true)) == "true")
        #expect(JSONWriter.string(.bool(false)) == "false")
        #expect(JSONWriter.string(.number("1.0")) == "1.0")
        #expect(JSONWriter.string(.number("-0")) == "-0")
        #expect(JSONWriter.string(.string("")) == #""""#)
    }

    @Test func escapesStrings() {
        let value = JSONValue.string("a\"b\\c/d\n\r\t\u{8}\u{C}\u{0}\u{1}\u{1F}\u{7F}é\u{A0}\u{202F}😀\u{2028}")
        #expect(
            JSONWriter.string(value)
                == "\"a\\\"b\\\\c/d\\n\\r\\t\\b\\f\\u0000\\u0001\\u001f\u{7F}é\u{A0}\u{202F}😀\u{2028}\"")
    }

    @Test func escapesEveryControlCharacter() {
        let named: [UInt8: String] = [0x08: #"\b"#, 0x09: #"\t"#, 0x0A: #"\n"#, 0x0C: #"\f"#, 0x0D: #"\r"#]
        for byte in UInt8(0)..<0x20 {
            let hex = String(byte, radix: 16)
            let expected = named[byte] ?? "\\u00" + (hex.count == 1 ? "0" + hex : hex)
            #expect(JSONWriter.string(.string(String(UnicodeScalar(byte)))) == "\"\(expected)\"")
        }
        for byte in UInt8(0x20)..<0x80 where byte != 0x22 && byte != 0x5C {
            #expect(JSONWriter.string(.string(String(UnicodeScalar(byte)))) == "\"\(UnicodeScalar(byte))\"")
        }
    }

    @Test func leavesNonASCIIRaw() {
        let text = "1.234,50\u{A0}€ · 12\u{202F}h · 平成31年 · 😀 · e\u{301}"
        var output: [UInt8] = []
        JSONWriter.writeString(text, into: &output)
        #expect(output == [0x22] + Array(text.utf8) + [0x22])
    }

    @Test func writeStringAppends() {
        var output = Array("[".utf8)
        JSONWriter.writeString("a\tb", into: &output)
        output.append(UInt8(ascii: ","))
        JSONWriter.write(.number("2"), into: &output)
        #expect(String(decoding: output, as: UTF8.self) == #"["a\tb",2"#)
    }

    /// A string given as its UTF-8 is written as the same `String` is.
    @Test func writesUTF8AsItsString() {
        for text in ["", "a\tb", "viernes, 7 de agosto de 2015, 10:29:32 GMT-7", "10:29\u{202F}AM \"x\" \\", "٢٠١٥"] {
            var fromString: [UInt8] = []
            JSONWriter.writeString(text, into: &fromString)
            var fromUTF8: [UInt8] = []
            var copy = text
            copy.withUTF8 { JSONWriter.writeString(UTF8Span(unchecked: $0.span), into: &fromUTF8) }
            #expect(fromUTF8 == fromString, "\(text)")
        }
    }

    @Test func escapesAtRunBoundaries() throws {
        for length in 0..<20 {
            for position in 0..<length {
                var characters = Array(repeating: Character("x"), count: length)
                characters[position] = "\""
                let text = String(characters)
                let written = JSONWriter.string(.string(text))
                #expect(written == "\"" + text.replacingAll("\"", with: "\\\"") + "\"")
                #expect(try JSONParser.parse(written) == .string(text))
            }
        }
    }

    /// Strings are read eight bytes at a time: an escape at any offset of
    /// any word, after non-ASCII bytes or not, is written.
    @Test func escapesAtEveryOffsetOfAWord() throws {
        let escapes: [(Character, String)] = [
            ("\\", #"\\"#), ("\u{1}", #"\u0001"#), ("\n", #"\n"#), ("\u{1F}", #"\u001f"#),
        ]
        for (character, escaped) in escapes {
            for filler in ["x", "é", "\u{202F}"] {
                for position in 0..<17 {
                    var characters = Array(repeating: Character(filler), count: 17)
                    characters[position] = character
                    let text = String(characters)
                    let expected =
                        "\"" + String(repeating: filler, count: position) + escaped
                        + String(repeating: filler, count: 16 - position) + "\""
                    #expect(JSONWriter.string(.string(text)) == expected)
                }
            }
        }
    }

    @Test func keysAreEscapedAndOrdered() {
        let value = JSONValue.object(
            JSONObject([
                .init(key: "z\"", value: .number("1")),
                .init(key: "a\n", value: .number("2")),
            ]))
        #expect(JSONWriter.string(value) == #"{"z\"":1,"a\n":2}"#)
    }
}

private extension String {
    func replacingAll(_ target: Character, with replacement: String) -> String {
        var result = ""
        for character in self {
            if character == target {
                result += replacement
            } else {
                result.append(character)
            }
        }
        return result
    }
}
