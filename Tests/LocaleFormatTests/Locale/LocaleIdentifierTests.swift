import LocaleFormatTestSupport
import Testing

@testable import LocaleFormat

@Suite struct LocaleIdentifierTests {
    @Test(arguments: [
        // input, canonical ICU id, BCP 47
        ("en-us", "en_US", "en-US"),
        ("en_US", "en_US", "en-US"),
        ("EN-US", "en_US", "en-US"),
        ("iw-IL", "he_IL", "he-IL"),
        ("iw_IL", "he_IL", "he-IL"),
        ("mo", "ro", "ro"),
        ("no-bok", "nb", "nb"),
        ("ja_JP@calendar=japanese", "ja_JP@calendar=japanese", "ja-JP-u-ca-japanese"),
        ("ja-JP-u-ca-japanese", "ja_JP@calendar=japanese", "ja-JP-u-ca-japanese"),
        ("de-u-co-phonebk", "de@collation=phonebook", "de-u-co-phonebk"),
        ("zh-Hant-TW", "zh_Hant_TW", "zh-Hant-TW"),
        ("sr-Latn-RS", "sr_Latn_RS", "sr-Latn-RS"),
        ("de-CH-1996", "de_CH_1996", "de-CH-1996"),
        ("en_US_POSIX", "en_US_POSIX", "en-US-u-va-posix"),
        ("es-419", "es_419", "es-419"),
        ("en-GB-oed", "en_GB_OXENDICT", "en-GB-oxendict"),
        ("i-klingon", "tlh", "tlh"),
        ("und", "", "und"),
        ("root", "", "und"),
        ("xx-YY", "xx_YY", "xx-YY"),
        ("x-private", "@x=private", "und-x-private"),
        ("en-u-hc-h23", "en@hours=h23", "en-u-hc-h23"),
    ])
    func canonicalizesBothSpellings(input: String, icuID: String, bcp47: String) throws {
        let id = try LocaleIdentifier(input)
        #expect(id.icuID == icuID)
        #expect(id.bcp47 == bcp47)
    }

    @Test func spellingsOfOneLocaleAreOneKey() throws {
        let spellings = try ["en-us", "en_US", "en-US", "EN_us"].map { try LocaleIdentifier($0) }
        #expect(Set(spellings).count == 1)
        #expect(try LocaleIdentifier("iw-IL") == LocaleIdentifier("he_IL"))
    }

    @Test(arguments: [
        "", "en_US!", "en--US", "en-", "-en", "e", "en_US-x", "en@", "en@calendar", "en@=x", "1234", "en-US-u",
        "en-a-bb-a-cc", "en-x", "en_Latn_US_", "toolongggg", "en US", "en-US-US", "中文", "en-u-ca-japanese-x-",
        "de-1996-1996", "en\u{0}", "en_US@calendar=japanese;", "en_US@calendar=jap anese", "../etc/passwd",
        String(repeating: "a", count: 158), "en-" + String(repeating: "abcdefgh-", count: 20),
    ])
    func rejectsMalformedIdentifiers(input: String) {
        expectCode(.invalidLocale) { try LocaleIdentifier(input) }
    }

    /// ICU opens formatters for an unknown numbering system, then fails
    /// every format call with U_UNSUPPORTED_ERROR.
    @Test func rejectsNumberingSystemsICUDoesNotHave() throws {
        expectCode(.invalidLocale) { try LocaleIdentifier("de-u-nu-abcde") }
        expectCode(.invalidLocale) { try LocaleIdentifier("ar@numbers=klingon") }
        #expect(try LocaleIdentifier("ar-u-nu-latn").keywordValue("numbers") == "latn")
        #expect(try LocaleIdentifier("zh-u-nu-hanidec").keywordValue("numbers") == "hanidec")
        #expect(try LocaleIdentifier("ta-u-nu-native").keywordValue("numbers") == "native")
    }

    @Test func lengthLimitIsOneHundredFiftySevenBytes() throws {
        // "en-x-" plus private-use subtags of 8 letters: 157 bytes pass, 158 fail.
        var tag = "en-x"
        while tag.utf8.count + 9 <= 150 { tag += "-abcdefgh" }
        tag += "-" + String(repeating: "a", count: 157 - tag.utf8.count - 1)
        #expect(tag.utf8.count == 157)
        _ = try LocaleIdentifier(tag)
        expectCode(.invalidLocale) { try LocaleIdentifier(tag + "a") }
    }

