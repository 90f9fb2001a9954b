/// Formats decimal numbers for a locale through ICU's `UNumberFormatter`
/// (`unumf_*`), exactly: the digits go to ICU as text, never through a `Double`.
///
/// ```swift
/// let numbers = Formatters.shared
/// try numbers.number(locale: "de-DE").string(from: "1234567.891")        // "1.234.567,891"
/// try numbers.number(locale: "fr").string(from: "1234567.5")             // "1 234 567,5" (U+202F)
/// try numbers.number(locale: "en-IN").string(from: "1234567")            // "12,34,567"
/// try numbers.number(locale: "ar-EG").string(from: "-1234.5")            // "؜-١٬٢٣٤٫٥"
/// try numbers.number(locale: "fr", style: .percent).string(from: "0.256") // "26 %" (U+00A0 before %)
/// try numbers.number(locale: "en", style: .compactShort).string(from: "1234567")   // "1.2M"
/// try numbers.number(locale: "en", maximumFractionDigits: 2, roundingMode: .halfUp)
///     .string(from: "1.005")                                             // "1.01"
/// ```
///
/// Opening a formatter costs microseconds; formatting with one costs a
/// fraction of that. Keep and reuse formatters, or get them from
/// ``Formatters/shared``. A `NumberFormat` is immutable and safe to use from
/// many threads at once.
public final class NumberFormat: Sendable {
    /// What the formatter was built from; `Hashable`, so it can key a cache.
    public let options: Options
    /// The ICU number skeleton the formatter was opened with
    /// (`".00## rounding-mode-half-up"`).
    public let skeleton: String
    let handle: ICUNumberHandle

    /// Opens a formatter (uncached: ``Formatters/number(_:)`` shares one per
    /// options).
    ///
    /// ```swift
    /// let options = NumberFormat.Options(locale: try LocaleIdentifier("hi-IN-u-nu-deva"))
    /// try NumberFormat(options).string(from: "1234567")   // "१२,३४,५६७"
    /// ```
    /// - Throws: `invalidOptions` for fraction digits outside 0…20, a minimum
    ///   above the maximum, or minimum integer digits outside 1…30.
    public init(_ options: Options) throws(LocaleFormatError) {
        self.options = options
        var skeleton = NumberSkeleton()
        let defaults: (minimum: Int, maximum: Int)?
        switch options.style {
        case .decimal:
            defaults = (0, 3)
        case .percent:
            skeleton.append("percent")
            skeleton.append("scale/100")
            defaults = (0, 0)
        case .scientific:
            skeleton.append("scientific")
            defaults = (0, 6)
        case .compactShort:
            skeleton.append("compact-short")
            defaults = nil
        case .compactLong:
            skeleton.append("compact-long")
            defaults = nil
        }
        let digits = try NumberSkeleton.resolveFractionDigits(
            minimum: options.minimumFractionDigits, maximum: options.maximumFractionDigits,
            // Scientific: ICU's own default is these digits; no stem needed.
            defaults: options.style == .scientific && options.minimumFractionDigits == nil
                && options.maximumFractionDigits == nil ? nil : defaults)
        if let digits {
            skeleton.append(NumberSkeleton.fractionPrecision(minimum: digits.minimum, maximum: digits.maximum))
        }
        guard NumberSkeleton.integerDigitRange.contains(options.minimumIntegerDigits) else {
            throw LocaleFormatError(
                .invalidOptions, "minimumIntegerDigits is \(options.minimumIntegerDigits); it must lie within 1…30")
        }
        if options.minimumIntegerDigits > 1 {
            skeleton.append(NumberSkeleton.integerWidth(minimum: options.minimumIntegerDigits))
        }
        if !options.grouping { skeleton.append("group-off") }
        if options.roundingMode != .halfEven { skeleton.append(options.roundingMode.skeletonStem) }
        self.skeleton = skeleton.text
        handle = try ICUNumberHandle(skeleton: self.skeleton, locale: options.locale.dataID, syntaxErrorCode: .internal)
    }

    /// Formats a number. NaN and infinities are formatted as ICU does
    /// (`"NaN"`, `"∞"`, `"-∞"` in English).
    ///
    /// ```swift
    /// try Formatters.shared.number(locale: "en").string(from: DecimalValue.infinity)   // "∞"
    /// ```
    /// - Throws: `internal` only if ICU fails.
    public func string(from value: DecimalValue) throws(LocaleFormatError) -> String {
        try handle.format(decimal: value.text)
    }

    /// Parses decimal text (see ``DecimalValue``) and formats it.
    ///
    /// ```swift
    /// try Formatters.shared.number(locale: "de-CH").string(from: "1234567.5")   // "1’234’567.5"
    /// ```
    /// - Throws: `invalidNumber` for text that is not a decimal within the limits.
    public func string(from text: String) throws(LocaleFormatError) -> String {
        try handle.format(decimal: DecimalValue(text).text)
    }
}

