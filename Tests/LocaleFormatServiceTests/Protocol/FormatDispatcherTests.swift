import LocaleFormatService
import Testing

@Suite struct FormatDispatcherDateTests {
    @Test func protocolExamples() {
        #expect(
            respond(
                #"{"id":1,"op":"date","locale":"es-ES","date":"2015-08-07T17:29:32Z","timeZone":"America/Los_Angeles","dateStyle":"full","timeStyle":"long"}"#
            ) == #"{"id":1,"result":"viernes, 7 de agosto de 2015, 10:29:32 GMT-7"}"#)
        #expect(
            respond(
                #"{"id":2,"op":"date","locale":"zh","date":"2019-01-01T00:00:00Z","calendar":"japanese","dateStyle":"long"}"#
            )
                == #"{"id":2,"result":"平成31年1月1日"}"#)
        #expect(
            errorCode(#"{"id":6,"op":"date","locale":"en-US","date":"not a date","dateStyle":"short"}"#)
                == "invalidDate")
    }

    @Test func epochSecondsAndIdsOfEveryJSONType() {
        #expect(
            respond(#"{"id":"a","op":"date","locale":"en","date":1438968572,"skeleton":"yMMMd"}"#)
                == #"{"id":"a","result":"Aug 7, 2015"}"#)
        #expect(
            respond(#"{"id":null,"op":"date","locale":"en","date":1.4389685725e9,"pattern":"HH:mm:ss.SSS"}"#)
                == #"{"id":null,"result":"17:29:32.500"}"#)
        #expect(
            respond(#"{"id":[1,{"k":1.50}],"op":"date","locale":"de","date":0,"dateStyle":"short"}"#)
                == #"{"id":[1,{"k":1.50}],"result":"01.01.70"}"#)
        #expect(
            respond(#"{"op":"date","locale":"en","date":0,"timeStyle":"short","timeZone":"Asia/Tokyo"}"#)
                == "{\"result\":\"9:00\u{202F}AM\"}")
    }

    @Test(arguments: [
        // shape faults: invalidRequest
        (#"{"id":1,"op":"date","locale":"en","date":"2015-08-07T17:29:32Z","dateStlye":"full"}"#, "invalidRequest"),
        (#"{"id":1,"op":"date","locale":"en","date":"2015-08-07T17:29:32Z"}"#, "invalidRequest"),
        (#"{"id":1,"op":"date","locale":"en","date":"2015-08-07T17:29:32Z","dateStyle":"Full"}"#, "invalidRequest"),
        (
            #"{"id":1,"op":"date","locale":"en","date":"2015-08-07T17:29:32Z","dateStyle":"none","timeStyle":"none"}"#,
            "invalidRequest"
        ),
        (
            #"{"id":1,"op":"date","locale":"en","date":"2015-08-07T17:29:32Z","dateStyle":"full","skeleton":"yMd"}"#,
            "invalidRequest"
        ),
        (
            #"{"id":1,"op":"date","locale":"en","date":"2015-08-07T17:29:32Z","skeleton":"yMd","pattern":"y"}"#,
            "invalidRequest"
        ),
        (#"{"id":1,"op":"date","locale":"en","dateStyle":"full"}"#, "invalidRequest"),
        (#"{"id":1,"op":"date","locale":"en","date":true,"dateStyle":"full"}"#, "invalidRequest"),
        (#"{"id":1,"op":"date","locale":7,"date":0,"dateStyle":"full"}"#, "invalidRequest"),
        (#"{"id":1,"op":"date","date":0,"dateStyle":"full"}"#, "invalidRequest"),
        (#"{"id":1,"op":"date","locale":"en","date":0,"dateStyle":"full","timeZone":null}"#, "invalidRequest"),
        // a shape fault wins over a value fault in the same request
        (#"{"id":1,"op":"date","locale":"en!!","date":"garbage","dateStyle":"Full"}"#, "invalidRequest"),
        // value faults
        (#"{"id":1,"op":"date","locale":"en_US!","date":0,"dateStyle":"full"}"#, "invalidLocale"),
        (#"{"id":1,"op":"date","locale":"","date":0,"dateStyle":"full"}"#, "invalidLocale"),
        (#"{"id":1,"op":"date","locale":"en","date":0,"dateStyle":"full","timeZone":"Mars/Base"}"#, "invalidTimeZone"),
        (#"{"id":1,"op":"date","locale":"en","date":0,"dateStyle":"full","timeZone":"UTC+05:30"}"#, "invalidTimeZone"),
        (#"{"id":1,"op":"date","locale":"en","date":0,"dateStyle":"full","calendar":"mayan"}"#, "invalidCalendar"),
        (#"{"id":1,"op":"date","locale":"en","date":"2015-08-07T17:29:32","dateStyle":"full"}"#, "invalidDate"),
        (#"{"id":1,"op":"date","locale":"en","date":"+100001-01-01T00:00:00Z","dateStyle":"full"}"#, "invalidDate"),
        (#"{"id":1,"op":"date","locale":"en","date":1e300,"dateStyle":"full"}"#, "invalidDate"),
        (#"{"id":1,"op":"date","locale":"en","date":0,"pattern":"yyyy-MM-ddTHH"}"#, "invalidPattern"),
        (#"{"id":1,"op":"date","locale":"en","date":0,"skeleton":"yyyy-MM"}"#, "invalidPattern"),
    ])
    func errorCodes(line: String, code: String) {
        #expect(errorCode(line) == code)
        #expect(respond(line)?.hasPrefix(#"{"id":1,"error":{"code":""#) == true)
    }
}

@Suite struct FormatDispatcherPipelineTests {
    @Test func blankLinesGetNoResponse() {
        #expect(respond("") == nil)
        #expect(respond("   \t\r") == nil)
    }

    @Test func linesThatAreNotRequestObjects() {
        for line in [
            "not json", "[1,2]", #"[{"op":"locale","locale":"en"}]"#, "42", #""text""#, "null", "{", "{}}",
            #"{"id":1,"op":"locale","locale":"en",}"#,
        ] {
            let response = respond(line)
            #expect(response?.hasPrefix(#"{"error":{"code":"invalidRequest""#) == true, "\(line): \(response ?? "nil")")
        }
        #expect(respond("{}") == #"{"error":{"code":"invalidRequest","message":"missing field \"op\""}}"#)
    }

    @Test func invalidUTF8IsInvalidRequest() {
        let bytes: [UInt8] = Array(#"{"op":"locale","locale":""#.utf8) + [0xC0, 0xAF] + Array(#""}"#.utf8)
        let response = dispatcher.responseLine(for: bytes).map { String(decoding: $0, as: UTF8.self) }
        #expect(response?.hasPrefix(#"{"error":{"code":"invalidRequest""#) == true)
    }

    @Test func deepNestingIsRejectedWithoutCrashing() {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        #expect(errorCode(#"{"id":1,"op":"locale","locale":"en","x":"# + deep + "}") == "invalidRequest")
        #expect(errorCode(deep) == "invalidRequest")
    }

    @Test func unknownOps() {
        #expect(errorCode(#"{"id":3,"op":"frobnicate","locale":"en"}"#) == "invalidRequest")
        #expect(errorCode(#"{"id":3,"op":7,"locale":"en"}"#) == "invalidRequest")
        #expect(errorCode(#"{"id":3,"op":"Date","locale":"en"}"#) == "invalidRequest")
    }

    @Test func stringLimitIsSixtyFourKibibytes() {
        let atLimit = String(repeating: "a", count: 65_536)
        let overLimit = atLimit + "a"
        // 65,536 bytes pass the limit ("a" is the AM/PM field, so the pattern is valid).
        #expect(errorCode(#"{"id":1,"op":"date","locale":"en","date":0,"pattern":""# + atLimit + #""}"#) == nil)
        #expect(
            errorCode(#"{"id":1,"op":"date","locale":"en","date":0,"pattern":""# + overLimit + #""}"#)
                == "limitExceeded")
        // multi-byte: 21,846 × "€" (3 bytes) = 65,538 bytes
        let euros = String(repeating: "€", count: 21_846)
        #expect(
            errorCode(#"{"id":1,"op":"locale","locale":"en","displayLocale":""# + euros + #""}"#) == "limitExceeded")
        // keys count too, and the id is echoed
        #expect(
            respond(#"{"id":9,"op":"locale","locale":"en",""# + overLimit + #"":1}"#)?.hasPrefix(
                #"{"id":9,"error":{"code":"limitExceeded""#) == true)
    }

    @Test func arrayLimitIsOneHundredThousand() {
        let items = Array(repeating: "0", count: 100_001).joined(separator: ",")
        #expect(errorCode(#"{"id":1,"op":"locale","locale":"en","x":["# + items + "]}") == "limitExceeded")
    }

    @Test func overlongLineResponseHasNoId() {
        #expect(
            String(decoding: dispatcher.overlongLineResponse().bytes, as: UTF8.self)
                == #"{"error":{"code":"limitExceeded","message":"the line is longer than 1048576 bytes"}}"#)
    }
}

@Suite struct FormatDispatcherLocaleTests {
    @Test func localeFacts() {
        #expect(
            respond(#"{"id":1,"op":"locale","locale":"iw-IL","displayLocale":"en"}"#)
                == #"{"id":1,"result":{"canonical":"he-IL","icuId":"he_IL","language":"he","script":null,"region":"IL","maximized":"he-Hebr-IL","minimized":"he","minimizedFavoringScript":"he","displayName":"Hebrew (Israel)","displayLocale":"en","rightToLeft":true,"calendar":"gregorian","currency":"ILS","hourCycle":"h23","dataLocale":"he_IL"}}"#
        )
        #expect(
            respond(#"{"op":"locale","locale":"th_TH"}"#)
                == #"{"result":{"canonical":"th-TH","icuId":"th_TH","language":"th","script":null,"region":"TH","maximized":"th-Thai-TH","minimized":"th","minimizedFavoringScript":"th","displayName":"ไทย (ไทย)","displayLocale":"th-TH","rightToLeft":false,"calendar":"buddhist","currency":"THB","hourCycle":"h23","dataLocale":"th_TH"}}"#
        )
    }

    @Test func badLocales() {
        #expect(errorCode(#"{"op":"locale","locale":"en--US"}"#) == "invalidLocale")
        #expect(errorCode(#"{"op":"locale","locale":"en","displayLocale":"!!"}"#) == "invalidLocale")
        #expect(errorCode(#"{"op":"locale","locale":"en","displayLocale":1}"#) == "invalidRequest")
        let long = String(repeating: "a", count: 158)
        #expect(errorCode(#"{"op":"locale","locale":""# + long + #""}"#) == "invalidLocale")
    }
}
