import LocaleFormat
import LocaleFormatCatalogs
import LocaleFormatService
import Testing

/// Docs/Protocol.md, "Op string", through the dispatcher: every field, every
/// error code, the order of checks. Expected texts are written by hand from
/// the catalog above and CLDR 42's data (ICU 72.1): plural categories
/// (`ru`: 1 one, 3 few, 5 many), grouping (`de` `1.234`, `de-CH` `1’234`
/// with U+2019, `fr` `1 234` with U+202F) and decimal separators.
@Suite struct FormatDispatcherStringTests {
    static let app = TemporaryCatalog.app()
    /// Loaded for each test and freed with it (a catalog held in a static
    /// for the process's life is reported by LeakSanitizer, which cannot see
    /// the pointers Swift keeps in its enums' spare bits).
    let dispatcher: FormatDispatcher = {
        let store =
            (try? CatalogStore(paths: ["app": FormatDispatcherStringTests.app.root + "/App"]))
            ?? CatalogStore(CatalogSet([:]))
        return FormatDispatcher(catalogs: store)
    }()

    func respond(_ line: String) -> String? {
        LocaleFormatServiceTests.respond(line, using: dispatcher)
    }

    func errorCode(_ line: String) -> String? {
        LocaleFormatServiceTests.errorCode(line, using: dispatcher)
    }

    static func result(_ text: String, _ localization: String, fallback: Bool = false) -> String {
        #"{"result":{"text":"\#(text)","localization":"\#(localization)","fallback":\#(fallback)}}"#
    }

