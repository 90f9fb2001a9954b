import LocaleFormatService
import LocaleFormatTestSupport
import Testing

// The fallback examples (Docs/Protocol.md, "Fallback"), as requests. Every expected response is ICU 72.1's own
// output for the requested id, computed with a small C program against the
// system ICU with `uloc_setDefault("root")` called first (udat_open,
// udatpg_getBestPattern, unumf_openForSkeletonAndLocale, ucol_open,
// ucasemap_open on the base name, icu::MessageFormat), not with this library.
// The request date is 2015-08-07T17:29:32Z throughout. Where ICU 76.1 (CLDR 46) answers
// otherwise, the expectation is `.icu([72: …, 76: …])`, each from that ICU through its C API
// (Scripts/icu-versions/oracle-misc.py).

/// A locale without data keeps what ICU takes from its region and language.
@Suite struct FormatDispatcherFallbackTests {
    private func date(_ locale: String, _ layout: String, zone: String? = nil) -> String? {
        let zoneField = zone.map { #","timeZone":"\#($0)""# } ?? ""
        return respond(#"{"op":"date","locale":"\#(locale)","date":"2015-08-07T17:29:32Z",\#(layout)\#(zoneField)}"#)
    }

    @Test func calendarFromTheRegionOrTheLikelyRegion() {
        #expect(date("xx-IR", #""dateStyle":"short""#) == #"{"result":"AP 1394-05-16"}"#)  // Persian
        #expect(date("az-Arab-IR", #""dateStyle":"short""#) == #"{"result":"AP 1394-05-16"}"#)
        #expect(date("xx-TH", #""dateStyle":"short""#) == #"{"result":"BE 2558-08-07"}"#)  // Buddhist
        // Islamic on 72; CLDR 46 gives SA the gregorian calendar.
        #expect(
            date("xx-SA", #""dateStyle":"short""#)
                == ICUExpected.icu([72: #"{"result":"AH 1436-10-22"}"#, 76: #"{"result":"2015-08-07"}"#]))
        #expect(date("fa-Hans", #""dateStyle":"short""#) == #"{"result":"AP 1394-05-16"}"#)  // fa's likely region IR
    }

    @Test func unitUsageFromTheRegion() {
        #expect(
            respond(#"{"op":"unit","locale":"xx-US","value":"100","unit":"kilometer","usage":"road"}"#)
                == #"{"result":"62 mi"}"#)
    }

    @Test func hourCycleFromTheRegionOrTheLikelyRegion() {
        #expect(date("xx", #""skeleton":"jmm""#) == #"{"result":"17:29"}"#)  // no likely region: 001
        #expect(date("iu", #""timeStyle":"short""#) == #"{"result":"5:29 PM"}"#)  // likely region CA
        #expect(date("xx-YY", #""skeleton":"jmm""#) == #"{"result":"17:29"}"#)
        // The locale op agrees with the dates (udatpg_getDefaultHourCycle: UDAT_HOUR_CYCLE_23).
        #expect(respond(#"{"op":"locale","locale":"xx-YY"}"#)?.contains(#""hourCycle":"h23""#) == true)
        #expect(respond(#"{"op":"locale","locale":"iu"}"#)?.contains(#""hourCycle":"h12""#) == true)
        // und with a calendar is still und (likely region US), not an unknown language.
        #expect(date("und-u-ca-buddhist", #""skeleton":"jmm""#) == #"{"result":"5:29 PM"}"#)
        #expect(date("und", #""skeleton":"jmm""#) == #"{"result":"5:29 PM"}"#)
    }

    @Test func collationTailoringsOfTheLanguage() {
        #expect(respond(#"{"op":"compare","locale":"ko-Latn","a":"가","b":"a"}"#) == #"{"result":-1}"#)
        // Pinyin order (ucol_open("zh_Latn") collates as zh).
        #expect(
            respond(#"{"op":"sort","locale":"zh-Latn","strings":["北京","上海","中国"]}"#)
                == #"{"result":["北京","上海","中国"]}"#)
        // ucol_getSortKey of 北京 for zh_Olck (zh's key; root's is fa2fe2fa09c60106010600 on 72,
        // fa3024fa09cc0106010600 on 76).
        #expect(
            respond(#"{"op":"sortKey","locale":"zh-Olck","text":"北京"}"#)
                == ICUExpected.icu([72: #"{"result":"51a06c0a0106010600"}"#, 76: #"{"result":"4ea5695c0106010600"}"#]))
    }

    @Test func caseRulesOfTheLanguage() {
        #expect(respond(#"{"op":"case","locale":"az-IR","text":"ijssel","mode":"title"}"#) == #"{"result":"İjssel"}"#)
        #expect(respond(#"{"op":"case","locale":"az-Arab-IR","text":"i","mode":"upper"}"#) == #"{"result":"İ"}"#)
    }

    /// Keywords never change the language of case mapping (ICU reads the
    /// language up to the first `@`): ucasemap_open on the base name.
    @Test func caseMappingIgnoresKeywords() {
        #expect(respond(#"{"op":"case","locale":"tr-u-co-standard","text":"i","mode":"upper"}"#) == #"{"result":"İ"}"#)
        #expect(
            respond(#"{"op":"case","locale":"lt-u-nu-deva","text":"Í","mode":"lower"}"#)
                == "{\"result\":\"i\u{0307}\u{0301}\"}")
        #expect(
            respond(#"{"op":"case","locale":"nl-u-nu-latn","text":"ijssel","mode":"title"}"#) == #"{"result":"IJssel"}"#
        )
    }

    /// Rule-based formats a language has no data for fall back to ICU's
    /// default locale, root, whatever LANG says.
    @Test func spelloutOrdinalAndDurationWithoutData() {
        #expect(
            respond(#"{"op":"message","locale":"ti","pattern":"{n, spellout}","args":{"n":1234}}"#)
                == #"{"result":"1,234"}"#)
        #expect(
            respond(#"{"op":"message","locale":"gd","pattern":"{n, ordinal}","args":{"n":13}}"#) == #"{"result":"13."}"#
        )
        #expect(
            respond(#"{"op":"message","locale":"bn","pattern":"{n, duration}","args":{"n":10}}"#) == #"{"result":"১০"}"#
        )
    }

    /// VV and V print the zone id as requested.
    @Test func zoneIDsAsRequested() {
        #expect(date("en", #""pattern":"VV""#, zone: "US/Pacific") == #"{"result":"US/Pacific"}"#)
        #expect(date("en", #""pattern":"VV""#) == #"{"result":"UTC"}"#)
        #expect(date("en", #""pattern":"VV""#, zone: "Etc/UTC") == #"{"result":"Etc/UTC"}"#)
        #expect(date("en", #""pattern":"VV""#, zone: "HST") == #"{"result":"HST"}"#)
        #expect(date("en", #""pattern":"V""#, zone: "GMT+00:00") == #"{"result":"unk"}"#)
        #expect(date("en", #""pattern":"V""#, zone: "US/Pacific") == #"{"result":"uslax"}"#)
        // Names and offsets are the canonical zone's.
        #expect(
            date("en", #""pattern":"VVVV zzzz""#, zone: "US/Pacific")
                == #"{"result":"Los Angeles Time Pacific Daylight Time"}"#)
        // An alias and its canonical id are told apart by the cache too.
        #expect(date("en", #""pattern":"VV""#, zone: "America/Los_Angeles") == #"{"result":"America/Los_Angeles"}"#)
        #expect(date("en", #""pattern":"VV""#, zone: "US/Pacific") == #"{"result":"US/Pacific"}"#)
    }
}
