/// A validated, canonical locale identifier.
///
/// Accepts both spellings: a BCP 47 tag (`de-CH`, `ja-JP-u-ca-japanese`) or
/// an ICU id (`de_CH`, `ja_JP@calendar=japanese`). Case does not matter, and
/// both spellings of one locale give equal (and equally hashed) values:
///
/// ```swift
/// try LocaleIdentifier("en-us") == LocaleIdentifier("en_US")   // true
/// try LocaleIdentifier("iw-IL").bcp47                            // "he-IL"
/// try LocaleIdentifier("ja_JP@calendar=japanese").bcp47          // "ja-JP-u-ca-japanese"
/// ```
///
/// A well-formed identifier that ICU has no data for (`xx-YY`) is valid: it
/// falls back the way ICU falls back (`de-XX` to `de`) and finally to the
/// root locale, never to the process's `LANG`. ``dataLocale`` says which
/// locale's data is used.
public struct LocaleIdentifier: Hashable, Sendable, CustomStringConvertible {
    /// The canonical ICU id (`uloc_canonicalize`), such as `"he_IL"`. Two
    /// identifiers are equal when their canonical ids are.
    public let icuID: String
    /// The BCP 47 form (`uloc_toLanguageTag`), such as `"he-IL"`.
    public let bcp47: String
    /// The id handed to ICU when opening formatters: ``icuID`` when ICU has
    /// data for it, otherwise the root locale with the same keywords
    /// (`root@calendar=japanese`), so that ICU never falls back to its
    /// environment-derived default locale.
    let dataID: String
    /// `icuID`'s hash, computed once: cache lookups hash an Int, not a string.
    private let icuIDHash: Int

    /// The root locale (`und`), ICU's language-neutral data.
    public static let root = LocaleIdentifier(verifiedICUID: "", bcp47: "und", dataID: "root")

    /// Parses and canonicalizes a BCP 47 tag or an ICU locale id.
    ///
    /// A tag with `-` is read as BCP 47 (and must be consumed whole by
    /// `uloc_forLanguageTag`); an id with `_` or `@` as an ICU id.
    /// - Throws: ``LocaleFormatError`` `invalidLocale` when the string is empty,
    ///   over 157 bytes, has characters no identifier has, or malformed
    ///   subtags, or names a numbering system ICU does not know
    ///   (`th-TH-u-nu-tdai`: ICU could open no number or date formatter for it).
    public init(_ string: String) throws {
        let length = string.utf8.count
        guard length > 0 else {
            throw LocaleFormatError(.invalidLocale, "the locale is empty")
        }
        guard length <= LocaleSyntax.maximumLength else {
            throw LocaleFormatError(
                .invalidLocale, "the locale is \(length) bytes long; at most \(LocaleSyntax.maximumLength) are allowed")
        }
        let rawID: String
        let hasDash = string.utf8.contains(UInt8(ascii: "-"))
        let hasICUMarks = string.utf8.contains(UInt8(ascii: "_")) || string.utf8.contains(UInt8(ascii: "@"))
        if hasDash && !hasICUMarks {
            guard LocaleSyntax.isWellFormedLanguageTag(string), let id = ICULocale.forLanguageTag(string) else {
                throw LocaleFormatError(.invalidLocale, "\"\(string)\" is not a well-formed BCP 47 language tag")
            }
            rawID = id
        } else {
            guard LocaleSyntax.isWellFormedICUID(string) else {
                throw LocaleFormatError(.invalidLocale, "\"\(string)\" is not a well-formed locale identifier")
            }
            rawID = string
        }
        let canonical: String
        do {
            canonical = try ICULocale.canonicalize(rawID)
        } catch {
            throw LocaleFormatError(.invalidLocale, "\"\(string)\" could not be canonicalized")
        }
        try self.init(canonicalICUID: canonical)
    }

    /// Builds the value from an id ICU already canonicalized.
    init(canonicalICUID canonical: String) throws {
        // uloc_canonicalize keeps deprecated codes (iw_IL); the strict BCP 47
        // round trip applies CLDR's aliases (he_IL), so both spellings share
        // one identity. Ids a tag cannot carry (es__TRADITIONAL) stay as they are.
        var id = canonical
        if let strict = try? ICULocale.toLanguageTag(canonical, strict: true),
            let roundTrip = ICULocale.forLanguageTag(strict)
        {
            id = roundTrip
        }
        // ICU fails every number and date formatter of a locale whose
        // numbering system it does not know (th-TH-u-nu-tdai: U_UNSUPPORTED_ERROR).
        if let numbers = ICULocale.keywordValue("numbers", in: id), (try? ICULocale.numberingSystem(of: id)) == nil {
            throw LocaleFormatError(
                .invalidLocale, "\"\(numbers.prefix(64))\" is not a numbering system ICU knows (-u-nu- / @numbers=)")
        }
        let tag = (try? ICULocale.toLanguageTag(id)) ?? "und"
        self.init(verifiedICUID: id, bcp47: tag.isEmpty ? "und" : tag, dataID: Self.dataID(for: id))
    }

    private init(verifiedICUID: String, bcp47: String, dataID: String) {
        self.icuID = verifiedICUID
        self.bcp47 = bcp47
        self.dataID = dataID
        self.icuIDHash = verifiedICUID.hashValue
    }

    /// The id to open ICU services with: the id itself when its fallback
    /// chain reaches data before root, else `root` with the same keywords.
    /// The base must be exactly `root`: ICU sends any other id whose chain
    /// ends at root (`root_US`, `_US`, `xx`) to its default locale, which it
    /// takes from `LANG`.
    private static func dataID(for canonical: String) -> String {
        guard ICULocale.dataLocale(of: canonical) == "root" else { return canonical }
        guard let at = canonical.firstIndex(of: "@") else { return "root" }
        return "root" + canonical[at...]
    }

    /// The language subtag (`"de"`), empty for the root locale.
    public var language: String { ICULocale.part(.language, of: icuID) }
    /// The script subtag (`"Hant"`), empty when the identifier has none.
    public var script: String { ICULocale.part(.script, of: icuID) }
    /// The region subtag (`"CH"`, `"419"`), empty when the identifier has none.
    public var region: String { ICULocale.part(.country, of: icuID) }

    /// The value of a Unicode extension keyword in ICU's spelling
    /// (`keywordValue("calendar")` is `"japanese"` for `ja-JP-u-ca-japanese`).
    public func keywordValue(_ keyword: String) -> String? {
        ICULocale.keywordValue(keyword, in: icuID)
    }

    /// The same locale with an ICU keyword set, or removed when `value` is nil.
    /// - Throws: `invalidLocale` when ICU rejects the keyword or value.
    public func setting(keyword: String, to value: String?) throws -> LocaleIdentifier {
        let id = try ICULocale.settingKeyword(keyword, to: value, in: icuID)
        return try LocaleIdentifier(canonicalICUID: id)
    }

    /// The locale whose data ICU uses for this identifier: `"de"` for
    /// `de-XX`, `"root"` when ICU has no data for the language.
    public var dataLocale: String { ICULocale.dataLocale(of: icuID) }

    public var description: String { bcp47 }

    public static func == (lhs: LocaleIdentifier, rhs: LocaleIdentifier) -> Bool { lhs.icuID == rhs.icuID }
    public func hash(into hasher: inout Hasher) { hasher.combine(icuIDHash) }
}
