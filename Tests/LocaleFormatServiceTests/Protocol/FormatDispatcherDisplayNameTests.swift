import LocaleFormatService
import Testing

/// Docs/Protocol.md, "Op displayName": its examples, `null` results, the order of
/// checks and errors. Expected strings are ICU 72.1's.
@Suite struct FormatDispatcherDisplayNameTests {
    @Test func protocolExamples() {
        #expect(
            respond(
                #"{"id":6,"op":"displayName","locale":"en","type":"language","code":"en-GB","languageDisplay":"standard"}"#
            )
                == #"{"id":6,"result":"English (United Kingdom)"}"#)
        #expect(
            respond(#"{"id":7,"op":"displayName","locale":"fr","type":"currency","code":"XYZ","fallback":"none"}"#)
                == #"{"id":7,"result":null}"#)
        #expect(respond(#"{"op":"displayName","locale":"en","type":"region","code":"SU"}"#) == #"{"result":"Russia"}"#)
    }

    @Test(arguments: [
        (#"{"op":"displayName","locale":"en","type":"language","code":"en-GB"}"#, #""British English""#),
        (#"{"op":"displayName","locale":"en","type":"language","code":"en-XX"}"#, #""English (XX)""#),
        (#"{"op":"displayName","locale":"en","type":"language","code":"en-XX","fallback":"none"}"#, "null"),
        (#"{"op":"displayName","locale":"en","type":"language","code":"xx-YY"}"#, #""xx (YY)""#),
        (#"{"op":"displayName","locale":"en","type":"language","code":"iw"}"#, #""Hebrew""#),
        (#"{"op":"displayName","locale":"en","type":"script","code":"latn"}"#, #""Latin""#),
        (#"{"op":"displayName","locale":"en","type":"region","code":"gb","width":"short"}"#, #""UK""#),
        (#"{"op":"displayName","locale":"en","type":"region","code":"XX","fallback":"none"}"#, "null"),
        (#"{"op":"displayName","locale":"en","type":"variant","code":"valencia"}"#, #""Valencian""#),
        (#"{"op":"displayName","locale":"en","type":"currency","code":"usd"}"#, #""US Dollar""#),
        (#"{"op":"displayName","locale":"en","type":"currency","code":"USD","width":"short"}"#, #""$""#),
        (
            #"{"op":"displayName","locale":"en","type":"currency","code":"CHF","width":"short","fallback":"none"}"#,
            "null"
        ),
        (#"{"op":"displayName","locale":"en","type":"calendar","code":"gregory"}"#, #""Gregorian Calendar""#),
        (#"{"op":"displayName","locale":"en","type":"key","code":"ca"}"#, #""Calendar""#),
        (
            #"{"op":"displayName","locale":"en","type":"keyValue","key":"co","code":"phonebk"}"#,
            #""Phonebook Sort Order""#
        ),
        (#"{"op":"displayName","locale":"en","type":"dateTimeField","code":"year","width":"narrow"}"#, #""yr""#),
        (#"{"op":"displayName","locale":"es","type":"dateTimeField","code":"year"}"#, #""año""#),
    ])
    func results(line: String, result: String) {
        #expect(respond(line) == #"{"result":\#(result)}"#)
    }

    @Test(arguments: [
        // shape faults
        (#"{"op":"displayName","locale":"en","code":"en"}"#, "invalidRequest"),
        (#"{"op":"displayName","locale":"en","type":"language"}"#, "invalidRequest"),
        (#"{"op":"displayName","locale":"en","type":"Language","code":"en"}"#, "invalidRequest"),
        (#"{"op":"displayName","locale":"en","type":"keyValue","code":"gregory"}"#, "invalidRequest"),
        (#"{"op":"displayName","locale":"en","type":"calendar","code":"gregory","key":"ca"}"#, "invalidRequest"),
        (
            #"{"op":"displayName","locale":"en","type":"region","code":"US","languageDisplay":"standard"}"#,
            "invalidRequest"
        ),
        (#"{"op":"displayName","locale":"en","type":"dateTimeField","code":"Year"}"#, "invalidRequest"),
        (#"{"op":"displayName","locale":"en","type":"region","code":"US","fallback":null}"#, "invalidRequest"),
        (#"{"op":"displayName","locale":"en","type":"region","code":"US","width":"wide"}"#, "invalidRequest"),
        // value faults, after the shape
        (#"{"op":"displayName","locale":"en","type":"language","code":"en-u-ca-japanese"}"#, "invalidLocale"),
        (#"{"op":"displayName","locale":"en","type":"language","code":"de@collation=phonebook"}"#, "invalidLocale"),
        (#"{"op":"displayName","locale":"en","type":"region","code":"USA"}"#, "invalidLocale"),
        (#"{"op":"displayName","locale":"en","type":"script","code":"Lat"}"#, "invalidLocale"),
        (#"{"op":"displayName","locale":"en","type":"currency","code":"US"}"#, "invalidCurrency"),
        (#"{"op":"displayName","locale":"en","type":"calendar","code":"greg orian"}"#, "invalidCalendar"),
        (#"{"op":"displayName","locale":"en","type":"keyValue","key":"c a","code":"x"}"#, "invalidLocale"),
        (#"{"op":"displayName","locale":"en-","type":"region","code":"US"}"#, "invalidLocale"),
    ])
    func errors(line: String, code: String) {
        #expect(errorCode(line) == code)
    }
}
