import Testing

@testable import LocaleFormatService

@Suite("JSONParser")
struct JSONParserTests {
    // MARK: Accepted documents

    /// JSONTestSuite y_ cases (and a few more): must parse.
    @Test(arguments: [
        "[[]   ]", "[\"\"]", "[]", "[\"a\"]", "[false]", "[null, 1, \"1\", {}]", "[null]", "[1\n]", " [1]",
        "[1,null,null,null,2]", "[2] ", "[123e65]", "[0e+1]", "[0e1]", "[ 4]", "[20e1]", "[-0]", "[-123]",
        "[-1]", "[1E22]", "[1E-2]", "[1E+2]", "[123e45]", "[123.456e78]", "[1e-2]", "[1e+2]", "[123]",
        "[123.456789]", "[-0.000000000000000000000000000000000000000000000000000000000000000000000000000001]\n",
        "{\"asd\":\"sdf\", \"dfg\":\"fgh\"}", "{\"asd\":\"sdf\"}", "{}", "{\"\":0}", "{\"foo\\u0000bar\": 42}",
        "{ \"min\": -1.0e+28, \"max\": 1.0e+28 }", "{\"x\":[{\"id\": \"xxx\"}], \"id\": \"xxx\"}", "{\"a\":[]}",
        "{\"title\":\"\\u041f\\u043e\\u043b\\u0442\\u043e\\u0440\\u0430 \\u0417\\u0435\\u043c\\u043b\\u0435\\u043a\\u043e\\u043f\\u0430\" }",
        "{\n\"a\": \"b\"\n}", "[\"\\u0060\\u012a\\u12AB\"]", "[\"\\uD801\\udc37\"]",
        "[\"\\ud83d\\ude39\\ud83d\\udc8d\"]",
        "[\"\\\"\\\\\\/\\b\\f\\n\\r\\t\"]", "[\"\\\\u0000\"]", "[\"\\\"\"]", "[\"a/*b*/c/*d//e\"]", "[\"\\\\a\"]",
        "[\"\\\\n\"]", "[\"\\u0012\"]", "[\"\\uFFFF\"]", "[\"asd\"]", "[ \"asd\"]", "[\"\\uDBFF\\uDFFF\"]",
        "[\"new\\u00A0line\"]", "[\"\u{10FFFF}\"]", "[\"\u{FFFF}\"]", "[\"\\u0000\"]", "[\"\\u002c\"]", "[\"π\"]",
        "[\"\u{1BFFF}\"]", "[\"asd \"]", "\" \"", "[\"\\uD834\\uDd1e\"]", "[\"\\u0821\"]", "[\"\\u0123\"]",
        "[\"\\u2028\"]", "[\"\\u2029\"]", "[\"\u{2028}\u{2029}\"]", "[\"\\u0061\\u30af\\u30EA\\u30b9\"]",
        "[\"new\\u000Aline\"]", "[\"\u{7F}\"]", "[\"\\uA66D\"]", "[\"\\u005C\"]", "[\"⍂㈴⍂\"]", "[\"\\uDBFF\\uDFFE\"]",
        "[\"\\uD83F\\uDFFE\"]", "[\"\\u200B\"]", "[\"\\u2064\"]", "[\"\\uFDD0\"]", "[\"\\uFFFE\"]", "[\"\\u0022\"]",
        "[\"€𝄞\"]", "[\"aa\"]", "false", "42", "-0.1", "null", "\"asd\"", "true", "\"\"", "[\"a\"]\n", "[true]",
        " [] ", "\t\r\n[1]\t\r\n", "[1 , 2 ]", "{ \"a\" : 1 , \"b\" : [ ] }", "0", "-0", "1E400", "[[[[[[]]]]]]",
    ])
    func accepts(_ text: String) {
        #expect(jsonParseError(text) == nil, "\(text.debugDescription)")
    }

