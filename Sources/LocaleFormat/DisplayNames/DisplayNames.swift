import Synchronization

/// The names of languages, scripts, regions, variants, currencies,
/// calendars, locale keywords and their values, and date fields, in one
/// locale (ICU's `uldn`, `ucurr_getName` and `udatpg_getFieldDisplayName`,
/// as ECMA-402's `Intl.DisplayNames`).
///
/// ```swift
/// let english = try Formatters.shared.displayNames(locale: "en")
/// try english.language("en-GB")          // "British English"
/// try english.region("SU")               // "Russia": ICU's own alias
/// try english.currency("usd")            // "US Dollar"
/// let french = try Formatters.shared.displayNames(locale: "fr", languageDisplay: .standard)
/// try french.language("en-GB")           // "anglais (Royaume-Uni)"
/// ```
///
/// A code that is well formed for its kind but that ICU cannot name is not
/// an error: with ``Fallback/code`` ICU substitutes the code (per
/// component: `en-XX` is "English (XX)"), with ``Fallback/none`` the
/// answer is nil. Codes are not canonicalized beyond their case.
///
/// Cost and sharing: one object per options serves every kind of name and
/// any number of threads; date field names are read once, on first use.
public final class DisplayNames: Sendable {
    /// How long the names are. ICU has two lengths for the `uldn` kinds:
    /// `narrow` is `short` there. Currencies: long name, symbol, narrow symbol.
    public enum Width: String, Hashable, Sendable, CaseIterable {
        case long, short, narrow
    }

    /// How a language with a region is named.
    public enum LanguageDisplay: String, Hashable, Sendable, CaseIterable {
        /// "British English".
        case dialect
        /// "English (United Kingdom)".
        case standard
    }

    /// What to answer when ICU has no name.
    public enum Fallback: String, Hashable, Sendable, CaseIterable {
        /// The code, as ICU substitutes it.
        case code
        /// Nothing: nil.
        case none
    }

    /// A date or time field (`UDateTimePatternField`).
    public enum DateTimeField: String, Hashable, Sendable, CaseIterable {
        case era, year, quarter, month, weekOfYear, weekday, day, dayPeriod, hour, minute, second, timeZoneName

        var icuValue: Int32 {
            switch self {
            case .era: 0
            case .year: 1
            case .quarter: 2
            case .month: 3
            case .weekOfYear: 4
            case .weekday: 6
            case .day: 9
            case .dayPeriod: 10
            case .hour: 11
            case .minute: 12
            case .second: 13
            case .timeZoneName: 15
            }
        }
    }

    /// The locale, width, language display and fallback the names were opened with.
    public let options: Options

    let handle: ICUDisplayNamesHandle
    /// The date field names at ``Options/width``, read on first use.
    private let fieldNames: Mutex<[String]?> = Mutex(nil)
    /// Language codes already checked, with their ICU ids (at most
    /// ``languageIDCapacity``; a full memo keeps what it has).
    private let languageIDs: Mutex<[String: String]> = Mutex([:])
    static let languageIDCapacity = 256

    /// Opens the names of a locale (uncached: ``Formatters/displayNames(_:)``
    /// shares one per options).
    /// - Throws: ``LocaleFormatError`` `internal` when ICU fails.
    public init(_ options: Options) throws(LocaleFormatError) {
        self.options = options
        handle = try ICUDisplayNamesHandle(
            locale: options.locale.dataID, dialect: options.languageDisplay == .dialect,
            fullLength: options.width == .long, substitute: options.fallback == .code)
    }

    /// The name of a language with its optional script, region and
    /// variants (`"en-GB"`, `"zh_Hant_TW"`, `"iw"`).
    /// - Throws: ``LocaleFormatError`` `invalidLocale` for a code that is not
    ///   a well-formed locale identifier of at most 157 bytes, or that has
    ///   extensions, private use or keywords (`en-u-ca-japanese`,
    ///   `de@collation=phonebook`); `internal` when ICU fails.
    public func language(_ code: String) throws(LocaleFormatError) -> String? {
        if let id = languageIDs.withLock({ $0[code] }) { return try handle.name(.locale, code: id) }
        let id = try Self.languageID(code)
        languageIDs.withLock { memo in
            if memo.count < Self.languageIDCapacity { memo[code] = id }
        }
        return try handle.name(.locale, code: id)
    }

