import LocaleFormatService
import LocaleFormatTestSupport
import Testing

/// Docs/Protocol.md, "Collation options": `normalization` and `rules` in
/// `compare`, `sort` and `sortKey`. Expected: ICU 72.1 and 76.1 by
/// Scripts/icu-versions/oracle-collation-rules.py.
@Suite struct FormatDispatcherCollationRulesTests {
    @Test func rulesInEveryCollationOp() {
        #expect(
            respond(#"{"id":1,"op":"sort","locale":"en","strings":["cz","ch","c","d"],"rules":"&c<ch"}"#)
                == #"{"id":1,"result":["c","cz","ch","d"]}"#)
        #expect(
            respond(#"{"id":2,"op":"compare","locale":"sv","a":"ä","b":"b","rules":"&a<b"}"#)
                == #"{"id":2,"result":1}"#)
        #expect(
            respond(#"{"id":3,"op":"sortKey","locale":"en","text":"z","rules":"&[before 1]a<z"}"#)
                == ICUExpected.icu([
                    72: #"{"id":3,"result":"29030105010500"}"#, 76: #"{"id":3,"result":"2a030105010500"}"#,
                ]))
    }

    @Test func normalizationOnAndOff() {
        let pair = #""a":"a\u0301\u0323","b":"a\u0323\u0301""#
        #expect(respond(#"{"id":1,"op":"compare","locale":"en",\#(pair)}"#) == #"{"id":1,"result":0}"#)
        #expect(
            respond(#"{"id":1,"op":"compare","locale":"en",\#(pair),"normalization":true}"#) == #"{"id":1,"result":0}"#)
        #expect(
            respond(#"{"id":1,"op":"compare","locale":"en",\#(pair),"normalization":false}"#)
                == #"{"id":1,"result":-1}"#)
        #expect(
            respond(#"{"id":1,"op":"sortKey","locale":"en","text":"a\u0301\u0323","normalization":false}"#)
                == ICUExpected.icu([
                    72: #"{"id":1,"result":"2a014588c4010700"}"#, 76: #"{"id":1,"result":"2b014588c4010700"}"#,
                ]))
    }

    @Test func badRulesAreInvalidPatternWithTheirPosition() {
        #expect(
            respond(#"{"id":1,"op":"compare","locale":"en","a":"a","b":"b","rules":"&a<b\n&[foo]x<y"}"#)
                == #"{"id":1,"error":{"code":"invalidPattern","message":"ICU rejects the collation rules at line 2, column 1 (near \"&[foo]x<y\"): ICU reported U_INVALID_FORMAT_ERROR"}}"#
        )
        #expect(errorCode(#"{"op":"sort","locale":"de","strings":[],"rules":"a<b"}"#) == "invalidPattern")
        #expect(errorCode(#"{"op":"sortKey","locale":"en","text":"a","rules":1}"#) == "invalidRequest")
        #expect(errorCode(#"{"op":"sortKey","locale":"en","text":"a","normalization":"off"}"#) == "invalidRequest")
    }

    @Test func rulesAtTheLimitAreAccepted() {
        let atLimit = String(repeating: "&a<b", count: 4_096)
        #expect(
            respond(#"{"id":1,"op":"compare","locale":"en","a":"b","b":"c","rules":"\#(atLimit)"}"#)
                == #"{"id":1,"result":-1}"#)
        #expect(
            respond(#"{"id":1,"op":"compare","locale":"en","a":"b","b":"c","rules":"\#(atLimit) "}"#)
                == #"{"id":1,"error":{"code":"limitExceeded","message":"the collation rules are longer than 16384 bytes of UTF-8, the limit"}}"#
        )
    }
}
