import LocaleFormat
import LocaleFormatService
import Testing

/// `ProtocolLimits` as a value: its check, in document order, and its refusals.
@Suite struct ProtocolLimitsCheckTests {
    private static func refusal(_ limits: ProtocolLimits, _ text: String) -> String? {
        do {
            try limits.check(try JSONParser.parse(text, limits: limits))
            return nil
        } catch let error as LocaleFormatError {
            return error.message
        } catch {
            return "\(error)"
        }
    }

    @Test func stringsKeysAndArraysInDocumentOrder() {
        let small = ProtocolLimits(maximumStringBytes: 3, maximumArrayCount: 2)
        let string = "a string is longer than 3 bytes, the limit"
        let array = "an array has more than 2 items, the limit"
        #expect(Self.refusal(small, #"{"abc":["xyz",[1,2]]}"#) == nil)
        #expect(Self.refusal(small, #"{"abcd":1}"#) == string)
        #expect(Self.refusal(small, #"{"a":"€€"}"#) == string)  // six bytes
        #expect(Self.refusal(small, #"{"a":[1,2,3]}"#) == array)
        // The array is checked before its items, keys before their values.
        #expect(Self.refusal(small, #"{"a":["long",2,3]}"#) == array)
        #expect(Self.refusal(small, #"{"long":[1,2,3]}"#) == string)
    }

    @Test func theStandardLimitsAreProtocolMDs() {
        let standard = ProtocolLimits.standard
        #expect(standard.maximumLineBytes == 1_048_576)
        #expect(standard.maximumStringBytes == 65_536)
        #expect(standard.maximumArrayCount == 100_000)
        #expect(standard.maximumDepth == 64)
        #expect(standard.oneLevelDeeper.maximumDepth == 65)
        #expect(standard.lineTooLong == LocaleFormatError(.limitExceeded, "the line is longer than 1048576 bytes"))
        #expect(
            standard.requestTooLong == LocaleFormatError(.limitExceeded, "the request is longer than 1048576 bytes"))
    }

    @Test func limitsAreClamped() {
        let limits = ProtocolLimits(maximumLineBytes: -5, maximumStringBytes: .max, maximumDepth: -1)
        #expect(limits.maximumLineBytes == 0)
        #expect(limits.maximumStringBytes == Int.max / 2)
        #expect(limits.maximumDepth == 0)
        #expect(ProtocolLimits.unlimited(maximumDepth: 3).maximumArrayCount == Int.max / 2)
    }
}
