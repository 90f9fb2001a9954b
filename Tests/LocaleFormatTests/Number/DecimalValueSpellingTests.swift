import LocaleFormatTestSupport
import Testing

@testable import LocaleFormat

/// A decimal spelled as the library renders it keeps its text instead of
/// being rendered again; every other spelling is rendered. Either way the
/// text is the rendered one: checked against the same value with `e0`
/// appended, which always takes the rendering path.
@Suite struct DecimalValueSpellingTests {
    static func rendered(_ text: String) throws -> String { try DecimalValue(text + "e0").description }

    @Test(arguments: [
        "0", "-0", "5", "1234.5", "1000", "0.5", "0.00", "-0.0", "10.50", "-12.340", "007", "00", "-01.5", ".5",
        "5.", "+5", "0.0001", "123456789012345678901234567890.123456789012345678901234567890123",
        String(repeating: "9", count: 70), "0." + String(repeating: "0", count: 70) + "1",
    ])
    func textIsTheRenderedSpelling(text: String) throws {
        #expect(try DecimalValue(text).description == Self.rendered(text), "\(text)")
    }

    @Test func randomSpellings() throws {
        var random = SeededGenerator(seed: 0xDEC1)
        let digits = Array("0123456789")
        for _ in 0..<20_000 {
            var text = ""
            switch Int.random(in: 0..<4, using: &random) {
            case 0: text = "-"
            case 1: text = "+"
            default: break
            }
            let integer = Int.random(in: 0..<12, using: &random)
            for _ in 0..<integer {
                text.append(digits[Int.random(in: 0..<(Bool.random(using: &random) ? 2 : 10), using: &random)])
            }
            if Bool.random(using: &random) {
                text.append(".")
                for _ in 0..<Int.random(in: 0..<10, using: &random) {
                    text.append(digits[Int.random(in: 0..<10, using: &random)])
                }
            }
            guard let value = try? DecimalValue(text) else { continue }
            #expect(value.description == (try Self.rendered(text)), "\(text)")
        }
    }
}
