import LocaleFormatService
import Testing

/// Docs/Protocol.md, "Op relative": its examples, defaults, order of checks and
/// errors. Expected strings are ICU 72.1's `ureldatefmt`.
@Suite struct FormatDispatcherRelativeTests {
    @Test func protocolExamples() {
        #expect(
            respond(#"{"id":4,"op":"relative","locale":"de","value":-2,"unit":"day","numeric":"auto"}"#)
                == #"{"id":4,"result":"vorgestern"}"#)
        #expect(respond(#"{"op":"relative","locale":"en","value":"-0","unit":"day"}"#) == #"{"result":"0 days ago"}"#)
    }

    @Test(arguments: [
        (#"{"op":"relative","locale":"en","value":3,"unit":"day"}"#, "in 3 days"),
        (#"{"op":"relative","locale":"en","value":"-0","unit":"day","numeric":"auto"}"#, "today"),
        (#"{"op":"relative","locale":"en","value":"0.996","unit":"day","numeric":"auto"}"#, "tomorrow"),
        (#"{"op":"relative","locale":"en","value":0.996,"unit":"day"}"#, "in 0.996 days"),
        (#"{"op":"relative","locale":"en","value":"1.2345","unit":"day"}"#, "in 1.234 days"),
        (#"{"op":"relative","locale":"en","value":"0.0005","unit":"day"}"#, "in 0 days"),
        (#"{"op":"relative","locale":"en","value":-5,"unit":"minute","width":"short"}"#, "5 min. ago"),
        (#"{"op":"relative","locale":"pl","value":1234,"unit":"day"}"#, "za 1\u{A0}234 dni"),
        (#"{"op":"relative","locale":"ar","value":-2,"unit":"day","numeric":"auto"}"#, "أول أمس"),
        (#"{"op":"relative","locale":"en","value":999999999999999,"unit":"day"}"#, "in 999,999,999,999,999 days"),
    ])
    func results(line: String, expected: String) {
        #expect(respond(line) == "{\"result\":\"\(expected)\"}")
    }

    @Test(arguments: [
        // shape faults
        (#"{"op":"relative","locale":"en","unit":"day"}"#, "invalidRequest"),
        (#"{"op":"relative","locale":"en","value":1}"#, "invalidRequest"),
        (#"{"op":"relative","locale":"en","value":1,"unit":"days"}"#, "invalidRequest"),
        (#"{"op":"relative","locale":"en","value":1,"unit":"Day"}"#, "invalidRequest"),
        (#"{"op":"relative","locale":"en","value":1,"unit":"millisecond"}"#, "invalidRequest"),
        (#"{"op":"relative","locale":"en","value":true,"unit":"day"}"#, "invalidRequest"),
        (#"{"op":"relative","locale":"en","value":null,"unit":"day"}"#, "invalidRequest"),
        (#"{"op":"relative","locale":"en","value":1,"unit":"day","numeric":"never"}"#, "invalidRequest"),
        (#"{"op":"relative","locale":"en","value":1,"unit":"day","width":null}"#, "invalidRequest"),
        (#"{"op":"relative","locale":"en","value":1,"unit":"day","style":"long"}"#, "invalidRequest"),
        // value faults, after the shape
        (#"{"op":"relative","locale":"en","value":"1234567890123456","unit":"day"}"#, "invalidNumber"),
        (#"{"op":"relative","locale":"en","value":1e15,"unit":"day"}"#, "invalidNumber"),
        (#"{"op":"relative","locale":"en","value":"NaN","unit":"day"}"#, "invalidNumber"),
        (#"{"op":"relative","locale":"en","value":"-Infinity","unit":"day"}"#, "invalidNumber"),
        (#"{"op":"relative","locale":"en","value":"1,5","unit":"day"}"#, "invalidNumber"),
        (#"{"op":"relative","locale":"en-","value":1,"unit":"day"}"#, "invalidLocale"),
        (#"{"op":"relative","locale":"en-","value":1,"unit":"days"}"#, "invalidRequest"),
    ])
    func errors(line: String, code: String) {
        #expect(errorCode(line) == code)
    }
}
