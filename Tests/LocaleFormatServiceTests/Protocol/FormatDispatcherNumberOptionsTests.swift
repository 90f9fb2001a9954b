import LocaleFormatService
import Testing

/// The shared number options of `number`, `currency` and `unit`
/// (Docs/Protocol.md, "Number options"). Expected strings are ICU's own
/// (72.1 and 76.1 alike) for the skeleton in each comment.
@Suite struct FormatDispatcherNumberOptionsTests {
    @Test(arguments: [
        // @# sign-always group-off
        (
            #"{"op":"number","locale":"en","value":"1234.5","maximumSignificantDigits":2,"signDisplay":"always","useGrouping":false}"#,
            #"{"result":"+1200"}"#
        ),
        // precision-integer rounding-mode-half-up (ECMA-402's halfExpand)
        (
            #"{"op":"number","locale":"en","value":"2.5","maximumFractionDigits":0,"roundingMode":"halfExpand"}"#,
            #"{"result":"3"}"#
        ),
        // precision-increment/50
        (
            #"{"op":"number","locale":"de","value":"1234.5","maximumFractionDigits":0,"roundingIncrement":50}"#,
            #"{"result":"1.250"}"#
        ),
        // engineering
        (#"{"op":"number","locale":"ja","value":"123456","notation":"engineering"}"#, #"{"result":"123.456E3"}"#),
        // .00#/w
        (
            #"{"op":"number","locale":"en","value":"2","minimumFractionDigits":2,"trailingZeroDisplay":"stripIfInteger"}"#,
            #"{"result":"2"}"#
        ),
        // .### scale/1000
        (#"{"op":"number","locale":"hi","value":"1234.5","scale":1000}"#, #"{"result":"12,34,500"}"#),
        // currency/CHF precision-currency-cash
        (
            #"{"op":"currency","locale":"de-CH","amount":"1.23","currency":"CHF","cashRounding":true}"#,
            "{\"result\":\"CHF\u{00A0}1.25\"}"
        ),
        // currency/USD sign-accounting-always
        (
            #"{"op":"currency","locale":"en-US","amount":"-5","currency":"USD","currencySign":"accounting","signDisplay":"always"}"#,
            #"{"result":"($5.00)"}"#
        ),
        (
            #"{"op":"currency","locale":"en-US","amount":"5","currency":"USD","accounting":true,"currencySign":"accounting","signDisplay":"always"}"#,
            #"{"result":"+$5.00"}"#
        ),
        // unit/meter unit-width-full-name compact-long
        (
            #"{"op":"unit","locale":"fr","value":"12345","unit":"meter","notation":"compact","compactDisplay":"long","unitDisplay":"long"}"#,
            "{\"result\":\"12 mille\u{00A0}mètres\"}"
        ),
    ])
    func results(line: String, expected: String) {
        #expect(respond(line) == expected)
    }

    @Test(arguments: [
        (#"{"op":"number","locale":"en","value":"1","grouping":true,"useGrouping":"min2"}"#, "invalidRequest"),
        (#"{"op":"number","locale":"en","value":"1","useGrouping":"true"}"#, "invalidRequest"),
        (#"{"op":"number","locale":"en","value":"1","roundingIncrement":3}"#, "invalidRequest"),
        (
            #"{"op":"number","locale":"en","value":"1","roundingIncrement":5,"maximumFractionDigits":2}"#,
            "invalidRequest"
        ),
        (
            #"{"op":"number","locale":"en","value":"1","roundingIncrement":5,"maximumSignificantDigits":2}"#,
            "invalidRequest"
        ),
        (#"{"op":"number","locale":"en","value":"1","minimumSignificantDigits":0}"#, "invalidRequest"),
        (#"{"op":"number","locale":"en","value":"1","maximumSignificantDigits":22}"#, "invalidRequest"),
        (
            #"{"op":"number","locale":"en","value":"1","minimumSignificantDigits":3,"maximumSignificantDigits":2}"#,
            "invalidRequest"
        ),
        (#"{"op":"number","locale":"en","value":"1","maximumIntegerDigits":0}"#, "invalidRequest"),
        (#"{"op":"number","locale":"en","value":"1","scale":"1/2"}"#, "invalidRequest"),
        (#"{"op":"number","locale":"en","value":"1","scale":1e3}"#, "invalidRequest"),
        (#"{"op":"number","locale":"en","value":"1","style":"scientific","notation":"compact"}"#, "invalidRequest"),
        (#"{"op":"number","locale":"en","value":"1","exponentSignDisplay":"always"}"#, "invalidRequest"),
        (
            #"{"op":"number","locale":"en","value":"1","minimumExponentDigits":21,"notation":"scientific"}"#,
            "invalidRequest"
        ),
        (#"{"op":"number","locale":"en","value":"1","roundingPriority":"most"}"#, "invalidRequest"),
        (
            #"{"op":"number","locale":"en","value":"1.5","maximumFractionDigits":0,"roundingMode":"unnecessary"}"#,
            "invalidNumber"
        ),
        (
            #"{"op":"currency","locale":"en","amount":"1","currency":"USD","accounting":false,"currencySign":"accounting"}"#,
            "invalidRequest"
        ),
        (
            #"{"op":"currency","locale":"en","amount":"1","currency":"CHF","cashRounding":true,"maximumFractionDigits":1}"#,
            "invalidRequest"
        ),
        (
            #"{"op":"unit","locale":"en","value":"1","unit":"meter","width":"long","unitDisplay":"short"}"#,
            "invalidRequest"
        ),
        (#"{"op":"unit","locale":"en","value":"1","unit":"meter","signDisplay":"sometimes"}"#, "invalidRequest"),
    ])
    func errorCodes(line: String, code: String) {
        #expect(errorCode(line) == code, "\(respond(line) ?? "nil")")
    }

    /// A skeleton means the same options: the same answer.
    @Test(arguments: [
        (
            #"{"op":"number","locale":"en","value":"1234.5","skeleton":"@# +! ,_"}"#,
            #"{"op":"number","locale":"en","value":"1234.5","maximumSignificantDigits":2,"signDisplay":"always","useGrouping":false}"#
        ),
        (
            #"{"op":"number","locale":"de","value":"0.256","skeleton":"%x100 .0"}"#,
            #"{"op":"number","locale":"de","value":"0.256","style":"percent","minimumFractionDigits":1,"maximumFractionDigits":1}"#
        ),
        (
            #"{"op":"currency","locale":"en-US","amount":"-5","currency":"USD","skeleton":"currency/USD ()! unit-width-iso-code"}"#,
            #"{"op":"currency","locale":"en-US","amount":"-5","currency":"USD","currencySign":"accounting","signDisplay":"always","display":"code"}"#
        ),
        (
            #"{"op":"unit","locale":"en-US","value":"1.8","unit":"meter","skeleton":"usage/person-height unit-width-full-name"}"#,
            #"{"op":"unit","locale":"en-US","value":"1.8","unit":"meter","usage":"person-height","width":"long"}"#
        ),
    ])
    func skeletonsAnswerAsTheirOptions(skeleton: String, options: String) {
        #expect(respond(skeleton) != nil)
        #expect(respond(skeleton) == respond(options))
        #expect(errorCode(skeleton) == nil)
    }

    /// Stems no option field says answer as ICU does (72.1 and 76.1 alike).
    @Test(arguments: [
        // group-thousands
        (
            #"{"op":"number","locale":"hi","value":"1234567.5","skeleton":"group-thousands"}"#,
            #"{"result":"1,234,567.5"}"#
        ),
        // precision-unlimited
        (
            #"{"op":"number","locale":"de","value":"1234.56789012345","skeleton":"precision-unlimited"}"#,
            #"{"result":"1.234,56789012345"}"#
        ),
        // numbering-system/arab
        (
            #"{"op":"number","locale":"en","value":"1234.5","skeleton":"numbering-system/arab"}"#,
            #"{"result":"١٬٢٣٤٫٥"}"#
        ),
    ])
    func skeletonStemsNoFieldSays(line: String, expected: String) {
        #expect(respond(line) == expected)
    }

    @Test(arguments: [
        (#"{"op":"number","locale":"en","value":"1","skeleton":"@## bogus"}"#, "invalidPattern"),
        (#"{"op":"number","locale":"en","value":"1","skeleton":"currency/EUR"}"#, "invalidPattern"),
        (#"{"op":"number","locale":"en","value":"1","skeleton":"per-measure-unit/duration-second"}"#, "invalidPattern"),
        (#"{"op":"unit","locale":"en","value":"1","unit":"meter","skeleton":"permille"}"#, "invalidPattern"),
        (#"{"op":"number","locale":"en","value":"1","skeleton":"group-thousands ,_"}"#, "invalidPattern"),
        (#"{"op":"number","locale":"en","value":"1","skeleton":".00","maximumFractionDigits":2}"#, "invalidRequest"),
        (#"{"op":"number","locale":"en","value":"1","skeleton":".00","style":"percent"}"#, "invalidRequest"),
        (#"{"op":"number","locale":"en","value":"1","skeleton":1}"#, "invalidRequest"),
        (#"{"op":"currency","locale":"en","amount":"1","currency":"USD","skeleton":"currency/EUR"}"#, "invalidPattern"),
        (
            #"{"op":"currency","locale":"en","amount":"1","currency":"USD","skeleton":"()","accounting":true}"#,
            "invalidRequest"
        ),
        (#"{"op":"unit","locale":"en","value":"1","unit":"liter","skeleton":"unit/meter"}"#, "invalidPattern"),
        (#"{"op":"unit","locale":"en","value":"1","unit":"liter","skeleton":"K","width":"long"}"#, "invalidRequest"),
    ])
    func skeletonErrors(line: String, code: String) {
        #expect(errorCode(line) == code, "\(respond(line) ?? "nil")")
    }
}
