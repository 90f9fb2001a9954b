import LocaleFormatTestSupport
import Testing

@testable import LocaleFormat

/// ICU's own `unumrf_openForSkeletonWithCollapseAndIdentityFallback` +
/// `unumrf_formatDecimalRange` results (default locale root) with the
/// skeleton each side's v1 formatter uses, in sixteen locales, every collapse
/// and identity fallback. Written from ICU 72.1 (CLDR 42) and ICU 76.1
/// (CLDR 46), `.icu([72: …, 76: …])` where they differ, by
/// Scripts/icu-versions/oracle-numberrange.py (on 76: through
/// Scripts/icu-versions/oracle-debian13.sh).
enum NumberRangeFormatCases {
    typealias Case = (
        sides: NumberRangeFormat.Sides, collapse: NumberRangeFormat.Collapse,
        fallback: NumberRangeFormat.IdentityFallback, start: String, end: String, expected: ICUExpected
    )

    static func all() throws -> [Case] {
        [
            (
                .number(.init(locale: try LocaleIdentifier("ar"))), .auto, .approximately, "3", "5",
                .icu([72: "٣–٥", 76: "3–5"])
            ),
            (
                .number(.init(locale: try LocaleIdentifier("ar"))), .auto, .approximately, "1234.5", "5678",
                .icu([72: "١٬٢٣٤٫٥–٥٬٦٧٨", 76: "1,234.5–5,678"])
            ),
            (
                .number(.init(locale: try LocaleIdentifier("ar"), maximumFractionDigits: 2)), .auto, .approximately,
                "2.999", "3.001", .icu([72: "~٣", 76: "~3"])
            ),
            (
                .currency(.init(locale: try LocaleIdentifier("ar"), currency: "EUR")), .auto, .approximately, "3", "5",
                .icu([72: "\u{200F}٣٫٠٠–٥٫٠٠\u{A0}€", 76: "\u{200F}3.00–5.00\u{A0}€"])
            ),
            (
                .currency(.init(locale: try LocaleIdentifier("ar"), currency: "EUR")), .auto, .approximately, "3", "3",
                .icu([72: "~\u{200F}٣٫٠٠\u{A0}€", 76: "\u{200F}~3.00\u{A0}€"])
            ),
            (
                .currency(.init(locale: try LocaleIdentifier("ar"), currency: "USD")), .none, .approximately, "-5",
                "-3",
                .icu([
                    72: "\u{61C}-\u{200F}٥٫٠٠\u{A0}US$ – \u{61C}-\u{200F}٣٫٠٠\u{A0}US$",
                    76: "\u{200F}\u{200E}-5.00\u{A0}US$ – \u{200F}\u{200E}-3.00\u{A0}US$",
                ])
            ),
            (
                .unit(.init(locale: try LocaleIdentifier("ar"), unit: "kilometer")), .auto, .approximately, "5", "10",
                .icu([72: "٥–١٠ كم", 76: "5–10 كم"])
            ),
            (
                .unit(.init(locale: try LocaleIdentifier("ar"), unit: "kilometer", width: .long)), .auto,
                .approximately, "5", "10", .icu([72: "٥–١٠ كيلومتر", 76: "5–10 كيلومترات"])
            ),
            (
                .number(.init(locale: try LocaleIdentifier("ar"), style: .percent)), .auto, .approximately, "0.1",
                "0.25", .icu([72: "١٠–٢٥٪\u{61C}", 76: "10–25\u{200E}%\u{200E}"])
            ),
            (.number(.init(locale: try LocaleIdentifier("he"))), .auto, .approximately, "3", "5", "3–5"),
            (
                .number(.init(locale: try LocaleIdentifier("he"))), .auto, .approximately, "1234.5", "5678",
                "1,234.5–5,678"
            ),
            (
                .number(.init(locale: try LocaleIdentifier("he"), maximumFractionDigits: 2)), .auto, .approximately,
                "2.999", "3.001", "~3"
            ),
            (
                .currency(.init(locale: try LocaleIdentifier("he"), currency: "EUR")), .auto, .approximately, "3", "5",
                "\u{200F}3.00–5.00\u{A0}\u{200F}€"
            ),
            (
                .currency(.init(locale: try LocaleIdentifier("he"), currency: "EUR")), .auto, .approximately, "3", "3",
                "\u{200F}~3.00\u{A0}\u{200F}€"
            ),
            (
                .currency(.init(locale: try LocaleIdentifier("he"), currency: "USD")), .none, .approximately, "-5",
                "-3", "\u{200F}\u{200E}-5.00\u{A0}\u{200F}$ – \u{200F}\u{200E}-3.00\u{A0}\u{200F}$"
            ),
            (
                .unit(.init(locale: try LocaleIdentifier("he"), unit: "kilometer")), .auto, .approximately, "5", "10",
                "5–10 ק״מ"
            ),
            (
                .unit(.init(locale: try LocaleIdentifier("he"), unit: "kilometer", width: .long)), .auto,
                .approximately, "5", "10", "5–10 קילומטרים"
            ),
            (
                .number(.init(locale: try LocaleIdentifier("he"), style: .percent)), .auto, .approximately, "0.1",
                "0.25", "10% – 25%"
            ),
            (.number(.init(locale: try LocaleIdentifier("fa"))), .auto, .approximately, "3", "5", "۳–۵"),
            (
                .number(.init(locale: try LocaleIdentifier("fa"))), .auto, .approximately, "1234.5", "5678",
                "۱٬۲۳۴٫۵–۵٬۶۷۸"
            ),
            (
                .number(.init(locale: try LocaleIdentifier("fa"), maximumFractionDigits: 2)), .auto, .approximately,
                "2.999", "3.001", "~۳"
            ),
            (
                .currency(.init(locale: try LocaleIdentifier("fa"), currency: "EUR")), .auto, .approximately, "3", "5",
                "\u{200E}€۳٫۰۰–۵٫۰۰"
            ),
            (
                .currency(.init(locale: try LocaleIdentifier("fa"), currency: "EUR")), .auto, .approximately, "3", "3",
                "~\u{200E}€۳٫۰۰"
            ),
            (
                .currency(.init(locale: try LocaleIdentifier("fa"), currency: "USD")), .none, .approximately, "-5",
                "-3", "\u{200E}−\u{200E}$۵٫۰۰ – \u{200E}−\u{200E}$۳٫۰۰"
            ),
            (
                .unit(.init(locale: try LocaleIdentifier("fa"), unit: "kilometer")), .auto, .approximately, "5", "10",
                .icu([72: "۵–۱۰ km", 76: "۵–۱۰ کیلومتر"])
            ),
            (
                .unit(.init(locale: try LocaleIdentifier("fa"), unit: "kilometer", width: .long)), .auto,
                .approximately, "5", "10", "۵–۱۰ کیلومتر"
            ),
            (
                .number(.init(locale: try LocaleIdentifier("fa"), style: .percent)), .auto, .approximately, "0.1",
                "0.25", "۱۰٪ – ۲۵٪"
            ),
            (.number(.init(locale: try LocaleIdentifier("hi"))), .auto, .approximately, "3", "5", "3–5"),
            (
                .number(.init(locale: try LocaleIdentifier("hi"))), .auto, .approximately, "1234.5", "5678",
                "1,234.5–5,678"
            ),
            (
                .number(.init(locale: try LocaleIdentifier("hi"), maximumFractionDigits: 2)), .auto, .approximately,
                "2.999", "3.001", "~3"
            ),
            (
                .currency(.init(locale: try LocaleIdentifier("hi"), currency: "EUR")), .auto, .approximately, "3", "5",
                "€3.00 – €5.00"
            ),
            (
                .currency(.init(locale: try LocaleIdentifier("hi"), currency: "EUR")), .auto, .approximately, "3", "3",
                "~€3.00"
            ),
            (
                .currency(.init(locale: try LocaleIdentifier("hi"), currency: "USD")), .none, .approximately, "-5",
                "-3", "-$5.00 – -$3.00"
            ),
            (
                .unit(.init(locale: try LocaleIdentifier("hi"), unit: "kilometer")), .auto, .approximately, "5", "10",
                "5–10 कि॰मी॰"
            ),
            (
                .unit(.init(locale: try LocaleIdentifier("hi"), unit: "kilometer", width: .long)), .auto,
                .approximately, "5", "10", "5–10 किलोमीटर"
            ),
            (
                .number(.init(locale: try LocaleIdentifier("hi"), style: .percent)), .auto, .approximately, "0.1",
                "0.25", "10% – 25%"
            ),
            (.number(.init(locale: try LocaleIdentifier("bn"))), .auto, .approximately, "3", "5", "৩–৫"),
            (
                .number(.init(locale: try LocaleIdentifier("bn"))), .auto, .approximately, "1234.5", "5678",
                "১,২৩৪.৫–৫,৬৭৮"
            ),
            (
                .number(.init(locale: try LocaleIdentifier("bn"), maximumFractionDigits: 2)), .auto, .approximately,
                "2.999", "3.001", "~৩"
            ),
            (
                .currency(.init(locale: try LocaleIdentifier("bn"), currency: "EUR")), .auto, .approximately, "3", "5",
                "৩.০০€ – ৫.০০€"
            ),
            (
                .currency(.init(locale: try LocaleIdentifier("bn"), currency: "EUR")), .auto, .approximately, "3", "3",
                "~৩.০০€"
            ),
            (
                .currency(.init(locale: try LocaleIdentifier("bn"), currency: "USD")), .none, .approximately, "-5",
                "-3", "-৫.০০\u{A0}US$ – -৩.০০\u{A0}US$"
            ),
            (
                .unit(.init(locale: try LocaleIdentifier("bn"), unit: "kilometer")), .auto, .approximately, "5", "10",
                "৫–১০ কিমি"
            ),
            (
                .unit(.init(locale: try LocaleIdentifier("bn"), unit: "kilometer", width: .long)), .auto,
                .approximately, "5", "10", "৫–১০ কিলোমিটার"
            ),
            (
                .number(.init(locale: try LocaleIdentifier("bn"), style: .percent)), .auto, .approximately, "0.1",
                "0.25", "১০% – ২৫%"
            ),
            (.number(.init(locale: try LocaleIdentifier("th"))), .auto, .approximately, "3", "5", "3-5"),
            (
                .number(.init(locale: try LocaleIdentifier("th"))), .auto, .approximately, "1234.5", "5678",
                "1,234.5-5,678"
            ),
            (
                .number(.init(locale: try LocaleIdentifier("th"), maximumFractionDigits: 2)), .auto, .approximately,
                "2.999", "3.001", "~3"
            ),
            (
                .currency(.init(locale: try LocaleIdentifier("th"), currency: "EUR")), .auto, .approximately, "3", "5",
                "€3.00 - €5.00"
            ),
            (
                .currency(.init(locale: try LocaleIdentifier("th"), currency: "EUR")), .auto, .approximately, "3", "3",
                "~€3.00"
            ),
            (
                .currency(.init(locale: try LocaleIdentifier("th"), currency: "USD")), .none, .approximately, "-5",
                "-3", "-US$5.00 - -US$3.00"
            ),
            (
                .unit(.init(locale: try LocaleIdentifier("th"), unit: "kilometer")), .auto, .approximately, "5", "10",
                "5-10 กม."
            ),
            (
                .unit(.init(locale: try LocaleIdentifier("th"), unit: "kilometer", width: .long)), .auto,
                .approximately, "5", "10", "5-10 ก\u{E34}โลเมตร"
            ),
            (
                .number(.init(locale: try LocaleIdentifier("th"), style: .percent)), .auto, .approximately, "0.1",
                "0.25", "10% - 25%"
            ),
            (.number(.init(locale: try LocaleIdentifier("ja"))), .auto, .approximately, "3", "5", "3～5"),
            (
                .number(.init(locale: try LocaleIdentifier("ja"))), .auto, .approximately, "1234.5", "5678",
                "1,234.5～5,678"
            ),
            (
                .number(.init(locale: try LocaleIdentifier("ja"), maximumFractionDigits: 2)), .auto, .approximately,
                "2.999", "3.001", "約3"
            ),
            (
                .currency(.init(locale: try LocaleIdentifier("ja"), currency: "EUR")), .auto, .approximately, "3", "5",
                "€3.00 ～ €5.00"
            ),
            (
                .currency(.init(locale: try LocaleIdentifier("ja"), currency: "EUR")), .auto, .approximately, "3", "3",
                "約€3.00"
            ),
            (
                .currency(.init(locale: try LocaleIdentifier("ja"), currency: "USD")), .none, .approximately, "-5",
                "-3", "-$5.00 ～ -$3.00"
            ),
            (
                .unit(.init(locale: try LocaleIdentifier("ja"), unit: "kilometer")), .auto, .approximately, "5", "10",
                "5～10 km"
            ),
            (
                .unit(.init(locale: try LocaleIdentifier("ja"), unit: "kilometer", width: .long)), .auto,
                .approximately, "5", "10", "5～10 キロメートル"
            ),
            (
                .number(.init(locale: try LocaleIdentifier("ja"), style: .percent)), .auto, .approximately, "0.1",
                "0.25", "10% ～ 25%"
            ),
            (.number(.init(locale: try LocaleIdentifier("zh-Hant"))), .auto, .approximately, "3", "5", "3-5"),
            (
                .number(.init(locale: try LocaleIdentifier("zh-Hant"))), .auto, .approximately, "1234.5", "5678",
                "1,234.5-5,678"
            ),
            (
                .number(.init(locale: try LocaleIdentifier("zh-Hant"), maximumFractionDigits: 2)), .auto,
                .approximately, "2.999", "3.001", "~3"
            ),
            (
                .currency(.init(locale: try LocaleIdentifier("zh-Hant"), currency: "EUR")), .auto, .approximately, "3",
                "5", "€3.00 - €5.00"
            ),
            (
                .currency(.init(locale: try LocaleIdentifier("zh-Hant"), currency: "EUR")), .auto, .approximately, "3",
                "3", "~€3.00"
            ),
            (
                .currency(.init(locale: try LocaleIdentifier("zh-Hant"), currency: "USD")), .none, .approximately, "-5",
                "-3", "-US$5.00 - -US$3.00"
            ),
            (
                .unit(.init(locale: try LocaleIdentifier("zh-Hant"), unit: "kilometer")), .auto, .approximately, "5",
                "10", "5-10 公里"
            ),
            (
                .unit(.init(locale: try LocaleIdentifier("zh-Hant"), unit: "kilometer", width: .long)), .auto,
                .approximately, "5", "10", "5-10 公里"
            ),
            (
                .number(.init(locale: try LocaleIdentifier("zh-Hant"), style: .percent)), .auto, .approximately, "0.1",
                "0.25", "10% - 25%"
            ),
            (.number(.init(locale: try LocaleIdentifier("ko"))), .auto, .approximately, "3", "5", "3~5"),
            (
                .number(.init(locale: try LocaleIdentifier("ko"))), .auto, .approximately, "1234.5", "5678",
                "1,234.5~5,678"
            ),
            (
                .number(.init(locale: try LocaleIdentifier("ko"), maximumFractionDigits: 2)), .auto, .approximately,
                "2.999", "3.001", "~3"
            ),
            (
                .currency(.init(locale: try LocaleIdentifier("ko"), currency: "EUR")), .auto, .approximately, "3", "5",
                "€3.00 ~ €5.00"
            ),
            (
                .currency(.init(locale: try LocaleIdentifier("ko"), currency: "EUR")), .auto, .approximately, "3", "3",
                "~€3.00"
            ),
            (
                .currency(.init(locale: try LocaleIdentifier("ko"), currency: "USD")), .none, .approximately, "-5",
                "-3", "-US$5.00 ~ -US$3.00"
            ),
            (
                .unit(.init(locale: try LocaleIdentifier("ko"), unit: "kilometer")), .auto, .approximately, "5", "10",
                "5~10km"
            ),
            (
                .unit(.init(locale: try LocaleIdentifier("ko"), unit: "kilometer", width: .long)), .auto,
                .approximately, "5", "10", "5~10킬로미터"
            ),
            (
                .number(.init(locale: try LocaleIdentifier("ko"), style: .percent)), .auto, .approximately, "0.1",
                "0.25", "10% ~ 25%"
            ),
            (.number(.init(locale: try LocaleIdentifier("ru"))), .auto, .approximately, "3", "5", "3–5"),
            (
                .number(.init(locale: try LocaleIdentifier("ru"))), .auto, .approximately, "1234.5", "5678",
                "1\u{A0}234,5–5\u{A0}678"
            ),
            (
                .number(.init(locale: try LocaleIdentifier("ru"), maximumFractionDigits: 2)), .auto, .approximately,
                "2.999", "3.001", "≈3"
            ),
            (
                .currency(.init(locale: try LocaleIdentifier("ru"), currency: "EUR")), .auto, .approximately, "3", "5",
                "3,00–5,00\u{A0}€"
            ),
            (
                .currency(.init(locale: try LocaleIdentifier("ru"), currency: "EUR")), .auto, .approximately, "3", "3",
                "≈3,00\u{A0}€"
            ),
            (
                .currency(.init(locale: try LocaleIdentifier("ru"), currency: "USD")), .none, .approximately, "-5",
                "-3", "-5,00\u{A0}$ – -3,00\u{A0}$"
            ),
            (
                .unit(.init(locale: try LocaleIdentifier("ru"), unit: "kilometer")), .auto, .approximately, "5", "10",
                "5–10 км"
            ),
            (
                .unit(.init(locale: try LocaleIdentifier("ru"), unit: "kilometer", width: .long)), .auto,
                .approximately, "5", "10", "5–10 километров"
            ),
            (
                .number(.init(locale: try LocaleIdentifier("ru"), style: .percent)), .auto, .approximately, "0.1",
                "0.25", "10–25\u{A0}%"
            ),
            (.number(.init(locale: try LocaleIdentifier("pl"))), .auto, .approximately, "3", "5", "3–5"),
            (
                .number(.init(locale: try LocaleIdentifier("pl"))), .auto, .approximately, "1234.5", "5678",
                "1234,5–5678"
            ),
            (
                .number(.init(locale: try LocaleIdentifier("pl"), maximumFractionDigits: 2)), .auto, .approximately,
                "2.999", "3.001", "~3"
            ),
            (
                .currency(.init(locale: try LocaleIdentifier("pl"), currency: "EUR")), .auto, .approximately, "3", "5",
                "3,00–5,00\u{A0}€"
            ),
            (
                .currency(.init(locale: try LocaleIdentifier("pl"), currency: "EUR")), .auto, .approximately, "3", "3",
                "~3,00\u{A0}€"
            ),
            (
                .currency(.init(locale: try LocaleIdentifier("pl"), currency: "USD")), .none, .approximately, "-5",
                "-3", "-5,00\u{A0}USD – -3,00\u{A0}USD"
            ),
            (
                .unit(.init(locale: try LocaleIdentifier("pl"), unit: "kilometer")), .auto, .approximately, "5", "10",
                "5–10 km"
            ),
            (
                .unit(.init(locale: try LocaleIdentifier("pl"), unit: "kilometer", width: .long)), .auto,
                .approximately, "5", "10", "5–10 kilometrów"
            ),
            (
                .number(.init(locale: try LocaleIdentifier("pl"), style: .percent)), .auto, .approximately, "0.1",
                "0.25", "10% – 25%"
            ),
            (.number(.init(locale: try LocaleIdentifier("tr"))), .auto, .approximately, "3", "5", "3–5"),
            (
                .number(.init(locale: try LocaleIdentifier("tr"))), .auto, .approximately, "1234.5", "5678",
                "1.234,5–5.678"
            ),
            (
                .number(.init(locale: try LocaleIdentifier("tr"), maximumFractionDigits: 2)), .auto, .approximately,
                "2.999", "3.001", "~3"
            ),
            (
                .currency(.init(locale: try LocaleIdentifier("tr"), currency: "EUR")), .auto, .approximately, "3", "5",
                "€3,00 – €5,00"
            ),
            (
                .currency(.init(locale: try LocaleIdentifier("tr"), currency: "EUR")), .auto, .approximately, "3", "3",
                "~€3,00"
            ),
            (
                .currency(.init(locale: try LocaleIdentifier("tr"), currency: "USD")), .none, .approximately, "-5",
                "-3", "-$5,00 – -$3,00"
            ),
            (
                .unit(.init(locale: try LocaleIdentifier("tr"), unit: "kilometer")), .auto, .approximately, "5", "10",
                "5–10 km"
            ),
            (
                .unit(.init(locale: try LocaleIdentifier("tr"), unit: "kilometer", width: .long)), .auto,
                .approximately, "5", "10", "5–10 kilometre"
            ),
            (
                .number(.init(locale: try LocaleIdentifier("tr"), style: .percent)), .auto, .approximately, "0.1",
                "0.25", "%10 – %25"
            ),
            (.number(.init(locale: try LocaleIdentifier("de"))), .auto, .approximately, "3", "5", "3–5"),
            (
                .number(.init(locale: try LocaleIdentifier("de"))), .auto, .approximately, "1234.5", "5678",
                "1.234,5–5.678"
            ),
            (
                .number(.init(locale: try LocaleIdentifier("de"), maximumFractionDigits: 2)), .auto, .approximately,
                "2.999", "3.001", "≈3"
            ),
            (
                .currency(.init(locale: try LocaleIdentifier("de"), currency: "EUR")), .auto, .approximately, "3", "5",
                "3,00–5,00\u{A0}€"
            ),
            (
                .currency(.init(locale: try LocaleIdentifier("de"), currency: "EUR")), .auto, .approximately, "3", "3",
                "≈3,00\u{A0}€"
            ),
            (
                .currency(.init(locale: try LocaleIdentifier("de"), currency: "USD")), .none, .approximately, "-5",
                "-3", "-5,00\u{A0}$ – -3,00\u{A0}$"
            ),
            (
                .unit(.init(locale: try LocaleIdentifier("de"), unit: "kilometer")), .auto, .approximately, "5", "10",
                "5–10 km"
            ),
            (
                .unit(.init(locale: try LocaleIdentifier("de"), unit: "kilometer", width: .long)), .auto,
                .approximately, "5", "10", "5–10 Kilometer"
            ),
            (
                .number(.init(locale: try LocaleIdentifier("de"), style: .percent)), .auto, .approximately, "0.1",
                "0.25", "10–25\u{A0}%"
            ),
            (.number(.init(locale: try LocaleIdentifier("fr"))), .auto, .approximately, "3", "5", "3–5"),
            (
                .number(.init(locale: try LocaleIdentifier("fr"))), .auto, .approximately, "1234.5", "5678",
                "1\u{202F}234,5–5\u{202F}678"
            ),
            (
                .number(.init(locale: try LocaleIdentifier("fr"), maximumFractionDigits: 2)), .auto, .approximately,
                "2.999", "3.001", "≃3"
            ),
            (
                .currency(.init(locale: try LocaleIdentifier("fr"), currency: "EUR")), .auto, .approximately, "3", "5",
                "3,00–5,00\u{A0}€"
            ),
            (
                .currency(.init(locale: try LocaleIdentifier("fr"), currency: "EUR")), .auto, .approximately, "3", "3",
                "≃3,00\u{A0}€"
            ),
            (
                .currency(.init(locale: try LocaleIdentifier("fr"), currency: "USD")), .none, .approximately, "-5",
                "-3", "-5,00\u{A0}$US – -3,00\u{A0}$US"
            ),
            (
                .unit(.init(locale: try LocaleIdentifier("fr"), unit: "kilometer")), .auto, .approximately, "5", "10",
                "5–10\u{202F}km"
            ),
            (
                .unit(.init(locale: try LocaleIdentifier("fr"), unit: "kilometer", width: .long)), .auto,
                .approximately, "5", "10", "5–10\u{A0}kilomètres"
            ),
            (
                .number(.init(locale: try LocaleIdentifier("fr"), style: .percent)), .auto, .approximately, "0.1",
                "0.25", "10–25\u{A0}%"
            ),
            (.number(.init(locale: try LocaleIdentifier("es"))), .auto, .approximately, "3", "5", "3-5"),
            (
                .number(.init(locale: try LocaleIdentifier("es"))), .auto, .approximately, "1234.5", "5678",
                "1234,5-5678"
            ),
            (
                .number(.init(locale: try LocaleIdentifier("es"), maximumFractionDigits: 2)), .auto, .approximately,
                "2.999", "3.001", "~3"
            ),
            (
                .currency(.init(locale: try LocaleIdentifier("es"), currency: "EUR")), .auto, .approximately, "3", "5",
                "3,00-5,00\u{A0}€"
            ),
            (
                .currency(.init(locale: try LocaleIdentifier("es"), currency: "EUR")), .auto, .approximately, "3", "3",
                "~3,00\u{A0}€"
            ),
            (
                .currency(.init(locale: try LocaleIdentifier("es"), currency: "USD")), .none, .approximately, "-5",
                "-3", "-5,00\u{A0}US$ - -3,00\u{A0}US$"
            ),
            (
                .unit(.init(locale: try LocaleIdentifier("es"), unit: "kilometer")), .auto, .approximately, "5", "10",
                "5-10 km"
            ),
            (
                .unit(.init(locale: try LocaleIdentifier("es"), unit: "kilometer", width: .long)), .auto,
                .approximately, "5", "10", "5-10 kilómetros"
            ),
            (
                .number(.init(locale: try LocaleIdentifier("es"), style: .percent)), .auto, .approximately, "0.1",
                "0.25", "10-25\u{A0}%"
            ),
            (.number(.init(locale: try LocaleIdentifier("en"))), .auto, .approximately, "3", "5", "3–5"),
            (
                .number(.init(locale: try LocaleIdentifier("en"))), .auto, .approximately, "1234.5", "5678",
                "1,234.5–5,678"
            ),
            (
                .number(.init(locale: try LocaleIdentifier("en"), maximumFractionDigits: 2)), .auto, .approximately,
                "2.999", "3.001", "~3"
            ),
            (
                .currency(.init(locale: try LocaleIdentifier("en"), currency: "EUR")), .auto, .approximately, "3", "5",
                "€3.00 – €5.00"
            ),
            (
                .currency(.init(locale: try LocaleIdentifier("en"), currency: "EUR")), .auto, .approximately, "3", "3",
                "~€3.00"
            ),
            (
                .currency(.init(locale: try LocaleIdentifier("en"), currency: "USD")), .none, .approximately, "-5",
                "-3", "-$5.00 – -$3.00"
            ),
            (
                .unit(.init(locale: try LocaleIdentifier("en"), unit: "kilometer")), .auto, .approximately, "5", "10",
                "5–10 km"
            ),
            (
                .unit(.init(locale: try LocaleIdentifier("en"), unit: "kilometer", width: .long)), .auto,
                .approximately, "5", "10", "5–10 kilometers"
            ),
            (
                .number(.init(locale: try LocaleIdentifier("en"), style: .percent)), .auto, .approximately, "0.1",
                "0.25", "10% – 25%"
            ),
            (
                .currency(.init(locale: try LocaleIdentifier("en-US"), currency: "USD")), .auto, .singleValue, "3", "3",
                "$3.00"
            ),
            (
                .currency(.init(locale: try LocaleIdentifier("en-US"), currency: "USD")), .auto, .singleValue, "-5",
                "-3", "-$5.00–3.00"
            ),
            (.number(.init(locale: try LocaleIdentifier("en-US"))), .auto, .singleValue, "3.0001", "3", "3"),
            (
                .currency(.init(locale: try LocaleIdentifier("en-US"), currency: "USD")), .auto,
                .approximatelyOrSingleValue, "3", "3", "$3.00"
            ),
            (
                .currency(.init(locale: try LocaleIdentifier("en-US"), currency: "USD")), .auto,
                .approximatelyOrSingleValue, "-5", "-3", "-$5.00–3.00"
            ),
            (
                .number(.init(locale: try LocaleIdentifier("en-US"))), .auto, .approximatelyOrSingleValue, "3.0001",
                "3", "~3"
            ),
            (
                .currency(.init(locale: try LocaleIdentifier("en-US"), currency: "USD")), .auto, .approximately, "3",
                "3", "~$3.00"
            ),
            (
                .currency(.init(locale: try LocaleIdentifier("en-US"), currency: "USD")), .auto, .approximately, "-5",
                "-3", "-$5.00–3.00"
            ),
            (.number(.init(locale: try LocaleIdentifier("en-US"))), .auto, .approximately, "3.0001", "3", "~3"),
            (
                .currency(.init(locale: try LocaleIdentifier("en-US"), currency: "USD")), .auto, .range, "3", "3",
                "$3.00 – $3.00"
            ),
            (
                .currency(.init(locale: try LocaleIdentifier("en-US"), currency: "USD")), .auto, .range, "-5", "-3",
                "-$5.00–3.00"
            ),
            (.number(.init(locale: try LocaleIdentifier("en-US"))), .auto, .range, "3.0001", "3", "3–3"),
            (
                .currency(.init(locale: try LocaleIdentifier("en-US"), currency: "USD")), .none, .singleValue, "3", "3",
                "$3.00"
            ),
            (
                .currency(.init(locale: try LocaleIdentifier("en-US"), currency: "USD")), .none, .singleValue, "-5",
                "-3", "-$5.00 – -$3.00"
            ),
            (.number(.init(locale: try LocaleIdentifier("en-US"))), .none, .singleValue, "3.0001", "3", "3"),
            (
                .currency(.init(locale: try LocaleIdentifier("en-US"), currency: "USD")), .none,
                .approximatelyOrSingleValue, "3", "3", "$3.00"
            ),
            (
                .currency(.init(locale: try LocaleIdentifier("en-US"), currency: "USD")), .none,
                .approximatelyOrSingleValue, "-5", "-3", "-$5.00 – -$3.00"
            ),
            (
                .number(.init(locale: try LocaleIdentifier("en-US"))), .none, .approximatelyOrSingleValue, "3.0001",
                "3", "~3"
            ),
            (
                .currency(.init(locale: try LocaleIdentifier("en-US"), currency: "USD")), .none, .approximately, "3",
                "3", "~$3.00"
            ),
            (
                .currency(.init(locale: try LocaleIdentifier("en-US"), currency: "USD")), .none, .approximately, "-5",
                "-3", "-$5.00 – -$3.00"
            ),
            (.number(.init(locale: try LocaleIdentifier("en-US"))), .none, .approximately, "3.0001", "3", "~3"),
            (
                .currency(.init(locale: try LocaleIdentifier("en-US"), currency: "USD")), .none, .range, "3", "3",
                "$3.00 – $3.00"
            ),
            (
                .currency(.init(locale: try LocaleIdentifier("en-US"), currency: "USD")), .none, .range, "-5", "-3",
                "-$5.00 – -$3.00"
            ),
            (.number(.init(locale: try LocaleIdentifier("en-US"))), .none, .range, "3.0001", "3", "3–3"),
            (
                .currency(.init(locale: try LocaleIdentifier("en-US"), currency: "USD")), .unit, .singleValue, "3", "3",
                "$3.00"
            ),
            (
                .currency(.init(locale: try LocaleIdentifier("en-US"), currency: "USD")), .unit, .singleValue, "-5",
                "-3", "-$5.00–3.00"
            ),
            (.number(.init(locale: try LocaleIdentifier("en-US"))), .unit, .singleValue, "3.0001", "3", "3"),
            (
                .currency(.init(locale: try LocaleIdentifier("en-US"), currency: "USD")), .unit,
                .approximatelyOrSingleValue, "3", "3", "$3.00"
            ),
            (
                .currency(.init(locale: try LocaleIdentifier("en-US"), currency: "USD")), .unit,
                .approximatelyOrSingleValue, "-5", "-3", "-$5.00–3.00"
            ),
            (
                .number(.init(locale: try LocaleIdentifier("en-US"))), .unit, .approximatelyOrSingleValue, "3.0001",
                "3", "~3"
            ),
            (
                .currency(.init(locale: try LocaleIdentifier("en-US"), currency: "USD")), .unit, .approximately, "3",
                "3", "~$3.00"
            ),
            (
                .currency(.init(locale: try LocaleIdentifier("en-US"), currency: "USD")), .unit, .approximately, "-5",
                "-3", "-$5.00–3.00"
            ),
            (.number(.init(locale: try LocaleIdentifier("en-US"))), .unit, .approximately, "3.0001", "3", "~3"),
            (
                .currency(.init(locale: try LocaleIdentifier("en-US"), currency: "USD")), .unit, .range, "3", "3",
                "$3.00–3.00"
            ),
            (
                .currency(.init(locale: try LocaleIdentifier("en-US"), currency: "USD")), .unit, .range, "-5", "-3",
                "-$5.00–3.00"
            ),
            (.number(.init(locale: try LocaleIdentifier("en-US"))), .unit, .range, "3.0001", "3", "3–3"),
            (
                .currency(.init(locale: try LocaleIdentifier("en-US"), currency: "USD")), .all, .singleValue, "3", "3",
                "$3.00"
            ),
            (
                .currency(.init(locale: try LocaleIdentifier("en-US"), currency: "USD")), .all, .singleValue, "-5",
                "-3", "-$5.00–3.00"
            ),
            (.number(.init(locale: try LocaleIdentifier("en-US"))), .all, .singleValue, "3.0001", "3", "3"),
            (
                .currency(.init(locale: try LocaleIdentifier("en-US"), currency: "USD")), .all,
                .approximatelyOrSingleValue, "3", "3", "$3.00"
            ),
            (
                .currency(.init(locale: try LocaleIdentifier("en-US"), currency: "USD")), .all,
                .approximatelyOrSingleValue, "-5", "-3", "-$5.00–3.00"
            ),
            (
                .number(.init(locale: try LocaleIdentifier("en-US"))), .all, .approximatelyOrSingleValue, "3.0001", "3",
                "~3"
            ),
            (
                .currency(.init(locale: try LocaleIdentifier("en-US"), currency: "USD")), .all, .approximately, "3",
                "3", "~$3.00"
            ),
            (
                .currency(.init(locale: try LocaleIdentifier("en-US"), currency: "USD")), .all, .approximately, "-5",
                "-3", "-$5.00–3.00"
            ),
            (.number(.init(locale: try LocaleIdentifier("en-US"))), .all, .approximately, "3.0001", "3", "~3"),
            (
                .currency(.init(locale: try LocaleIdentifier("en-US"), currency: "USD")), .all, .range, "3", "3",
                "$3.00–3.00"
            ),
            (
                .currency(.init(locale: try LocaleIdentifier("en-US"), currency: "USD")), .all, .range, "-5", "-3",
                "-$5.00–3.00"
            ),
            (.number(.init(locale: try LocaleIdentifier("en-US"))), .all, .range, "3.0001", "3", "3–3"),
            (.number(.init(locale: try LocaleIdentifier("en-US"))), .auto, .approximately, "5", "3", "5–3"),
            (.number(.init(locale: try LocaleIdentifier("en-US"))), .auto, .approximately, "-0", "0", "-0 – 0"),
            (.number(.init(locale: try LocaleIdentifier("es"))), .auto, .approximately, "3", "5", "3-5"),
            (.number(.init(locale: try LocaleIdentifier("ja"))), .auto, .approximately, "3", "3", "約3"),
            (
                .currency(.init(locale: try LocaleIdentifier("de"), currency: "EUR")), .auto, .approximately, "3", "3",
                "≈3,00\u{A0}€"
            ),
            (
                .currency(.init(locale: try LocaleIdentifier("es"), currency: "USD")), .auto, .approximately, "-5",
                "-3", "-5,00-3,00\u{A0}US$"
            ),
            (
                .number(.init(locale: try LocaleIdentifier("ar"))), .auto, .approximately, "-5", "-3",
                .icu([72: "\u{61C}-٥–٣", 76: "\u{200E}-5–3"])
            ),
            (
                .number(.init(locale: try LocaleIdentifier("en"), style: .compactShort)), .auto, .approximately, "1000",
                "5000", "1K – 5K"
            ),
            (
                .number(.init(locale: try LocaleIdentifier("en"), style: .scientific)), .auto, .approximately, "1000",
                "5000", "1E3 – 5E3"
            ),
            (
                .currency(.init(locale: try LocaleIdentifier("en"), currency: "EUR", accounting: true)), .auto,
                .approximately, "-3", "5", "(€3.00) – €5.00"
            ),
            (
                .currency(.init(locale: try LocaleIdentifier("en"), currency: "EUR", display: .code)), .auto,
                .approximately, "3", "5", "EUR\u{A0}3.00–5.00"
            ),
            (
                .currency(.init(locale: try LocaleIdentifier("en"), currency: "JPY")), .auto, .approximately, "3", "5",
                "¥3 – ¥5"
            ),
            (
                .unit(.init(locale: try LocaleIdentifier("en"), unit: "kilometer-per-hour", width: .narrow)), .auto,
                .approximately, "5", "10", "5–10km/h"
            ),
            (
                .currency(.init(locale: try LocaleIdentifier("en"), currency: "EUR", display: .name)), .auto,
                .approximately, "3", "5", "3.00–5.00 euros"
            ),
        ]
    }
}

