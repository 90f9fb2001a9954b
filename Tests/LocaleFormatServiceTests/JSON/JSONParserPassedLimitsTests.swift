import LocaleFormatTestSupport
import Testing

@testable import LocaleFormatService

/// `JSONParser.parseNotingLimits`: whether a document passed its string or
/// array limits, so that the batch path may skip the limits walk. The flag
/// must be set exactly when `ProtocolLimits.check` would throw.
@Suite struct JSONParserPassedLimitsTests {
    static let limits = ProtocolLimits(maximumStringBytes: 8, maximumArrayCount: 3)

    static func passed(_ text: String) throws -> Bool {
        try JSONParser.parseNotingLimits(Array(text.utf8), limits: limits).get().passedLimits
    }

    static func checkThrows(_ text: String) throws -> Bool {
        let value = try JSONParser.parse(text, limits: limits)
        do {
            try limits.check(value)
            return false
        } catch {
            return true
        }
    }

    @Test(arguments: [
        // within: at the limits, on the fast and the escape paths
        #"{"op":"date","locale":"12345678","a":[1,2,3]}"#,
        #"{"k":"1234567\n","x":[[1,2,3],[4,5,6]]}"#,
        #"["a","b","c"]"#,
        #""12345678""#,
        #"{"12345678":{"12345678":"12345678"}}"#,
    ])
    func withinTheLimitsNothingIsPassed(text: String) throws {
        #expect(try !Self.passed(text))
        #expect(try !Self.checkThrows(text))
    }

    @Test(arguments: [
        // a value, a key, an escaped value, a nested array, a top-level array,
        // an array of arrays and a deep string
        #"{"op":"date","locale":"123456789"}"#,
        #"{"123456789":1}"#,
        #"{"k":"12345678\n"}"#,
        #"{"k":"\u4e2d\u4e2d\u4e2d"}"#,
        #"{"a":[1,2,3,4]}"#,
        #"[1,2,3,4]"#,
        #"{"a":[[1],[2],[3],[4,5,6,7]]}"#,
        #"{"a":{"b":{"c":["x","123456789"]}}}"#,
    ])
    func passingALimitIsNoted(text: String) throws {
        #expect(try Self.passed(text))
        #expect(try Self.checkThrows(text))
    }
}
