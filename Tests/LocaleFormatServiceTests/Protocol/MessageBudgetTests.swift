import LocaleFormatService
import Testing

/// Docs/Protocol.md, "Message budgets", through the request protocol: the
/// amplification request (a 1.43 GB result) answers `limitExceeded` at once, in a short
/// response, and a request within the budgets still formats.
@Suite struct MessageBudgetTests {
    @Test func theAmplificationRequestIsLimitExceeded() throws {
        let pattern = String(repeating: "{a}", count: 21_845)
        let argument = String(repeating: "x", count: 65_536)
        let line = #"{"id":1,"op":"message","locale":"en","pattern":"\#(pattern)","args":{"a":"\#(argument)"}}"#
        let response = try #require(respond(line))
        #expect(errorCode(line) == "limitExceeded")
        #expect(response.utf8.count < 1_024)
    }

    @Test func textArgumentsOverTheBudgetAreLimitExceeded() {
        let pattern = String(repeating: "{a}", count: 1_000)
        let over = String(repeating: "x", count: 2_048)
        #expect(
            errorCode(#"{"op":"message","locale":"en","pattern":"\#(pattern)","args":{"a":"\#(over)"}}"#)
                == "limitExceeded")
        #expect(
            respond(#"{"op":"message","locale":"en","pattern":"\#(pattern)","args":{"a":"é"}}"#)
                == #"{"result":"\#(String(repeating: "é", count: 1_000))"}"#)
    }

    @Test func typedArgumentsAndNumberSignsAreLimited() {
        let spellouts = String(repeating: "{n,spellout}", count: 33)
        #expect(
            errorCode(#"{"op":"message","locale":"en","pattern":"\#(spellouts)","args":{"n":5}}"#) == "limitExceeded")
        let signs = "{n, plural, other {\(String(repeating: "#", count: 1_024))}}"
        #expect(
            errorCode(#"{"op":"message","locale":"en","pattern":"\#(signs)","args":{"n":1e999}}"#)
                == "limitExceeded")
        #expect(
            respond(#"{"op":"message","locale":"en","pattern":"\#(signs)","args":{"n":3}}"#)
                == #"{"result":"\#(String(repeating: "3", count: 1_024))"}"#)
    }
}
