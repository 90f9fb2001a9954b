import LocaleFormat
import LocaleFormatTestSupport
import Testing

/// Every Unicode extension keyword takes only the values ICU knows for it
/// (its keyTypeData, CLDR 42's `bcp47/*.xml`). ICU itself accepts any
/// well-formed value and then ignores it or echoes it back: `de-DE-u-cu-ch1`
/// reported the currency `CH1` (found by FuzzLocale). The values refused
/// here are ones ICU 72.1's `uloc_toLegacyType` passes through unchanged,
/// which is why nothing but this check refuses them.
@Suite struct LocaleKeywordValueTests {
    /// Each keyword ICU's services read, with values ICU lists (in BCP 47
    /// and ICU spelling, any case) and well-formed values it does not.
    @Test(arguments: [
        ("ca", ["japanese", "gregory", "islamic-umalqura", "ethioaa", "islamicc", "iso8601"], ["mayan", "gregory1"]),
        ("co", ["phonebk", "trad", "pinyin", "stroke", "standard", "search", "emoji"], ["foo", "phonebook1"]),
        ("cu", ["eur", "EUR", "usd", "chf", "dem", "xau"], ["ch1", "xyz", "eur1", "abc"]),
        ("fw", ["mon", "sun", "sat"], ["xyz", "monday"]),
        ("hc", ["h11", "h12", "h23", "h24"], ["h13", "h10"]),
        ("ka", ["noignore", "shifted"], ["foo"]),
        ("kb", ["true", "false"], ["maybe"]),
        ("kc", ["true", "false"], ["maybe"]),
        ("kf", ["upper", "lower", "false"], ["foo"]),
        ("kn", ["true", "false"], ["foo"]),
        ("ks", ["level1", "level2", "level3", "level4", "identic"], ["level9", "lev", "foo"]),
        ("kr", ["latn", "latn-digit", "grek-others", "space-punct"], ["foo", "latn-foo", "qaaa"]),
        ("kv", ["space", "punct", "symbol", "currency"], ["foo"]),
        ("ms", ["metric", "ussystem", "uksystem"], ["foo", "imperial1"]),
        ("nu", ["thai", "latn", "arab", "native", "traditio", "finance"], ["tdai", "foo"]),
        // A subdivision as the override (`usca`): per major, below.
        ("rg", ["uszzzz", "gbzzzz", "dezzzz"], ["xxzzzz", "001zzzz", "usabcdef"]),
        ("sd", ["usca", "gbsct", "frbre"], ["xxca", "zzabcde"]),
        ("ss", ["none", "standard"], ["foo"]),
        ("tz", ["usnyc", "utc", "inccu", "usnavajo", "gaza"], ["xxxxx", "mars"]),
        ("va", ["posix"], ["foo"]),
        ("cf", ["standard", "account"], ["foo"]),
        ("em", ["emoji", "text", "default"], ["foo"]),
        ("lb", ["strict", "normal", "loose"], ["foo"]),
        ("lw", ["normal", "breakall", "keepall", "phrase"], ["foo"]),
        ("dx", ["thai", "thai-laoo"], ["foo", "qaaa"]),
        ("mu", ["celsius", "kelvin", "fahrenhe"], ["foo"]),
        ("vt", ["0020", "0020-00a0"], ["xyz", "12"]),
    ])
    func keywordValues(key: String, known: [String], unknown: [String]) throws {
        for value in known {
            let id = try LocaleIdentifier("de-DE-u-\(key)-\(value)")
            #expect(id.bcp47.hasPrefix("de-DE-u-\(key)"), "\(key)-\(value): \(id.bcp47)")
            // The ICU spelling of the same locale is the same identifier.
            #expect(try LocaleIdentifier(id.icuID) == id)
        }
        for value in unknown {
            let expected: LocaleFormatError.Code = key == "ca" ? .invalidCalendar : .invalidLocale
            expectCode(expected) { try LocaleIdentifier("de-DE-u-\(key)-\(value)") }
        }
    }

