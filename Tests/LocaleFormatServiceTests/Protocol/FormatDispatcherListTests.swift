import LocaleFormatService
import Testing

/// Docs/Protocol.md, "Op list": its example, defaults, order of checks and errors.
/// Expected strings are ICU 72.1's `ulistfmt_format`.
@Suite struct FormatDispatcherListTests {
    @Test func protocolExamples() {
        #expect(
            respond(#"{"id":5,"op":"list","locale":"es","items":["siete","ocho"],"type":"or"}"#)
                == #"{"id":5,"result":"siete u ocho"}"#)
        #expect(respond(#"{"op":"list","locale":"en","items":["",""]}"#) == #"{"result":" and "}"#)
    }

    @Test(arguments: [
        (#"{"op":"list","locale":"en","items":[]}"#, ""),
        (#"{"op":"list","locale":"en","items":["A"]}"#, "A"),
        (#"{"op":"list","locale":"en","items":["A","B","C"]}"#, "A, B, and C"),
        (#"{"op":"list","locale":"en","items":["A","B","C"],"width":"short"}"#, "A, B, & C"),
        (#"{"op":"list","locale":"en","items":["A","B","C"],"width":"narrow"}"#, "A, B, C"),
        (
            #"{"op":"list","locale":"en","items":["5 pounds","12 ounces"],"type":"units","width":"narrow"}"#,
            "5 pounds 12 ounces"
        ),
        (#"{"op":"list","locale":"de-DE","items":["A","B","C"],"type":"or"}"#, "A, B oder C"),
        (#"{"op":"list","locale":"ja","items":["A","B","C"]}"#, "A、B、C"),
        (#"{"op":"list","locale":"he","items":["אבא","Bob"]}"#, "אבא ו-Bob"),
        (#"{"op":"list","locale":"he","items":["אבא","אמא"]}"#, "אבא ואמא"),
        (#"{"op":"list","locale":"zh-Hant","items":["A","B","C"],"type":"or"}"#, "A、B或C"),
        // Falls back through ICU's chain to root's patterns.
        (#"{"op":"list","locale":"qaa","items":["A","B","C"]}"#, "A, B, C"),
    ])
    func results(line: String, expected: String) {
        #expect(respond(line) == #"{"result":"\#(expected)"}"#)
    }

    @Test(arguments: [
        // shape faults
        (#"{"op":"list","locale":"en"}"#, "invalidRequest"),
        (#"{"op":"list","locale":"en","items":"A"}"#, "invalidRequest"),
        (#"{"op":"list","locale":"en","items":["A",1]}"#, "invalidRequest"),
        (#"{"op":"list","locale":"en","items":["A",null]}"#, "invalidRequest"),
        (#"{"op":"list","locale":"en","items":["A"],"type":"And"}"#, "invalidRequest"),
        (#"{"op":"list","locale":"en","items":["A"],"type":null}"#, "invalidRequest"),
        (#"{"op":"list","locale":"en","items":["A"],"width":"wide"}"#, "invalidRequest"),
        (#"{"op":"list","locale":"en","items":["A"],"style":"long"}"#, "invalidRequest"),
        (#"{"op":"list","items":["A"]}"#, "invalidRequest"),
        // value faults, after the shape
        (#"{"op":"list","locale":"en-","items":["A"]}"#, "invalidLocale"),
        (#"{"op":"list","locale":"en-","items":["A"],"type":"x"}"#, "invalidRequest"),
    ])
    func errors(line: String, code: String) {
        #expect(errorCode(line) == code)
    }

    /// 1,000 items are fine; 1,001 is `limitExceeded`, before the shape
    /// (an item of the wrong type) and the values (a bad locale).
    @Test func itemLimitComesFirst() {
        let thousand = Array(repeating: #""x""#, count: 1_000).joined(separator: ",")
        #expect(
            respond(#"{"op":"list","locale":"en","items":[\#(thousand)],"width":"narrow"}"#)?.hasSuffix(#"x, x"}"#)
                == true)
        #expect(errorCode(#"{"op":"list","locale":"en-","items":[\#(thousand),1]}"#) == "limitExceeded")
        #expect(errorCode(#"{"op":"list","locale":"en","items":[\#(thousand),"x"]}"#) == "limitExceeded")
    }
}
