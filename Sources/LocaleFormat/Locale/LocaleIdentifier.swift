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
/// A well-formed identifier that ICU has no data for (`xx-YY`) is valid and
/// formats exactly as ICU formats it: the data comes from ICU's fallback
/// chain (`de-XX` uses `de`'s, `xx-IR` root's), while what ICU takes from
/// the region and the language still follows the identifier (`xx-IR` dates
/// are Persian, `xx-US` road distances are in miles, `ko-Latn` collates as
/// `ko`). ICU's last fallback, its default locale, is pinned to root, never
/// the process's `LANG`. ``dataLocale`` says which locale's data is used.
public struct LocaleIdentifier: Hashable, Sendable, CustomStringConvertible {
    /// The canonical ICU id (`uloc_canonicalize`), such as `"he_IL"`. Two
    /// identifiers are equal when their canonical ids are.
    public var icuID: String { storage.icuID }
    /// The BCP 47 form (`uloc_toLanguageTag`), such as `"he-IL"`.
    public var bcp47: String { storage.bcp47 }
    /// The id handed to ICU when opening formatters: ``icuID`` with the parts
    /// no ICU data tells apart replaced by one representative each, and a
    /// region no locale of the language has moved to the region override
    /// (`cicu_uloc_open_id`: `xx-Latn-IR` opens as `qaa_ZZ@rg=IRzzzz`,
    /// `ru-Mong-RU` as `ru_Zzzz_RU`, `az-IR` as
    /// `az_Arab_ZZ@rg=IRzzzz` (the script ICU's data falls back through),
    /// `und-YY` as `_AA`, `de-AT` as `de_AT`; private use and keywords no
    /// formatter reads dropped). ICU's formatters treat
    /// it exactly as they treat ``icuID``, and however many identifiers
    /// clients invent, ICU is asked to open a bounded set of names.
    var dataID: String { storage.dataID }

    /// The identifier's strings, in one box: an identifier is a field of
    /// every options value and so of every cache key, and a box makes it two
    /// words to copy and compare (equal identifiers from one parse share
    /// their box) instead of three strings.
    private let storage: Storage
    /// `icuID`'s hash, computed once: cache lookups hash an Int, not a string.
    private let icuIDHash: Int

    private final class Storage: Sendable {
        let icuID: String
        let bcp47: String
        let dataID: String
        /// The identifier whose formatters this one shares, when it differs
        /// from this one (see ``formattingIdentity``).
        let sharedIdentity: LocaleIdentifier?

        init(icuID: String, bcp47: String, dataID: String, sharedIdentity: LocaleIdentifier?) {
            self.icuID = icuID
            self.bcp47 = bcp47
            self.dataID = dataID
            self.sharedIdentity = sharedIdentity
        }
    }

    /// The root locale (`und`), ICU's language-neutral data.
    public static let root = LocaleIdentifier(verifiedICUID: "", bcp47: "und", dataID: "")