extension NumberFormat {
    /// The notation, as ECMA-402's `style`/`notation`.
    public enum Style: String, Sendable, Hashable, CaseIterable {
        /// `"1,234.5"`.
        case decimal
        /// Multiplies by 100: `"0.256"` is `"26%"`.
        case percent
        /// `"1.234568E5"`.
        case scientific
        /// `"1.2M"`; `"1,2 Mio."` in German (U+00A0 before `Mio.`).
        case compactShort
        /// `"1.2 million"`.
        case compactLong
    }

    /// Everything that determines a number formatter (the fields of
    /// the protocol's `number` request): the key of ``Formatters/number(_:)``.
    /// Values are checked when a ``NumberFormat`` is opened from them.
    public struct Options: Hashable, Sendable {
        /// The locale whose symbols, grouping and numbering system are used.
        public var locale: LocaleIdentifier { didSet { rehash() } }
        /// The notation; `decimal` by default.
        public var style: Style { didSet { rehash() } }
        /// 0…20; nil: the style's default.
        public var minimumFractionDigits: Int? { didSet { rehash() } }
        /// 0…20; nil: the style's default.
        public var maximumFractionDigits: Int? { didSet { rehash() } }
        /// 1…30.
        public var minimumIntegerDigits: Int { didSet { rehash() } }
        /// The locale's grouping when true, none when false.
        public var grouping: Bool { didSet { rehash() } }
        /// `halfEven` by default.
        public var roundingMode: RoundingMode { didSet { rehash() } }
        /// The cache key's hash (``FormatterCacheKey/cacheHash``), made again
        /// whenever a field is set, so that a lookup reads it.
        private(set) var cacheHash = 0

        /// Collects options; ``NumberFormat/init(_:)`` validates them.
        /// - Parameters:
        ///   - locale: the locale; `-u-nu-` picks a numbering system
        ///     (`hi-IN-u-nu-deva`: `"१२,३४,५६७"`).
        ///   - style: decimal (default), percent (multiplies by 100), scientific,
        ///     compactShort (`"1.2M"`), compactLong (`"1.2 million"`).
        ///   - minimumFractionDigits: 0…20; nil keeps the style's default
        ///     (decimal 0…3, percent 0…0, scientific 0…6 on the mantissa,
        ///     compact ICU's two significant digits). A lone minimum raises the
        ///     default maximum to it (ECMA-402).
        ///   - maximumFractionDigits: 0…20; nil keeps the style's default. A
        ///     lone maximum lowers the default minimum to it (ECMA-402).
        ///   - minimumIntegerDigits: 1…30, zero-padded (`3`: `"007"`).
        ///   - grouping: `true` groups as the locale does (CLDR's minimum
        ///     grouping digits included: Spanish `"1234"` stays ungrouped);
        ///     `false` never.
        ///   - roundingMode: `halfEven` unless given.
        public init(
            locale: LocaleIdentifier, style: Style = .decimal, minimumFractionDigits: Int? = nil,
            maximumFractionDigits: Int? = nil, minimumIntegerDigits: Int = 1, grouping: Bool = true,
            roundingMode: RoundingMode = .halfEven
        ) {
            self.locale = locale
            self.style = style
            self.minimumFractionDigits = minimumFractionDigits
            self.maximumFractionDigits = maximumFractionDigits
            self.minimumIntegerDigits = minimumIntegerDigits
            self.grouping = grouping
            self.roundingMode = roundingMode
            rehash()
        }

        private mutating func rehash() {
            var mixer = CacheHashMixer()
            mixer.combine(locale.cacheHash)
            // The fields in one part: 3 + 3 + 1 + 19 + 19 + 19 bits.
            mixer.combine(
                style.cacheOrdinal | roundingMode.cacheOrdinal << 3 | (grouping ? 1 : 0) << 6
                    | CacheHashMixer.packed(minimumFractionDigits, bits: 19) << 7
                    | CacheHashMixer.packed(maximumFractionDigits, bits: 19) << 26
                    | CacheHashMixer.packed(minimumIntegerDigits, bits: 19) << 45)
            cacheHash = mixer.value
        }

        /// Field by field, written out so that a cache hit compares in line.
        @inline(__always)
        public static func == (lhs: Self, rhs: Self) -> Bool {
            lhs.locale == rhs.locale && lhs.style == rhs.style && lhs.minimumFractionDigits == rhs.minimumFractionDigits
                && lhs.maximumFractionDigits == rhs.maximumFractionDigits
                && lhs.minimumIntegerDigits == rhs.minimumIntegerDigits && lhs.grouping == rhs.grouping
                && lhs.roundingMode == rhs.roundingMode
        }
    }
}

extension NumberFormat.Options: FormatterCacheKey {}

extension NumberFormat.Style {
    /// A small distinct number per case, for cache keys (`rawValue` would
    /// build a string to hash).
    var cacheOrdinal: Int {
        switch self {
        case .decimal: 0
        case .percent: 1
        case .scientific: 2
        case .compactShort: 3
        case .compactLong: 4
        }
    }
}