    /// The ICU spelling of each keyword is checked the same way.
    @Test(arguments: [
        "de_DE@collation=phonebook;currency=CH1", "en@currency=EUR1", "en@currency=xyz", "en@colstrength=level9",
        "en@colstrength=foo", "en@hours=h13", "en@measure=imperial1", "en@timezone=Mars/Base", "en@fw=xyz",
        "en@rg=xxzzzz", "en@numbers=tdai", "de@collation=foo",
    ])
    func icuSpellingsAreCheckedToo(id: String) {
        expectCode(.invalidLocale) { try LocaleIdentifier(id) }
    }

    /// Where ICU reads a keyword, the value reaches it (ICU 72.1:
    /// `ucurr_forLocale` returns the `currency` keyword, upper-cased).
    @Test func knownValuesReachICU() throws {
        #expect(try Formatters.shared.localeInfo(locale: "de-DE-u-cu-chf").currency == "CHF")
        #expect(try Formatters.shared.localeInfo(locale: "de_DE@collation=phonebook;currency=chf").currency == "CHF")
        #expect(try Formatters.shared.localeInfo(locale: "de-DE-u-cu-EUR").currency == "EUR")
        #expect(try Formatters.shared.localeInfo(locale: "en-u-rg-dezzzz").currency == "EUR")
        #expect(try Formatters.shared.localeInfo(locale: "en-u-ca-gregory").calendar == "gregorian")
        #expect(try Formatters.shared.localeInfo(locale: "en@calendar=gregory").calendar == "gregorian")
        #expect(try Formatters.shared.localeInfo(locale: "en-u-ca-islamicc").calendar == "islamic-civil")
        #expect(try LocaleIdentifier("en@timezone=US/Pacific").bcp47 == "en-u-tz-uslax")
    }

    /// A subdivision as the region override: ICU 76 reads it (its
    /// currency and measurement system are the subdivision's region's),
    /// ICU 72 reads only a region and `zzzz`, so there it is refused
    /// (ICU's own answers: `ucurr_forLocale("en@rg=gbsct")` is GBP on 76
    /// and nothing on 72).
    @Test func aSubdivisionOverrideWhereTheRunningICUReadsIt() throws {
        for value in ["gbsct", "usca", "uszz"] {
            let read = (try? LocaleIdentifier("de-DE-u-rg-\(value)")) != nil
            #expect(read == ICUExpectedValue.icu([72: false, 76: true]), "rg-\(value)")
        }
        let accepted = (try? LocaleIdentifier("en-u-rg-gbsct")) != nil
        #expect(accepted == ICUExpectedValue.icu([72: false, 76: true]))
        if accepted {
            #expect(try Formatters.shared.localeInfo(locale: "en-u-rg-gbsct").currency == "GBP")
            #expect(try Formatters.shared.localeInfo(locale: "en-US-u-rg-gbsct").currency == "GBP")
        }
        expectCode(.invalidLocale) { try LocaleIdentifier("en-u-rg-gbscotland") }
    }

    /// Keys no ICU service reads are not checked (`-u-` attributes and
    /// keys CLDR does not define), nor are `-t-` fields (dropped before ICU
    /// opens anything).
    @Test func keysICUDoesNotReadAreKept() throws {
        #expect(try LocaleIdentifier("en@foo=bar").bcp47 == "en")
        #expect(try LocaleIdentifier("en-t-en-h0-hybrid").bcp47 == "en-t-en-h0-hybrid")
        #expect(try LocaleIdentifier("en-u-zz-foo").bcp47 == "en-u-zz-foo")
    }

    /// A keyword set through the API is checked like one in the string.
    @Test func settingAKeywordChecksItsValue() throws {
        let german = try LocaleIdentifier("de-DE")
        expectCode(.invalidLocale) { try german.setting(keyword: "currency", to: "ch1") }
        expectCode(.invalidCalendar) { try german.setting(keyword: "calendar", to: "mayan") }
        #expect(try german.setting(keyword: "currency", to: "chf").bcp47 == "de-DE-u-cu-chf")
    }
}