    /// Parses and canonicalizes a BCP 47 tag or an ICU locale id.
    ///
    /// A tag with `-` is read as BCP 47 (and must be consumed whole by
    /// `uloc_forLanguageTag`); an id with `_` or `@` as an ICU id.
    /// - Throws: ``LocaleFormatError`` `invalidLocale` when the string is empty,
    ///   over 157 bytes, has characters no identifier has, or malformed
    ///   subtags, or gives a keyword a value ICU does not know for it
    ///   (`th-TH-u-nu-tdai`, `de-DE-u-cu-ch1`, `en-u-ks-level9`, `en-u-fw-xyz`);
    ///   `invalidCalendar` for a calendar ICU does not know (`en-u-ca-mayan`).
    public init(_ string: String) throws(LocaleFormatError) {
        try Self.checkLength(of: string)
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

    /// Refuses an identifier that is empty or longer than 157 bytes, as
    /// ``init(_:)`` does first, without any ICU call: a caller holding
    /// several identifiers can check them all before parsing any.
    ///
    /// ```swift
    /// try LocaleIdentifier.checkLength(of: "de-CH")                          // fine
    /// try LocaleIdentifier.checkLength(of: String(repeating: "a", count: 158)) // throws invalidLocale
    /// ```
    /// - Throws: ``LocaleFormatError`` `invalidLocale`.
    public static func checkLength(of string: String) throws(LocaleFormatError) {
        let length = string.utf8.count
        guard length > 0 else {
            throw LocaleFormatError(.invalidLocale, "the locale is empty")
        }
        guard length <= LocaleSyntax.maximumLength else {
            throw LocaleFormatError(
                .invalidLocale, "the locale is \(length) bytes long; at most \(LocaleSyntax.maximumLength) are allowed")
        }
    }

    /// Builds the value from an id ICU already canonicalized.
    init(canonicalICUID canonical: String) throws(LocaleFormatError) {
        // uloc_canonicalize keeps deprecated codes (iw_IL); the strict BCP 47
        // round trip applies CLDR's aliases (he_IL), so both spellings share
        // one identity. Ids a tag cannot carry (es__TRADITIONAL) stay as they are.
        var id = Self.strictRoundTrip(canonical)
        // `root` is the root locale's name, not a language: ICU writes the
        // tag of root_US as root-US and that of root__5LATN as root, which
        // reads back as und. Without it the id is und's, and goes through
        // the round trip as und's ids do (und@x=… reads back as @x=…), so
        // that the id reads back as itself.
        if id.utf8.starts(with: "root".utf8), ICULocale.part(.language, of: id) == "root" {
            let rest = id.dropFirst(4)
            id = Self.strictRoundTrip(rest.first == "@" ? "und" + rest : String(rest))
        }
        try Self.checkKeywordValues(of: id)
        let dataID: String
        do {
            dataID = try ICULocale.openID(for: id)
        } catch {
            throw LocaleFormatError(.invalidLocale, "\"\(id.prefix(64))\" could not be read as a locale")
        }
        // ICU fails every number and date formatter of a locale whose
        // numbering system it does not know (th-TH-u-nu-tdai: U_UNSUPPORTED_ERROR).
        if let numbers = ICULocale.keywordValue("numbers", in: id),
            (try? ICULocale.numberingSystem(of: dataID)) == nil
        {
            throw LocaleFormatError(
                .invalidLocale, "\"\(numbers.prefix(64))\" is not a numbering system ICU knows (-u-nu- / @numbers=)")
        }
        var tag = Self.canonicalCase((try? ICULocale.toLanguageTag(id)) ?? "und")
        // The tag of an id with variants is not always one ICU writes again:
        // es__POSIX_TRADITIONAL is written es-posix (the variant a tag cannot
        // carry dropped, POSIX then written as a plain variant), which reads
        // back as es__POSIX, written es-u-va-posix. The tag is the fixed
        // point, written once more from what it reads back as. (Variants
        // moved into -x-lvariant- read back in another order: left as ICU
        // writes them.)
        if !ICULocale.part(.variant, of: id).isEmpty, !tag.contains("-x-lvariant-"),
            let reread = ICULocale.forLanguageTag(tag), let again = try? ICULocale.toLanguageTag(reread),
            !again.isEmpty
        {
            tag = Self.canonicalCase(again)
        }
        self.init(
            verifiedICUID: id, bcp47: tag.isEmpty ? "und" : tag, dataID: dataID,
            sharedIdentity: Self.sharedIdentity(icuID: id, dataID: dataID))
    }

    /// `id` written as a strict BCP 47 tag and read back, or `id` itself when
    /// a tag cannot carry it.
    private static func strictRoundTrip(_ id: String) -> String {
        guard let strict = try? ICULocale.toLanguageTag(id, strict: true), let read = ICULocale.forLanguageTag(strict)
        else { return id }
        return read
    }

    /// `tag` with its extensions and private use in lower case, RFC 5646's
    /// canonical case. ICU copies the values of an id's extension keywords
    /// as they are written when the id has a keyword a tag cannot carry
    /// (`de_DE@c=CHF;cgoll2ation=x` is `de-DE-c-CHF`), and the tag would not
    /// read back as itself.
    private static func canonicalCase(_ tag: String) -> String {
        guard tag.utf8.contains(where: { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") }) else { return tag }
        var subtags = tag.split(separator: "-", omittingEmptySubsequences: false).map(String.init)
        guard let singleton = subtags.indices.dropFirst().first(where: { subtags[$0].utf8.count == 1 }) else {
            return tag
        }
        for index in singleton..<subtags.count { subtags[index] = subtags[index].lowercased() }
        return subtags.joined(separator: "-")
    }

    /// Refuses a keyword value ICU does not know for its key. ICU takes any
    /// well-formed value and then ignores it or echoes it back
    /// (`de-DE-u-cu-ch1` reported the currency `CH1`), so every op would see
    /// another locale than the one asked for.
    private static func checkKeywordValues(of id: String) throws(LocaleFormatError) {
        guard let (key, value) = ICULocale.unknownKeyword(in: id) else { return }
        let bcpKey = Self.bcp47Keys[key] ?? key
        let shown = "\(value.prefix(64))".debugDescription
        if key == "calendar" {
            throw LocaleFormatError(.invalidCalendar, "\(shown) is not a calendar ICU knows (-u-ca- / @calendar=)")
        }
        throw LocaleFormatError(
            .invalidLocale, "\(shown) is not a value ICU knows for the keyword -u-\(bcpKey)- / @\(key)=")
    }

    /// ICU's legacy keyword names and their BCP 47 keys, for error messages.
    private static let bcp47Keys: [String: String] = [
        "calendar": "ca", "collation": "co", "currency": "cu", "hours": "hc", "measure": "ms",
        "numbers": "nu", "timezone": "tz", "colalternate": "ka", "colbackwards": "kb",
        "colcaselevel": "kc", "colcasefirst": "kf", "colhiraganaquaternary": "kh",
        "colnormalization": "kk", "colnumeric": "kn", "colreorder": "kr", "colstrength": "ks",
        "variabletop": "vt",
    ]

    private init(verifiedICUID: String, bcp47: String, dataID: String, sharedIdentity: LocaleIdentifier? = nil) {
        storage = Storage(icuID: verifiedICUID, bcp47: bcp47, dataID: dataID, sharedIdentity: sharedIdentity)
        icuIDHash = verifiedICUID.hashValue
    }

    /// The identifier that formatters of this one are cached under: the
    /// identifier of ``dataID`` itself. Formatters are opened from `dataID`
    /// alone, so every identifier with the same `dataID` formats alike and
    /// shares them: `xx-IR` and `yy-Latn-IR` (no data, region IR) share
    /// `qaa_IR`'s, and `de-x-1` shares `de`'s. A client inventing locale
    /// strings cannot make the caches open more formatters than there are
    /// distinct data ids.
    var formattingIdentity: LocaleIdentifier { storage.sharedIdentity ?? self }

    /// Whether ``formattingIdentity`` is another identifier than this one.
    var sharesFormatters: Bool { storage.sharedIdentity != nil }

    /// The id collators are opened with: the exact form of ``icuID`` up to
    /// the first name of its chain in ICU's collation tree that ICU has data
    /// under, with the collation keywords only (`cicu_uloc_collation_id`:
    /// `de-Mong-IR` is `de`, `ko-Latn` is `ko`).
    var collationID: String { (try? ICULocale.collationID(for: icuID)) ?? dataID }

    /// The id case mapping is opened with: without keywords, since ICU's case
    /// mapping reads the language up to the first `_`, `-` or `@` (so
    /// `tr@collation=standard` would not be Turkish), and only the language
    /// unless it has break iterator data, which title case finds words with
    /// (`cicu_uloc_case_id`).
    var caseMappingID: String {
        (try? ICULocale.caseMappingID(for: icuID)) ?? ICULocale.part(.baseName, of: dataID)
    }

    /// The id date formats whose pattern prints generic zone names (`v`) are
    /// opened with: ``dataID`` with the region in place, which ICU reads
    /// itself for those names (`cicu_uloc_zone_id`: `de_IR`, where `dataID`
    /// is `de_ZZ@rg=IRzzzz`).
    var zoneID: String { (try? ICULocale.zoneID(for: icuID)) ?? dataID }

    /// Builds the identifier of `dataID` when it is another identifier than
    /// `icuID`'s.
    private static func sharedIdentity(icuID: String, dataID: String) -> LocaleIdentifier? {
        guard dataID != icuID else { return nil }
        if dataID.isEmpty { return .root }
        let tag = (try? ICULocale.toLanguageTag(dataID)) ?? "und"
        return LocaleIdentifier(verifiedICUID: dataID, bcp47: tag.isEmpty ? "und" : tag, dataID: dataID)
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
    public func setting(keyword: String, to value: String?) throws(LocaleFormatError) -> LocaleIdentifier {
        let id = try ICULocale.settingKeyword(keyword, to: value, in: icuID)
        return try LocaleIdentifier(canonicalICUID: id)
    }

    /// The locale whose data ICU uses for this identifier: `"de"` for
    /// `de-XX`, `"root"` when ICU has no data for the language.
    public var dataLocale: String { ICULocale.dataLocale(of: dataID) }

    public var description: String { bcp47 }

    public static func == (lhs: LocaleIdentifier, rhs: LocaleIdentifier) -> Bool {
        lhs.icuIDHash == rhs.icuIDHash && (lhs.storage === rhs.storage || lhs.storage.icuID == rhs.storage.icuID)
    }
    public func hash(into hasher: inout Hasher) { hasher.combine(icuIDHash) }
}

extension LocaleIdentifier: FormatterCacheKey {
    /// The canonical id's hash, computed when the identifier was parsed.
    var cacheHash: Int { icuIDHash }
}
