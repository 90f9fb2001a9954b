import LocaleFormatService
import Testing

/// Docs/Protocol.md, "Op duration": its examples, order of checks and errors.
/// Expected strings are ICU 72.1's `MeasureFormat::formatMeasures`.
@Suite struct FormatDispatcherDurationTests {
    @Test func protocolExamples() {
        #expect(
            respond(
                #"{"id":9,"op":"duration","locale":"fi","duration":{"hours":1,"minutes":2,"seconds":"3.5"},"width":"numeric"}"#
            )
                == #"{"id":9,"result":"1.02.03,5"}"#)
        #expect(
            errorCode(#"{"id":10,"op":"duration","locale":"en","duration":{"days":2,"hours":1},"width":"numeric"}"#)
                == "invalidRequest")
        #expect(
            respond(#"{"op":"duration","locale":"en","duration":{"hours":1,"minutes":2,"seconds":3}}"#)
                == #"{"result":"1 hr, 2 min, 3 sec"}"#)
    }

    @Test(arguments: [
        // Largest first, whatever the JSON order; zeros stay; nothing balanced.
        (#"{"op":"duration","locale":"en","duration":{"seconds":3,"hours":1}}"#, "1 hr, 3 sec"),
        (#"{"op":"duration","locale":"en","duration":{"weeks":3,"days":0},"width":"long"}"#, "3 weeks, 0 days"),
        (#"{"op":"duration","locale":"en","duration":{"minutes":90},"width":"long"}"#, "90 minutes"),
        (#"{"op":"duration","locale":"en","duration":{"hours":"1.0","minutes":"2.5"}}"#, "1 hr, 2.5 min"),
        (#"{"op":"duration","locale":"en","duration":{"minutes":1,"seconds":"59.9999"},"width":"numeric"}"#, "1:60"),
        (#"{"op":"duration","locale":"en","duration":{"hours":1,"seconds":3},"width":"numeric"}"#, "1:00:03"),
        (#"{"op":"duration","locale":"pl","duration":{"hours":1234}}"#, "1\u{A0}234 godz."),
        (#"{"op":"duration","locale":"en","duration":{"days":"1.2345"},"width":"long"}"#, "1.234 days"),
        (#"{"op":"duration","locale":"en","duration":{"years":2,"months":1,"days":10},"width":"narrow"}"#, "2y 1m 10d"),
    ])
    func results(line: String, expected: String) {
        #expect(respond(line) == "{\"result\":\"\(expected)\"}")
    }

    @Test(arguments: [
        // shape faults
        (#"{"op":"duration","locale":"en"}"#, "invalidRequest"),
        (#"{"op":"duration","locale":"en","duration":{}}"#, "invalidRequest"),
        (#"{"op":"duration","locale":"en","duration":[1]}"#, "invalidRequest"),
        (#"{"op":"duration","locale":"en","duration":{"hour":1}}"#, "invalidRequest"),
        (#"{"op":"duration","locale":"en","duration":{"Hours":1}}"#, "invalidRequest"),
        (#"{"op":"duration","locale":"en","duration":{"fortnights":1}}"#, "invalidRequest"),
        (#"{"op":"duration","locale":"en","duration":{"hours":true}}"#, "invalidRequest"),
        (#"{"op":"duration","locale":"en","duration":{"hours":null}}"#, "invalidRequest"),
        (#"{"op":"duration","locale":"en","duration":{"hours":1},"width":"numeric"}"#, "invalidRequest"),
        (#"{"op":"duration","locale":"en","duration":{"hours":1},"width":"wide"}"#, "invalidRequest"),
        (#"{"op":"duration","locale":"en-","duration":{"hours":1},"width":"numeric"}"#, "invalidRequest"),
        // value faults, after the shape
        (#"{"op":"duration","locale":"en","duration":{"hours":-1}}"#, "invalidNumber"),
        (#"{"op":"duration","locale":"en","duration":{"hours":"-0"}}"#, "invalidNumber"),
        (#"{"op":"duration","locale":"en","duration":{"hours":"1.5","minutes":1}}"#, "invalidNumber"),
        (#"{"op":"duration","locale":"en","duration":{"hours":"1234567890123456"}}"#, "invalidNumber"),
        (#"{"op":"duration","locale":"en","duration":{"hours":1e15}}"#, "invalidNumber"),
        (#"{"op":"duration","locale":"en","duration":{"hours":"x"}}"#, "invalidNumber"),
        (#"{"op":"duration","locale":"en-","duration":{"hours":1}}"#, "invalidLocale"),
    ])
    func errors(line: String, code: String) {
        #expect(errorCode(line) == code)
    }
}
