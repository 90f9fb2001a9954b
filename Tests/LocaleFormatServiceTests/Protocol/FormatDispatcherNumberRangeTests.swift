import LocaleFormatService
import Testing

/// Docs/Protocol.md, "Op numberRange": its examples, the three kinds, order of
/// checks and errors. Expected strings are ICU 72.1's `unumrf`.
@Suite struct FormatDispatcherNumberRangeTests {
    @Test func protocolExamples() {
        #expect(
            respond(
                #"{"id":8,"op":"numberRange","locale":"de","start":"2.999","end":"3.001","maximumFractionDigits":2}"#)
                == #"{"id":8,"result":"≈3"}"#)
        #expect(
            respond(#"{"op":"numberRange","locale":"en-US","start":3,"end":5,"currency":"EUR"}"#)
                == #"{"result":"€3.00 – €5.00"}"#)
    }

    @Test(arguments: [
        (#"{"op":"numberRange","locale":"en-US","start":3,"end":5}"#, "3–5"),
        (#"{"op":"numberRange","locale":"es","start":3,"end":5}"#, "3-5"),
        (#"{"op":"numberRange","locale":"en-US","start":5,"end":3}"#, "5–3"),
        (#"{"op":"numberRange","locale":"en-US","start":"-0","end":0}"#, "-0 – 0"),
        (#"{"op":"numberRange","locale":"ja","start":3,"end":3}"#, "約3"),
        (#"{"op":"numberRange","locale":"en-US","start":3,"end":3,"identityFallback":"singleValue"}"#, "3"),
        (#"{"op":"numberRange","locale":"en-US","start":3,"end":3,"identityFallback":"range"}"#, "3–3"),
        (
            #"{"op":"numberRange","locale":"en-US","start":3,"end":3,"currency":"USD","identityFallback":"approximatelyOrSingleValue"}"#,
            "$3.00"
        ),
        (
            #"{"op":"numberRange","locale":"en-US","start":"3.0001","end":3,"identityFallback":"approximatelyOrSingleValue"}"#,
            "~3"
        ),
        (#"{"op":"numberRange","locale":"en-US","start":-5,"end":-3,"currency":"USD"}"#, "-$5.00–3.00"),
        (
            #"{"op":"numberRange","locale":"en-US","start":-5,"end":-3,"currency":"USD","collapse":"none"}"#,
            "-$5.00 – -$3.00"
        ),
        (#"{"op":"numberRange","locale":"de","start":3,"end":3,"currency":"EUR"}"#, "≈3,00\u{A0}€"),
        (
            #"{"op":"numberRange","locale":"en","start":5,"end":10,"unit":"kilometer","width":"long"}"#,
            "5–10 kilometers"
        ),
        (
            #"{"op":"numberRange","locale":"en","start":-3,"end":5,"currency":"EUR","accounting":true}"#,
            "(€3.00) – €5.00"
        ),
        (#"{"op":"numberRange","locale":"en","start":1000,"end":5000,"style":"compactShort"}"#, "1K – 5K"),
        (
            #"{"op":"numberRange","locale":"en","start":3,"end":5,"currency":"EUR","display":"code"}"#,
            "EUR\u{A0}3.00–5.00"
        ),
    ])
    func results(line: String, expected: String) {
        #expect(respond(line) == "{\"result\":\"\(expected)\"}")
    }

    @Test(arguments: [
        // shape faults
        (#"{"op":"numberRange","locale":"en","start":3}"#, "invalidRequest"),
        (#"{"op":"numberRange","locale":"en","end":3}"#, "invalidRequest"),
        (#"{"op":"numberRange","locale":"en","start":3,"end":5,"currency":"EUR","unit":"meter"}"#, "invalidRequest"),
        (#"{"op":"numberRange","locale":"en","start":3,"end":5,"currency":"EUR","style":"percent"}"#, "invalidRequest"),
        (#"{"op":"numberRange","locale":"en","start":3,"end":5,"display":"name"}"#, "invalidRequest"),
        (#"{"op":"numberRange","locale":"en","start":3,"end":5,"width":"long"}"#, "invalidRequest"),
        (
            #"{"op":"numberRange","locale":"en","start":3,"end":5,"unit":"meter","maximumFractionDigits":2}"#,
            "invalidRequest"
        ),
        (#"{"op":"numberRange","locale":"en","start":3,"end":5,"unit":"meter","usage":"road"}"#, "invalidRequest"),
        (#"{"op":"numberRange","locale":"en","start":3,"end":5,"collapse":"Auto"}"#, "invalidRequest"),
        (#"{"op":"numberRange","locale":"en","start":3,"end":5,"identityFallback":null}"#, "invalidRequest"),
        (
            #"{"op":"numberRange","locale":"en","start":3,"end":5,"minimumFractionDigits":3,"maximumFractionDigits":2}"#,
            "invalidRequest"
        ),
        // value faults, after the shape
        (#"{"op":"numberRange","locale":"en","start":"NaN","end":5}"#, "invalidNumber"),
        (#"{"op":"numberRange","locale":"en","start":3,"end":"Infinity"}"#, "invalidNumber"),
        (#"{"op":"numberRange","locale":"en","start":3,"end":5,"currency":"XYZ"}"#, "invalidCurrency"),
        (#"{"op":"numberRange","locale":"en","start":3,"end":5,"unit":""}"#, "invalidUnit"),
        (#"{"op":"numberRange","locale":"en-","start":3,"end":5}"#, "invalidLocale"),
    ])
    func errors(line: String, code: String) {
        #expect(errorCode(line) == code)
    }
}
