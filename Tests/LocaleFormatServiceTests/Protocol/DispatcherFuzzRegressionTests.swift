import LocaleFormatService
import Testing

/// Request lines the FuzzRequest and FuzzLocale targets (`Fuzz/`,
/// Docs/Fuzzing.md) found answered with `internal`, kept as found: an input
/// fault gets the code of the input.
@Suite struct DispatcherFuzzRegressionTests {
    @Test func anUnknownCollationKeywordValueIsAnInvalidLocale() {
        #expect(
            errorCode(
                #"{"id":13,"op":"sort","locale":"en-u-kn-true-ks-lev-0el2-kf-upper","strings":["a10","a2","A2"]}"#)
                == "invalidLocale")
        #expect(
            respond(#"{"id":13,"op":"sort","locale":"en-u-kn-true-ks-level2-kf-upper","strings":["a10","a2","A2"]}"#)
                == #"{"id":13,"result":["a2","A2","a10"]}"#)
    }

    @Test func anUnknownNumberingSystemIsAnInvalidLocale() {
        #expect(errorCode(#"{"id":1,"op":"locale","locale":"th-TH-u-nu-tdai"}"#) == "invalidLocale")
        #expect(errorCode(#"{"id":1,"op":"number","locale":"th-TH-u-nu-tdai","value":"1"}"#) == "invalidLocale")
        #expect(
            respond(#"{"id":1,"op":"number","locale":"th-TH-u-nu-thai","value":"-1234.5"}"#)
                == #"{"id":1,"result":"-๑,๒๓๔.๕"}"#)
    }

    /// FuzzLocale in CI: the `locale` op reported `"currency":"CH1"`.
    @Test func anUnknownCurrencyKeywordIsAnInvalidLocale() {
        for locale in [
            "de_DE@collation=phonebook;currency=CH1", "de-DE-u-cu-ch1", "de-DE-u-cu-xyz", "en@currency=EUR1",
        ] {
            for op in [#""op":"locale""#, #""op":"number","value":"1""#, #""op":"date","date":0,"dateStyle":"short""#] {
                #expect(
                    errorCode(#"{"id":1,"locale":""# + locale + #"","# + op + "}") == "invalidLocale", "\(locale) \(op)"
                )
            }
        }
        #expect(
            respond(#"{"id":1,"op":"currency","locale":"de-DE-u-cu-chf","amount":"1234.5","currency":"EUR"}"#)
                == "{\"id\":1,\"result\":\"1.234,50\u{A0}€\"}")
        #expect(
            errorCode(#"{"id":1,"op":"date","locale":"en-u-ca-mayan","date":0,"dateStyle":"short"}"#)
                == "invalidCalendar")
        #expect(errorCode(#"{"id":1,"op":"compare","locale":"en-u-hc-h13","a":"a","b":"b"}"#) == "invalidLocale")
    }

    @Test func aDatePatternThatFormatsToNothingIsInvalid() {
        #expect(errorCode(#"{"op":"date","locale":"en","date":0,"pattern":"'"}"#) == "invalidPattern")
    }
}
