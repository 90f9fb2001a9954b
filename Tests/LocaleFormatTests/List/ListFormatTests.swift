import Testing

@testable import LocaleFormat

/// ICU 72.1's own `ulistfmt_openForType` + `ulistfmt_format` results (a C
/// program against the system ICU, default locale root), for sixteen
/// locales across scripts and directions, every type and width.
enum ListFormatCases {
    static let all:
        [(locale: String, type: ListFormat.ListType, width: ListFormat.Width, items: [String], expected: String)] = [
            ("ar", .and, .long, ["A", "B", "C"], "A وB وC"),
            ("ar", .and, .short, ["A", "B", "C"], "A وB وC"),
            ("ar", .and, .narrow, ["A", "B", "C"], "A وB وC"),
            ("ar", .or, .long, ["A", "B", "C"], "A أو B أو C"),
            ("ar", .or, .short, ["A", "B", "C"], "A أو B أو C"),
            ("ar", .or, .narrow, ["A", "B", "C"], "A أو B أو C"),
            ("ar", .units, .long, ["A", "B", "C"], "A، وB، وC"),
            ("ar", .units, .short, ["A", "B", "C"], "A، وB، وC"),
            ("ar", .units, .narrow, ["A", "B", "C"], "A وB وC"),
            ("he", .and, .long, ["A", "B", "C"], "A, B ו-C"),
            ("he", .and, .short, ["A", "B", "C"], "A, B ו-C"),
            ("he", .and, .narrow, ["A", "B", "C"], "A, B ו-C"),
            ("he", .or, .long, ["A", "B", "C"], "A, B או C"),
            ("he", .or, .short, ["A", "B", "C"], "A, B או C"),
            ("he", .or, .narrow, ["A", "B", "C"], "A, B או C"),
            ("he", .units, .long, ["A", "B", "C"], "A, B ו-C"),
            ("he", .units, .short, ["A", "B", "C"], "A, B, C"),
            ("he", .units, .narrow, ["A", "B", "C"], "A B C"),
            ("fa", .and, .long, ["A", "B", "C"], "A،\u{200F} B، و C"),
            ("fa", .and, .short, ["A", "B", "C"], "A،\u{200F} B، و C"),
            ("fa", .and, .narrow, ["A", "B", "C"], "A،\u{200F} B،\u{200F} C"),
            ("fa", .or, .long, ["A", "B", "C"], "A،\u{200F} B، یا C"),
            ("fa", .or, .short, ["A", "B", "C"], "A،\u{200F} B، یا C"),
            ("fa", .or, .narrow, ["A", "B", "C"], "A،\u{200F} B، یا C"),
            ("fa", .units, .long, ["A", "B", "C"], "A،\u{200F} B، و C"),
            ("fa", .units, .short, ["A", "B", "C"], "A،\u{200F} B، و C"),
            ("fa", .units, .narrow, ["A", "B", "C"], "A B C"),
            ("hi", .and, .long, ["A", "B", "C"], "A, B, और C"),
            ("hi", .and, .short, ["A", "B", "C"], "A, B और C"),
            ("hi", .and, .narrow, ["A", "B", "C"], "A, B और C"),
            ("hi", .or, .long, ["A", "B", "C"], "A, B या C"),
            ("hi", .or, .short, ["A", "B", "C"], "A, B या C"),
            ("hi", .or, .narrow, ["A", "B", "C"], "A, B या C"),
            ("hi", .units, .long, ["A", "B", "C"], "A, B, और C"),
            ("hi", .units, .short, ["A", "B", "C"], "A, B, C"),
            ("hi", .units, .narrow, ["A", "B", "C"], "A, B C"),
            ("bn", .and, .long, ["A", "B", "C"], "A, B এবং C"),
            ("bn", .and, .short, ["A", "B", "C"], "A, B এবং C"),
            ("bn", .and, .narrow, ["A", "B", "C"], "A, B, C"),
            ("bn", .or, .long, ["A", "B", "C"], "A, B, বা C"),
            ("bn", .or, .short, ["A", "B", "C"], "A, B, বা C"),
            ("bn", .or, .narrow, ["A", "B", "C"], "A, B, বা C"),
            ("bn", .units, .long, ["A", "B", "C"], "A, B, C"),
            ("bn", .units, .short, ["A", "B", "C"], "A, B, C"),
            ("bn", .units, .narrow, ["A", "B", "C"], "A, B, C"),
            ("th", .and, .long, ["A", "B", "C"], "A B และC"),
            ("th", .and, .short, ["A", "B", "C"], "A B และC"),
            ("th", .and, .narrow, ["A", "B", "C"], "A B และC"),
            ("th", .or, .long, ["A", "B", "C"], "A, B หร\u{E37}อ C"),
            ("th", .or, .short, ["A", "B", "C"], "A, B หร\u{E37}อ C"),
            ("th", .or, .narrow, ["A", "B", "C"], "A, B หร\u{E37}อ C"),
            ("th", .units, .long, ["A", "B", "C"], "A B และ C"),
            ("th", .units, .short, ["A", "B", "C"], "A B และ C"),
            ("th", .units, .narrow, ["A", "B", "C"], "A B C"),
            ("ja", .and, .long, ["A", "B", "C"], "A、B、C"),
            ("ja", .and, .short, ["A", "B", "C"], "A、B、C"),
            ("ja", .and, .narrow, ["A", "B", "C"], "A、B、C"),
            ("ja", .or, .long, ["A", "B", "C"], "A、B、またはC"),
            ("ja", .or, .short, ["A", "B", "C"], "A、B、またはC"),
            ("ja", .or, .narrow, ["A", "B", "C"], "A、B、またはC"),
            ("ja", .units, .long, ["A", "B", "C"], "A B C"),
            ("ja", .units, .short, ["A", "B", "C"], "A B C"),
            ("ja", .units, .narrow, ["A", "B", "C"], "ABC"),
            ("zh-Hant", .and, .long, ["A", "B", "C"], "A、B和C"),
            ("zh-Hant", .and, .short, ["A", "B", "C"], "A、B和C"),
            ("zh-Hant", .and, .narrow, ["A", "B", "C"], "A、B和C"),
            ("zh-Hant", .or, .long, ["A", "B", "C"], "A、B或C"),
            ("zh-Hant", .or, .short, ["A", "B", "C"], "A、B或C"),
            ("zh-Hant", .or, .narrow, ["A", "B", "C"], "A、B或C"),
            ("zh-Hant", .units, .long, ["A", "B", "C"], "A B C"),
            ("zh-Hant", .units, .short, ["A", "B", "C"], "A B C"),
            ("zh-Hant", .units, .narrow, ["A", "B", "C"], "ABC"),
            ("ko", .and, .long, ["A", "B", "C"], "A, B 및 C"),
            ("ko", .and, .short, ["A", "B", "C"], "A, B 및 C"),
            ("ko", .and, .narrow, ["A", "B", "C"], "A, B 및 C"),
            ("ko", .or, .long, ["A", "B", "C"], "A, B 또는 C"),
            ("ko", .or, .short, ["A", "B", "C"], "A, B 또는 C"),
            ("ko", .or, .narrow, ["A", "B", "C"], "A, B 또는 C"),
            ("ko", .units, .long, ["A", "B", "C"], "A B C"),
            ("ko", .units, .short, ["A", "B", "C"], "A B C"),
            ("ko", .units, .narrow, ["A", "B", "C"], "A B C"),
            ("ru", .and, .long, ["A", "B", "C"], "A, B и C"),
            ("ru", .and, .short, ["A", "B", "C"], "A, B и C"),
            ("ru", .and, .narrow, ["A", "B", "C"], "A, B, C"),
            ("ru", .or, .long, ["A", "B", "C"], "A, B или C"),
            ("ru", .or, .short, ["A", "B", "C"], "A, B или C"),
            ("ru", .or, .narrow, ["A", "B", "C"], "A, B или C"),
            ("ru", .units, .long, ["A", "B", "C"], "A B C"),
            ("ru", .units, .short, ["A", "B", "C"], "A B C"),
            ("ru", .units, .narrow, ["A", "B", "C"], "A B C"),
            ("pl", .and, .long, ["A", "B", "C"], "A, B i C"),
            ("pl", .and, .short, ["A", "B", "C"], "A, B i C"),
            ("pl", .and, .narrow, ["A", "B", "C"], "A, B i C"),
            ("pl", .or, .long, ["A", "B", "C"], "A, B lub C"),
            ("pl", .or, .short, ["A", "B", "C"], "A, B lub C"),
            ("pl", .or, .narrow, ["A", "B", "C"], "A, B lub C"),
            ("pl", .units, .long, ["A", "B", "C"], "A, B i C"),
            ("pl", .units, .short, ["A", "B", "C"], "A, B i C"),
            ("pl", .units, .narrow, ["A", "B", "C"], "A, B i C"),
            ("tr", .and, .long, ["A", "B", "C"], "A, B ve C"),
            ("tr", .and, .short, ["A", "B", "C"], "A, B ve C"),
            ("tr", .and, .narrow, ["A", "B", "C"], "A, B, C"),
            ("tr", .or, .long, ["A", "B", "C"], "A, B veya C"),
            ("tr", .or, .short, ["A", "B", "C"], "A, B veya C"),
            ("tr", .or, .narrow, ["A", "B", "C"], "A, B veya C"),
            ("tr", .units, .long, ["A", "B", "C"], "A B C"),
            ("tr", .units, .short, ["A", "B", "C"], "A B C"),
            ("tr", .units, .narrow, ["A", "B", "C"], "A B C"),
            ("de", .and, .long, ["A", "B", "C"], "A, B und C"),
            ("de", .and, .short, ["A", "B", "C"], "A, B und C"),
            ("de", .and, .narrow, ["A", "B", "C"], "A, B und C"),
            ("de", .or, .long, ["A", "B", "C"], "A, B oder C"),
            ("de", .or, .short, ["A", "B", "C"], "A, B oder C"),
            ("de", .or, .narrow, ["A", "B", "C"], "A, B oder C"),
            ("de", .units, .long, ["A", "B", "C"], "A, B und C"),
            ("de", .units, .short, ["A", "B", "C"], "A, B und C"),
            ("de", .units, .narrow, ["A", "B", "C"], "A, B und C"),
            ("fr", .and, .long, ["A", "B", "C"], "A, B et C"),
            ("fr", .and, .short, ["A", "B", "C"], "A, B et C"),
            ("fr", .and, .narrow, ["A", "B", "C"], "A, B, C"),
            ("fr", .or, .long, ["A", "B", "C"], "A, B ou C"),
            ("fr", .or, .short, ["A", "B", "C"], "A, B ou C"),
            ("fr", .or, .narrow, ["A", "B", "C"], "A, B ou C"),
            ("fr", .units, .long, ["A", "B", "C"], "A, B et C"),
            ("fr", .units, .short, ["A", "B", "C"], "A, B et C"),
            ("fr", .units, .narrow, ["A", "B", "C"], "A B C"),
            ("es", .and, .long, ["A", "B", "C"], "A, B y C"),
            ("es", .and, .short, ["A", "B", "C"], "A, B y C"),
            ("es", .and, .narrow, ["A", "B", "C"], "A, B y C"),
            ("es", .or, .long, ["A", "B", "C"], "A, B o C"),
            ("es", .or, .short, ["A", "B", "C"], "A, B o C"),
            ("es", .or, .narrow, ["A", "B", "C"], "A, B o C"),
            ("es", .units, .long, ["A", "B", "C"], "A, B y C"),
            ("es", .units, .short, ["A", "B", "C"], "A, B, C"),
            ("es", .units, .narrow, ["A", "B", "C"], "A B C"),
            ("en", .and, .long, ["A", "B", "C"], "A, B, and C"),
            ("en", .and, .short, ["A", "B", "C"], "A, B, & C"),
            ("en", .and, .narrow, ["A", "B", "C"], "A, B, C"),
            ("en", .or, .long, ["A", "B", "C"], "A, B, or C"),
            ("en", .or, .short, ["A", "B", "C"], "A, B, or C"),
            ("en", .or, .narrow, ["A", "B", "C"], "A, B, or C"),
            ("en", .units, .long, ["A", "B", "C"], "A, B, C"),
            ("en", .units, .short, ["A", "B", "C"], "A, B, C"),
            ("en", .units, .narrow, ["A", "B", "C"], "A B C"),
            ("ar", .and, .long, ["A", "B"], "A وB"),
            ("he", .and, .long, ["A", "B"], "A ו-B"),
            ("fa", .and, .long, ["A", "B"], "A و B"),
            ("hi", .and, .long, ["A", "B"], "A और B"),
            ("bn", .and, .long, ["A", "B"], "A এবং B"),
            ("th", .and, .long, ["A", "B"], "AและB"),
            ("ja", .and, .long, ["A", "B"], "A、B"),
            ("zh-Hant", .and, .long, ["A", "B"], "A和B"),
            ("ko", .and, .long, ["A", "B"], "A 및 B"),
            ("ru", .and, .long, ["A", "B"], "A и B"),
            ("pl", .and, .long, ["A", "B"], "A i B"),
            ("tr", .and, .long, ["A", "B"], "A ve B"),
            ("de", .and, .long, ["A", "B"], "A und B"),
            ("fr", .and, .long, ["A", "B"], "A et B"),
            ("es", .and, .long, ["A", "B"], "A y B"),
            ("en", .and, .long, ["A", "B"], "A and B"),
            ("es", .or, .long, ["siete", "ocho"], "siete u ocho"),
            ("es", .and, .long, ["agua", "hielo"], "agua y hielo"),
            ("es", .or, .long, ["uno", "otro"], "uno u otro"),
            ("he", .and, .long, ["אבא", "אמא"], "אבא ואמא"),
            ("he", .and, .long, ["אבא", "Bob"], "אבא ו-Bob"),
            ("en", .and, .long, ["", ""], " and "),
            ("en", .and, .long, ["A"], "A"),
            ("en", .and, .long, [], ""),
            ("en", .units, .long, ["5 pounds", "12 ounces"], "5 pounds, 12 ounces"),
            ("en", .units, .narrow, ["5 pounds", "12 ounces"], "5 pounds 12 ounces"),
        ]
}

