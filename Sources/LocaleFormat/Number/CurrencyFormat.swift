/// Formats amounts of money for a locale and an ISO 4217 currency through
/// ICU's `UNumberFormatter`, exactly: amounts go to ICU as decimal text.
///
/// ```swift
/// let euros = try Formatters.shared.currency(locale: "de-DE", currency: "EUR")
/// try euros.string(from: "1234.5")                     // "1.234,50 €" (U+00A0 before €)
/// try euros.string(from: "12345678901234567.89")       // "12.345.678.901.234.567,89 €"
/// try Formatters.shared.currency(locale: "en-US", currency: "USD", display: .name).string(from: "1")
/// // "1.00 US dollars"
/// try Formatters.shared.currency(locale: "en-US", currency: "USD", accounting: true).string(from: "-1")
/// // "($1.00)"
/// try Formatters.shared.currency(locale: "ja-JP", currency: "JPY").string(from: "1234.5")   // "￥1,234"
/// ```
///
/// The default fraction digits are the currency's (JPY 0, EUR 2, BHD 3).
/// A `CurrencyFormat` is immutable and safe to use from many threads at once.
public final class CurrencyFormat: Sendable {
    /// What the formatter was built from; `Hashable`, so it can key a cache.
    public let options: Options
    /// The ICU number skeleton the formatter was opened with
    /// (`"currency/EUR unit-width-iso-code"`).
    public let skeleton: String
    let handle: ICUNumberHandle

    /// Every ISO 4217 code that ICU lists, current and historic
    /// (`ucurr_openISOCurrencies(UCURR_ALL)`): `"EUR"`, `"JPY"`, `"DEM"`, ….
    public static var knownCurrencyCodes: Set<String> { ICUNumberHandle.isoCurrencyCodes }

