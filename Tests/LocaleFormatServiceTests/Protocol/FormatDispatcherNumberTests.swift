import LocaleFormatService
import Testing

/// Expected strings were produced by ICU 72.1 itself (PyICU, same skeletons).
@Suite struct FormatDispatcherNumberTests {
    @Test func protocolExamples() {
        #expect(
            respond(#"{"id":3,"op":"currency","locale":"de-DE","amount":"1234.5","currency":"EUR"}"#)
                == "{\"id\":3,\"result\":\"1.234,50\u{00A0}€\"}")
        #expect(respond(#"{"id":4,"op":"plural","locale":"ar","value":"3"}"#) == #"{"id":4,"result":"few"}"#)
    }

    @Test func pricesKeepEveryDigit() {
        #expect(
            respond(#"{"op":"currency","locale":"de-DE","amount":"12345678901234567.89","currency":"EUR"}"#)
                == "{\"result\":\"12.345.678.901.234.567,89\u{00A0}€\"}")
        // A JSON number is read from its text, not through a Double.
        #expect(
            respond(#"{"op":"currency","locale":"de-DE","amount":12345678901234567.89,"currency":"EUR"}"#)
                == "{\"result\":\"12.345.678.901.234.567,89\u{00A0}€\"}")
    }

    @Test func currencyDisplays() {
        #expect(
            respond(#"{"op":"currency","locale":"ja-JP","amount":"1234.5","currency":"JPY"}"#)
                == #"{"result":"￥1,234"}"#)
        #expect(
            respond(#"{"op":"currency","locale":"ar-BH","amount":"1.5","currency":"BHD","display":"code"}"#)
                == "{\"result\":\"\u{200F}١٫٥٠٠\u{00A0}BHD\"}")
        #expect(
            respond(#"{"op":"currency","locale":"en-US","amount":-1,"currency":"USD","accounting":true}"#)
                == #"{"result":"($1.00)"}"#)
        #expect(
            respond(#"{"op":"currency","locale":"en-US","amount":"1","currency":"USD","display":"name"}"#)
                == #"{"result":"1.00 US dollars"}"#)
    }

    @Test func numbersAndUnits() {
        #expect(
            respond(#"{"op":"number","locale":"en","value":"1234567","style":"compactShort"}"#) == #"{"result":"1.2M"}"#
        )
        #expect(
            respond(#"{"op":"number","locale":"ja","value":"1234567","style":"compactLong"}"#) == #"{"result":"123万"}"#)
        #expect(respond(#"{"op":"number","locale":"hi-IN","value":1234567}"#) == #"{"result":"12,34,567"}"#)
        #expect(respond(#"{"op":"number","locale":"ar-EG","value":"1234.5"}"#) == #"{"result":"١٬٢٣٤٫٥"}"#)
        #expect(
            respond(#"{"op":"number","locale":"en","value":"12345","style":"scientific"}"#) == #"{"result":"1.2345E4"}"#
        )
        #expect(
            respond(#"{"op":"unit","locale":"en-US","value":"1.8","unit":"meter","usage":"person-height"}"#)
                == #"{"result":"5 ft, 11 in"}"#)
    }

    @Test func pluralsReadTheNumberAsWritten() {
        #expect(respond(#"{"op":"plural","locale":"en","value":"1"}"#) == #"{"result":"one"}"#)
        #expect(respond(#"{"op":"plural","locale":"en","value":"1.0"}"#) == #"{"result":"other"}"#)
        #expect(respond(#"{"op":"plural","locale":"en","value":1.0}"#) == #"{"result":"other"}"#)
        #expect(respond(#"{"op":"plural","locale":"en","value":2,"type":"ordinal"}"#) == #"{"result":"two"}"#)
        // Inuktitut has plural rules but no locale data.
        #expect(respond(#"{"op":"plural","locale":"iu","value":"2"}"#) == #"{"result":"two"}"#)
        for (value, category) in [
            ("0", "zero"), ("1", "one"), ("2", "two"), ("3", "few"), ("11", "many"), ("100", "other"),
        ] {
            #expect(respond(#"{"op":"plural","locale":"ar","value":"\#(value)"}"#) == #"{"result":"\#(category)"}"#)
        }
    }

    @Test(arguments: [
        (#"{"op":"currency","locale":"en","amount":"NaN","currency":"USD"}"#, "invalidNumber"),
        (#"{"op":"unit","locale":"en","value":"Infinity","unit":"meter"}"#, "invalidNumber"),
        (#"{"op":"plural","locale":"en","value":"-Infinity"}"#, "invalidNumber"),
        (#"{"op":"number","locale":"en","value":"1,5"}"#, "invalidNumber"),
        (#"{"op":"number","locale":"en","value":"--1"}"#, "invalidNumber"),
        (#"{"op":"number","locale":"en","value":"1e1001"}"#, "invalidNumber"),
        (#"{"op":"currency","locale":"en","amount":"1","currency":"XYZ"}"#, "invalidCurrency"),
        (#"{"op":"currency","locale":"en","amount":"1","currency":"eur"}"#, "invalidCurrency"),
        (#"{"op":"unit","locale":"en","value":"1","unit":"furlong-per-fortnight"}"#, "invalidUnit"),
        (
            #"{"op":"number","locale":"en","value":"1","minimumFractionDigits":3,"maximumFractionDigits":2}"#,
            "invalidRequest"
        ),
        (#"{"op":"number","locale":"en","value":"1","maximumFractionDigits":21}"#, "invalidRequest"),
        (#"{"op":"number","locale":"en","value":"1","minimumIntegerDigits":0}"#, "invalidRequest"),
        (#"{"op":"number","locale":"en","value":"1","roundingMode":"HalfUp"}"#, "invalidRequest"),
        (#"{"op":"number","locale":"en","value":true}"#, "invalidRequest"),
        (#"{"op":"number","locale":"en","value":"1","style":"percentage"}"#, "invalidRequest"),
        (#"{"op":"plural","locale":"en","value":"1","type":"Ordinal"}"#, "invalidRequest"),
        (#"{"op":"currency","locale":"en","amount":"1"}"#, "invalidRequest"),
    ])
    func errorCodes(line: String, code: String) {
        #expect(errorCode(line) == code, "\(respond(line) ?? "nil")")
    }

    @Test func oneHundredAndOneSignificantDigitsAreTooMany() {
        let hundred = "1" + String(repeating: "0", count: 98) + "1"
        #expect(errorCode(#"{"op":"number","locale":"en","value":"\#(hundred)"}"#) == nil)
        #expect(errorCode(#"{"op":"number","locale":"en","value":"\#(hundred)1"}"#) == "invalidNumber")
    }
}