    @Test func fallsBackThroughICUsChainAndThenToRoot() throws {
        #expect(try LocaleIdentifier("de-XX").dataLocale == "de")
        #expect(try LocaleIdentifier("de-CH-1996").dataLocale == "de_CH")
        #expect(try LocaleIdentifier("xx-YY").dataLocale == "root")
        // No data, no likely subtags: only the region reaches ICU (cicu_uloc_open_id).
        #expect(try LocaleIdentifier("xx-YY").dataID == "qaa_ZZ")
        #expect(try LocaleIdentifier("xx-US-u-ca-japanese").dataID == "qaa_US@calendar=japanese")
        // A locale without data formats with root's data, not the environment's locale's.
        let unknown = try Formatters.shared.date(locale: "xx-YY", layout: .styles(date: .full))
        let root = try Formatters.shared.date(locale: "und", layout: .styles(date: .full))
        let instant = try Instant(iso8601: "2015-08-07T17:29:32Z")
        #expect(try unknown.string(from: instant) == "2015 M08 7, Fri")
        #expect(try root.string(from: instant) == "2015 M08 7, Fri")
        #expect(
            try Formatters.shared.date(locale: "de-XX", layout: .styles(date: .full)).string(from: instant)
                == "Freitag, 7. August 2015")
    }

    @Test func aliasLocalesResolveWithoutHangingOrPoisoningICU() throws {
        // Regressions: the data-locale check once used ures_openDirect, which
        // never returned for no_NO and left zh_TW formatting Simplified Chinese.
        #expect(try LocaleIdentifier("no-NO").dataLocale == "no")
        #expect(try LocaleIdentifier("zh-TW").dataLocale == "zh_Hant_TW")
        #expect(try LocaleIdentifier("sr-ME").dataLocale == "sr_Latn_ME")
        let compact = try Formatters.shared.number(locale: "zh-TW", style: .compactShort)
        #expect(try compact.string(from: DecimalValue("1234567")) == "123萬")
        #expect(
            try Formatters.shared.date(locale: "zh-TW", layout: .styles(date: .full)).string(
                from: Instant(iso8601: "2015-08-07T17:29:32Z"))
                == "2015年8月7日 星期五")
    }

    @Test func keywords() throws {
        let id = try LocaleIdentifier("ja-JP-u-ca-japanese")
        #expect(id.keywordValue("calendar") == "japanese")
        #expect(try id.setting(keyword: "calendar", to: nil) == LocaleIdentifier("ja-JP"))
        #expect(try LocaleIdentifier("de").setting(keyword: "collation", to: "phonebook").bcp47 == "de-u-co-phonebk")
    }

    /// Formatters are opened from the data id and shared by every identifier
    /// with the same one, so invented strings cannot multiply formatters.
    @Test(arguments: [
        ("qaa-x-1", "qaa", "qaa"), ("zz-x-abc", "qaa", "qaa"), ("de-x-1", "de", "de"),
        ("de-DE-x-abc", "de_DE", "de_DE"),
        ("de-t-ja", "de", "de"), ("qaa-u-ca-japanese-x-7", "qaa@calendar=japanese", "qaa@calendar=japanese"),
        ("de-DE-vabcxyz", "de_DE", "de_DE"), ("de-AA", "de_ZZ", "de_ZZ"), ("de-Qaaa-CH", "de_Zzzz_CH", "de_Zzzz_CH"),
        ("sr-Qaaa-RS", "sr_Zzzz_RS", "sr_Zzzz_RS"), ("sr-Latn-AA", "sr_Latn_ZZ", "sr_Latn_ZZ"),
        ("en-US-posix-x-1", "en_US_POSIX", "en_US_POSIX"),
        // A language without data or likely subtags: only the region matters.
        ("xx-Latn-IR", "qaa_IR", "qaa_IR"),
        ("zz-Arab-US-u-ca-buddhist", "qaa_US@calendar=buddhist", "qaa_US@calendar=buddhist"),
        // A script that changes nothing for the language is Zzzz; one that gives
        // another likely region stays (pa-Arab is Pakistani).
        ("ru-Mong-RU", "ru_Zzzz_RU", "ru_Zzzz_RU"), ("fa-Hans", "fa_Zzzz", "fa_Zzzz"),
        // Attributes and keys ICU does not know are read by no service.
        ("de-u-foo-zz-abc", "de", "de"), ("und-x-1", "", ""),
        // ICU reads the language und as none (uloc_getLanguage).
        ("und-u-ca-buddhist", "@calendar=buddhist", "@calendar=buddhist"),
    ])
    func formattingIdentityIsTheDataLocale(tag: String, dataID: String, sharedICUID: String) throws {
        let id = try LocaleIdentifier(tag)
        #expect(id.dataID == dataID)
        #expect(id.sharesFormatters)
        #expect(id.formattingIdentity.icuID == sharedICUID)
        #expect(id.formattingIdentity.dataID == dataID)
        #expect(!id.formattingIdentity.sharesFormatters)
    }

    /// Languages ICU has no data for and knows nothing about reach ICU as
    /// `qaa` with their region only, so their names stay a bounded set
    /// (ICU's resource cache never evicts a name).
    @Test func namesWithoutDataReachICUAsABoundedSet() throws {
        var rng = SeededGenerator(seed: 16)
        let letters = Array("abcdefghijklmnopqrstuvwxyz")
        let scripts = ["Latn", "Cyrl", "Arab", "Hans", "Deva", "Mong", "Olck", "Zzzz", "Qaaa"]
        let regions = ["US", "IR", "TH", "DE", "419", "001", "AA"]
        var dataIDs = Set<String>()
        for i in 0..<2_000 {
            // "xq" + three letters: a well-formed language subtag, not a language.
            let language = "xqa" + String(letters[(i / 26) % 26]) + String(letters[i % 26])
            let script = scripts[Int(rng.next() % UInt64(scripts.count))]
            let region = regions[Int(rng.next() % UInt64(regions.count))]
            dataIDs.insert(try LocaleIdentifier("\(language)-\(script)-\(region)-x-\(i)").dataID)
        }
        #expect(dataIDs == ["qaa_US", "qaa_IR", "qaa_TH", "qaa_DE", "qaa_419", "qaa_001", "qaa_ZZ"])
    }

    @Test(arguments: [
        "de-DE", "und", "ja-JP-u-ca-japanese", "sr-Latn-RS", "zh-Hant-TW", "ko-Latn", "zh-Latn", "pa-Arab",
        "az-Arab-IR",
        "iu", "und-Arab-IR",
    ])
    func localesWithTheirOwnDataShareNothing(tag: String) throws {
        let id = try LocaleIdentifier(tag)
        #expect(!id.sharesFormatters)
        #expect(id.formattingIdentity == id)
    }
}