    /// Opens a formatter (uncached: ``Formatters/currency(_:)`` shares one
    /// per options).
    ///
    /// ```swift
    /// let options = CurrencyFormat.Options(locale: try LocaleIdentifier("de-CH"), currency: "CHF")
    /// try CurrencyFormat(options).string(from: "1234.5")   // "CHF 1’234.50"
    /// ```
    /// - Throws: `invalidCurrency` unless the code is three upper-case letters
    ///   that ICU lists (`"XYZ"` and `"eur"` fail; ICU itself would format any
    ///   three letters); `invalidOptions` as ``NumberFormat/init(_:)`` says,
    ///   and for cash rounding with any digit option.
    public init(_ options: Options) throws(LocaleFormatError) {
        self.options = options
        let code = options.currency
        guard code.utf8.count == 3, code.utf8.allSatisfy({ $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") }),
            ICUNumberHandle.isoCurrencyCodes.contains(code)
        else {
            throw LocaleFormatError(
                .invalidCurrency, "\"\(code.prefix(64))\" is not an ISO 4217 currency code that ICU knows")
        }
        var skeleton = NumberSkeleton()
        skeleton.append("currency/\(code)")
        switch options.display {
        case .symbol: break
        case .narrowSymbol: skeleton.append("unit-width-narrow")
        case .code: skeleton.append("unit-width-iso-code")
        case .name: skeleton.append("unit-width-full-name")
        }
        var style = NumberDisplay.StyleDigits(minimum: 0, maximum: 0, implicit: true)
        if options.numberDisplay.notation.isCompact {
            style = .compact
        } else if options.numberDisplay.setsDigits {
            let isoDigits = try ICUNumberHandle.defaultFractionDigits(currency: code)
            style = .init(minimum: isoDigits, maximum: isoDigits, implicit: true)
        }
        try options.numberDisplay.appendStems(
            to: &skeleton, style: style, accounting: options.accounting, cashRounding: options.cashRounding)
        self.skeleton = skeleton.text
        handle = try ICUNumberHandle(skeleton: self.skeleton, locale: options.locale.dataID, syntaxErrorCode: .internal)
    }

    /// Formats an amount.
    ///
    /// ```swift
    /// try Formatters.shared.currency(locale: "fr-FR", currency: "EUR").string(from: DecimalValue(12))
    /// // "12,00 €" (U+00A0 before €)
    /// ```
    /// - Throws: `invalidNumber` for NaN and infinities, and for an amount
    ///   that needs rounding under ``RoundingMode/unnecessary``.
    public func string(from amount: DecimalValue) throws(LocaleFormatError) -> String {
        guard amount.isFinite else {
            throw LocaleFormatError(.invalidNumber, "a currency amount must be a finite number, not \(amount)")
        }
        return try handle.format(decimal: amount.text, roundingMode: options.numberDisplay.roundingMode)
    }

    /// Parses decimal text (see ``DecimalValue``) and formats it.
    ///
    /// ```swift
    /// try Formatters.shared.currency(locale: "en-US", currency: "BHD").string(from: "1.5")   // "BHD 1.500"
    /// ```
    /// - Throws: `invalidNumber` for text that is not a finite decimal within the limits.
    public func string(from text: String) throws(LocaleFormatError) -> String {
        try string(from: DecimalValue(text))
    }
}

extension CurrencyFormat {
    /// How the currency is shown (ECMA-402's `display`).
    public enum Display: String, Sendable, Hashable, CaseIterable {
        /// The locale's symbol: `"€"`, `"$"` for USD in en-US but `"US$"` in en-CA, `"CHF"`.
        case symbol
        /// The shortest symbol, even if ambiguous: `"$"` for any dollar.
        case narrowSymbol
        /// The ISO code: `"USD 1.00"` (ICU spaces it with U+00A0).
        case code
        /// The plural-aware long name: `"1.00 US dollars"`.
        case name
    }

    /// Everything that determines a currency formatter (the fields of
    /// the protocol's `currency` request): the key of
    /// ``Formatters/currency(_:)``. Values are checked when a
    /// ``CurrencyFormat`` is opened from them.
    public struct Options: Hashable, Sendable {
        /// The locale whose symbols, patterns and digits are used.
        public var locale: LocaleIdentifier { didSet { rehash() } }
        /// ISO 4217, upper case.
        public var currency: String { didSet { currencyHash = Self.cacheHash(of: currency); rehash() } }
        /// How the currency is shown; `symbol` by default (ECMA-402's `display`).
        public var display: Display { didSet { rehash() } }
        /// Negative amounts in the locale's accounting form (`"($1.00)"`;
        /// ECMA-402's `currencySign: "accounting"`).
        public var accounting: Bool { didSet { rehash() } }
        /// Rounds as the currency is paid in cash (ICU's
        /// `precision-currency-cash`: CHF to 0.05, DKK to 0.50); needs no
        /// digit option.
        public var cashRounding: Bool { didSet { rehash() } }
        /// The digit, sign, grouping and notation options (``NumberDisplay``).
        public var numberDisplay: NumberDisplay { didSet { rehash() } }
        /// ``currency``'s part of the cache key's hash, made when it is set:
        /// folding even three bytes of a `String` costs more than the rest of
        /// a cache hit.
        private(set) var currencyHash: Int
        /// The cache key's hash (``FormatterCacheKey/cacheHash``), made again
        /// whenever a field is set, so that a lookup reads it.
        private(set) var cacheHash = 0

        /// 0…20; nil: the currency's digits (``NumberDisplay/minimumFractionDigits``).
        public var minimumFractionDigits: Int? {
            get { numberDisplay.minimumFractionDigits }
            set { numberDisplay.minimumFractionDigits = newValue }
        }
        /// 0…20; nil: the currency's digits (``NumberDisplay/maximumFractionDigits``).
        public var maximumFractionDigits: Int? {
            get { numberDisplay.maximumFractionDigits }
            set { numberDisplay.maximumFractionDigits = newValue }
        }
        /// `halfEven` by default (``NumberDisplay/roundingMode``).
        public var roundingMode: RoundingMode {
            get { numberDisplay.roundingMode }
            set { numberDisplay.roundingMode = newValue }
        }

        /// Collects options; ``CurrencyFormat/init(_:)`` validates them.
        /// - Parameters:
        ///   - locale: the locale whose symbols, patterns and digits are used.
        ///   - currency: an ISO 4217 code in upper case (`"EUR"`, `"JPY"`, `"BHD"`).
        ///   - display: `symbol` (`"€"`, `"CHF"`), `narrowSymbol` (`"$"` for CAD
        ///     in English), `code` (`"USD 1.00"`), `name` (`"1.00 US dollars"`).
        ///   - accounting: negative amounts in the locale's accounting form (`"($1.00)"`).
        ///   - minimumFractionDigits: 0…20; nil keeps the currency's ISO 4217
        ///     digits. A lone one moves the other as in ``NumberFormat/Options``.
        ///   - maximumFractionDigits: 0…20; nil keeps the currency's digits.
        ///   - roundingMode: `halfEven` unless given.
        public init(
            locale: LocaleIdentifier, currency: String, display: Display = .symbol, accounting: Bool = false,
            minimumFractionDigits: Int? = nil, maximumFractionDigits: Int? = nil,
            roundingMode: RoundingMode = .halfEven
        ) {
            self.init(
                locale: locale, currency: currency, display: display, accounting: accounting,
                numberDisplay: NumberDisplay(
                    minimumFractionDigits: minimumFractionDigits, maximumFractionDigits: maximumFractionDigits,
                    roundingMode: roundingMode))
        }

        /// Collects options with every ``NumberDisplay`` option;
        /// ``CurrencyFormat/init(_:)`` validates them.
        ///
        /// ```swift
        /// let options = CurrencyFormat.Options(
        ///     locale: try LocaleIdentifier("de-CH"), currency: "CHF", cashRounding: true, numberDisplay: NumberDisplay())
        /// try CurrencyFormat(options).string(from: "1.23")   // "CHF 1.25" (U+00A0 after CHF)
        /// ```
        public init(
            locale: LocaleIdentifier, currency: String, display: Display = .symbol, accounting: Bool = false,
            cashRounding: Bool = false, numberDisplay: NumberDisplay
        ) {
            self.locale = locale
            self.currency = currency
            self.display = display
            self.accounting = accounting
            self.cashRounding = cashRounding
            self.numberDisplay = numberDisplay
            self.currencyHash = Self.cacheHash(of: currency)
            rehash()
        }

        private mutating func rehash() {
            var mixer = CacheHashMixer()
            mixer.combine(locale.cacheHash)
            mixer.combine(currencyHash)
            mixer.combine(
                numberDisplay.cacheHash
                    &+ (display.cacheOrdinal | (accounting ? 1 : 0) << 2
                        | (cashRounding ? 1 : 0) << 3))
            cacheHash = mixer.value
        }

        /// Field by field, written out so that a cache hit compares in line.
        @inline(__always)
        public static func == (lhs: Self, rhs: Self) -> Bool {
            lhs.locale == rhs.locale && lhs.currency == rhs.currency && lhs.display == rhs.display
                && lhs.accounting == rhs.accounting && lhs.cashRounding == rhs.cashRounding
                && lhs.numberDisplay == rhs.numberDisplay
        }

        /// Codes that can build are three letters, folded without `Hasher`;
        /// anything longer is client text and goes through the seeded one.
        private static func cacheHash(of currency: String) -> Int {
            guard currency.utf8.count == 3 else { return currency.hashValue }
            var mixer = CacheHashMixer()
            mixer.combine(fixedText: currency)
            return mixer.value
        }
    }
}

extension CurrencyFormat.Options: FormatterCacheKey {}

extension CurrencyFormat.Display {
    /// A small distinct number per case, for cache keys (`rawValue` would
    /// build a string to hash).
    var cacheOrdinal: Int {
        switch self {
        case .symbol: 0
        case .narrowSymbol: 1
        case .code: 2
        case .name: 3
        }
    }
}
