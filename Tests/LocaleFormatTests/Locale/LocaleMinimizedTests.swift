import LocaleFormatTestSupport
import Testing

@testable import LocaleFormat

/// ``LocaleInfo/minimized`` and ``LocaleInfo/minimizedFavoringScript``.
///
/// Expected: ICU 72.1 and 76.1 (the same on both), by
/// Scripts/icu-versions/oracle-minimize.py: `uloc_minimizeSubtags` of the
/// tag's base name, and CLDR's favour-script removal over the running ICU's
/// `uloc_addLikelySubtags`. On ICU 76 the latter equals ICU's internal
/// `Locale::minimizeSubtags(favorScript: true)` for these and for 1,428
/// other tags (every available locale, maximized, and und with its script),
/// by Scripts/icu-versions/oracle-minimize.cpp.
@Suite struct LocaleMinimizedTests {
    @Test(arguments: [
        ("zh-Hant-TW", "zh-TW", "zh-Hant"),
        ("zh-TW", "zh-TW", "zh-Hant"),
        ("zh-Hant", "zh-TW", "zh-Hant"),
        ("zh-Hans-CN", "zh", "zh"),
        ("zh-HK", "zh-HK", "zh-HK"),
        ("zh-Hant-HK", "zh-HK", "zh-HK"),
        ("zh-MO", "zh-MO", "zh-MO"),
        ("sr-Cyrl-RS", "sr", "sr"),
        ("sr-Latn-RS", "sr-Latn", "sr-Latn"),
        ("sr-Latn", "sr-Latn", "sr-Latn"),
        ("sr-ME", "sr-ME", "sr-ME"),
        ("en-Latn-US", "en", "en"),
        ("en-GB", "en-GB", "en-GB"),
        ("und", "en", "en"),
        ("und-Arab", "ar", "ar"),
        ("und-Hant", "zh-TW", "zh-Hant"),
        ("und-Latn-DE", "de", "de"),
        ("pa-Arab-PK", "pa-PK", "pa-Arab"),
        ("pa-Arab", "pa-PK", "pa-Arab"),
        ("pa-PK", "pa-PK", "pa-Arab"),
        ("az-Latn", "az", "az"),
        ("az-Arab", "az-IR", "az-Arab"),
        ("az-IR", "az-IR", "az-Arab"),
        ("ca-ES-valencia", "ca-valencia", "ca-valencia"),
        ("de-Latn-AT", "de-AT", "de-AT"),
        ("ar-Arab-EG", "ar", "ar"),
        ("he-IL", "he", "he"),
        ("ja-Jpan-JP", "ja", "ja"),
        ("uz-Arab-AF", "uz-AF", "uz-Arab"),
        ("uz-Cyrl", "uz-Cyrl", "uz-Cyrl"),
        ("ha-Arab", "ha-Arab", "ha-Arab"),
        ("ms-Arab-BN", "ms-Arab-BN", "ms-Arab-BN"),
        ("hi-Latn", "hi-Latn", "hi-Latn"),
        ("ru-Cyrl-UA", "ru-UA", "ru-UA"),
        ("es-419", "es-419", "es-419"),
        ("pt-BR", "pt", "pt"),
        ("th-TH", "th", "th"),
        ("sw-KE", "sw-KE", "sw-KE"),
        ("en-US-u-ca-gregory", "en", "en"),
        ("xx-YY", "xx-YY", "xx-YY"),
        ("root", "en", "en"),
        ("de-CH-1996", "de-CH-1996", "de-CH-1996"),
        ("sr-Latn-ME", "sr-ME", "sr-ME"),
        ("qaa-Zzzz-ZZ", "qaa-Zzzz-ZZ", "qaa-Zzzz-ZZ"),
    ])
    func minimized(tag: String, favoringRegion: String, favoringScript: String) throws {
        let info = try Formatters.shared.localeInfo(locale: tag)
        #expect(info.minimized == favoringRegion)
        #expect(info.minimizedFavoringScript == favoringScript)
    }
}
