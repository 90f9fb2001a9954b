/// Likely subtags removed from a locale id (Unicode TR 35, "Likely
/// Subtags"): ICU's own minimization, which keeps the region where either
/// subtag would do, and CLDR's variant that keeps the script.
enum LikelySubtags {
    /// `uloc_minimizeSubtags` of `baseName` (an ICU base name, no keywords):
    /// `zh_Hant_TW` is `zh_TW`, `sr_Cyrl_RS` is `sr`.
    ///
    /// - Throws: `invalidLocale` when ICU cannot minimize the id.
    static func minimized(_ baseName: String) throws(LocaleFormatError) -> String {
        try ICULocale.minimizeSubtags(baseName)
    }

    /// CLDR's "Remove Likely Subtags" favouring the script, over ICU's own
    /// `uloc_addLikelySubtags`: the first of the language alone, language
    /// and script, language and region that maximizes to what `baseName`
    /// maximizes to, else the maximized form; its variants kept.
    /// `zh_Hant_TW` is `zh_Hant`, `pa_PK` is `pa_Arab`. (ICU 76 computes it
    /// as `Locale::minimizeSubtags(favorScript: true)`, an internal API that
    /// ICU 72 lacks.)
    ///
    /// - Throws: `invalidLocale` when ICU cannot maximize the id.
    static func minimizedFavoringScript(_ baseName: String) throws(LocaleFormatError) -> String {
        let variant = ICULocale.part(.variant, of: baseName)
        let top = try subtags(maximizing: baseName)
        for (script, region) in [("", ""), (top.script, ""), ("", top.region)]
        where try subtags(maximizing: id(top.language, script, region)) == top {
            return id(top.language, script, region, variant)
        }
        return id(top.language, top.script, top.region, variant)
    }

    private struct Subtags: Equatable {
        var language: String
        var script: String
        var region: String
    }

    private static func subtags(maximizing id: String) throws(LocaleFormatError) -> Subtags {
        let likely = try ICULocale.addLikelySubtags(id)
        return Subtags(
            language: ICULocale.part(.language, of: likely), script: ICULocale.part(.script, of: likely),
            region: ICULocale.part(.country, of: likely))
    }

    /// An ICU id of the subtags: `ca__VALENCIA` when a variant has no region.
    private static func id(_ language: String, _ script: String, _ region: String, _ variant: String = "") -> String {
        var id = language
        if !script.isEmpty { id += "_" + script }
        if !region.isEmpty { id += "_" + region }
        if !variant.isEmpty { id += (region.isEmpty ? "__" : "_") + variant }
        return id
    }
}
