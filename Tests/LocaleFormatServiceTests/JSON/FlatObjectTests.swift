import LocaleFormatTestSupport
import Testing

@testable import LocaleFormatService

/// A request read in place (`FlatObject`) is exactly what the parser makes
/// of the same bytes, and everything the in-place reading does not hold is
/// left to the parser: the dispatcher answers alike either way.
@Suite struct FlatObjectTests {
    /// The members of `text` read in place, or nil when it is left to the parser.
    static func flat(_ text: String, limits: ProtocolLimits = .standard) -> [JSONObject.Member]? {
        Array(text.utf8).withUnsafeBufferPointer { bytes in
            FlatObject.read(bytes, limits: limits) { object in
                (0..<object.count).map { JSONObject.Member(key: object.key(at: $0), value: object.value(at: $0)) }
            }
        }
    }

    @Test func objectsOfScalarsAreReadInPlace() {
        #expect(
            Self.flat(#" {"op": "plural" ,"value":-1.5e3,"a":true,"b":false,"c":null,"é":"ü€😀"} "#)
                == [
                    .init(key: "op", value: .string("plural")), .init(key: "value", value: .number("-1.5e3")),
                    .init(key: "a", value: .bool(true)), .init(key: "b", value: .bool(false)),
                    .init(key: "c", value: .null), .init(key: "é", value: .string("ü€😀")),
                ])
        #expect(Self.flat("{}") == [])
        #expect(Self.flat("\t{\r\n}\n") == [])
        let sixteen = (0..<16).map { "\"k\($0)\":\($0)" }.joined(separator: ",")
        #expect(Self.flat("{\(sixteen)}")?.count == 16)
    }

