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

    @Test func aDatePatternThatFormatsToNothingIsInvalid() {
        #expect(errorCode(#"{"op":"date","locale":"en","date":0,"pattern":"'"}"#) == "invalidPattern")
    }
}