    /// JSONTestSuite n_ cases (and more) that are grammar faults: `.syntax`.
    @Test(arguments: [
        // Structure, commas, brackets.
        "[1 true]", "[\"\": 1]", "[\"\"],", "[,1]", "[1,,2]", "[\"x\",,]", "[\"x\"]]", "[\"\",]", "[\"x\"", "[x",
        "[3[4]]", "[1:2]", "[,]", "[   , \"\"]", "[\"a\",\n4\n,1,", "[1,]", "[1,,]", "[*]", "[\"\"", "[1,",
        "[1,\n1\n,1", "[{}", "[", "]", "{", "}", "[[", "[[]", "[]]", "{\"a\"", "{\"a\":", "{\"a\":1", "[1",
        "[1] [2]", "1 2", "{}{}", "[1]x", "[]\u{0}", "123\u{0}", "", " ", "\n\t\r ",
        // Literals.
        "[fals]", "[nul]", "[tru]", "tru", "nul", "fals", "truex", "nulll", "[True]", "[NULL]", "[NaN]",
        "[-NaN]", "[Inf]", "[Infinity]", "[-Infinity]", "[+Inf]", "NaN", "Infinity", "-Infinity", "undefined",
        // Numbers.
        "[-]", "[1e]", "[1.]", "[.1]", "[+1]", "[01]", "[-01]", "[-012]", "[012]", "[00]", "[++1234]",
        "[-1.0.]", "[-2.]", "[.-1]", "[.2e-3]", "[0.1.2]", "[0.3e+]", "[0.3e]", "[0.e1]", "[0E+]", "[0E]",
        "[0e+]", "[0e]", "[1.0e+]", "[1.0e-]", "[1.0e]", "[1 000.0]", "[1eE2]", "[2.e+3]", "[2.e-3]",
        "[2.e3]", "[9.e+]", "[0x1]", "[0x42]", "[-foo]", "[- 1]", "[1ea]", "[1.a]", "[1e+-2]", "-", "1.",
        ".5", "+1", "01", "1e", "0.", "-.5", "[1_000]",
        // Objects.
        "{\"x\", null}", "{\"x\"::\"b\"}", "{\"a\" b}", "{:\"b\"}", "{\"a\" \"b\"}", "{\"a\":\"a", "{1:1}",
        "{9999E9999:1}", "{null:null,null:null}", "{\"id\":0,,,,,}", "{'a':0}", "{\"id\":0,}", "{\"a\":1,}",
        "{\"a\":\"b\",,\"c\":\"d\"}", "{a: \"b\"}", "{ \"foo\" : \"bar\", \"a\" }", "{\"a\":\"b\"}#", "{,}",
        "{\"a\":1 \"b\":2}", "{[]:1}", "{\"a\"}",
        // Comments.
        "{\"a\":\"b\"}/**/", "{\"a\":\"b\"}/**//", "{\"a\":\"b\"}//", "{\"a\":\"b\"}/", "[1/*c*/]", "// c\n[1]",
        "#[1]", "/* */ 1",
        // Strings.
        "\"", "[\"a]", "\"abc", "'a'", "['a']", "[\"\\a\"]", "[\"\\x00\"]", "[\"\\uqqqq\"]", "[\"\\u\"]", "[\"\\u1\"]",
        "[\"\\u12\"]", "[\"\\u123\"]", "[\"\\u123x\"]", "[\"\\U0041\"]", "\"\\", "\"\\u00", "[\"\\\"]",
        "\"\\UA66D\"", "\"\"x", "[\"\\ \"]", "[\"\\'\"]",
        // Raw control characters in strings.
        "[\"\u{0}\"]", "[\"a\u{1}b\"]", "[\"new\nline\"]", "[\"\t\"]", "[\"\r\"]", "[\"\u{1F}\"]", "[\"\u{C}\"]",
        "\"\u{0}\"",
        // Lone surrogates.
        "\"\\ud800\"", "[\"\\ud800\"]", "[\"\\udc00\"]", "[\"\\uDFFF\"]", "[\"\\ud800\\ud800\"]", "[\"\\ud800abc\"]",
        "[\"\\ud800\\n\"]", "[\"\\uD800\\\"]", "[\"\\uD800\\u\"]", "[\"\\uD800\\u1\"]", "[\"\\uD800\\u1x\"]",
        "[\"\\uDBFF\\u0041\"]", "[\"\\udc00\\ud800\"]", "[\"\\ud83d\"]", "[\"\\ude00\\ud83d\"]",
        // Non-JSON whitespace and characters outside strings.
        "[\u{C}]", "[\u{A0}1]", "\u{A0}[]", "[\u{2060}]", "[é]", "\u{FEFF}[]", "[\u{FEFF}]", "\u{B}[]",
    ])
    func rejectsSyntax(_ text: String) {
        let error = jsonParseError(text)
        #expect(error?.kind == .syntax, "\(text.debugDescription): \(String(describing: error))")
    }

