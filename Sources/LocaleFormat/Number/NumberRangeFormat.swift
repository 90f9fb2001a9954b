/// A range of two numbers, amounts of money or measures, each side
/// formatted as the matching single-value formatter formats it and joined by
/// the locale's range pattern: "3–5", "€3.00 – €5.00", "5–10 km", and one
/// value with an approximately sign when both sides look the same ("~$3.00")
/// (ICU's `unumrf`, as ECMA-402's `Intl.NumberFormat.prototype.formatRange`).
///
/// ```swift
/// let euros = try NumberRangeFormat(.init(.currency(.init(locale: LocaleIdentifier("en-US"), currency: "EUR"))))
/// try euros.string(from: 3, to: 5)                     // "€3.00 – €5.00"
/// let german = try NumberRangeFormat(.init(.number(.init(locale: LocaleIdentifier("de"), maximumFractionDigits: 2))))
/// try german.string(from: "2.999", to: "3.001")        // "≈3"
/// ```
///
/// `start` above `end` is formatted as given ("5–3"); `-0` and `0` differ
/// for ICU ("-0 – 0").
///
/// Cost and sharing: one formatter serves any number of threads at once.
public final class NumberRangeFormat: Sendable {
    /// How each side is formatted: as ``NumberFormat``, ``CurrencyFormat``
    /// or ``UnitFormat`` (without a usage) with these options.
    public enum Sides: Hashable, Sendable {
        case number(NumberFormat.Options)
        case currency(CurrencyFormat.Options)
        case unit(UnitFormat.Options)
    }

    /// Which parts both sides share are written once (`UNumberRangeCollapse`).
    public enum Collapse: String, Hashable, Sendable, CaseIterable {
        /// ICU decides by locale and unit: "$3.00 – $5.00", "3–5 km".
        case auto
        /// Nothing is shared: "3 km – 5 km".
        case none
        /// The unit or currency is written once.
        case unit
        /// Everything both sides share is written once, the sign included.
        case all

        var icuValue: Int32 {
            switch self {
            case .auto: 0
            case .none: 1
            case .unit: 2
            case .all: 3
            }
        }
    }

    /// What to write when both sides format to the same text
    /// (`UNumberRangeIdentityFallback`).
    public enum IdentityFallback: String, Hashable, Sendable, CaseIterable {
        /// One value: "$3.00".
        case singleValue
        /// One value, with the approximately sign only if the inputs differed.
        case approximatelyOrSingleValue
        /// One value with the locale's approximately sign: "~$3.00", "≈3".
        case approximately
        /// Both values: "3–3".
        case range

        var icuValue: Int32 {
            switch self {
            case .singleValue: 0
            case .approximatelyOrSingleValue: 1
            case .approximately: 2
            case .range: 3
            }
        }
    }

    /// The sides' formatter and the range options.
    public let options: Options
    /// The ICU number skeleton of both sides (the sides' formatter's).
    public let skeleton: String

    let handle: ICUNumberRangeHandle

    /// Opens a range format (uncached: ``Formatters/numberRange(_:)`` shares
    /// one per options).
    /// - Throws: ``LocaleFormatError`` with the codes the sides' formatter
    ///   throws (`invalidCurrency`, `invalidUnit`, `invalidOptions` for
    ///   fraction digits out of range); `invalidOptions` for a unit side with
    ///   a usage (ICU would convert each side on its own); `internal` when
    ///   ICU fails.
    public init(_ options: Options) throws(LocaleFormatError) {
        self.options = options
        switch options.sides {
        case .number(let sides): skeleton = try NumberFormat(sides).skeleton
        case .currency(let sides): skeleton = try CurrencyFormat(sides).skeleton
        case .unit(let sides):
            guard sides.usage == nil else {
                throw LocaleFormatError(.invalidOptions, "a unit range takes no usage")
            }
            skeleton = try UnitFormat(sides).skeleton
        }
        handle = try ICUNumberRangeHandle(
            skeleton: skeleton, collapse: options.collapse.icuValue,
            identityFallback: options.identityFallback.icuValue, locale: options.locale.dataID)
    }

