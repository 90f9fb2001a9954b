/// Picks the best of an application's supported locales for a person's
/// language preferences, by CLDR language matching (ICU's `LocaleMatcher`).
///
/// ```swift
/// let site = try LanguageNegotiator(supported: ["en", "fr", "zh-Hans", "zh-Hant"], default: "en")
/// try site.bestMatch(acceptLanguage: "de-CH, fr;q=0.8, en;q=0.5")   // "fr"
/// try site.bestMatch(acceptLanguage: "zh-HK")                      // "zh-Hant": Hong Kong writes Traditional
/// try site.bestMatch(acceptLanguage: "fr-CA")                      // "fr": a region falls back to its language
/// try site.bestMatch(preferences: ["en-ES"])                       // "en"
/// try site.bestMatch(preferences: ["ja"])                          // "en": nothing close, the default
/// ```
///
/// Matching is CLDR's, not string prefixes: it knows that `zh-HK` is written
/// in Traditional Chinese, that Norwegian Bokmål (`nb`) is close to `no` and
/// Danish, that `en-ES` is closer to `en` (and to `en-GB`, when supported) than
/// to `es`, and that Breton speakers read French (a one-way fallback). Earlier
/// preferences win over later ones unless the earlier ones match much worse.
/// Extensions and variants (`-u-co-phonebk`) play no part; among supported
/// locales that match equally the first listed wins.
///
/// The result is always one of `supported` or `default`, spelled exactly as
/// the caller spelled it.
///
/// Cost and sharing: building a negotiator costs microseconds per supported
/// locale; keep one per supported list. It is immutable and safe to use from
/// many threads at once (ICU's `LocaleMatcher` is immutable once built).
public struct LanguageNegotiator: Sendable {
    /// The most preferences read from one request: an `Accept-Language`
    /// header's first 32 entries (valid or not), or an array's first 32 tags.
    /// Later ones are ignored, so that a huge header costs no more than a
    /// normal one.
    public static let maximumPreferenceCount = 32
    /// The most supported locales a negotiator takes.
    public static let maximumSupportedCount = 1000

    /// The supported tags, as given.
    public let supported: [String]
    /// The tag returned when nothing matches, as given.
    public let defaultLocale: String

    let matcher: ICUMatcherHandle?

    /// Prepares matching against an application's locales.
    ///
    /// - Parameters:
    ///   - supported: the locales the application has, as BCP 47 tags or ICU
    ///     ids; earlier ones win ties.
    ///   - defaultLocale: the answer when no supported locale is close enough
    ///     to any preference. It need not be one of `supported`.
    /// - Throws: ``LocaleFormatError`` `invalidLocale` when a supported tag or
    ///   the default is malformed; `limitExceeded` for more than
    ///   ``maximumSupportedCount`` supported tags; `internal` when ICU fails.
    ///
    /// ```swift
    /// try LanguageNegotiator(supported: ["en", "de"], default: "en")
    /// try LanguageNegotiator(supported: ["en", "de!"], default: "en")   // throws invalidLocale
    /// ```
    public init(supported: [String], default defaultLocale: String) throws(LocaleFormatError) {
        guard supported.count <= Self.maximumSupportedCount else {
            throw LocaleFormatError(
                .limitExceeded,
                "\(supported.count) supported locales; at most \(Self.maximumSupportedCount) are allowed")
        }
        // A matcher is built for every negotiation (tens of microseconds to
        // milliseconds): where builds are deferred, this is one.
        if BuildDeferral.isActive, !supported.isEmpty { throw BuildDeferral.error }
        // Every length before any ICU call.
        try LocaleIdentifier.checkLength(of: defaultLocale)
        for tag in supported { try LocaleIdentifier.checkLength(of: tag) }
        _ = try LocaleIdentifier(defaultLocale)
        let ids = try supported.map { (tag) throws(LocaleFormatError) in try LocaleIdentifier(tag).icuID }
        self.supported = supported
        self.defaultLocale = defaultLocale
        self.matcher = ids.isEmpty ? nil : try ICUMatcherHandle(supportedICUIDs: ids)
    }

    /// The best supported locale for an `Accept-Language` header value.
    ///
    /// The header is read as ``preferences(fromAcceptLanguage:)`` reads it:
    /// entries by quality, then position; invalid entries are skipped.
    ///
    /// - Parameter acceptLanguage: a header value such as
    ///   `"de-CH, de;q=0.9, en;q=0.5"`.
    /// - Returns: one of ``supported``, or ``defaultLocale``.
    /// - Throws: ``LocaleFormatError`` `internal` when ICU fails.
    ///
    /// ```swift
    /// let app = try LanguageNegotiator(supported: ["en", "de"], default: "en")
    /// try app.bestMatch(acceptLanguage: "de-CH, de;q=0.9, en;q=0.5")   // "de"
    /// ```
    public func bestMatch(acceptLanguage: String) throws(LocaleFormatError) -> String {
        try best(Self.identifiers(fromAcceptLanguage: acceptLanguage))
    }

    /// The best supported locale for tags in preference order (iOS's
    /// preferred languages, a user setting).
    ///
    /// - Parameter preferences: BCP 47 tags or ICU ids, most preferred first.
    ///   Malformed tags are skipped; only the first
    ///   ``maximumPreferenceCount`` are read.
    /// - Returns: one of ``supported``, or ``defaultLocale``.
    /// - Throws: ``LocaleFormatError`` `internal` when ICU fails.
    ///
    /// ```swift
    /// let app = try LanguageNegotiator(supported: ["zh-Hans", "zh-Hant"], default: "zh-Hans")
    /// try app.bestMatch(preferences: ["zh-TW", "en"])   // "zh-Hant"
    /// ```
    public func bestMatch(preferences: [String]) throws(LocaleFormatError) -> String {
        let ids = preferences.prefix(Self.maximumPreferenceCount).compactMap { try? LocaleIdentifier($0) }
        return try best(ids)
    }

    private func best(_ preferences: [LocaleIdentifier]) throws(LocaleFormatError) -> String {
        guard let matcher, !preferences.isEmpty else { return defaultLocale }
        guard let index = try matcher.bestIndex(desiredICUIDs: preferences.map(\.icuID)),
            supported.indices.contains(index)
        else { return defaultLocale }
        return supported[index]
    }
}