@Suite struct ListFormatTests {
    @Test(arguments: ListFormatCases.all.indices)
    func icuResults(index: Int) throws {
        let (locale, type, width, items, expected) = ListFormatCases.all[index]
        let format = try ListFormat(ListFormat.Options(locale: LocaleIdentifier(locale), type: type, width: width))
        #expect(try format.string(from: items) == expected, "\(locale) \(type) \(width) \(items)")
    }

    @Test func casesCoverEveryTypeAndWidthInSixteenLocales() {
        let locales = Set(ListFormatCases.all.map(\.locale))
        #expect(locales.count >= 16)
        for type in ListFormat.ListType.allCases {
            for width in ListFormat.Width.allCases {
                let covered = Set(ListFormatCases.all.filter { $0.type == type && $0.width == width }.map(\.locale))
                #expect(covered.count >= 16, "\(type) \(width)")
            }
        }
    }

    @Test func sharedThroughFormatters() throws {
        let formatters = Formatters(capacity: 8)
        let spanish = try formatters.list(locale: "es-ES", type: .or)
        #expect(try formatters.list(locale: "es_ES", type: .or) === spanish)
        #expect(try spanish.string(from: ["siete", "ocho"]) == "siete u ocho")
        #expect(formatters.statistics(for: .list).misses == 1)
        expectCode(.invalidLocale) { try formatters.list(locale: "en-") }
    }

    /// Items are ICU's input as they are: long ones, and many of them.
    @Test func longAndManyItems() throws {
        let english = try ListFormat(ListFormat.Options(locale: LocaleIdentifier("en")))
        let long = String(repeating: "ж", count: 40_000)
        #expect(try english.string(from: [long, long]) == "\(long) and \(long)")
        let many = (0..<1_000).map(String.init)
        let joined = try english.string(from: many)
        #expect(joined.hasPrefix("0, 1, 2, "))
        #expect(joined.hasSuffix("998, and 999"))
    }
}