    @Test func protocolExample() {
        #expect(
            respond(
                #"{"id":1,"op":"string","catalog":"app","key":"%lld followers","languages":["ru-RU","en"],"args":[5]}"#)
                == #"{"id":1,"result":{"text":"5 подписчиков","localization":"ru","fallback":false}}"#)
    }

    @Test(arguments: [
        // Plural categories of the chosen localization.
        (#""key":"%lld followers","languages":["ru"],"args":[1]"#, result("1 подписчик", "ru")),
        (#""key":"%lld followers","languages":["ru"],"args":[3]"#, result("3 подписчика", "ru")),
        (#""key":"%lld followers","languages":["ru"],"args":[21]"#, result("21 подписчик", "ru")),
        (#""key":"%lld followers","languages":["en-GB"],"args":[1]"#, result("1 follower", "en")),
        // A number given as a string of one.
        (#""key":"%lld followers","languages":["en"],"args":["2"]"#, result("2 followers", "en")),
        // Apple's zero rule: an integer 0 takes `zero` although English has no such category.
        (#""key":"%lld items","languages":["en"],"args":[0]"#, result("No items", "en")),
        // The format locale: the localization's language with the matched preference's region.
        (#""key":"%lld followers","languages":["de"],"args":[1234]"#, result("1.234 Follower", "de")),
        (#""key":"%lld followers","languages":["de-CH"],"args":[1234]"#, result("1’234 Follower", "de")),
        (
            #""key":"%lld followers","languages":["de"],"args":[1234],"formatLocale":"fr"#
                + "\"", result("1\u{202F}234 Follower", "de")
        ),
        (
            #""key":"%lld followers","languages":["en"],"args":[1234],"localizeNumbers":false"#,
            result("1234 followers", "en")
        ),
        // Arguments are exact decimals: 2.675 rounds half-even to 2.68 (as a double it would be 2.67).
        (#""key":"Total: %.2f","languages":["de"],"args":[2.675]"#, result("Summe: 2,68", "de")),
        (#""key":"Total: %.2f","languages":["de"],"args":["1234.5"]"#, result("Summe: 1.234,50", "de")),
        (#""key":"Total: %.2f","languages":["en"],"args":[1234.5]"#, result("Total: 1,234.50", "en")),
        // Language choice and fallback.
        (#""key":"Hello %@","languages":["fr-CA"],"args":["Ada"]"#, result("Bonjour Ada", "fr")),
        (#""key":"Hello %@","languages":["de","fr"],"args":["Ada"]"#, result("Hello Ada", "en", fallback: true)),
        (#""key":"Hello %@","languages":["ja"],"args":["Ada"]"#, result("Hello Ada", "en")),
        // A number for %@ is the `number` op's default text in the format locale.
        (#""key":"Hello %@","languages":["fr"],"args":[1234.5]"#, result("Bonjour 1\u{202F}234,5", "fr")),
        // Arguments no specifier uses are allowed.
        (#""key":"Hello %@","languages":["en"],"args":["Ada",7]"#, result("Hello Ada", "en")),
        // Device variations: the request's device, else `other`.
        (#""key":"Tap","languages":["en"]"#, result("Tap", "en")),
        (#""key":"Tap","languages":["en"],"device":"ipad""#, result("Tap on your iPad", "en")),
        (#""key":"Tap","languages":["en"],"device":"mac""#, result("Click", "en")),
        (#""key":"Tap","languages":["en"],"device":"iphone""#, result("Tap", "en")),
        // Width variations: the largest key ≤ width, else the smallest; the largest without width.
        (#""table":"Width","key":"Welcome","languages":["en"]"#, result("Welcome to the app", "en")),
        (#""table":"Width","key":"Welcome","languages":["en"],"width":30"#, result("Welcome", "en")),
        (#""table":"Width","key":"Welcome","languages":["en"],"width":50"#, result("Welcome to the app", "en")),
        (#""table":"Width","key":"Welcome","languages":["en"],"width":1"#, result("Welcome", "en")),
        (#""table":"Localizable","key":"Café","languages":["en"],"strict":true"#, result("Coffee", "en")),
    ])
    func renders(fields: String, expected: String) {
        #expect(respond(#"{"op":"string","catalog":"app",\#(fields)}"#) == expected)
    }

    @Test(arguments: [
        // shape faults: invalidRequest
        (#"{"op":"string","key":"Tap","languages":["en"]}"#, "invalidRequest"),
        (#"{"op":"string","catalog":1,"key":"Tap","languages":["en"]}"#, "invalidRequest"),
        (#"{"op":"string","catalog":"app","languages":["en"]}"#, "invalidRequest"),
        (#"{"op":"string","catalog":"app","key":null,"languages":["en"]}"#, "invalidRequest"),
        (#"{"op":"string","catalog":"app","key":"Tap"}"#, "invalidRequest"),
        (#"{"op":"string","catalog":"app","key":"Tap","languages":[]}"#, "invalidRequest"),
        (#"{"op":"string","catalog":"app","key":"Tap","languages":"en"}"#, "invalidRequest"),
        (#"{"op":"string","catalog":"app","key":"Tap","languages":["en",1]}"#, "invalidRequest"),
        (#"{"op":"string","catalog":"app","key":"Tap","languages":["en"],"table":2}"#, "invalidRequest"),
        (#"{"op":"string","catalog":"app","key":"Tap","languages":["en"],"args":"5"}"#, "invalidRequest"),
        (#"{"op":"string","catalog":"app","key":"Tap","languages":["en"],"args":[true]}"#, "invalidRequest"),
        (#"{"op":"string","catalog":"app","key":"Tap","languages":["en"],"args":[null]}"#, "invalidRequest"),
        (#"{"op":"string","catalog":"app","key":"Tap","languages":["en"],"args":[[1]]}"#, "invalidRequest"),
        (#"{"op":"string","catalog":"app","key":"Tap","languages":["en"],"device":"iPad"}"#, "invalidRequest"),
        (#"{"op":"string","catalog":"app","key":"Tap","languages":["en"],"device":"watch"}"#, "invalidRequest"),
        (#"{"op":"string","catalog":"app","key":"Tap","languages":["en"],"width":0}"#, "invalidRequest"),
        (#"{"op":"string","catalog":"app","key":"Tap","languages":["en"],"width":10001}"#, "invalidRequest"),
        (#"{"op":"string","catalog":"app","key":"Tap","languages":["en"],"width":2.0}"#, "invalidRequest"),
        (#"{"op":"string","catalog":"app","key":"Tap","languages":["en"],"strict":"true"}"#, "invalidRequest"),
        (#"{"op":"string","catalog":"app","key":"Tap","languages":["en"],"localizeNumbers":1}"#, "invalidRequest"),
        (#"{"op":"string","catalog":"app","key":"Tap","languages":["en"],"formatLocale":["de"]}"#, "invalidRequest"),
        (#"{"op":"string","catalog":"app","key":"Tap","languages":["en"],"pseudo":1}"#, "invalidRequest"),
        (#"{"op":"string","catalog":"app","key":"Tap","languages":["en"],"pseudo":[]}"#, "invalidRequest"),
        (#"{"op":"string","catalog":"app","key":"Tap","languages":["en"],"pseudo":["bounded",2]}"#, "invalidRequest"),
        (#"{"op":"string","catalog":"app","key":"Tap","languages":["en"],"pseudo":"nonsense"}"#, "invalidRequest"),
        (#"{"op":"string","catalog":"app","key":"Tap","languages":["en"],"locale":"en"}"#, "invalidRequest"),
        // a shape fault wins over value faults in the same request
        (#"{"op":"string","catalog":"nope","key":"Tap","languages":["en!!"],"width":0}"#, "invalidRequest"),
        // value faults
        (#"{"op":"string","catalog":"nope","key":"Tap","languages":["en"]}"#, "unknownCatalog"),
        (#"{"op":"string","catalog":"App","key":"Tap","languages":["en"]}"#, "unknownCatalog"),
        (#"{"op":"string","catalog":"app","key":"tap","languages":["en"]}"#, "unknownKey"),
        (#"{"op":"string","catalog":"app","table":"Nope","key":"Tap","languages":["en"]}"#, "unknownKey"),
        (#"{"op":"string","catalog":"app","table":"Width","key":"Tap","languages":["en"]}"#, "unknownKey"),
        // keys are exact bytes: a decomposed é is another key
        ("{\"op\":\"string\",\"catalog\":\"app\",\"key\":\"Cafe\u{301}\",\"languages\":[\"en\"]}", "unknownKey"),
        (
            #"{"op":"string","catalog":"app","key":"Hello %@","languages":["de"],"args":["A"],"strict":true}"#,
            "missingTranslation"
        ),
        (#"{"op":"string","catalog":"app","key":"%lld followers","languages":["en"]}"#, "invalidArgument"),
        (
            #"{"op":"string","catalog":"app","key":"%lld followers","languages":["en"],"args":["five"]}"#,
            "invalidArgument"
        ),
        (#"{"op":"string","catalog":"app","key":"%lld followers","languages":["en"],"args":[5.5]}"#, "invalidArgument"),
        (
            #"{"op":"string","catalog":"app","key":"%lld followers","languages":["en"],"args":[1e400]}"#,
            "invalidArgument"
        ),
        (#"{"op":"string","catalog":"app","key":"Hello %@","languages":["en"]}"#, "invalidArgument"),
        (#"{"op":"string","catalog":"app","key":"Broken %n","languages":["en"]}"#, "invalidCatalog"),
        (#"{"op":"string","catalog":"app","key":"Tap","languages":["en!!"]}"#, "invalidLocale"),
        (#"{"op":"string","catalog":"app","key":"Tap","languages":["en"],"formatLocale":"de-"}"#, "invalidLocale"),
    ])
    func errors(line: String, code: String) {
        #expect(errorCode(line) == code, "\(line)")
    }

    /// 32 languages and 64 arguments pass; one more of either is
    /// `limitExceeded`, before the shape of the other fields.
    @Test func limits() {
        let languages32 = Array(repeating: #""ru""#, count: 32).joined(separator: ",")
        let args64 = Array(repeating: "5", count: 64).joined(separator: ",")
        #expect(
            respond(
                #"{"op":"string","catalog":"app","key":"%lld followers","languages":[\#(languages32)],"args":[\#(args64)]}"#
            )
                == Self.result("5 подписчиков", "ru"))
        #expect(
            errorCode(#"{"op":"string","catalog":"app","key":"Tap","languages":[\#(languages32),"en"],"width":0}"#)
                == "limitExceeded")
        #expect(
            errorCode(#"{"op":"string","catalog":"app","key":1,"languages":["en"],"args":[\#(args64),5]}"#)
                == "limitExceeded")
        let nine = Array(repeating: #""bounded""#, count: 9).joined(separator: ",")
        #expect(
            errorCode(#"{"op":"string","catalog":"app","key":"Tap","languages":["en"],"pseudo":[\#(nine)]}"#)
                == "limitExceeded")
    }

    /// `pseudo` (Docs/Protocol.md, "Op pseudo"): the format string, after
    /// substitutions are expanded, is transformed, then the arguments are
    /// put in; the localization is chosen as without it. Expected texts are
    /// written by hand from aapt2's en-XA rules: `i`→`î` U+00EE, `t`→`ţ`
    /// U+0163, `e`→`é` U+00E9, `m`→`ḿ` U+1E3F, `s`→`š` U+0161, `B`→`β`
    /// U+03B2, `o`→`ö` U+00F6, `n`→`ñ` U+00F1, `j`→`ĵ` U+0135, `u`→`û`
    /// U+00FB, `r`→`ŕ` U+0155; specifiers in `»…«`; padding: " %lld items"
    /// has 6 counted characters (the space and `items`; the specifier is not
    /// counted) and no word aapt2 counts (accented letters start none), so
    /// half of 6 is 3 bytes, which aapt2 extends to whole words: "one two".
    @Test(arguments: [
        // accented, then bounded, on "%lld items"; 5 is put in afterwards, unaccented.
        (
            #""key":"%lld items","languages":["en"],"args":[5],"pseudo":["accented","bounded"]"#,
            result("[# 5 \u{EE}\u{163}\u{E9}\u{1E3F}\u{161} #]", "en")
        ),
        // en-XA: the specifier's »…« end up around the number.
        (
            #""key":"%lld items","languages":["en"],"args":[5],"pseudo":"en-XA""#,
            result("[\u{BB}5\u{AB} \u{EE}\u{163}\u{E9}\u{1E3F}\u{161} one two]", "en")
        ),
        // The plural variant is chosen from the argument as without pseudo.
        (
            #""key":"%lld items","languages":["en"],"args":[1],"pseudo":"accented""#,
            result("1 \u{EE}\u{163}\u{E9}\u{1E3F}", "en")
        ),
        // The argument "Ada" is not accented: only the format string is.
        (
            #""key":"Hello %@","languages":["fr-CA"],"args":["Ada"],"pseudo":["accented"]"#,
            result("\u{3B2}\u{F6}\u{F1}\u{135}\u{F6}\u{FB}\u{155} Ada", "fr")
        ),
        // The fallback is the same with pseudo.
        (
            #""key":"Hello %@","languages":["de","fr"],"args":["Ada"],"pseudo":"bounded""#,
            result("[# Hello Ada #]", "en", fallback: true)
        ),
        // Numbers keep the format locale; methods run in order (bounded, then
        // doubleLength doubles "[# " and " Follower #]" around the specifier).
        (
            #""key":"%lld followers","languages":["de-CH"],"args":[1234],"pseudo":["bounded","doubleLength"]"#,
            result("[# [# 1\u{2019}234 Follower #] Follower #]", "de")
        ),
        (
            #""key":"%lld followers","languages":["ru"],"args":[5],"pseudo":["doubleLength","bounded"]"#,
            result("[# 5 подписчиков подписчиков #]", "ru")
        ),
    ])
    func pseudo(fields: String, expected: String) {
        #expect(respond(#"{"op":"string","catalog":"app",\#(fields)}"#) == expected)
    }

    /// A method that does not exist is `invalidRequest` naming the methods;
    /// a rendering fault of the entry is still the entry's.
    @Test func pseudoFaults() {
        #expect(
            respond(#"{"op":"string","catalog":"app","key":"Tap","languages":["en"],"pseudo":["bounded","xx-XA"]}"#)
                == #"{"error":{"code":"invalidRequest","message":"\"pseudo\": \"xx-XA\" is not one of en-XA, ar-XB, accented, bounded, doubleLength"}}"#
        )
        #expect(
            errorCode(#"{"op":"string","catalog":"app","key":"Broken %n","languages":["en"],"pseudo":"en-XA"}"#)
                == "invalidCatalog")
        #expect(
            errorCode(#"{"op":"string","catalog":"app","key":"Hello %@","languages":["en"],"pseudo":"accented"}"#)
                == "invalidArgument")
    }

    /// Without catalogs every catalog name is unknown.
    @Test func aDispatcherWithoutCatalogs() {
        let line = #"{"op":"string","catalog":"app","key":"Tap","languages":["en"]}"#
        #expect(FormatDispatcher().response(toLine: Array(line.utf8))?.outcome.failure?.code == .unknownCatalog)
    }
}

extension Result {
    var failure: Failure? {
        if case .failure(let error) = self { return error }
        return nil
    }
}