@Suite struct NumberRangeFormatTests {
    @Test func icuResults() throws {
        let cases = try NumberRangeFormatCases.all()
        #expect(cases.count > 200)
        for (sides, collapse, fallback, start, end, expected) in cases {
            let format = try NumberRangeFormat(.init(sides, collapse: collapse, identityFallback: fallback))
            #expect(
                try format.string(from: start, to: end) == expected, "\(sides) \(collapse) \(fallback) \(start) \(end)")
        }
    }

    @Test func errors() throws {
        let en = try LocaleIdentifier("en")
        expectCode(.invalidCurrency) { try NumberRangeFormat(.init(.currency(.init(locale: en, currency: "XYZ")))) }
        expectCode(.invalidUnit) {
            try NumberRangeFormat(.init(.unit(.init(locale: en, unit: "furlong-per-fortnight"))))
        }
        expectCode(.invalidOptions) {
            try NumberRangeFormat(.init(.unit(.init(locale: en, unit: "meter", usage: "road"))))
        }
        let plain = try NumberRangeFormat(.init(.number(.init(locale: en))))
        expectCode(.invalidNumber) { try plain.string(from: "NaN", to: "1") }
        expectCode(.invalidNumber) { try plain.string(from: "1", to: "Infinity") }
        expectCode(.invalidNumber) { try plain.string(from: "1,5", to: "2") }
    }

    @Test func sharedThroughFormatters() throws {
        let formatters = Formatters(capacity: 8)
        let dollars = CurrencyFormat.Options(locale: try LocaleIdentifier("en-US"), currency: "USD")
        let range = try formatters.numberRange(.init(.currency(dollars)))
        #expect(try formatters.numberRange(.init(.currency(dollars))) === range)
        #expect(try range.string(from: 3, to: 5) == "$3.00 – $5.00")
        #expect(formatters.statistics(for: .numberRange).misses == 1)
    }
}
