import LocaleFormatService
import Testing

/// Docs/Protocol.md, "Collation options": text with more than 30
/// combining marks in a row is `limitExceeded` before ICU sees it.
@Suite struct CollationBudgetTests {
    static func run(_ count: Int) -> String {
        "a" + String(repeating: "\\u0301\\u0323\\u0308\\u0327", count: count / 4) + "\\u0301"
            + String(repeating: "\\u0323", count: count % 4 > 1 ? 1 : 0)
    }

    @Test func longRunsOfCombiningMarksAreLimitExceeded() {
        let hostile = Self.run(16_000)
        #expect(
            errorCode(#"{"op":"compare","locale":"en","a":"\#(hostile)","b":"a","strength":"identical"}"#)
                == "limitExceeded")
        #expect(
            errorCode(#"{"op":"compare","locale":"en","a":"a","b":"\#(hostile)"}"#) == "limitExceeded")
        #expect(
            errorCode(#"{"op":"sort","locale":"en","strings":["b","\#(hostile)"],"strength":"identical"}"#)
                == "limitExceeded")
        #expect(
            errorCode(#"{"op":"sortKey","locale":"en","text":"\#(hostile)","strength":"identical"}"#)
                == "limitExceeded")
    }

    @Test func shortRunsAreCompared() {
        // "a" and 29 marks: within the limit.
        let fine = Self.run(28)
        #expect(respond(#"{"op":"compare","locale":"en","a":"\#(fine)","b":"\#(fine)"}"#) == #"{"result":0}"#)
        #expect(respond(#"{"op":"compare","locale":"en","a":"a","b":"\#(fine)"}"#) == #"{"result":-1}"#)
    }
}
