import LocaleFormatService
import Testing

/// Docs/Protocol.md, "Op plural": CLDR's compact exponent in `value`
/// (`"1.2c6"`) and `notation: "compact"`. Expected: ICU 72.1 and 76.1 (the
/// same on both), by Scripts/icu-versions/oracle-plural-compact.py.
@Suite struct FormatDispatcherPluralCompactTests {
    @Test(arguments: [
        ("fr", "1.2c6", "many"), ("es", "1c6", "many"), ("it", "2c6", "many"), ("pt", "12c6", "many"),
        ("ca", "1.20c6", "many"), ("fr", "1c3", "other"), ("fr", "250c3", "other"), ("ru", "1c3", "many"),
        ("pl", "1.5c6", "many"), ("en", "1.2c6", "other"), ("ar", "1c6", "other"), ("he", "3c9", "other"),
        ("fr", "1200000", "other"), ("fr", "1000000", "many"),
    ])
    func compactExponent(locale: String, value: String, category: String) {
        #expect(
            respond(#"{"id":1,"op":"plural","locale":"\#(locale)","value":"\#(value)"}"#)
                == #"{"id":1,"result":"\#(category)"}"#)
    }

    @Test func compactNotation() {
        #expect(
            respond(#"{"id":1,"op":"plural","locale":"fr","value":1200000,"notation":"compact"}"#)
                == #"{"id":1,"result":"many"}"#)
        #expect(
            respond(#"{"id":1,"op":"plural","locale":"it","value":"999999","notation":"compact"}"#)
                == #"{"id":1,"result":"other"}"#)
        #expect(
            respond(#"{"id":1,"op":"plural","locale":"es","value":"1234567","notation":"compact"}"#)
                == #"{"id":1,"result":"many"}"#)
        #expect(
            respond(#"{"id":1,"op":"plural","locale":"es","value":"1234567","notation":"standard"}"#)
                == #"{"id":1,"result":"other"}"#)
        #expect(
            respond(#"{"id":1,"op":"plural","locale":"ar","value":"0","notation":"compact"}"#)
                == #"{"id":1,"result":"zero"}"#)
    }

    @Test func faults() {
        #expect(errorCode(#"{"op":"plural","locale":"fr","value":"12c5"}"#) == "invalidNumber")
        #expect(errorCode(#"{"op":"plural","locale":"fr","value":"1c"}"#) == "invalidNumber")
        #expect(errorCode(#"{"op":"plural","locale":"fr","value":"1c6","notation":"compact"}"#) == "invalidRequest")
        #expect(errorCode(#"{"op":"plural","locale":"fr","value":"1","notation":"short"}"#) == "invalidRequest")
        #expect(errorCode(#"{"op":"plural","locale":"fr","value":"NaN","notation":"compact"}"#) == "invalidNumber")
    }
}