    /// Bytes that are not UTF-8: `.invalidUTF8` at the given offset.
    @Test(
        arguments: [
            ([0x22, 0xFF, 0x22], 1),  // byte never in UTF-8
            ([0x22, 0xFE, 0x22], 1),
            ([0x22, 0xC0, 0xAF, 0x22], 1),  // overlong '/'
            ([0x22, 0xC1, 0xBF, 0x22], 1),  // overlong
            ([0x22, 0xE0, 0x80, 0xAF, 0x22], 1),  // overlong 3-byte
            ([0x22, 0xE0, 0x9F, 0xBF, 0x22], 1),  // overlong 3-byte (U+07FF)
            ([0x22, 0xF0, 0x80, 0x80, 0xAF, 0x22], 1),  // overlong 4-byte
            ([0x22, 0xF0, 0x8F, 0xBF, 0xBF, 0x22], 1),  // overlong 4-byte (U+FFFF)
            ([0x22, 0xED, 0xA0, 0x80, 0x22], 1),  // encoded U+D800
            ([0x22, 0xED, 0xBF, 0xBF, 0x22], 1),  // encoded U+DFFF
            ([0x22, 0xED, 0xA0, 0xBD, 0xED, 0xB8, 0x80, 0x22], 1),  // CESU-8 pair
            ([0x22, 0xF4, 0x90, 0x80, 0x80, 0x22], 1),  // above U+10FFFF
            ([0x22, 0xF5, 0x80, 0x80, 0x80, 0x22], 1),
            ([0x22, 0xF8, 0x88, 0x80, 0x80, 0x80, 0x22], 1),  // 5-byte form
            ([0x22, 0x80, 0x22], 1),  // stray continuation
            ([0x22, 0xBF, 0x22], 1),
            ([0x22, 0x61, 0xC3, 0x22], 2),  // truncated 2-byte
            ([0x22, 0xE2, 0x82, 0x22], 1),  // truncated 3-byte
            ([0x22, 0xF0, 0x9F, 0x98, 0x22], 1),  // truncated 4-byte
            ([0x22, 0xC3], 1),  // truncated at end of input
            ([0x22, 0xE9, 0x74, 0xE9, 0x22], 1),  // Latin-1 "été"
            ([0x5B, 0x22, 0x61, 0x22, 0x2C, 0x22, 0xC3, 0xA9, 0xFF, 0x22, 0x5D], 8),
            ([0x7B, 0x22, 0xFF, 0x22, 0x3A, 0x31, 0x7D], 2),  // in a key
            ([0x5B, 0xFF, 0x5D], 1),  // outside a string
            ([0x5B, 0x61, 0xE5, 0x5D], 2),  // after a syntax fault
            ([0x5B, 0x31, 0x5D, 0xFF], 3),  // after the value
            ([0x5B, 0x31, 0x2C, 0x5D, 0x20, 0xFF], 5),  // syntax fault first, still invalidUTF8
            ([0xFF], 0),
            ([0x5B, 0x31, 0x65, 0xE5, 0x5D], 3),  // inside a number
            ([0x22, 0x5C, 0xC3, 0x22], 2),  // after a backslash
            ([0x22, 0x5C, 0x75, 0x30, 0x30, 0xC3, 0x22], 5),  // inside a \u escape
            ([0x5B, 0x5B, 0x5B, 0xFF], 3),  // beats tooDeep below
        ] as [([UInt8], Int)])
    func rejectsInvalidUTF8(_ bytes: [UInt8], offset: Int) {
        let error = jsonParseError(bytes, maximumDepth: 2)
        #expect(error?.kind == .invalidUTF8, "\(bytes): \(String(describing: error))")
        #expect(error?.offset == offset, "\(bytes): \(String(describing: error))")
    }