    /// A field is found wherever the search for it starts.
    @Test func fieldsAreFoundFromAnyStart() {
        let bytes = Array(#"{"op":"date","locale":"fr","date":0,"x":null}"#.utf8)
        bytes.withUnsafeBufferPointer { bytes in
            let found: Void? = FlatObject.read(bytes, limits: .standard) { object in
                for start in 0..<6 {
                    #expect(object.index(ofASCII: "op", from: start) == 0)
                    #expect(object.index(ofASCII: "date", from: start) == 2)
                    #expect(object.index(ofASCII: "x", from: start) == 3)
                    #expect(object.index(ofASCII: "calendar", from: start) == nil)
                    // As long as a key and ending alike: told apart by its bytes.
                    #expect(object.index(ofASCII: "xx", from: start) == nil)
                    #expect(object.index(ofASCII: "ip", from: start) == nil)
                }
            }
            #expect(found != nil)
        }
        let empty = Array("{}".utf8)
        empty.withUnsafeBufferPointer { bytes in
            #expect(FlatObject.read(bytes, limits: .standard) { $0.index(ofASCII: "op") } == .some(nil))
        }
    }

    /// Keys alike in length and last byte are still told apart, and a key
    /// written twice, wherever, leaves the object to the parser.
    @Test func duplicateKeysAreFoundByTheirBytes() {
        #expect(Self.flat(#"{"ab":1,"bb":2,"cb":3,"":4}"#)?.count == 4)
        let keys = ["op", "id", "locale", "date", "dateStyle", "timeStyle", "timeZone"]
        for (i, key) in keys.enumerated() {
            for position in (i + 1)...keys.count {
                var written = keys
                written.insert(key, at: position)
                let text = "{" + written.map { "\"\($0)\":0" }.joined(separator: ",") + "}"
                #expect(Self.flat(text) == nil, "\(text)")
            }
        }
        #expect(Self.flat("{" + keys.map { "\"\($0)\":0" }.joined(separator: ",") + "}")?.count == keys.count)
    }

    @Test(arguments: [
        #"{"a":"\n"}"#,  // an escape
        #"{"\u0061":1}"#,  // an escaped key
        #"{"a":[1]}"#,  // nested
        #"{"a":{}}"#,
        #"{"a":1,"a":2}"#,  // a duplicate key
        #"{"a":1,}"#,  // faults
        #"{"a":01}"#,
        #"{"a":1.}"#,
        #"{"a":tru}"#,
        #"{"a" 1}"#,
        #"{"a":1} x"#,
        #"{"a":1"#,
        #"{"a":"x"#,
        "{\"a\":\"\u{1}\"}",
        "\u{FEFF}{}",
        #"[]"#,
        #""a""#,
        "",
    ])
    func everythingElseIsLeftToTheParser(_ text: String) {
        #expect(Self.flat(text) == nil)
    }

    @Test func illFormedUTF8IsLeftToTheParser() {
        for bytes: [UInt8] in [
            [0x7B, 0x22, 0xC0, 0xAF, 0x22, 0x3A, 0x31, 0x7D],
            [0x7B, 0x22, 0x61, 0x22, 0x3A, 0x22, 0xED, 0xA0, 0x80, 0x22, 0x7D],
        ] {
            let read = bytes.withUnsafeBufferPointer { FlatObject.read($0, limits: .standard) { $0.count } }
            #expect(read == nil)
        }
    }

    @Test func limitsAreLeftToTheParser() {
        let limits = ProtocolLimits(maximumStringBytes: 4)
        #expect(Self.flat(#"{"abcd":"wxyz"}"#, limits: limits)?.count == 1)
        #expect(Self.flat(#"{"abcde":1}"#, limits: limits) == nil)
        #expect(Self.flat(#"{"a":"vwxyz"}"#, limits: limits) == nil)
        let seventeen = (0..<17).map { "\"k\($0)\":\($0)" }.joined(separator: ",")
        #expect(Self.flat("{\(seventeen)}") == nil)
        #expect(Self.flat("{}", limits: ProtocolLimits(maximumDepth: 0)) == nil)
    }

    /// Requests of every op, and mutations of them: whatever is read in
    /// place parses to the same object, and the dispatcher answers the bytes
    /// as it answers the parsed tree.
    @Test func readingInPlaceAgreesWithTheParser() throws {
        let dispatcher = FormatDispatcher()
        let requests = mutatedRequests(
            seed: 31,
            extra: [
                #"{"id":7,"op":"date","locale":"es-ES","date":"2015-08-07T17:29:32Z","timeZone":"America/Los_Angeles","dateStyle":"full","timeStyle":"long"}"#,
                #"{"id":"x","op":"currency","locale":"de-DE","currency":"EUR","value":"1234.5"}"#,
                #"{"op":"number","locale":"ar-EG","value":1e3,"grouping":false,"unknown":null}"#,
            ], rounds: 300)
        var readInPlace = 0
        for text in requests {
            let bytes = Array(text.utf8)
            guard let members = Self.flat(text) else { continue }
            readInPlace += 1
            let parsed = try JSONParser.parse(bytes)
            #expect(parsed == .object(JSONObject(members)), "\(text)")
            #expect(dispatcher.response(toLine: bytes) == dispatcher.response(to: parsed), "\(text)")
        }
        #expect(readInPlace > 1_000)
    }

    /// An object read where it stands, bytes after it: the object the bytes
    /// alone read as, and the index after its closing brace; and whatever
    /// reads there is what its bytes up to that index read as alone.
    @Test func aLeadingObjectIsReadToItsClosingBrace() {
        let requests = mutatedRequests(
            seed: 41, extra: [#"{"op":"date","locale":"fr","date":0}"#, "{}", #"{"a":1} x"#], rounds: 60)
        let members = { (object: FlatObject) in
            (0..<object.count).map { JSONObject.Member(key: object.key(at: $0), value: object.value(at: $0)) }
        }
        var read = 0
        for text in requests {
            for tail in [",{}]", " ]", "x", ""] {
                let bytes = Array((text + tail).utf8)
                var found: [JSONObject.Member]?
                let end = bytes.withUnsafeBufferPointer {
                    FlatObject.read(leading: $0, limits: .standard) { found = members($0) }
                }
                let leading = end.flatMap { end in found.map { ($0, end: end) } }
                if let alone = Self.flat(text) {
                    read += 1
                    let trimmed = text.utf8.reversed().drop { [0x20, 0x0A, 0x0D, 0x09].contains($0) }.count
                    #expect(leading?.0 == alone, "\(text + tail)")
                    #expect(leading?.end == trimmed, "\(text + tail)")
                }
                if let (found, end) = leading {
                    #expect(Self.flat(String(decoding: bytes.prefix(end), as: UTF8.self)) == found, "\(text + tail)")
                }
            }
        }
        #expect(read > 700)
        #expect(
            Array("[{}]".utf8).withUnsafeBufferPointer { FlatObject.read(leading: $0, limits: .standard) { _ in } }
                == nil)
    }
}
