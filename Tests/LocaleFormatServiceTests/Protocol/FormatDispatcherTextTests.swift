import LocaleFormatService
import Testing

@Suite struct FormatDispatcherCollationTests {
    @Test func compareFollowsTheLanguage() {
        #expect(respond(#"{"id":5,"op":"compare","locale":"sv","a":"ä","b":"z"}"#) == #"{"id":5,"result":1}"#)
        #expect(respond(#"{"id":5,"op":"compare","locale":"de","a":"ä","b":"z"}"#) == #"{"id":5,"result":-1}"#)
        #expect(respond(#"{"op":"compare","locale":"en","a":"a","b":"A","strength":"primary"}"#) == #"{"result":0}"#)
        #expect(respond(#"{"op":"compare","locale":"en","a":"a2","b":"a10","numeric":true}"#) == #"{"result":-1}"#)
        #expect(respond(#"{"op":"compare","locale":"en","a":"a2","b":"a10"}"#) == #"{"result":1}"#)
    }

    @Test func sortIsStableAndPerLanguage() {
        #expect(
            respond(#"{"op":"sort","locale":"sv","strings":["z","ä","a","ö"]}"#) == #"{"result":["a","z","ä","ö"]}"#)
        #expect(
            respond(#"{"op":"sort","locale":"de","strings":["z","ä","a","ö"]}"#) == #"{"result":["a","ä","ö","z"]}"#)
        #expect(
            respond(#"{"op":"sort","locale":"es-u-co-trad","strings":["cz","ch","d"]}"#)
                == #"{"result":["cz","ch","d"]}"#)
        #expect(respond(#"{"op":"sort","locale":"da","strings":["a","A","b"]}"#) == #"{"result":["A","a","b"]}"#)
        #expect(
            respond(#"{"op":"sort","locale":"en","strings":["b","B","a"],"strength":"primary"}"#)
                == #"{"result":["a","b","B"]}"#)
    }

    @Test func sortKeysAreLowercaseHexEndingInZero() throws {
        guard let response = respond(#"{"op":"sortKey","locale":"en","text":"abc"}"#),
            case .object(let object) = try JSONParser.parse(response), case .string(let hex)? = object["result"]
        else {
            Issue.record("no sort key")
            return
        }
        #expect(hex.hasSuffix("00"))
        #expect(hex.allSatisfy { "0123456789abcdef".contains($0) })
    }

    @Test func collationFaults() {
        #expect(errorCode(#"{"op":"compare","locale":"sv","a":"x"}"#) == "invalidRequest")
        #expect(errorCode(#"{"op":"compare","locale":"sv","a":"x","b":"y","strength":"Primary"}"#) == "invalidRequest")
        #expect(errorCode(#"{"op":"compare","locale":"sv","a":"x","b":"y","numeric":"yes"}"#) == "invalidRequest")
        #expect(errorCode(#"{"op":"sort","locale":"sv","strings":["a",1]}"#) == "invalidRequest")
        #expect(errorCode(#"{"op":"sort","locale":"s v","strings":["a"]}"#) == "invalidLocale")
        let tooMany = Array(repeating: "\"a\"", count: 100_001).joined(separator: ",")
        #expect(errorCode(#"{"op":"sort","locale":"sv","strings":["# + tooMany + "]}") == "limitExceeded")
    }
}

@Suite struct FormatDispatcherMessageTests {
    @Test func pluralsInRussian() {
        let pattern = "{count, plural, one {# день} few {# дня} many {# дней} other {# дня}}"
        for (count, expected) in [(1, "1 день"), (3, "3 дня"), (5, "5 дней"), (21, "21 день")] {
            #expect(
                respond(#"{"op":"message","locale":"ru","pattern":"\#(pattern)","args":{"count":\#(count)}}"#)
                    == #"{"result":"\#(expected)"}"#)
        }
    }

    @Test func numberAndDateArguments() {
        #expect(
            respond(
                #"{"op":"message","locale":"de","pattern":"{n, number, ::currency/EUR} am {d, date, long}","args":{"n":1234.5,"d":"2015-08-07T17:29:32Z"}}"#
            )
                == "{\"result\":\"1.234,50\u{00A0}€ am 7. August 2015\"}")
        #expect(respond(#"{"op":"message","locale":"en","pattern":"no arguments"}"#) == #"{"result":"no arguments"}"#)
    }

    @Test func messageFaults() {
        #expect(
            errorCode(#"{"op":"message","locale":"en","pattern":"{count, plural, one {# day}"}"#) == "invalidPattern")
        #expect(errorCode(#"{"op":"message","locale":"en","pattern":"{n} items","args":{}}"#) == "invalidRequest")
        #expect(errorCode(#"{"op":"message","locale":"en","pattern":"{n}","args":{"n":true}}"#) == "invalidRequest")
        #expect(
            errorCode(#"{"op":"message","locale":"en","pattern":"{d, date}","args":{"d":"yesterday"}}"#)
                == "invalidDate")
        #expect(
            errorCode(
                #"{"op":"message","locale":"en","pattern":"{d, date}","args":{"d":"2015-08-07T17:29:32Z"},"timeZone":"Mars"}"#
            )
                == "invalidTimeZone")
    }
}

@Suite struct FormatDispatcherCaseAndNegotiateTests {
    @Test func caseMapping() {
        #expect(respond(#"{"op":"case","locale":"tr","text":"istanbul","mode":"upper"}"#) == #"{"result":"İSTANBUL"}"#)
        #expect(respond(#"{"op":"case","locale":"en","text":"istanbul","mode":"upper"}"#) == #"{"result":"ISTANBUL"}"#)
        #expect(respond(#"{"op":"case","locale":"nl","text":"ijssel","mode":"title"}"#) == #"{"result":"IJssel"}"#)
        #expect(respond(#"{"op":"case","locale":"de","text":"straße","mode":"upper"}"#) == #"{"result":"STRASSE"}"#)
        #expect(errorCode(#"{"op":"case","locale":"de","text":"x","mode":"UPPER"}"#) == "invalidRequest")
    }

    @Test func negotiation() {
        #expect(
            respond(
                #"{"op":"negotiate","requested":"de-CH, de;q=0.9, en;q=0.5","supported":["en","de","fr"],"default":"en"}"#
            )
                == #"{"result":"de"}"#)
        #expect(
            respond(#"{"op":"negotiate","requested":["en-ES"],"supported":["fr","en"],"default":"fr"}"#)
                == #"{"result":"en"}"#)
        #expect(
            respond(#"{"op":"negotiate","requested":["zh-HK"],"supported":["zh-Hans","zh-Hant"],"default":"en"}"#)
                == #"{"result":"zh-Hant"}"#)
        #expect(
            respond(#"{"op":"negotiate","requested":"ko","supported":["en","de"],"default":"en"}"#)
                == #"{"result":"en"}"#)
        #expect(errorCode(#"{"op":"negotiate","requested":"de","supported":["de"]}"#) == "invalidRequest")
        #expect(
            errorCode(#"{"op":"negotiate","requested":"de","supported":["d e"],"default":"en"}"#) == "invalidLocale")
    }
}