    /// The range from `start` to `end`, in the order given.
    /// - Throws: ``LocaleFormatError`` `invalidNumber` for `NaN` or an
    ///   infinity, or a range that needs rounding under
    ///   ``RoundingMode/unnecessary``; `internal` when ICU fails.
    public func string(from start: DecimalValue, to end: DecimalValue) throws(LocaleFormatError) -> String {
        guard start.isFinite, end.isFinite else {
            throw LocaleFormatError(
                .invalidNumber, "a number range needs finite numbers, not \(start.isFinite ? end : start)")
        }
        do {
            return try handle.format(start: start.text, end: end.text)
        } catch  where error.icuErrorName == "U_FORMAT_INEXACT_ERROR" {
            throw LocaleFormatError(
                .invalidNumber, "the range needs rounding, which roundingMode unnecessary forbids",
                icuErrorName: error.icuErrorName)
        }
    }

    /// The range between two decimals given as text (``DecimalValue``'s grammar).
    /// - Throws: as the ``DecimalValue`` overload, and `invalidNumber` for
    ///   text that is not a decimal.
    public func string(from start: String, to end: String) throws(LocaleFormatError) -> String {
        try string(from: DecimalValue(start), to: DecimalValue(end))
    }
}

extension NumberRangeFormat {
    /// Everything that determines a range format: the key of
    /// ``Formatters/numberRange(_:)``.
    public struct Options: Hashable, Sendable {
        /// How each side is formatted; its options carry the locale.
        public var sides: Sides {
            get { storage.value.sides }
            set { storage = Self.storage(newValue) }
        }
        /// Which shared parts are written once; `.auto` by default.
        public var collapse: Collapse
        /// What to write when both sides look the same; `.approximately` by default.
        public var identityFallback: IdentityFallback

        /// The sides, their locale and their cache hash, made once when the
        /// sides are set: a copy of the options is one retain, and a cache
        /// hit neither copies nor hashes the sides' options.
        private var storage: HashedBox<SidesAndLocale>

        /// Collects options.
        public init(_ sides: Sides, collapse: Collapse = .auto, identityFallback: IdentityFallback = .approximately) {
            self.storage = Self.storage(sides)
            self.collapse = collapse
            self.identityFallback = identityFallback
        }

        /// The locale of both sides.
        public var locale: LocaleIdentifier {
            get { storage.value.locale }
            set {
                switch sides {
                case .number(var options):
                    options.locale = newValue
                    sides = .number(options)
                case .currency(var options):
                    options.locale = newValue
                    sides = .currency(options)
                case .unit(var options):
                    options.locale = newValue
                    sides = .unit(options)
                }
            }
        }

        public static func == (lhs: Self, rhs: Self) -> Bool {
            lhs.collapse == rhs.collapse && lhs.identityFallback == rhs.identityFallback
                && lhs.storage.holdsSameValue(as: rhs.storage)
        }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(storage.value.sides)
            hasher.combine(collapse)
            hasher.combine(identityFallback)
        }

        var sidesHash: Int { storage.hash }

        /// The sides and their locale, hashed as the cache key mixes them.
        private static func storage(_ sides: Sides) -> HashedBox<SidesAndLocale> {
            switch sides {
            case .number(let options):
                HashedBox(SidesAndLocale(sides: sides, locale: options.locale), hash: options.cacheHash)
            case .currency(let options):
                HashedBox(SidesAndLocale(sides: sides, locale: options.locale), hash: ~options.cacheHash)
            case .unit(let options):
                HashedBox(SidesAndLocale(sides: sides, locale: options.locale), hash: options.cacheHash &* 31)
            }
        }
    }

    /// The sides with their locale read out once.
    private struct SidesAndLocale: Hashable, Sendable {
        let sides: Sides
        let locale: LocaleIdentifier
    }
}

extension NumberRangeFormat.Options: FormatterCacheKey {
    @inline(__always)
    var cacheHash: Int {
        var mixer = CacheHashMixer()
        mixer.combine(sidesHash)
        mixer.combine(Int(collapse.icuValue) << 2 | Int(identityFallback.icuValue))
        return mixer.value
    }
}
