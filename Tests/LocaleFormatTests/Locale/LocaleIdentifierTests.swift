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
        #expect(try LocaleIdentifier("xx-YY").dataID == "qaa_AA")
        #expect(try LocaleIdentifier("xx-US-u-ca-japanese").dataID == "qaa_ZZ@calendar=japanese;rg=USzzzz")
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
        ("de-DE-vabcxyz", "de_DE", "de_DE"), ("de-YY", "de_AA", "de_AA"), ("de-Qaaa-CH", "de_Zzzz_CH", "de_Zzzz_CH"),
        // A region no locale of the language has moves to the region override.
        ("de-IR", "de_ZZ@rg=IRzzzz", "de_ZZ@rg=IRzzzz"), ("az-Arab-IR", "az_Arab_ZZ@rg=IRzzzz", "az_Arab_ZZ@rg=IRzzzz"),
        ("sr-Qaaa-RS", "sr_Zzzz_RS", "sr_Zzzz_RS"), ("sr-Latn-YY", "sr_Latn_AA", "sr_Latn_AA"),
        // The script of the language in that region stays: ICU's data falls back through it.
        ("az-IR", "az_Arab_ZZ@rg=IRzzzz", "az_Arab_ZZ@rg=IRzzzz"),
        ("ha-SD", "ha_Arab_ZZ@rg=SDzzzz", "ha_Arab_ZZ@rg=SDzzzz"),
        // An unknown region is AA, which no ICU table names (ZZ has currencies, und_ZZ a likely region).
        ("und-YY", "_AA", "_AA"), ("xx-YY", "qaa_AA", "qaa_AA"), ("xx-XY", "qaa_AA", "qaa_AA"),
        ("en-US-posix-x-1", "en_US_POSIX", "en_US_POSIX"),
        // A language without data or likely subtags: only the region matters.
        ("xx-Latn-IR", "qaa_ZZ@rg=IRzzzz", "qaa_ZZ@rg=IRzzzz"),
        ("zz-Arab-US-u-ca-buddhist", "qaa_ZZ@calendar=buddhist;rg=USzzzz", "qaa_ZZ@calendar=buddhist;rg=USzzzz"),
        // A script that changes nothing for the language is Zzzz; one that gives
        // another likely region stays (pa-Arab is Pakistani).
        ("ru-Mong-RU", "ru_Zzzz_RU", "ru_Zzzz_RU"), ("fa-Hans", "fa_Zzzz", "fa_Zzzz"),
        // Attributes and keys ICU does not know are read by no service.
        ("de-u-foo-zz-abc", "de", "de"),
        // A private-use part is read by no service, except that ICU 76 finds no
        // likely subtags for the root locale with one (so no region: h23,
        // metric), where ICU 72 reads it as und (US): it stays there.
        ("de-x-1", "de", "de"), ("und-Latn-x-1", "_Latn", "_Latn"),
        ("und-x-1", ICUExpected.icu([72: "", 76: "@x=1"]), ICUExpected.icu([72: "", 76: "@x=1"])),
        // A subdivision gives ICU 76 the region for unit usage and week data
        // when the name has none; ICU 72 reads it nowhere.
        (
            "en-u-sd-gbsct", ICUExpected.icu([72: "en", 76: "en@sd=gbsct"]),
            ICUExpected.icu([72: "en", 76: "en@sd=gbsct"])
        ),
        ("en-GB-u-sd-gbsct", "en_GB", "en_GB"), ("de-IR-u-sd-irteh", "de_ZZ@rg=IRzzzz", "de_ZZ@rg=IRzzzz"),
        ("de-u-co-phonebk-em-text", "de@collation=phonebook", "de@collation=phonebook"),
        // ICU reads the language und as none (uloc_getLanguage).
        ("und-u-ca-buddhist", "@calendar=buddhist", "@calendar=buddhist"),
    ])
    func formattingIdentityIsTheDataLocale(tag: String, dataID: ICUExpected, sharedICUID: ICUExpected) throws {
        let id = try LocaleIdentifier(tag)
        #expect(id.dataID == dataID)
        #expect(id.sharesFormatters == (id.icuID != id.dataID))
        #expect(id.formattingIdentity.icuID == sharedICUID)
        #expect(id.formattingIdentity.dataID == dataID)
        #expect(!id.formattingIdentity.sharesFormatters)
    }

    /// Collators and case maps need less of the name: the collation tree's
    /// chain goes from language_Script to the language, and case rules read
    /// the language alone (word breaks, for title case, exist for a few
    /// languages only).
    @Test(arguments: [
        // ICU 76 has word breaks for ko (so title case reads the script).
        ("ko-Latn", "ko", ICUExpected.icu([72: "ko", 76: "ko_Latn"])), ("zh-Olck", "zh", "zh_Zzzz"),
        ("de-Mong-IR-u-co-phonebk-nu-arab", "de@collation=phonebook", "de_Zzzz_IR"),
        ("tr-u-co-standard", "tr@collation=standard", "tr"), ("az-IR", "az", "az"), ("xx-IR", "", "qaa"),
        ("en-US-posix", "en_US_POSIX", "en_US_POSIX"), ("yue-Hans-CN", "yue_Hans_CN", "yue"),
        ("de-AT", "de_AT", "de_AT"),
        ("sv-u-ks-level1-kn", "sv@colnumeric=yes;colstrength=primary", "sv"),
    ])
    func collationAndCaseMappingIDs(tag: String, collation: String, caseMapping: ICUExpected) throws {
        let id = try LocaleIdentifier(tag)
        #expect(id.collationID == collation)
        #expect(id.caseMappingID == caseMapping)
    }

    /// Generic zone names read the region itself: dates printing them keep it.
    @Test(arguments: [
        ("de-IR", "de_IR"), ("xx-Latn-IR-u-ca-buddhist", "qaa_IR@calendar=buddhist"), ("de-AT", "de_AT"), ("fr", "fr"),
    ])
    func zoneIDsKeepTheRegion(tag: String, zoneID: String) throws {
        #expect(try LocaleIdentifier(tag).zoneID == zoneID)
    }

    /// Languages ICU has no data for and knows nothing about reach ICU as
    /// `qaa` with their region only, so their names stay a bounded set
    /// (ICU's caches never evict a name).
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
        #expect(
            dataIDs == [
                "qaa_ZZ@rg=USzzzz", "qaa_ZZ@rg=IRzzzz", "qaa_ZZ@rg=THzzzz", "qaa_ZZ@rg=DEzzzz", "qaa_419", "qaa_001",
                "qaa_AA",
            ])
    }

    @Test(arguments: [
        "de-DE", "und", "ja-JP-u-ca-japanese", "sr-Latn-RS", "zh-Hant-TW", "ko-Latn", "zh-Latn", "pa-Arab",
        "iu", "und-Arab-IR",
    ])
    func localesWithTheirOwnDataShareNothing(tag: String) throws {
        let id = try LocaleIdentifier(tag)
        #expect(!id.sharesFormatters)
        #expect(id.formattingIdentity == id)
    }
}
