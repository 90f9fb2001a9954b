/// What a service needs to know about a locale: its canonical forms, script
/// direction, calendar, currency, hour cycle and name.
///
/// ```swift
/// let info = try Formatters.shared.localeInfo(locale: "ar-EG")
/// info.rightToLeft   // true
/// info.currency      // "EGP"
/// info.displayName   // "العربية (مصر)"
/// ```
public struct LocaleInfo: Hashable, Sendable {
    /// The identifier described.
    public let identifier: LocaleIdentifier
    /// The BCP 47 form (`uloc_toLanguageTag`): `iw-IL` is `he-IL`.
    public var canonical: String { identifier.bcp47 }
    /// The canonical ICU id (`he_IL`).
    public var icuID: String { identifier.icuID }
    /// The language subtag; nil for the root locale.
    public let language: String?
    /// The script subtag as written; nil when the identifier has none
    /// (``maximized`` has the likely one).
    public let script: String?
    /// The region subtag as written; nil when the identifier has none.
    public let region: String?
    /// The identifier with likely subtags added (`uloc_addLikelySubtags`):
    /// `ar-EG` is `ar-Arab-EG`.
    public let maximized: String
    /// The identifier with likely subtags removed as ICU removes them
    /// (`uloc_minimizeSubtags` of the base name, keywords dropped as in
    /// ``maximized``), keeping the region where either the region or the
    /// script would do: `zh-Hant-TW` is `zh-TW`, `en-Latn-US` is `en`.
    public let minimized: String
    /// The same, keeping the script where either would do (CLDR's "favor
    /// script" variant): `zh-Hant-TW` and `zh-TW` are `zh-Hant`, `pa-PK` is
    /// `pa-Arab`.
    public let minimizedFavoringScript: String
    /// The locale's name written in ``displayLocale`` (`uloc_getDisplayName`).
    public let displayName: String
    /// The locale in which ``displayName`` is written (by default the locale itself).
    public let displayLocale: LocaleIdentifier
    /// Whether the locale's script is written right to left (`uloc_isRightToLeft`).
    public let rightToLeft: Bool
    /// The calendar ICU uses for the locale (`gregorian`, `buddhist`, `islamic-umalqura`).
    public let calendar: String
    /// The ISO 4217 code of the locale's region (`ucurr_forLocale`); nil without a region.
    public let currency: String?
    /// The locale's preferred hour cycle, from its `j` skeleton.
    public let hourCycle: HourCycle
    /// The locale whose data ICU uses: `"de"` for `de-XX`, `"root"` when ICU has none.
    public let dataLocale: String

    /// Collects the facts ICU has about a locale (uncached:
    /// ``Formatters/localeInfo(_:)`` keeps them per options).
    ///
    /// ```swift
    /// let options = LocaleInfo.Options(locale: try LocaleIdentifier("de-CH"), displayLocale: try LocaleIdentifier("fr"))
    /// try LocaleInfo(options).displayName   // "allemand (Suisse)"
    /// ```
    /// - Parameter options: the locale, and the language to write
    ///   ``displayName`` in.
    /// - Throws: `internal` when ICU fails to answer.
    public init(_ options: Options) throws(LocaleFormatError) {
        let identifier = options.locale
        let displayLocale = options.displayLocale
        self.identifier = identifier
        let id = identifier.icuID
        func nonEmpty(_ s: String) -> String? { s.isEmpty ? nil : s }
        language = nonEmpty(identifier.language)
        script = nonEmpty(identifier.script)
        region = nonEmpty(identifier.region)
        let baseName = ICULocale.part(.baseName, of: id)
        let likely = (try? ICULocale.addLikelySubtags(baseName)) ?? id
        maximized = (try? ICULocale.toLanguageTag(likely)) ?? identifier.bcp47
        func tag(_ minimize: (String) throws(LocaleFormatError) -> String) -> String {
            (try? ICULocale.toLanguageTag(minimize(baseName))) ?? identifier.bcp47
        }
        minimized = tag(LikelySubtags.minimized)
        minimizedFavoringScript = tag(LikelySubtags.minimizedFavoringScript)
        let display = displayLocale ?? identifier
        self.displayLocale = display
        displayName = try ICULocale.displayName(of: id, in: display.dataID)
        rightToLeft = ICULocale.isRightToLeft(id)
        calendar = try ICULocale.calendarType(of: identifier.dataID)
        currency = ICULocale.currency(of: id)
        hourCycle = HourCycle(icuValue: try DatePatternGenerators.generator(for: identifier.dataID).defaultHourCycle())
        dataLocale = identifier.dataLocale
    }
}

extension LocaleInfo {
    /// What the facts are collected for: the key of ``Formatters/localeInfo(_:)``.
    public struct Options: Hashable, Sendable {
        /// The locale described.
        public var locale: LocaleIdentifier
        /// The language to write ``LocaleInfo/displayName`` in; the locale itself when nil.
        public var displayLocale: LocaleIdentifier?

        /// Collects the options.
        /// - Parameters:
        ///   - locale: the locale described.
        ///   - displayLocale: the language of the display name; the locale itself when nil.
        public init(locale: LocaleIdentifier, displayLocale: LocaleIdentifier? = nil) {
            self.locale = locale
            self.displayLocale = displayLocale
        }
    }
}

extension LocaleInfo.Options: FormatterCacheKey {
    /// Mixes the identifiers' precomputed hashes.
    @inline(__always)
    var cacheHash: Int {
        var mixer = CacheHashMixer()
        mixer.combine(locale.cacheHash)
        mixer.combine(displayLocale?.cacheHash)
        return mixer.value
    }
}

/// An hour cycle, as the BCP 47 `-u-hc-` key and ECMA-402's `hourCycle` name them.
public enum HourCycle: String, Sendable, Hashable, CaseIterable {
    /// 0…11 (Japanese 午後0:30).
    case h11
    /// 1…12 (English 12:30 PM).
    case h12
    /// 0…23 (German 00:30).
    case h23
    /// 1…24.
    case h24

    init(icuValue: Int32) {
        switch icuValue {
        case 0: self = .h11
        case 1: self = .h12
        case 3: self = .h24
        default: self = .h23
        }
    }
}
