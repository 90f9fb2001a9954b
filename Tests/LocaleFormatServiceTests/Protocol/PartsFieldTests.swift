import LocaleFormat
import LocaleFormatService
import LocaleFormatTestSupport
import Testing

/// Docs/Protocol.md, "Parts": `"parts": true` on the eight ops that take it.
/// Expected parts are ICU's own fields named and flattened as ECMA-402 and V8
/// do, from `Scripts/icu-versions/oracle-parts.py` (the C API the shim calls)
/// on ICU 72.1 and, through `oracle-debian13.sh`, ICU 76.1; a plain literal
/// holds on both. Each is written "type value", "type@source value" (ranges)
/// or "type/unit value" (relative).
@Suite struct PartsFieldTests {
    static let cases: [(String, ICUExpectedValue<[String]>)] = [
        (
            #"{"op":"number","locale":"en","value":"-1234567.891","parts":true}"#,
            [
                "minusSign -",
                "integer 1",
                "group ,",
                "integer 234",
                "group ,",
                "integer 567",
                "decimal .",
                "fraction 891",
            ]
        ),
        (
            #"{"op":"number","locale":"de","value":"1234567.891","parts":true}"#,
            ["integer 1", "group .", "integer 234", "group .", "integer 567", "decimal ,", "fraction 891"]
        ),
        (
            #"{"op":"number","locale":"fr","value":"-1234567.891","parts":true}"#,
            [
                "minusSign -",
                "integer 1",
                "group \u{202F}",
                "integer 234",
                "group \u{202F}",
                "integer 567",
                "decimal ,",
                "fraction 891",
            ]
        ),
        (
            #"{"op":"number","locale":"ar","value":"-1234.5","parts":true}"#,
            .icu([
                72: [
                    "literal \u{061C}",
                    "minusSign -",
                    "integer ١",
                    "group ٬",
                    "integer ٢٣٤",
                    "decimal ٫",
                    "fraction ٥",
                ],
                76: [
                    "literal \u{200E}",
                    "minusSign -",
                    "integer 1",
                    "group ,",
                    "integer 234",
                    "decimal .",
                    "fraction 5",
                ],
            ])
        ),
        (
            #"{"op":"number","locale":"hi","value":"12345678","parts":true}"#,
            ["integer 1", "group ,", "integer 23", "group ,", "integer 45", "group ,", "integer 678"]
        ),
        (
            #"{"op":"number","locale":"ja","value":"0.25","style":"percent","parts":true}"#,
            ["integer 25", "percentSign %"]
        ),
        (
            #"{"op":"number","locale":"ru","value":"-0.25","style":"percent","parts":true}"#,
            ["minusSign -", "integer 25", "literal \u{00A0}", "percentSign %"]
        ),
        (
            #"{"op":"number","locale":"he","value":"-1234.5","parts":true}"#,
            ["literal \u{200E}", "minusSign -", "integer 1", "group ,", "integer 234", "decimal .", "fraction 5"]
        ),
        (
            #"{"op":"number","locale":"th","value":"1234567","style":"compactShort","parts":true}"#,
            ["integer 1", "decimal .", "fraction 2", "compact M"]
        ),
        (
            #"{"op":"number","locale":"zh-Hant","value":"1234567","style":"compactLong","parts":true}"#,
            ["integer 123", "compact 萬"]
        ),
        (
            #"{"op":"number","locale":"es","value":"-0.00012345","style":"scientific","parts":true}"#,
            [
                "minusSign -",
                "integer 1",
                "decimal ,",
                "fraction 2345",
                "exponentSeparator E",
                "exponentMinusSign -",
                "exponentInteger 4",
            ]
        ),
        (
            #"{"op":"number","locale":"pt-BR","value":"123456","style":"scientific","parts":true}"#,
            ["integer 1", "decimal ,", "fraction 23456", "exponentSeparator E", "exponentInteger 5"]
        ),
        (
            #"{"op":"number","locale":"sw","value":"-1234567","style":"compactShort","parts":true}"#,
            ["minusSign -", "integer 1", "decimal .", "fraction 2", "compact M"]
        ),
        (#"{"op":"number","locale":"en","value":"NaN","parts":true}"#, ["nan NaN"]),
        (#"{"op":"number","locale":"de","value":"-Infinity","parts":true}"#, ["minusSign -", "infinity ∞"]),
        (
            #"{"op":"number","locale":"fr","value":"0.5","style":"percent","parts":true}"#,
            ["integer 50", "literal \u{00A0}", "percentSign %"]
        ),
        (
            #"{"op":"currency","locale":"en-US","amount":"-1234.5","currency":"USD","parts":true}"#,
            ["minusSign -", "currency $", "integer 1", "group ,", "integer 234", "decimal .", "fraction 50"]
        ),
        (
            #"{"op":"currency","locale":"de-DE","amount":"1234.5","currency":"EUR","parts":true}"#,
            ["integer 1", "group .", "integer 234", "decimal ,", "fraction 50", "literal \u{00A0}", "currency €"]
        ),
        (
            #"{"op":"currency","locale":"ja","amount":"1234","currency":"JPY","parts":true}"#,
            ["currency ￥", "integer 1", "group ,", "integer 234"]
        ),
        (
            #"{"op":"currency","locale":"ar-EG","amount":"-12.5","currency":"EGP","parts":true}"#,
            [
                "literal \u{061C}",
                "minusSign -",
                "literal \u{200F}",
                "integer ١٢",
                "decimal ٫",
                "fraction ٥٠",
                "literal \u{00A0}",
                "currency ج.م.",
                "literal \u{200F}",
            ]
        ),
        (
            #"{"op":"currency","locale":"hi","amount":"1234567.5","currency":"INR","display":"name","parts":true}"#,
            [
                "integer 12",
                "group ,",
                "integer 34",
                "group ,",
                "integer 567",
                "decimal .",
                "fraction 50",
                "literal  ",
                "currency भारतीय रुपए",
            ]
        ),
        (
            #"{"op":"currency","locale":"fr-CH","amount":"-1234.5","currency":"CHF","display":"code","parts":true}"#,
            [
                "minusSign -",
                "integer 1",
                "group \u{202F}",
                "integer 234",
                "decimal .",
                "fraction 50",
                "literal \u{00A0}",
                "currency CHF",
            ]
        ),
        (
            #"{"op":"currency","locale":"he","amount":"12","currency":"ILS","parts":true}"#,
            [
                "literal \u{200F}",
                "integer 12",
                "decimal .",
                "fraction 00",
                "literal \u{00A0}\u{200F}",
                "currency ₪",
            ]
        ),
        (
            #"{"op":"currency","locale":"en-US","amount":"-3","currency":"USD","accounting":true,"parts":true}"#,
            ["literal (", "currency $", "integer 3", "decimal .", "fraction 00", "literal )"]
        ),
        (
            #"{"op":"unit","locale":"en","value":"50","unit":"kilometer-per-hour","parts":true}"#,
            ["integer 50", "literal  ", "unit km/h"]
        ),
        (
            #"{"op":"unit","locale":"de","value":"-3.5","unit":"celsius","parts":true}"#,
            ["minusSign -", "integer 3", "decimal ,", "fraction 5", "literal  ", "unit °C"]
        ),
        (
            #"{"op":"unit","locale":"ru","value":"1234","unit":"kilogram","width":"long","parts":true}"#,
            ["integer 1", "group \u{00A0}", "integer 234", "literal  ", "unit килограмма"]
        ),
        (
            #"{"op":"unit","locale":"ja","value":"12","unit":"meter","width":"narrow","parts":true}"#,
            ["integer 12", "unit m"]
        ),
        (
            #"{"op":"unit","locale":"ar","value":"3","unit":"hour","width":"long","parts":true}"#,
            .icu([
                72: ["integer ٣", "literal  ", "unit ساعات"],
                76: ["integer 3", "literal  ", "unit ساعات"],
            ])
        ),
        (
            #"{"op":"unit","locale":"zh-Hant","value":"2.5","unit":"liter","parts":true}"#,
            ["integer 2", "decimal .", "fraction 5", "literal  ", "unit 升"]
        ),
        (
            #"{"op":"date","locale":"en-US","date":"2015-08-07T17:29:32Z","dateStyle":"full","timeStyle":"long","parts":true}"#,
            [
                "weekday Friday",
                "literal , ",
                "month August",
                "literal  ",
                "day 7",
                "literal , ",
                "year 2015",
                "literal  at ",
                "hour 5",
                "literal :",
                "minute 29",
                "literal :",
                "second 32",
                "literal \u{202F}",
                "dayPeriod PM",
                "literal  ",
                "timeZoneName UTC",
            ]
        ),
        (
            #"{"op":"date","locale":"de","date":"2015-08-07T17:29:32Z","dateStyle":"long","parts":true}"#,
            ["day 7", "literal . ", "month August", "literal  ", "year 2015"]
        ),
        (
            #"{"op":"date","locale":"fr","date":"2015-08-07T17:29:32Z","dateStyle":"medium","timeStyle":"short","parts":true}"#,
            [
                "day 7",
                "literal  ",
                "month août",
                "literal  ",
                "year 2015",
                "literal , ",
                "hour 17",
                "literal :",
                "minute 29",
            ]
        ),
        (
            #"{"op":"date","locale":"ar","date":"2015-08-07T17:29:32Z","dateStyle":"full","parts":true}"#,
            .icu([
                72: ["weekday الجمعة", "literal ، ", "day ٧", "literal  ", "month أغسطس", "literal  ", "year ٢٠١٥"],
                76: ["weekday الجمعة", "literal ، ", "day 7", "literal  ", "month أغسطس", "literal  ", "year 2015"],
            ])
        ),
        (
            #"{"op":"date","locale":"hi","date":"2015-08-07T17:29:32Z","dateStyle":"short","timeStyle":"short","parts":true}"#,
            [
                "day 7",
                "literal /",
                "month 8",
                "literal /",
                "year 15",
                "literal , ",
                "hour 5",
                "literal :",
                "minute 29",
                "literal  ",
                "dayPeriod pm",
            ]
        ),
        (
            #"{"op":"date","locale":"ja","date":"2015-08-07T17:29:32Z","dateStyle":"full","parts":true}"#,
            ["year 2015", "literal 年", "month 8", "literal 月", "day 7", "literal 日", "weekday 金曜日"]
        ),
        (
            #"{"op":"date","locale":"ru","date":"2015-08-07T17:29:32Z","dateStyle":"long","timeStyle":"medium","parts":true}"#,
            [
                "day 7",
                "literal  ",
                "month августа",
                "literal  ",
                "year 2015",
                "literal \u{202F}г. в ",
                "hour 17",
                "literal :",
                "minute 29",
                "literal :",
                "second 32",
            ]
        ),
        (
            #"{"op":"date","locale":"he","date":"2015-08-07T17:29:32Z","dateStyle":"medium","parts":true}"#,
            ["day 7", "literal  ב", "month אוג׳", "literal  ", "year 2015"]
        ),
        (
            #"{"op":"date","locale":"th","date":"2015-08-07T17:29:32Z","dateStyle":"long","parts":true}"#,
            ["day 7", "literal  ", "month สิงหาคม", "literal  ", "year 2558"]
        ),
        (
            #"{"op":"date","locale":"zh-Hant","date":"2015-08-07T17:29:32Z","dateStyle":"full","timeStyle":"short","parts":true}"#,
            [
                "year 2015",
                "literal 年",
                "month 8",
                "literal 月",
                "day 7",
                "literal 日 ",
                "weekday 星期五",
                "literal  ",
                "dayPeriod 下午",
                "hour 5",
                "literal :",
                "minute 29",
            ]
        ),
        (
            #"{"op":"date","locale":"ja-JP-u-ca-japanese","date":"2015-08-07T17:29:32Z","dateStyle":"long","parts":true}"#,
            ["era 平成", "year 27", "literal 年", "month 8", "literal 月", "day 7", "literal 日"]
        ),
        (
            #"{"op":"date","locale":"zh-u-ca-chinese","date":"2015-08-07T17:29:32Z","dateStyle":"long","parts":true}"#,
            ["relatedYear 2015", "yearName 乙未", "literal 年", "month 六月", "day 廿三"]
        ),
        (
            #"{"op":"date","locale":"en","date":"2015-08-07T17:29:32.250Z","pattern":"QQQ w D, HH:mm:ss.SSS","parts":true}"#,
            [
                "unknown Q3",
                "literal  ",
                "unknown 32",
                "literal  ",
                "unknown 219",
                "literal , ",
                "hour 17",
                "literal :",
                "minute 29",
                "literal :",
                "second 32",
                "literal .",
                "fractionalSecond 250",
            ]
        ),
        (
            #"{"op":"date","locale":"sw","date":"2015-08-07T17:29:32Z","skeleton":"yMMMEd","parts":true}"#,
            ["weekday Ijumaa", "literal , ", "day 7", "literal  ", "month Ago", "literal  ", "year 2015"]
        ),
        (
            #"{"op":"interval","locale":"en-US","start":"2015-08-07T17:29:32Z","end":"2015-08-10T10:00:00Z","skeleton":"yMMMd","parts":true}"#,
            [
                "month@shared Aug",
                "literal@shared  ",
                "day@startRange 7",
                "literal@shared \u{2009}–\u{2009}",
                "day@endRange 10",
                "literal@shared , ",
                "year@shared 2015",
            ]
        ),
        (
            #"{"op":"interval","locale":"de","start":"2015-08-07T17:29:32Z","end":"2015-09-10T10:00:00Z","skeleton":"yMMMd","parts":true}"#,
            [
                "day@startRange 7",
                "literal@startRange . ",
                "month@startRange Aug.",
                "literal@shared \u{2009}–\u{2009}",
                "day@endRange 10",
                "literal@endRange . ",
                "month@endRange Sept.",
                "literal@shared  ",
                "year@shared 2015",
            ]
        ),
        (
            #"{"op":"interval","locale":"fr","start":"2015-08-07T17:29:32Z","end":"2016-01-10T10:00:00Z","skeleton":"yMMMd","parts":true}"#,
            [
                "day@startRange 7",
                "literal@startRange  ",
                "month@startRange août",
                "literal@startRange  ",
                "year@startRange 2015",
                "literal@shared \u{2009}–\u{2009}",
                "day@endRange 10",
                "literal@endRange  ",
                "month@endRange janv.",
                "literal@endRange  ",
                "year@endRange 2016",
            ]
        ),
        (
            #"{"op":"interval","locale":"ja","start":"2015-08-07T10:00:00Z","end":"2015-08-07T17:29:32Z","skeleton":"hm","parts":true}"#,
            [
                "dayPeriod@startRange 午前",
                "hour@startRange 10",
                "literal@startRange 時",
                "minute@startRange 00",
                "literal@shared 分～",
                "dayPeriod@endRange 午後",
                "hour@endRange 5",
                "literal@endRange 時",
                "minute@endRange 29",
                "literal@shared 分",
            ]
        ),
        (
            #"{"op":"interval","locale":"ar","start":"2015-08-07T17:29:32Z","end":"2015-08-10T10:00:00Z","skeleton":"yMMMd","parts":true}"#,
            .icu([
                72: [
                    "day@startRange ٧",
                    "literal@shared –",
                    "day@endRange ١٠",
                    "literal@shared  ",
                    "month@shared أغسطس",
                    "literal@shared ، ",
                    "year@shared ٢٠١٥",
                ],
                76: [
                    "day@startRange 7",
                    "literal@shared –",
                    "day@endRange 10",
                    "literal@shared  ",
                    "month@shared أغسطس",
                    "literal@shared  ",
                    "year@shared 2015",
                ],
            ])
        ),
        (
            #"{"op":"interval","locale":"he","start":"2015-08-07T17:29:32Z","end":"2015-08-10T10:00:00Z","skeleton":"MMMd","parts":true}"#,
            ["day@startRange 7", "literal@shared –", "day@endRange 10", "literal@shared  ב", "month@shared אוג׳"]
        ),
        (
            #"{"op":"interval","locale":"en-US","start":"2015-08-07T17:29:32Z","end":"2015-08-07T18:29:32Z","skeleton":"yMMMd","parts":true}"#,
            ["month@shared Aug", "literal@shared  ", "day@shared 7", "literal@shared , ", "year@shared 2015"]
        ),
        (
            #"{"op":"interval","locale":"zh-Hant","start":"2015-08-07T17:29:32Z","end":"2015-08-10T10:00:00Z","skeleton":"yMMMd","parts":true}"#,
            [
                "year@shared 2015",
                "literal@shared 年",
                "month@shared 8",
                "literal@shared 月",
                "day@startRange 7",
                "literal@shared 日至",
                "day@endRange 10",
                "literal@shared 日",
            ]
        ),
        (
            #"{"op":"interval","locale":"ru","start":"2015-08-07T10:00:00Z","end":"2015-08-07T17:29:32Z","skeleton":"Hm","parts":true}"#,
            [
                "hour@startRange 10",
                "literal@startRange :",
                "minute@startRange 00",
                "literal@shared –",
                "hour@endRange 17",
                "literal@endRange :",
                "minute@endRange 29",
            ]
        ),
        (
            #"{"op":"interval","locale":"hi","start":"2015-08-07T17:29:32Z","end":"2015-10-10T10:00:00Z","skeleton":"yMMMMd","parts":true}"#,
            [
                "day@startRange 7",
                "literal@startRange  ",
                "month@startRange अगस्त",
                "literal@shared  – ",
                "day@endRange 10",
                "literal@endRange  ",
                "month@endRange अक्तूबर",
                "literal@shared  ",
                "year@shared 2015",
            ]
        ),
        (
            #"{"op":"numberRange","locale":"en-US","start":3,"end":5,"currency":"EUR","parts":true}"#,
            [
                "currency@startRange €",
                "integer@startRange 3",
                "decimal@startRange .",
                "fraction@startRange 00",
                "literal@shared  – ",
                "currency@endRange €",
                "integer@endRange 5",
                "decimal@endRange .",
                "fraction@endRange 00",
            ]
        ),
        (
            #"{"op":"numberRange","locale":"de","start":3,"end":5,"currency":"EUR","parts":true}"#,
            [
                "integer@startRange 3",
                "decimal@startRange ,",
                "fraction@startRange 00",
                "literal@shared –",
                "integer@endRange 5",
                "decimal@endRange ,",
                "fraction@endRange 00",
                "literal@shared \u{00A0}",
                "currency@shared €",
            ]
        ),
        (
            #"{"op":"numberRange","locale":"en","start":-3,"end":5,"unit":"kilometer","parts":true}"#,
            [
                "minusSign@startRange -",
                "integer@startRange 3",
                "literal@shared  – ",
                "integer@endRange 5",
                "literal@shared  ",
                "unit@shared km",
            ]
        ),
        (
            #"{"op":"numberRange","locale":"fr","start":1234,"end":5678,"parts":true}"#,
            [
                "integer@startRange 1",
                "group@startRange \u{202F}",
                "integer@startRange 234",
                "literal@shared –",
                "integer@endRange 5",
                "group@endRange \u{202F}",
                "integer@endRange 678",
            ]
        ),
        (
            #"{"op":"numberRange","locale":"ja","start":5,"end":5,"parts":true}"#,
            ["approximatelySign@shared 約", "integer@shared 5"]
        ),
        (
            #"{"op":"numberRange","locale":"ar","start":3,"end":5,"unit":"meter","width":"long","parts":true}"#,
            .icu([
                72: [
                    "integer@startRange ٣",
                    "literal@shared –",
                    "integer@endRange ٥",
                    "literal@shared  ",
                    "unit@shared أمتار",
                ],
                76: [
                    "integer@startRange 3",
                    "literal@shared –",
                    "integer@endRange 5",
                    "literal@shared  ",
                    "unit@shared أمتار",
                ],
            ])
        ),
        (
            #"{"op":"numberRange","locale":"hi","start":1000,"end":2000000,"style":"compactShort","parts":true}"#,
            [
                "integer@startRange 1",
                "literal@startRange \u{00A0}",
                "compact@startRange हज़ार",
                "literal@shared  – ",
                "integer@endRange 20",
                "literal@endRange \u{00A0}",
                "compact@endRange लाख",
            ]
        ),
        (
            #"{"op":"numberRange","locale":"ru","start":"0.1","end":"0.25","style":"percent","parts":true}"#,
            [
                "integer@startRange 10",
                "literal@shared –",
                "integer@endRange 25",
                "literal@shared \u{00A0}",
                "percentSign@shared %",
            ]
        ),
        (
            #"{"op":"numberRange","locale":"he","start":3,"end":5,"collapse":"none","currency":"ILS","parts":true}"#,
            [
                "literal@startRange \u{200F}",
                "integer@startRange 3",
                "decimal@startRange .",
                "fraction@startRange 00",
                "literal@startRange \u{00A0}\u{200F}",
                "currency@startRange ₪",
                "literal@shared  – ",
                "literal@endRange \u{200F}",
                "integer@endRange 5",
                "decimal@endRange .",
                "fraction@endRange 00",
                "literal@endRange \u{00A0}\u{200F}",
                "currency@endRange ₪",
            ]
        ),
        (
            #"{"op":"numberRange","locale":"es","start":5,"end":5,"identityFallback":"singleValue","parts":true}"#,
            ["integer@shared 5"]
        ),
        (
            #"{"op":"numberRange","locale":"sw","start":-5,"end":-3,"parts":true}"#,
            [
                "minusSign@startRange -",
                "integer@startRange 5",
                "literal@shared  – ",
                "minusSign@endRange -",
                "integer@endRange 3",
            ]
        ),
        (
            #"{"op":"list","locale":"en","items":["A","B","C"],"parts":true}"#,
            ["element A", "literal , ", "element B", "literal , and ", "element C"]
        ),
        (
            #"{"op":"list","locale":"es","items":["siete","ocho"],"type":"or","parts":true}"#,
            ["element siete", "literal  u ", "element ocho"]
        ),
        (
            #"{"op":"list","locale":"de","items":["A","B","C"],"type":"or","parts":true}"#,
            ["element A", "literal , ", "element B", "literal  oder ", "element C"]
        ),
        (
            #"{"op":"list","locale":"fr","items":["5 kg","12 g"],"type":"units","parts":true}"#,
            ["element 5 kg", "literal  et ", "element 12 g"]
        ),
        (
            #"{"op":"list","locale":"ar","items":["أ","ب","ج"],"parts":true}"#,
            ["element أ", "literal  و", "element ب", "literal  و", "element ج"]
        ),
        (
            #"{"op":"list","locale":"hi","items":["क","ख","ग"],"width":"short","parts":true}"#,
            ["element क", "literal , ", "element ख", "literal  और ", "element ग"]
        ),
        (
            #"{"op":"list","locale":"ja","items":["り","ん","ご"],"parts":true}"#,
            ["element り", "literal 、", "element ん", "literal 、", "element ご"]
        ),
        (
            #"{"op":"list","locale":"ru","items":["a","b"],"type":"or","parts":true}"#,
            ["element a", "literal  или ", "element b"]
        ),
        (
            #"{"op":"list","locale":"he","items":["א","ב","ג"],"parts":true}"#,
            ["element א", "literal , ", "element ב", "literal  ו", "element ג"]
        ),
        (
            #"{"op":"list","locale":"th","items":["ก","ข","ค"],"parts":true}"#,
            ["element ก", "literal  ", "element ข", "literal  และ", "element ค"]
        ),
        (
            #"{"op":"list","locale":"zh-Hant","items":["一","二","三"],"width":"narrow","parts":true}"#,
            ["element 一", "literal 、", "element 二", "literal 和", "element 三"]
        ),
        (#"{"op":"list","locale":"en","items":[],"parts":true}"#, []),
        (#"{"op":"list","locale":"en","items":["solo"],"parts":true}"#, ["element solo"]),
        (
            #"{"op":"relative","locale":"en","value":-1234,"unit":"day","parts":true}"#,
            ["integer/day 1", "group/day ,", "integer/day 234", "literal  days ago"]
        ),
        (
            #"{"op":"relative","locale":"en","value":3,"unit":"hour","width":"short","parts":true}"#,
            ["literal in ", "integer/hour 3", "literal  hr."]
        ),
        (
            #"{"op":"relative","locale":"de","value":-2,"unit":"day","numeric":"auto","parts":true}"#,
            ["literal vorgestern"]
        ),
        (
            #"{"op":"relative","locale":"de","value":1234.5,"unit":"second","parts":true}"#,
            [
                "literal in ",
                "integer/second 1",
                "group/second .",
                "integer/second 234",
                "decimal/second ,",
                "fraction/second 5",
                "literal  Sekunden",
            ]
        ),
        (
            #"{"op":"relative","locale":"fr","value":-3,"unit":"month","parts":true}"#,
            ["literal il y a ", "integer/month 3", "literal  mois"]
        ),
        (
            #"{"op":"relative","locale":"ar","value":5,"unit":"year","parts":true}"#,
            .icu([
                72: ["literal خلال ", "integer/year ٥", "literal  سنوات"],
                76: ["literal خلال ", "integer/year 5", "literal  سنوات"],
            ])
        ),
        (
            #"{"op":"relative","locale":"hi","value":-1,"unit":"week","numeric":"auto","parts":true}"#,
            ["literal पिछला सप्ताह"]
        ),
        (
            #"{"op":"relative","locale":"ja","value":12,"unit":"minute","parts":true}"#,
            ["integer/minute 12", "literal  分後"]
        ),
        (
            #"{"op":"relative","locale":"ru","value":-21,"unit":"quarter","parts":true}"#,
            ["integer/quarter 21", "literal  квартал назад"]
        ),
        (#"{"op":"relative","locale":"he","value":2,"unit":"day","numeric":"auto","parts":true}"#, ["literal מחרתיים"]),
        (
            #"{"op":"relative","locale":"zh-Hant","value":1000,"unit":"day","parts":true}"#,
            ["integer/day 1", "group/day ,", "integer/day 000", "literal  天後"]
        ),
        (#"{"op":"relative","locale":"es","value":0,"unit":"day","numeric":"auto","parts":true}"#, ["literal hoy"]),
    ]

    @Test(arguments: cases)
    func parts(line: String, expected: ICUExpectedValue<[String]>) throws {
        let parts = try #require(Self.parts(of: respond(line)))
        #expect(parts.map(Self.written) == expected)
        // The parts concatenate to exactly the text the op returns without them.
        let plain = line.replacingOccurrences(of: #","parts":true}"#, with: "}")
        let text = parts.map { $0["value"] ?? "" }.joined()
        #expect(
            respond(plain) == String(decoding: FormatResponse(outcome: .success(.string(text))).bytes, as: UTF8.self))
    }

    @Test func falseIsTheText() {
        #expect(
            respond(#"{"id":1,"op":"number","locale":"en","value":"1234.5","parts":false}"#)
                == #"{"id":1,"result":"1,234.5"}"#)
    }

    @Test(arguments: [
        #"{"op":"number","locale":"en","value":"1","parts":"true"}"#,
        #"{"op":"date","locale":"en","date":"2015-08-07T17:29:32Z","dateStyle":"long","parts":1}"#,
        #"{"op":"list","locale":"en","items":["A"],"parts":null}"#,
        #"{"op":"plural","locale":"en","value":"1","parts":true}"#,
    ])
    func notABoolean(line: String) {
        #expect(errorCode(line) == "invalidRequest")
    }

    /// The value faults of the plain op come first: parts change only the result.
    @Test func valueFaults() {
        #expect(
            errorCode(#"{"op":"currency","locale":"en","amount":"NaN","currency":"EUR","parts":true}"#)
                == "invalidNumber")
        #expect(errorCode(#"{"op":"unit","locale":"en","value":"1","unit":"parsec-x","parts":true}"#) == "invalidUnit")
    }

    /// The result's parts as objects of strings.
    static func parts(of response: String?) -> [[String: String]]? {
        guard let response, case .object(let object)? = try? JSONParser.parse(Array(response.utf8)),
            case .array(let items)? = object["result"]
        else { return nil }
        return items.compactMap { item in
            guard case .object(let part) = item else { return nil }
            var fields: [String: String] = [:]
            for member in part.members {
                if case .string(let text) = member.value { fields[member.key] = text }
            }
            return fields
        }
    }

    /// A part as the table writes it.
    static func written(_ part: [String: String]) -> String {
        var tag = part["type"] ?? "?"
        if let source = part["source"] { tag += "@" + source }
        if let unit = part["unit"] { tag += "/" + unit }
        return tag + " " + (part["value"] ?? "")
    }
}
