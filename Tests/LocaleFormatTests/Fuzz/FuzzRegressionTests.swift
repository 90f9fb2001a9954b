import LocaleFormat
import Testing

/// Inputs the libFuzzer targets (`Fuzz/`, Docs/Fuzzing.md) found, kept
/// literally as they were found, with the behaviour that is right for them.
/// Expected strings are ICU 72.1's (checked with PyICU).
@Suite struct FuzzRegressionTests {
    static let augustSeventh = "2015-08-07T17:29:32Z"

    /// FuzzDatePattern, `'` in ja-JP with the Persian calendar: ICU formats a
    /// lone quote (an unterminated, empty quoted text) to "", silently.
    @Test func aPatternThatFormatsToNothingIsInvalid() throws {
        expectCode(.invalidPattern) {
            try Formatters.shared.date(locale: "ja-JP", layout: .pattern("'"), calendar: "persian")
        }
        expectCode(.invalidPattern) { try Formatters.shared.date(locale: "en", layout: .pattern("'")) }
        let instant = try Instant(iso8601: Self.augustSeventh)
        // Quotes that print something stay valid.
        #expect(try Formatters.shared.date(locale: "en", layout: .pattern("''")).string(from: instant) == "'")
        #expect(
            try Formatters.shared.date(locale: "en", layout: .pattern("'o''clock' h")).string(from: instant)
                == "o'clock 5")
    }

    /// FuzzLocale, `th-TH-u-nu-tdai`: a numbering system ICU does not know
    /// made every number and date formatter of the locale, and `LocaleInfo`,
    /// fail with `internal` (ICU's U_UNSUPPORTED_ERROR).
    @Test func anUnknownNumberingSystemIsAnInvalidLocale() throws {
        expectCode(.invalidLocale) { try LocaleIdentifier("th-TH-u-nu-tdai") }
        expectCode(.invalidLocale) { try LocaleIdentifier("th_TH@numbers=tdai") }
        expectCode(.invalidLocale) { try Formatters.shared.number(locale: "th-TH-u-nu-tdai") }
        expectCode(.invalidLocale) { try LocaleIdentifier("en").setting(keyword: "numbers", to: "tdai") }
        #expect(try Formatters.shared.number(locale: "th-TH-u-nu-thai").string(from: "-1234.5") == "-๑,๒๓๔.๕")
        #expect(try Formatters.shared.number(locale: "th_TH@numbers=traditional").string(from: "-1234.5") == "-๑,๒๓๔.๕")
        #expect(try Formatters.shared.localeInfo(locale: "th-TH-u-nu-thai").hourCycle == .h23)
    }

    /// FuzzLocale, `de_DE@collation=phonebook;currency=CH1` (CI):
    /// ICU accepts any three characters as a `currency` keyword and
    /// `ucurr_forLocale` echoes them, so the `locale` op reported the
    /// currency `CH1`. A currency ICU does not list is `invalidLocale`, in
    /// either spelling and any case; every other keyword is checked alike
    /// (`LocaleKeywordValueTests`).
    @Test func anUnknownCurrencyKeywordIsAnInvalidLocale() throws {
        for id in [
            "de_DE@collation=phonebook;currency=CH1", "de-DE-u-co-phonebk-cu-ch1", "de-DE-u-cu-ch1", "de-DE-u-cu-CH1",
            "de-DE-u-cu-xyz", "de-DE-u-cu-XYZ", "en@currency=EUR1", "en@currency=eur1", "en-u-cu-eur1",
        ] {
            expectCode(.invalidLocale) { try LocaleIdentifier(id) }
            expectCode(.invalidLocale) { try Formatters.shared.localeInfo(locale: id) }
        }
        #expect(try Formatters.shared.localeInfo(locale: "de_DE@collation=phonebook;currency=CHF").currency == "CHF")
        #expect(try Formatters.shared.localeInfo(locale: "de-DE-u-cu-eur").currency == "EUR")
    }

    /// FuzzLocale, `es__TRAIITD_NAL`: not a bug, ICU's behaviour. Variants a
    /// tag cannot carry go into `-x-lvariant-`, which ICU reads back with the
    /// variants in another order, so the BCP 47 form of such an id names a
    /// different id. The ICU id itself is stable.
    @Test func variantsBCP47CannotCarryKeepTheirICUID() throws {
        let id = try LocaleIdentifier("es__TRAIITD_NAL")
        #expect(id.icuID == "es__TRAIITD_NAL")
        #expect(id.bcp47 == "es-traiitd-x-lvariant-nal")
        #expect(try LocaleIdentifier(id.icuID) == id)
        #expect(try LocaleIdentifier(id.bcp47).icuID == "es__NAL_TRAIITD")
    }

    /// FuzzLocale (CI), `es_POSIX_TRADITIONAL`: ICU writes the tag of
    /// `es__POSIX_TRADITIONAL` as `es-posix` (TRADITIONAL dropped, POSIX not
    /// alone), which reads back as `es__POSIX`, whose tag is
    /// `es-u-va-posix`: the BCP 47 form was not a fixed point. It is now
    /// the tag ICU writes for what the first one reads back as.
    @Test(arguments: [
        ("es_POSIX_TRADITIONAL", "es__POSIX_TRADITIONAL", "es-u-va-posix"),
        ("es__POSIX", "es_POSIX", "es-u-va-posix"),
        ("en_US_POSIX", "en_US_POSIX", "en-US-u-va-posix"),
        ("de__1901", "de__1901", "de-1901"),
        ("sl__ROZAJ_BISKE", "sl__BISKE_ROZAJ", "sl-biske-rozaj"),
    ])
    func theBCP47FormOfAVariantIsAFixedPoint(spelling: String, icuID: String, bcp47: String) throws {
        let id = try LocaleIdentifier(spelling)
        #expect(id.icuID == icuID)
        #expect(id.bcp47 == bcp47)
        #expect(try LocaleIdentifier(id.bcp47).bcp47 == bcp47)
        #expect(try LocaleIdentifier(id.icuID) == id)
    }

    /// FuzzLocale, `x-YYY`: its canonical ICU id `@x=yyy` (like `_US` for
    /// `und-US`: ICU's C API, `uloc_forLanguageTag`) was refused as
    /// malformed, because the grammar wanted a language first.
    @Test(arguments: [
        ("x-YYY", "@x=yyy", "und-x-yyy"),
        ("und-US", "_US", "und-US"),
        ("und-Latn", "_Latn", "und-Latn"),
        ("und-u-ca-japanese", "und@calendar=japanese", "und-u-ca-japanese"),
    ])
    func canonicalIDsWithoutALanguageReadBack(tag: String, icuID: String, bcp47: String) throws {
        let id = try LocaleIdentifier(tag)
        #expect(id.icuID == icuID)
        #expect(id.bcp47 == bcp47)
        let again = try LocaleIdentifier(icuID)
        #expect(again == id)
        #expect(again.bcp47 == bcp47)
    }

    @Test func icuIDsWithoutALanguage() throws {
        #expect(try LocaleIdentifier("@calendar=japanese") == LocaleIdentifier("und-u-ca-japanese"))
        #expect(try LocaleIdentifier("_US") == LocaleIdentifier("und-US"))
        #expect(try LocaleIdentifier("@x=yyy").bcp47 == "und-x-yyy")
    }

    @Test func anEmptyLanguageNeedsSomethingAfterIt() {
        for input in ["@", "_", "__", "@=x", "_@x=y", "_US_"] {
            expectCode(.invalidLocale) { try LocaleIdentifier(input) }
        }
    }

    /// FuzzRequest, a `sort` in `en-u-kn-true-ks-lev-0el2-kf-upper`: ICU
    /// refuses the collation strength `lev-0el2` (U_ILLEGAL_ARGUMENT_ERROR),
    /// which was reported as `internal`.
    @Test func anUnknownCollationKeywordValueIsAnInvalidLocale() throws {
        expectCode(.invalidLocale) { try Formatters.shared.collator(locale: "en-u-kn-true-ks-lev-0el2-kf-upper") }
        expectCode(.invalidLocale) { try Formatters.shared.collator(locale: "en@colstrength=foo") }
        #expect(try Formatters.shared.collator(locale: "en-u-ks-level1").compare("a", "A") == .orderedSame)
        #expect(
            try Formatters.shared.collator(locale: "en-u-kn-true-ks-level2-kf-upper").sorted(["a10", "a2", "A2"]) == [
                "a2", "A2", "a10",
            ])
    }

    /// FuzzLocale, `deehbD_DPleebD_DPO_DPO`: an ICU id with a repeated
    /// variant was accepted, and its BCP 47 form
    /// (`deehbd-dpleebd-x-lvariant-dpo-dpo`) was one that neither ICU nor this
    /// library reads back. Variants must not repeat, in ids as in tags.
    @Test func repeatedVariantsAreAnInvalidLocale() throws {
        for input in ["deehbD_DPleebD_DPO_DPO", "de__DPO_DPO", "de_DE_POSIX_posix", "de__1996_1996"] {
            expectCode(.invalidLocale) { try LocaleIdentifier(input) }
        }
        #expect(try LocaleIdentifier("de__DPO_ABC").bcp47 == "de-x-lvariant-dpo-abc")
        #expect(try LocaleIdentifier("de_DE_1996").bcp47 == "de-DE-1996")
    }

    /// FuzzMessage, `{x, number, pe…4333333…rcent}` in fr-CH with
    /// `x` = 1e100: a decimal pattern whose digits 1–9 are a rounding
    /// increment. ICU 72 rounds to it in 34-digit decimal arithmetic and
    /// fails with U_INTERNAL_PROGRAM_ERROR for 10^34 and above, which was an
    /// `internal` error; it is the argument's fault: `invalidNumber`.
    /// Expected strings are ICU 72.1's (and the exact multiples of the increment).
    @Test func aNumberTooLargeForARoundingIncrementIsAnInvalidNumber() throws {
        let bytes: [UInt8] =
            Array("t, choigcscount,".utf8) + [UInt8](repeating: 0, count: 8)
            + Array(" spellout} {n, ordinal} {x, number, pe".utf8) + [0x0E, 0, 0] + Array("4333333".utf8)
            + [0x03, 0, 0, 0, 0, 0] + Array("rcent} {count, choice, 0#none|1#on{x}<many}".utf8)
        let found = try Formatters.shared.message(
            pattern: String(decoding: bytes, as: UTF8.self), locale: "fr-CH", timeZone: "GMT+01:00")
        expectCode(.invalidNumber) {
            try found.format(["count": .decimal("1.0"), "n": .integer(Int64.min), "x": .decimal("1e100")])
        }
        let increment = try Formatters.shared.message(pattern: "{x,number,43}", locale: "en")
        #expect(try increment.format(["x": .decimal("1e33")]) == "999999999999999999999999999999979")
        expectCode(.invalidNumber) { try increment.format(["x": .decimal("1e34")]) }
        expectCode(.invalidNumber) { try increment.format(["x": .decimal("-1e40")]) }
        expectCode(.invalidNumber) {
            try Formatters.shared.message(pattern: "{x,number,0.07}", locale: "en").format(["x": .decimal("1e40")])
        }
        let nickel = try Formatters.shared.message(pattern: "{x,number,0.05}", locale: "de")
        #expect(try nickel.format(["x": .decimal("1.53")]) == "1,55")
        // ICU rounds to 0.05 and 0.5 by a path of its own, which has no such limit.
        #expect(try nickel.format(["x": .decimal("1e40")]) == "10000000000000000000000000000000000000000,00")
    }

    /// FuzzLocale, `root_1d`: ICU reads the two characters after
    /// the language as a region (`root_1D`), which is not one, and writes the
    /// BCP 47 form `root`, which reads back as the root locale `und`. Two or
    /// three characters in the region's place must be a region (2 letters
    /// or 3 digits), as in a tag.
    @Test func aMalformedRegionInAnICUIDIsAnInvalidLocale() throws {
        for id in ["root_1d", "root_1D", "en_1D", "en_A1", "de_Latn_D1", "de_12"] {
            expectCode(.invalidLocale) { try LocaleIdentifier(id) }
        }
        #expect(try LocaleIdentifier("en_001").bcp47 == "en-001")
        #expect(try LocaleIdentifier("en__1D12").icuID == "en__1D12")
        #expect(try LocaleIdentifier("root").bcp47 == "und")
    }

    /// FuzzLocale, `root_5Latn52775d`: ICU keeps `root` as the
    /// language of `root__5LATN52775D` and writes its tag as `root`, which
    /// reads back as the root locale `und`. `root` in an ICU id is the root
    /// locale, so such ids are und's (`root_US` is `und-US`, as ICU reads it).
    @Test func rootFollowedBySubtagsIsUnd() throws {
        let cases = [
            ("root_5Latn52775d", "__5LATN52775D", "und"), ("root_US", "_US", "und-US"),
            ("Root_us", "_US", "und-US"), ("root_Latn_US", "_Latn_US", "und-Latn-US"),
            ("root@calendar=japanese", "und@calendar=japanese", "und-u-ca-japanese"), ("root", "", "und"),
            // FuzzLocale, `root-x-l6L`: und's id with private use alone is
            // ICU's `@x=…` (`und-x-l6l` reads back so), not `und@x=…`.
            ("root-x-l6L", "@x=l6l", "und-x-l6l"), ("root@x=abc", "@x=abc", "und-x-abc"),
        ]
        for (input, icuID, bcp47) in cases {
            let id = try LocaleIdentifier(input)
            #expect(id.icuID == icuID, "\(input)")
            #expect(id.bcp47 == bcp47, "\(input)")
            #expect(try LocaleIdentifier(bcp47).bcp47 == bcp47, "\(input)")
            // (The root locale's ICU id is empty, which no input spells.)
            if !id.icuID.isEmpty {
                #expect(try LocaleIdentifier(id.icuID) == id, "\(input) reads back from its ICU id")
            }
        }
        #expect(try LocaleIdentifier("root_US") == LocaleIdentifier("und-US"))
        #expect(try LocaleIdentifier("rootx_US").bcp47 == "rootx-US")
    }

    /// FuzzLocale, `de_DE@cgoll2ation=phonebook;c=CHF`: a keyword
    /// no tag can carry keeps the id from its strict BCP 47 round trip, and
    /// ICU's lenient tag copies the extension as written, `de-DE-c-CHF`,
    /// which reads back as `de-DE-c-chf`. Extensions are lower case in a
    /// canonical tag (RFC 5646, 2.1.1).
    @Test func extensionsOfTheTagAreLowerCase() throws {
        let id = try LocaleIdentifier("de_DE@cgoll2ation=phonebook;c=CHF")
        #expect(id.bcp47 == "de-DE-c-chf")
        #expect(try LocaleIdentifier(id.bcp47).bcp47 == "de-DE-c-chf")
        #expect(try LocaleIdentifier("sr_Latn_RS@cgoll2ation=x;x=ABC").bcp47 == "sr-Latn-RS-x-abc")
    }
}