    /// The name of a script (`"Latn"`, any case).
    /// - Throws: ``LocaleFormatError`` `invalidLocale` for anything but four ASCII letters.
    public func script(_ code: String) throws(LocaleFormatError) -> String? {
        guard code.utf8.count == 4, code.utf8.allSatisfy(\.isASCIILetter) else {
            throw LocaleFormatError(.invalidLocale, "\"\(code.prefix(64))\" is not a script code (four letters)")
        }
        return try handle.name(.script, code: code.prefix(1).uppercased() + code.dropFirst().lowercased())
    }

    /// The name of a region (`"GB"`, `"419"`, any case).
    /// - Throws: ``LocaleFormatError`` `invalidLocale` for anything but two
    ///   ASCII letters or three digits.
    public func region(_ code: String) throws(LocaleFormatError) -> String? {
        let bytes = code.utf8
        guard
            (bytes.count == 2 && bytes.allSatisfy(\.isASCIILetter))
                || (bytes.count == 3 && bytes.allSatisfy(\.isASCIIDigit))
        else {
            throw LocaleFormatError(
                .invalidLocale, "\"\(code.prefix(64))\" is not a region code (two letters or three digits)")
        }
        return try handle.name(.region, code: code.uppercased())
    }

    /// The name of a variant (`"valencia"`, `"1996"`, any case).
    /// - Throws: ``LocaleFormatError`` `invalidLocale` for anything but 5 to
    ///   8 ASCII letters or digits, or 4 starting with a digit.
    public func variant(_ code: String) throws(LocaleFormatError) -> String? {
        let bytes = Array(code.utf8)
        let alphanumeric = bytes.allSatisfy { $0.isASCIILetter || $0.isASCIIDigit }
        guard alphanumeric, (5...8).contains(bytes.count) || (bytes.count == 4 && bytes[0].isASCIIDigit) else {
            throw LocaleFormatError(.invalidLocale, "\"\(code.prefix(64))\" is not a variant code")
        }
        return try handle.name(.variant, code: code.uppercased())
    }

    /// The name of a locale keyword in either spelling (`"ca"`, `"calendar"`, `"kf"`).
    /// - Throws: ``LocaleFormatError`` `invalidLocale` for a code ICU does not
    ///   read as a keyword (`uloc_toLegacyKey` returns NULL).
    public func key(_ code: String) throws(LocaleFormatError) -> String? {
        try handle.name(.key, code: try Self.legacyKey(code))
    }

    /// The name of a value of a locale keyword, both in either spelling
    /// (`"phonebk"` of `"co"`, `"gregorian"` of `"calendar"`).
    /// - Throws: ``LocaleFormatError`` `invalidLocale` for a key or value ICU
    ///   does not read (`uloc_toLegacyKey`, `uloc_toLegacyType` return NULL).
    public func keyValue(_ code: String, key: String) throws(LocaleFormatError) -> String? {
        let legacyKey = try Self.legacyKey(key)
        guard !code.isEmpty, let type = ICULocale.legacyType(keyword: legacyKey, value: code) else {
            throw LocaleFormatError(
                .invalidLocale, "\"\(code.prefix(64))\" is not a value of the locale keyword \"\(key.prefix(64))\"")
        }
        return try handle.name(.keyValue, code: type, key: legacyKey)
    }

    /// The name of a calendar, either spelling, any case (`"gregory"`, `"islamicc"`).
    /// - Throws: ``LocaleFormatError`` `invalidCalendar` for a code that is
    ///   not a calendar's spelling (`uloc_toLegacyType` returns NULL).
    public func calendar(_ code: String) throws(LocaleFormatError) -> String? {
        guard let type = ICULocale.legacyType(keyword: "calendar", value: code) else {
            throw LocaleFormatError(.invalidCalendar, "\"\(code.prefix(64))\" is not a calendar name")
        }
        return try handle.name(.keyValue, code: type, key: "calendar")
    }

