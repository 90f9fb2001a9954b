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
    /// - Throws: `invalidOptions` for a digit option out of its range,
    ///   options that do not go together (ECMA-402's rules, as
    ///   ``NumberDisplay`` says), or a style and a notation that differ
    ///   (`scientific` style with `compactShort` notation).
    public init(_ options: Options) throws(LocaleFormatError) {
        self.options = options
        var numberDisplay = options.numberDisplay
        numberDisplay.notation = try options.notation
        var skeleton = NumberSkeleton()
        let style: NumberDisplay.StyleDigits
        if options.style == .percent {
            skeleton.append("percent")
            skeleton.append(try numberDisplay.percentScaleStem())
        }
        switch (options.style, numberDisplay.notation) {
        case (_, .compactShort), (_, .compactLong): style = .compact
        case (.percent, _): style = .init(minimum: 0, maximum: 0, implicit: false)
        case (_, .scientific), (_, .engineering): style = .init(minimum: 0, maximum: 6, implicit: true)
        default: style = .init(minimum: 0, maximum: 3, implicit: false)
        }
        try numberDisplay.appendStems(to: &skeleton, style: style, writesScale: options.style != .percent)
        self.skeleton = skeleton.text
        handle = try ICUNumberHandle(skeleton: self.skeleton, locale: options.locale.dataID, syntaxErrorCode: .internal)
    }

    /// Formats a number. NaN and infinities are formatted as ICU does
    /// (`"NaN"`, `"∞"`, `"-∞"` in English).
    ///
    /// ```swift
    /// try Formatters.shared.number(locale: "en").string(from: DecimalValue.infinity)   // "∞"
    /// ```
    /// - Throws: `invalidNumber` for a value that needs rounding under
    ///   ``RoundingMode/unnecessary``; `internal` only if ICU fails.
    public func string(from value: DecimalValue) throws(LocaleFormatError) -> String {
        try handle.format(decimal: value.text, roundingMode: options.numberDisplay.roundingMode)
    }

    /// Parses decimal text (see ``DecimalValue``) and formats it.
    ///
    /// ```swift
    /// try Formatters.shared.number(locale: "de-CH").string(from: "1234567.5")   // "1’234’567.5"
    /// ```
    /// - Throws: `invalidNumber` for text that is not a decimal within the limits.
    public func string(from text: String) throws(LocaleFormatError) -> String {
        try string(from: DecimalValue(text))
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
        /// The digit, sign, grouping and notation options (``NumberDisplay``).
        public var numberDisplay: NumberDisplay { didSet { rehash() } }
        /// The cache key's hash (``FormatterCacheKey/cacheHash``), made again
        /// whenever a field is set, so that a lookup reads it.
        private(set) var cacheHash = 0

        /// 0…20; nil: the style's default (``NumberDisplay/minimumFractionDigits``).
        public var minimumFractionDigits: Int? {
            get { numberDisplay.minimumFractionDigits }
            set { numberDisplay.minimumFractionDigits = newValue }
        }
        /// 0…20; nil: the style's default (``NumberDisplay/maximumFractionDigits``).
        public var maximumFractionDigits: Int? {
            get { numberDisplay.maximumFractionDigits }
            set { numberDisplay.maximumFractionDigits = newValue }
        }
        /// 1…30 (``NumberDisplay/minimumIntegerDigits``).
        public var minimumIntegerDigits: Int {
            get { numberDisplay.minimumIntegerDigits }
            set { numberDisplay.minimumIntegerDigits = newValue }
        }
        /// False when ``NumberDisplay/grouping`` is `false`; setting true
        /// sets the default (nil), false sets `false`.
        public var grouping: Bool {
            get { numberDisplay.grouping != .false }
            set { numberDisplay.grouping = newValue ? nil : .false }
        }
        /// `halfEven` by default (``NumberDisplay/roundingMode``).
        public var roundingMode: RoundingMode {
            get { numberDisplay.roundingMode }
            set { numberDisplay.roundingMode = newValue }
        }

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
            self.init(
                locale: locale, style: style,
                numberDisplay: NumberDisplay(
                    grouping: grouping ? nil : .false, minimumIntegerDigits: minimumIntegerDigits,
                    minimumFractionDigits: minimumFractionDigits, maximumFractionDigits: maximumFractionDigits,
                    roundingMode: roundingMode))
        }

        /// Collects options with every ``NumberDisplay`` option;
        /// ``NumberFormat/init(_:)`` validates them.
        ///
        /// ```swift
        /// let options = NumberFormat.Options(
        ///     locale: try LocaleIdentifier("en"), numberDisplay: NumberDisplay(notation: .engineering))
        /// try NumberFormat(options).string(from: "12345")   // "12.345E3"
        /// ```
        public init(locale: LocaleIdentifier, style: Style = .decimal, numberDisplay: NumberDisplay) {
            self.locale = locale
            self.style = style
            self.numberDisplay = numberDisplay
            rehash()
        }

        /// The notation ``style`` and ``NumberDisplay/notation`` mean together.
        /// - Throws: `invalidOptions` when both name a notation and they differ.
        var notation: NumberDisplay.Notation {
            get throws(LocaleFormatError) {
                let fromStyle: NumberDisplay.Notation? =
                    switch style {
                    case .decimal, .percent: nil
                    case .scientific: .scientific
                    case .compactShort: .compactShort
                    case .compactLong: .compactLong
                    }
                guard let fromStyle else { return numberDisplay.notation }
                guard numberDisplay.notation == .standard || numberDisplay.notation == fromStyle else {
                    throw LocaleFormatError(
                        .invalidOptions,
                        "style \(style.rawValue) and notation \(numberDisplay.notation.rawValue) name different notations"
                    )
                }
                return fromStyle
            }
        }

        private mutating func rehash() {
            var mixer = CacheHashMixer()
            mixer.combine(locale.cacheHash)
            mixer.combine(numberDisplay.cacheHash &+ style.cacheOrdinal)
            cacheHash = mixer.value
        }

        /// Field by field, written out so that a cache hit compares in line.
        @inline(__always)
        public static func == (lhs: Self, rhs: Self) -> Bool {
            lhs.locale == rhs.locale && lhs.style == rhs.style && lhs.numberDisplay == rhs.numberDisplay
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