    @Test func validNonASCIIOutsideStringsIsASyntaxError() {
        // 'é' is UTF-8, just not JSON there.
        #expect(jsonParseError([0x5B, 0xC3, 0xA9, 0x5D])?.kind == .syntax)
        #expect(jsonParseError("[é]")?.message == "expected a value, found 'é' (U+00E9) at byte 1")
    }

    @Test func byteOrderMarkIsRejected() {
        let error = jsonParseError([0xEF, 0xBB, 0xBF, 0x7B, 0x7D])
        #expect(error?.kind == .syntax)
        #expect(error?.offset == 0)
    }

    // MARK: Errors: offsets and messages

    @Test func errorOffsetsAndMessages() {
        let colon = jsonParseError("{\"a\" 1}")
        #expect(
            colon
                == JSONParseError(
                    kind: .syntax, offset: 5, message: "expected ':' after object key, found '1' at byte 5"))
        #expect(colon?.description == colon?.message)

        #expect(jsonParseError("[1,]")?.offset == 3)
        #expect(jsonParseError("[1,]")?.message == "expected a value, found ']' at byte 3")
        #expect(jsonParseError("{\"a\":1,}")?.offset == 7)
        #expect(jsonParseError("[01]")?.message == "leading zeros are not allowed in numbers at byte 1")
        #expect(jsonParseError("[1.]")?.offset == 3)
        #expect(jsonParseError("[1e]")?.offset == 3)
        #expect(jsonParseError("[-]")?.offset == 2)
        #expect(
            jsonParseError("[1")?.message == "expected ',' or ']' after an array element, found end of input at byte 2")
        #expect(jsonParseError("")?.message == "expected a value, found end of input at byte 0")
        #expect(jsonParseError("  ")?.offset == 2)
        #expect(jsonParseError("[\"abc")?.message == "unterminated string at byte 1")
        #expect(jsonParseError("[\"a\u{1}\"]")?.offset == 3)
        #expect(jsonParseError("\"\\ud800\"")?.offset == 1)
        #expect(jsonParseError("\"ab\\ud800x\"")?.offset == 3)
        #expect(jsonParseError("\"\\u12G4\"")?.offset == 5)
        #expect(jsonParseError("[1] x")?.message == "unexpected 'x' after the JSON value at byte 4")
        #expect(jsonParseError("tru")?.message == "invalid literal (expected 'true') at byte 0")
        #expect(
            jsonParseError([0x22, 0xC0, 0xAF, 0x22])?.message == "overlong UTF-8 encoding (lead byte 0xC0) at byte 1")
        #expect(
            jsonParseError([0x22, 0xED, 0xA0, 0x80, 0x22])?.message == "UTF-8-encoded surrogate code point at byte 1")
    }

    // MARK: Values

    @Test func parsesStructures() throws {
        let value = try JSONParser.parse(#" {"a": [1, -2.5e3, true, false, null, "x"], "b": {}, "c": []} "#)
        #expect(
            value
                == jsonObject([
                    "a": .array([.number("1"), .number("-2.5e3"), .bool(true), .bool(false), .null, .string("x")]),
                    "b": .object(JSONObject()),
                    "c": .array([]),
                ]))
    }

    @Test func topLevelScalars() throws {
        #expect(try JSONParser.parse("null") == .null)
        #expect(try JSONParser.parse(" true ") == .bool(true))
        #expect(try JSONParser.parse("false") == .bool(false))
        #expect(try JSONParser.parse("\"s\"") == .string("s"))
        #expect(try JSONParser.parse("-12.5e-3") == .number("-12.5e-3"))
    }

    @Test(arguments: [
        "1.0", "-0", "0", "-0.0", "1E+21", "1e21", "1e-7", "12345678901234567890.123456789", "1E400", "-0.0e-0",
        "100", "0.000001", "9007199254740993", "-123456789012345678901234567890e-100", "2E0", "1e+0",
    ])
    func numbersKeepTheirText(_ text: String) throws {
        #expect(try JSONParser.parse(text) == .number(text))
        #expect(try JSONParser.parse("[\(text)]") == .array([.number(text)]))
        #expect(try JSONParser.parse("{\"n\":\(text)}") == jsonObject(["n": .number(text)]))
        #expect(JSONWriter.string(.number(text)) == text)
    }

    /// Every short string over the number alphabet parses exactly when it
    /// matches RFC 8259's number grammar.
    @Test func numberGrammarMatchesTheRFC() {
        let grammar = /-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?/
        let alphabet: [Character] = ["0", "1", "9", "-", "+", ".", "e", "E"]
        var candidates: [String] = [""]
        var checked = 0
        for _ in 1...5 {
            candidates = candidates.flatMap { prefix in alphabet.map { prefix + String($0) } }
            for text in candidates {
                let expected = text.wholeMatch(of: grammar) != nil
                let result = jsonParseResult(text)
                switch result {
                case .success(let value):
                    #expect(expected, "\(text) parsed but is not a JSON number")
                    #expect(value == .number(text))
                case .failure(let error):
                    #expect(!expected, "\(text) is a JSON number but failed: \(error)")
                    #expect(error.kind == .syntax)
                }
                checked += 1
            }
        }
        #expect(checked == 8 + 64 + 512 + 4096 + 32768)
    }

    @Test(arguments: [
        (#""\u00e9""#, "é"),
        (#""\u00E9""#, "é"),
        (#""\ud83d\ude00""#, "😀"),
        (#""\uD83D\uDE00""#, "😀"),
        (#""a\ud83d\ude00b""#, "a😀b"),
        (#""\uDBFF\uDFFF""#, "\u{10FFFF}"),
        (#""\ud800\udc00""#, "\u{10000}"),
        (#""\"\\\/\b\f\n\r\t""#, "\"\\/\u{8}\u{C}\n\r\t"),
        (#""\u0000""#, "\u{0}"),
        (#""a\u0000b""#, "a\u{0}b"),
        (#""\u001F\u007f\u0080\u07FF\u0800\uFFFF""#, "\u{1F}\u{7F}\u{80}\u{7FF}\u{800}\u{FFFF}"),
        (#""\u00a0\u202F""#, "\u{A0}\u{202F}"),
        (#""\u0065\u0301""#, "e\u{301}"),
        (#""é and 😀 raw""#, "é and 😀 raw"),
        (#""\\u0041""#, "\\u0041"),
        (
            #""long run before the escape, more than eight bytes\nand after it, more than eight bytes""#,
            "long run before the escape, more than eight bytes\nand after it, more than eight bytes"
        ),
    ])
    func decodesEscapes(_ json: String, expected: String) throws {
        let value = try JSONParser.parse(json)
        #expect(value == .string(expected))
        if case .string(let decoded) = value {
            // Byte-exact, not just canonically equivalent.
            #expect(Array(decoded.utf8) == Array(expected.utf8))
        }
    }

    /// Every position of a special byte is found by the word-at-a-time scan.
    @Test func stringScanFindsSpecialBytesAtEveryPosition() throws {
        for length in 0..<40 {
            for position in 0..<length {
                let filler = Array(repeating: UInt8(ascii: "a"), count: length)

                var withControl = filler
                withControl[position] = 0x1F
                let controlError = jsonParseError([0x22] + withControl + [0x22])
                #expect(controlError?.kind == .syntax)
                #expect(controlError?.offset == position + 1)

                var withQuote = filler
                withQuote[position] = 0x22
                // The string ends early and the rest is trailing garbage.
                #expect(jsonParseError([0x22] + withQuote + [0x22])?.kind == .syntax)

                var escaped = filler
                escaped.replaceSubrange(position...position, with: Array(#"\n"#.utf8))
                var expected = Array(repeating: Character("a"), count: length)
                expected[position] = "\n"
                #expect(try JSONParser.parse([0x22] + escaped + [0x22]) == .string(String(expected)))

                var nonASCII = filler
                nonASCII.replaceSubrange(position...position, with: [0xC3, 0xA9])
                expected[position] = "é"
                #expect(try JSONParser.parse([0x22] + nonASCII + [0x22]) == .string(String(expected)))

                var invalid = filler
                invalid[position] = 0xFF
                #expect(
                    jsonParseError([0x22] + invalid + [0x22])
                        == JSONParseError(
                            kind: .invalidUTF8, offset: position + 1,
                            message: "byte 0xFF never occurs in UTF-8 at byte \(position + 1)"))
            }
        }
    }

    /// Every two-byte sequence with a non-ASCII lead: accepted exactly when
    /// it is UTF-8 (checked against the standard library's validator).
    @Test func twoByteSequencesAgreeWithTheStandardLibrary() {
        for lead in UInt8(0x80)...0xFF {
            for second in UInt8(0x20)...0xFF where second != 0x22 && second != 0x5C {
                let content = [lead, second]
                let reference = String(validating: content, as: UTF8.self)
                switch Result(catching: { () throws(JSONParseError) in try JSONParser.parse([0x22] + content + [0x22]) }
                ) {
                case .success(let value):
                    #expect(reference.map { JSONValue.string($0) } == value, "\(content)")
                case .failure(let error):
                    #expect(reference == nil, "\(content)")
                    #expect(error.kind == .invalidUTF8 && error.offset == 1, "\(content): \(error)")
                }
            }
        }
    }

    /// Sequences of up to four bytes from the interesting UTF-8 boundaries.
    @Test func boundaryByteSequencesAgreeWithTheStandardLibrary() {
        let bytes: [UInt8] = [
            0x41, 0x7F, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC0, 0xC1, 0xC2, 0xDF,
            0xE0, 0xE1, 0xEC, 0xED, 0xEE, 0xEF, 0xF0, 0xF1, 0xF3, 0xF4, 0xF5, 0xFF,
        ]
        var sequences: [[UInt8]] = [[]]
        for length in 1...4 {
            sequences = sequences.flatMap { prefix in bytes.map { prefix + [$0] } }
            if length == 3 {
                // Four-byte sequences only after a four-byte lead (and one
                // ASCII byte), to keep the test fast.
                sequences = sequences.filter { [0x41, 0xF0, 0xF1, 0xF3, 0xF4, 0xF5].contains($0[0]) }
            }
            for content in sequences {
                let reference = String(validating: content, as: UTF8.self)
                let error = jsonParseError([0x22] + content + [0x22])
                if reference == nil {
                    #expect(error?.kind == .invalidUTF8, "\(content)")
                } else {
                    #expect(error == nil, "\(content)")
                }
            }
        }
    }

    // MARK: Objects

    @Test func objectKeysKeepTheirOrder() throws {
        let keys = (0..<40).map { "k\(($0 * 7) % 40)" }
        let json = "{" + keys.enumerated().map { "\"\($1)\":\($0)" }.joined(separator: ",") + "}"
        guard case .object(let object) = try JSONParser.parse(json) else {
            Issue.record("not an object")
            return
        }
        #expect(object.keys == keys)
        #expect(object["k7"] == .number("1"))
        #expect(object["missing"] == nil)
        #expect(object.members.map(\.value) == (0..<40).map { .number("\($0)") })
    }

    @Test func duplicateKeysAreRejected() {
        let error = jsonParseError(#"{"x":1,"y":2,"x":3}"#)
        #expect(error == JSONParseError(kind: .syntax, offset: 13, message: #"duplicate key "x" at byte 13"#))
        // The same key spelled with an escape is the same key.
        #expect(jsonParseError(#"{"a":1,"\u0061":2}"#)?.message == #"duplicate key "a" at byte 7"#)
        // Duplicates in nested objects are independent.
        #expect(jsonParseError(#"{"a":{"a":1},"b":{"a":2}}"#) == nil)
        #expect(jsonParseError(#"[{"a":1},{"a":1}]"#) == nil)
        #expect(jsonParseError(#"{"a":{"b":1,"b":2}}"#)?.kind == .syntax)
        // Keys are compared as bytes: NFC and NFD spellings are different keys.
        #expect(jsonParseError("{\"\u{E9}\":1,\"e\u{301}\":2}") == nil)
        // A key with characters that need escaping is shown escaped.
        #expect(jsonParseError(#"{"a\nb":1,"a\nb":2}"#)?.message == #"duplicate key "a\nb" at byte 10"#)
    }

    @Test(arguments: [15, 16, 17, 18, 100, 1000])
    func duplicateKeysInLargeObjects(memberCount: Int) {
        let members = (0..<memberCount).map { "\"key\($0)\":\($0)" }
        #expect(jsonParseError("{" + members.joined(separator: ",") + "}") == nil)
        for duplicate in [0, memberCount / 2, memberCount - 1] {
            let json = "{" + members.joined(separator: ",") + ",\"key\(duplicate)\":0}"
            let error = jsonParseError(json)
            #expect(
                error?.message.hasPrefix("duplicate key \"key\(duplicate)\"") == true, "\(String(describing: error))")
            #expect(error?.offset == json.utf8.count - "\"key\(duplicate)\":0}".utf8.count)
        }
        // Canonically equivalent but different keys, past the linear-search limit.
        let mixed = members + ["\"\u{E9}\":1", "\"e\u{301}\":2"]
        #expect(jsonParseError("{" + mixed.joined(separator: ",") + "}") == nil)
    }

    @Test func objectSubscriptComparesBytes() {
        let object = JSONObject([
            .init(key: "e\u{301}", value: .number("1")),
            .init(key: "\u{E9}", value: .number("2")),
            .init(key: "a", value: .null),
            .init(key: "a", value: .bool(true)),
        ])
        #expect(object["e\u{301}"] == .number("1"))
        #expect(object["\u{E9}"] == .number("2"))
        #expect(object["a"] == .null)
        #expect(object.keys == ["e\u{301}", "\u{E9}", "a", "a"])
        #expect(JSONObject()["a"] == nil)
    }

    // MARK: Depth

    @Test func depthLimitIsExact() {
        for limit in 0...5 {
            let fits = String(repeating: "[", count: limit) + "1" + String(repeating: "]", count: limit)
            #expect(jsonParseError(fits, maximumDepth: limit) == nil)
            let tooDeep = "[" + fits + "]"
            let error = jsonParseError(tooDeep, maximumDepth: limit)
            #expect(error?.kind == .tooDeep)
            #expect(error?.offset == limit)
        }
        #expect(jsonParseError("1", maximumDepth: 0) == nil)
        #expect(jsonParseError("{}", maximumDepth: 0)?.kind == .tooDeep)
        #expect(jsonParseError("[]", maximumDepth: -1)?.kind == .tooDeep)
    }

    @Test func defaultDepthLimit() {
        #expect(JSONParser.defaultMaximumDepth == 64)
        let at64 = String(repeating: "[", count: 64) + String(repeating: "]", count: 64)
        #expect(jsonParseError(at64) == nil)
        let at65 = String(repeating: "[", count: 65) + String(repeating: "]", count: 65)
        #expect(
            jsonParseError(at65)
                == JSONParseError(
                    kind: .tooDeep, offset: 64, message: "arrays and objects nested more than 64 deep at byte 64"))
        let objects64 = String(repeating: "{\"a\":", count: 64) + "1" + String(repeating: "}", count: 64)
        #expect(jsonParseError(objects64) == nil)
        let objects65 = String(repeating: "{\"a\":", count: 65) + "1" + String(repeating: "}", count: 65)
        #expect(jsonParseError(objects65)?.kind == .tooDeep)
        #expect(jsonParseError(objects65)?.offset == 64 * 5)
        let mixed = String(repeating: "[{\"a\":", count: 33) + "1" + String(repeating: "}]", count: 33)
        #expect(jsonParseError(mixed)?.offset == 32 * 6)
    }

    @Test func hostileNestingDoesNotExhaustTheStack() {
        let deep = String(repeating: "[", count: 100_000)
        #expect(jsonParseError(deep)?.kind == .tooDeep)
        #expect(jsonParseError(deep + String(repeating: "]", count: 100_000))?.kind == .tooDeep)
        #expect(jsonParseError(String(repeating: "{\"a\":", count: 100_000))?.kind == .tooDeep)
        // With no depth limit the parser still runs iteratively: a 1 MiB
        // line of '[' ends in an ordinary syntax error.
        let mebibyte = [UInt8](repeating: UInt8(ascii: "["), count: 1_048_576)
        let error = jsonParseError(mebibyte, maximumDepth: .max)
        #expect(error?.kind == .syntax)
        #expect(error?.offset == 1_048_576)
        let mixed = String(repeating: "[{\"a\":", count: 50_000) + "1,"
        #expect(jsonParseError(mixed, maximumDepth: .max)?.kind == .syntax)
    }

    // MARK: Entry points

    @Test func entryPointsAgree() throws {
        let text = #"{"a":[1,"é\n"],"b":null}"#
        let fromString = try JSONParser.parse(text)
        let fromBytes = try JSONParser.parse(Array(text.utf8))
        let fromRaw = try Array(text.utf8).withUnsafeBytes { raw throws(JSONParseError) in try JSONParser.parse(raw) }
        #expect(fromString == fromBytes)
        #expect(fromString == fromRaw)
        let empty = Result { () throws(JSONParseError) in
            try JSONParser.parse(UnsafeRawBufferPointer(start: nil, count: 0))
        }
        #expect(
            empty
                == .failure(
                    JSONParseError(kind: .syntax, offset: 0, message: "expected a value, found end of input at byte 0"))
        )
        // A slice of a larger buffer: offsets are relative to the slice.
        let padded = Array("xx[1,]yy".utf8)
        let sliced = padded.withUnsafeBytes { raw in
            Result { () throws(JSONParseError) in try JSONParser.parse(UnsafeRawBufferPointer(rebasing: raw[2..<6])) }
        }
        guard case .failure(let error) = sliced else {
            Issue.record("a trailing comma parsed")
            return
        }
        #expect(error.offset == 3)
    }

    /// Strings are read eight bytes at a time: a string's end, an escape, a
    /// non-ASCII character or a control character at any offset of a word
    /// is found there.
    @Test func stringsAreReadWhateverTheOffsetOfTheirBytes() throws {
        for length in 0..<18 {
            let plain = String(repeating: "x", count: length)
            #expect(try JSONParser.parse("\"\(plain)\"") == .string(plain))
            #expect(try JSONParser.parse("{\"\(plain)\":\"\(plain)é\"}") == jsonObject([plain: .string(plain + "é")]))
            #expect(try JSONParser.parse("\"\(plain)\\n\(plain)\"") == .string(plain + "\n" + plain))
            #expect(jsonParseError("\"\(plain)\u{1}\"")?.offset == length + 1)
        }
    }
}
