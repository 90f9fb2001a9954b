import LocaleFormatTestSupport
import Testing

@testable import LocaleFormatService

@Suite("JSON round trip")
struct JSONRoundTripTests {
    /// parse(write(x)) == x, and writing again gives the same bytes.
    @Test(arguments: [1, 2, 3, 42, 2024] as [UInt64])
    func randomValuesRoundTrip(seed: UInt64) throws {
        var generator = SeededGenerator(seed: seed)
        for _ in 0..<300 {
            let value = randomValue(depth: 0, using: &generator)
            var written: [UInt8] = []
            JSONWriter.write(value, into: &written)
            let parsed = try JSONParser.parse(written)
            #expect(parsed == value)
            var rewritten: [UInt8] = []
            JSONWriter.write(parsed, into: &rewritten)
            #expect(rewritten == written)
            #expect(try JSONParser.parse(JSONWriter.string(value)) == value)
        }
    }

    @Test func escapedAndRawSpellingsDecodeAlike() throws {
        let escaped = try JSONParser.parse(#"["\u00e9\ud83d\ude00\u00a0\u202f"]"#)
        let raw = try JSONParser.parse("[\"é😀\u{A0}\u{202F}\"]")
        #expect(escaped == raw)
        #expect(JSONWriter.string(escaped) == "[\"é😀\u{A0}\u{202F}\"]")
    }

    // MARK: Generators

    func randomValue(depth: Int, using generator: inout SeededGenerator) -> JSONValue {
        let kinds = depth >= 5 ? 4 : 6
        switch Int.random(in: 0..<kinds, using: &generator) {
        case 0:
            return Bool.random(using: &generator) ? .null : .bool(Bool.random(using: &generator))
        case 1, 2:
            return .number(randomNumber(using: &generator))
        case 3:
            return .string(randomString(using: &generator))
        case 4:
            let count = Int.random(in: 0..<6, using: &generator)
            return .array((0..<count).map { _ in randomValue(depth: depth + 1, using: &generator) })
        default:
            let count = Int.random(in: 0..<(Bool.random(using: &generator) ? 6 : 30), using: &generator)
            var members: [JSONObject.Member] = []
            var keys: Set<[UInt8]> = []
            for _ in 0..<count {
                let key = randomString(using: &generator)
                guard keys.insert(Array(key.utf8)).inserted else { continue }
                members.append(.init(key: key, value: randomValue(depth: depth + 1, using: &generator)))
            }
            return .object(JSONObject(members))
        }
    }

    func randomNumber(using generator: inout SeededGenerator) -> String {
        func digits(_ range: ClosedRange<Int>, leadingNonZero: Bool, using generator: inout SeededGenerator) -> String {
            let count = Int.random(in: range, using: &generator)
            return String(
                (0..<count).map { index in
                    let low = index == 0 && leadingNonZero ? 1 : 0
                    return Character(String(Int.random(in: low...9, using: &generator)))
                })
        }
        var text = Bool.random(using: &generator) ? "-" : ""
        text +=
            Int.random(in: 0..<4, using: &generator) == 0
            ? "0" : digits(1...25, leadingNonZero: true, using: &generator)
        if Bool.random(using: &generator) {
            text += "." + digits(1...20, leadingNonZero: false, using: &generator)
        }
        if Int.random(in: 0..<3, using: &generator) == 0 {
            text += ["e", "E"].randomElement(using: &generator) ?? "e"
            text += ["", "+", "-"].randomElement(using: &generator) ?? ""
            text += digits(1...4, leadingNonZero: false, using: &generator)
        }
        return text
    }

    func randomString(using generator: inout SeededGenerator) -> String {
        let pool: [Unicode.Scalar] = [
            "a", "b", "Z", "0", " ", "\"", "\\", "/", "\n", "\r", "\t", "\u{0}", "\u{1}", "\u{8}", "\u{C}", "\u{1F}",
            "\u{7F}", "\u{80}", "é", "\u{301}", "\u{A0}", "\u{202F}", "\u{2028}", "€", "平", "\u{FEFF}", "\u{FFFD}",
            "\u{FFFF}", "😀", "\u{10000}", "\u{10FFFF}",
        ]
        let count = Int.random(in: 0..<(Bool.random(using: &generator) ? 8 : 80), using: &generator)
        var scalars = String.UnicodeScalarView()
        for _ in 0..<count {
            if Int.random(in: 0..<4, using: &generator) == 0 {
                // Any scalar value that is not a surrogate.
                var value = UInt32.random(in: 0...0x10FFFF, using: &generator)
                if (0xD800...0xDFFF).contains(value) { value -= 0x800 }
                if let scalar = Unicode.Scalar(value) { scalars.append(scalar) }
            } else if let scalar = pool.randomElement(using: &generator) {
                scalars.append(scalar)
            }
        }
        return String(scalars)
    }
}
