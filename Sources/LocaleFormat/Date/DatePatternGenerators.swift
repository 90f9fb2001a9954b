/// The date-time pattern generators of the locales skeletons, hour cycles
/// or date field names were asked for, one per locale, shared by every date
/// and interval format built from a skeleton, every ``LocaleInfo`` (its hour
/// cycle) and every ``DisplayNames`` (its date field names), in every
/// registry.
///
/// Opening ICU's generator costs more than opening the date format itself
/// (it reads the locale's whole calendar data), so opening one per skeleton
/// format made a skeleton miss cost four times a style miss. Kept in a
/// bounded cache: 256 locales and 16 MiB (each generator charged what ICU
/// allocated opening it, about 70 KiB), least recently used out.
enum DatePatternGenerators {
    private static let generators = FormatterCache<String, ICUPatternGeneratorHandle>(
        capacity: 256, budget: CacheBudget(limit: 16 << 20))

    /// The locale's best pattern for `skeleton`; `locale` is the ICU id the
    /// format is opened with (its calendar keyword included).
    /// - Throws: `invalidPattern` when ICU has no pattern; `internal` when
    ///   ICU cannot open the locale's generator.
    static func bestPattern(locale: String, skeleton: String) throws(LocaleFormatError) -> String {
        try generator(for: locale).bestPattern(skeleton: skeleton)
    }

    /// The locale's generator (opened on first use): `locale` is an ICU id,
    /// keywords included (`-u-hc-` changes the hour cycle, `@calendar` the
    /// patterns).
    /// - Throws: `internal` when ICU cannot open one.
    static func generator(for locale: String) throws(LocaleFormatError) -> ICUPatternGeneratorHandle {
        try generators.value(for: locale, build: ICUPatternGeneratorHandle.init(locale:))
    }

    /// Hits, misses and bytes of the generators' cache.
    static var statistics: CacheStatistics { generators.statistics }
}
