import LocaleFormatTestSupport
import Testing

@testable import LocaleFormatService

/// `JSONParser` with `ProtocolLimits`: strings and nested arrays over a limit are read and
/// checked to their end but kept only just past the limit.
@Suite("JSONParser limits")
struct JSONParserLimitsTests {
    static func parse(_ text: String, strings: Int = .max, arrays: Int = .max) throws -> JSONValue {
        try JSONParser.parse(text, limits: .init(maximumStringBytes: strings, maximumArrayCount: arrays))
    }

    static func string(_ value: JSONValue) -> String? {
        guard case .string(let s) = value else { return nil }
        return s
    }

    @Test func overLongStringsKeepAPrefixJustPastTheLimit() throws {
        let limit = ProtocolLimits.standard.maximumStringBytes
        let big = String(repeating: "a", count: 1 << 20)
        let kept = try #require(Self.string(try Self.parse("\"\(big)\"", strings: limit)))
        #expect(kept.utf8.count == limit + 1)
        let atLimit = String(repeating: "b", count: limit)
        #expect(try Self.parse("\"\(atLimit)\"", strings: limit) == .string(atLimit))
    }

    /// Cuts never split a character, on the fast path (no escapes) and the
    /// slow path (escapes), and the kept text is a prefix of the whole.
    @Test(arguments: [1, 2, 3, 4, 5, 10, 64])
    func cutsKeepWholeCharacters(limit: Int) throws {
        var rng = SeededGenerator(seed: UInt64(limit))
        let pieces = ["a", "é", "中", "😀", #"\n"#, #"\u4e2d"#, #"\ud83d\ude00"#, #"\""#, "\u{202F}"]
        for _ in 0..<400 {
            let count = Int.random(in: 0...40, using: &rng)
            let text = (0..<count).map { _ in pieces[Int.random(in: 0..<pieces.count, using: &rng)] }.joined()
            let whole = try #require(Self.string(try Self.parse("\"\(text)\"")))
            let kept = try #require(Self.string(try Self.parse("\"\(text)\"", strings: limit)))
            if whole.utf8.count <= limit {
                #expect(kept == whole)
            } else {
                #expect(kept.utf8.count > limit && kept.utf8.count <= limit + 4, "\(text)")
                #expect(whole.utf8.starts(with: kept.utf8), "\(text)")
                #expect(!kept.unicodeScalars.contains("\u{FFFD}"), "\(text)")
            }
        }
    }

    /// Faults after the limit are still found: the string is read to its end.
    @Test func faultsAfterTheLimitAreStillReported() {
        let long = String(repeating: "a", count: 100)
        #expect(throws: JSONParseError.self) { try Self.parse("\"\(long)\\x\"", strings: 10) }
        #expect(throws: JSONParseError.self) { try Self.parse("\"\(long)\\ud800\"", strings: 10) }
        #expect(throws: JSONParseError.self) { try Self.parse("\"\(long)", strings: 10) }
        #expect(throws: JSONParseError.self) {
            try JSONParser.parse(
                Array("\"\(long)".utf8) + [0xC0, 0xAF, 0x22],
                limits: .init(maximumStringBytes: 10, maximumArrayCount: 10))
        }
    }

    @Test func nestedArraysKeepOneElementPastTheLimit() throws {
        let items = (0..<1000).map(String.init).joined(separator: ",")
        guard case .object(let object) = try Self.parse(#"{"a":[\#(items)],"b":[[1,2,3]]}"#, arrays: 10),
            case .array(let a)? = object["a"], case .array(let b)? = object["b"]
        else {
            Issue.record("not an object with arrays")
            return
        }
        #expect(a == (0...10).map { .number(String($0)) })
        #expect(b == [.array([.number("1"), .number("2"), .number("3")])])
        // Elements past the limit are still parsed: their faults are reported.
        #expect(throws: JSONParseError.self) { try Self.parse(#"{"a":[\#(items),01]}"#, arrays: 10) }
    }

    /// The top-level array (an HTTP body's list of requests) is never cut;
    /// arrays inside its elements are.
    @Test func theTopLevelArrayIsNotCut() throws {
        let requests = (0..<50).map { #"{"id":\#($0),"x":[1,2,3,4,5]}"# }.joined(separator: ",")
        guard case .array(let all) = try Self.parse("[\(requests)]", arrays: 2) else {
            Issue.record("not an array")
            return
        }
        #expect(all.count == 50)
        guard case .object(let first)? = all.first, case .array(let x)? = first["x"] else {
            Issue.record("no x")
            return
        }
        #expect(x.count == 3)
    }

    @Test func noLimitsKeepEverything() throws {
        let big = String(repeating: "z", count: 200_000)
        #expect(try JSONParser.parse("[\"\(big)\"]") == .array([.string(big)]))
        #expect(ProtocolLimits.unlimited().maximumStringBytes >= Int.max / 2)
    }
}