    /// The name of a currency (`"usd"`, any case): the long name, the symbol
    /// (`short`) or the narrow symbol (`narrow`). Three letters ICU does not
    /// list are answered by the fallback; with ``Fallback/none`` an answer
    /// that is the code itself is nil (so is a symbol that is the code,
    /// `CHF` in English).
    /// - Throws: ``LocaleFormatError`` `invalidCurrency` for anything but
    ///   three ASCII letters.
    public func currency(_ code: String) throws(LocaleFormatError) -> String? {
        guard code.utf8.count == 3, code.utf8.allSatisfy(\.isASCIILetter) else {
            throw LocaleFormatError(.invalidCurrency, "\"\(code.prefix(64))\" is not a currency code (three letters)")
        }
        let upper = code.uppercased()
        let style: Int32 =
            switch options.width {
            case .long: 0
            case .short: 1
            case .narrow: 2
            }
        let name = try ICUDisplayNamesHandle.currencyName(upper, locale: options.locale.dataID, style: style)
        return options.fallback == .none && name == upper ? nil : name
    }

    /// The name of a date or time field ("year", "yr.", "yr"). ICU always
    /// has one (root's are English-like), so the fallback never applies.
    /// - Throws: ``LocaleFormatError`` `internal` when ICU fails.
    public func dateTimeField(_ field: DateTimeField) throws(LocaleFormatError) -> String {
        let names = try fieldNames.withLock { (names) throws(LocaleFormatError) -> [String] in
            if let names { return names }
            let width: Int32 =
                switch options.width {
                case .long: 0
                case .short: 1
                case .narrow: 2
                }
            let read = try DatePatternGenerators.generator(for: options.locale.dataID).fieldDisplayNames(
                fields: DateTimeField.allCases.map(\.icuValue), width: width)
            names = read
            return read
        }
        return names[DateTimeField.allCases.firstIndex(of: field) ?? 0]
    }

    /// The ICU id of a language code: `uloc_forLanguageTag` for a tag with
    /// `-`, `uloc_getName` otherwise; nothing else changed.
    static func languageID(_ code: String) throws(LocaleFormatError) -> String {
        try LocaleIdentifier.checkLength(of: code)
        // No extensions, private use or keywords: a singleton subtag after the
        // first, or `@`.
        let subtags = code.split(whereSeparator: { $0 == "-" || $0 == "_" })
        guard !code.contains("@"), !subtags.dropFirst().contains(where: { $0.count == 1 }) else {
            throw LocaleFormatError(
                .invalidLocale, "\"\(code.prefix(64))\" has extensions or keywords: name the language alone")
        }
        _ = try LocaleIdentifier(code)  // well-formed, as v1's locales
        if code.contains("-") {
            guard let id = ICULocale.forLanguageTag(code) else {
                throw LocaleFormatError(.invalidLocale, "\"\(code.prefix(64))\" is not a well-formed language tag")
            }
            return id
        }
        return try ICUDisplayNamesHandle.icuName(code)
    }

    static func legacyKey(_ key: String) throws(LocaleFormatError) -> String {
        guard !key.isEmpty, key.utf8.count <= 64, let legacy = ICUDisplayNamesHandle.legacyKey(key) else {
            throw LocaleFormatError(.invalidLocale, "\"\(key.prefix(64))\" is not a locale keyword")
        }
        return legacy
    }
}

extension DisplayNames {
    /// Everything that determines a set of names: the key of
    /// ``Formatters/displayNames(_:)``.
    public struct Options: Hashable, Sendable {
        /// The locale the names are in.
        public var locale: LocaleIdentifier
        /// How long the names are; `.long` by default.
        public var width: Width
        /// How a language with a region is named; `.dialect` by default.
        public var languageDisplay: LanguageDisplay
        /// What to answer when ICU has no name; `.code` by default.
        public var fallback: Fallback

        /// Collects options.
        public init(
            locale: LocaleIdentifier, width: Width = .long, languageDisplay: LanguageDisplay = .dialect,
            fallback: Fallback = .code
        ) {
            self.locale = locale
            self.width = width
            self.languageDisplay = languageDisplay
            self.fallback = fallback
        }
    }
}

extension DisplayNames.Options: FormatterCacheKey {
    @inline(__always)
    var cacheHash: Int {
        var mixer = CacheHashMixer()
        mixer.combine(locale.cacheHash)
        let width = DisplayNames.Width.allCases.firstIndex(of: width) ?? 0
        mixer.combine(width << 2 | (languageDisplay == .dialect ? 2 : 0) | (fallback == .code ? 1 : 0))
        return mixer.value
    }
}

extension UInt8 {
    fileprivate var isASCIILetter: Bool { (0x41...0x5A).contains(self) || (0x61...0x7A).contains(self) }
    fileprivate var isASCIIDigit: Bool { (0x30...0x39).contains(self) }
}
