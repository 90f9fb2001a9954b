/// Formats measurements with CLDR units through ICU's `UNumberFormatter`,
/// optionally converting to the unit the locale's region prefers for a usage.
///
/// ```swift
/// let units = Formatters.shared
/// try units.unit(locale: "en", unit: "kilometer-per-hour").string(from: "5")        // "5 km/h"
/// try units.unit(locale: "de", unit: "kilogram", width: .long).string(from: "1.5")  // "1,5 Kilogramm"
/// try units.unit(locale: "en-US", unit: "meter", usage: "person-height").string(from: "1.8")
/// // "5 ft, 11 in"
/// try units.unit(locale: "en-US", unit: "meter", usage: "road").string(from: "1000")  // "0.62 mi"
/// ```
///
/// Precision is ICU's: up to 6 fraction digits, or the usage's own precision
/// when a usage is given. A `UnitFormat` is immutable and safe to use from
/// many threads at once.
public final class UnitFormat: Sendable {
    /// What the formatter was built from; `Hashable`, so it can key a cache.
    public let options: Options
    /// The ICU number skeleton the formatter was opened with
    /// (`"unit/meter usage/person-height"`).
    public let skeleton: String
    let handle: ICUNumberHandle

    /// Longest unit or usage id accepted (CLDR's longest ids are about 40 bytes).
    static let maximumIdentifierLength = 200

    /// Opens a formatter (uncached: ``Formatters/unit(_:)`` shares one per
    /// options).
    ///
    /// ```swift
    /// let options = UnitFormat.Options(locale: try LocaleIdentifier("fr"), unit: "liter", width: .long)
    /// try UnitFormat(options).string(from: "2")   // "2 litres"
    /// ```
    ///
    /// Units are CLDR core unit ids as ICU's `unit/` skeleton stem takes them
    /// (`MeasureUnit::forIdentifier`): simple (`kilogram`, `celsius`),
    /// compound (`kilometer-per-hour`, `liter-per-100-kilometer`,
    /// `square-meter`) and mixed (`foot-and-inch`).
    ///
    /// A usage is any CLDR usage id (`person-height`, `road`, `food`,
    /// `default`). ICU does not reject a usage it has no preferences for, and
    /// neither does this type: such a usage (`"bogus"`, or `road` for a mass)
    /// falls back silently to the `default` usage of the unit's category, as
    /// in ICU (en-US meters with usage `bogus` format as feet).
    /// - Throws: `invalidUnit` for an id ICU does not know, a unit or usage id
    ///   with characters other than `a`–`z`, `0`–`9` and `-` or over 200 bytes,
    ///   or a unit ICU cannot convert for the usage; `invalidOptions` as
    ///   ``NumberFormat/init(_:)`` says.
    public init(_ options: Options) throws(LocaleFormatError) {
        self.options = options
        try Self.validate(identifier: options.unit, what: "unit")
        var skeleton = NumberSkeleton()
        skeleton.append("unit/\(options.unit)")
        switch options.width {
        case .short: break
        case .narrow: skeleton.append("unit-width-narrow")
        case .long: skeleton.append("unit-width-full-name")
        }
        if let usage = options.usage {
            try Self.validate(identifier: usage, what: "usage")
            skeleton.append("usage/\(usage)")
        }
        try options.numberDisplay.appendStems(
            to: &skeleton,
            style: options.numberDisplay.notation.isCompact ? .compact : .init(minimum: 0, maximum: 6, implicit: true))
        self.skeleton = skeleton.text
        // Everything in the skeleton but the ids is ours, so any failure is the
        // ids' fault. ICU reports an unknown id when opening
        // (U_NUMBER_SKELETON_SYNTAX_ERROR), but a unit it parses and cannot
        // format (`kilogram-and-meter`, `100-kilometer`) or convert for the
        // usage (`meter-per-kilogram` on a road) only when formatting: try once.
        do {
            handle = try ICUNumberHandle(
                skeleton: self.skeleton, locale: options.locale.dataID, syntaxErrorCode: .invalidUnit)
            _ = try handle.format(decimal: "1")
        } catch {
            let usage = options.usage.map { " with usage \"\($0)\"" } ?? ""
            throw LocaleFormatError(
                .invalidUnit, "ICU cannot format the unit \"\(options.unit)\"\(usage): \(error.message)",
                icuErrorName: error.icuErrorName)
        }
        try Self.checkMixedUnitOrder(options.unit)
    }

    /// ICU formats a mixed unit written smallest first silently wrong
    /// (`gram-and-kilogram` 1500 is "0 g, 1,500 kg"). Written largest first,
    /// a large value always starts with a non-zero whole number, so a probe
    /// in English tells the two apart.
    private static func checkMixedUnitOrder(_ unit: String) throws(LocaleFormatError) {
        let parts = unit.split(separator: "-and-", omittingEmptySubsequences: false)
        guard parts.count > 1 else { return }
        for (larger, smaller) in zip(parts, parts.dropFirst()) {
            let pair = "\(larger)-and-\(smaller)"
            let english = try ICUNumberHandle(skeleton: "unit/\(pair)", locale: "en", syntaxErrorCode: .invalidUnit)
            let probe = try english.format(decimal: "1000000")
            guard let first = probe.unicodeScalars.first(where: { $0.properties.numericType != nil }), first != "0"
            else {
                throw LocaleFormatError(
                    .invalidUnit,
                    "the mixed unit \"\(unit)\" must list its units from largest to smallest (\(smaller) comes before \(larger))"
                )
            }
        }
    }

    /// Formats a measurement.
    ///
    /// ```swift
    /// try Formatters.shared.unit(locale: "en", unit: "celsius").string(from: DecimalValue(21))   // "21°C"
    /// ```
    /// - Throws: `invalidNumber` for NaN and infinities, and for a value
    ///   that needs rounding under ``RoundingMode/unnecessary``.
    public func string(from value: DecimalValue) throws(LocaleFormatError) -> String {
        guard value.isFinite else {
            throw LocaleFormatError(.invalidNumber, "a measurement must be a finite number, not \(value)")
        }
        return try handle.format(decimal: value.text, roundingMode: options.numberDisplay.roundingMode)
    }

    /// Parses decimal text (see ``DecimalValue``) and formats it.
    ///
    /// ```swift
    /// try Formatters.shared.unit(locale: "en", unit: "foot-and-inch").string(from: "5.5")   // "5 ft, 6 in"
    /// ```
    /// - Throws: `invalidNumber` for text that is not a finite decimal within the limits.
    public func string(from text: String) throws(LocaleFormatError) -> String {
        try string(from: DecimalValue(text))
    }

    /// CLDR ids are lower-case ASCII letters, digits and hyphens; anything else
    /// would also change the meaning of the skeleton it is placed in.
    private static func validate(identifier: String, what: String) throws(LocaleFormatError) {
        let bytes = identifier.utf8
        guard !bytes.isEmpty, bytes.count <= maximumIdentifierLength,
            bytes.allSatisfy({
                ($0 >= UInt8(ascii: "a") && $0 <= UInt8(ascii: "z"))
                    || ($0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9"))
                    || $0 == UInt8(ascii: "-")
            })
        else {
            throw LocaleFormatError(.invalidUnit, "\"\(identifier.prefix(64))\" is not a CLDR \(what) identifier")
        }
    }
}

extension UnitFormat {
    /// How long the unit is written (ECMA-402's `unitDisplay`).
    public enum Width: String, Sendable, Hashable, CaseIterable {
        /// `"5 km/h"`.
        case short
        /// `"5km/h"`.
        case narrow
        /// `"5 kilometers per hour"`.
        case long
    }

    /// Everything that determines a unit formatter (the fields of the protocol's
    /// `unit` request): the key of ``Formatters/unit(_:)``. Values are
    /// checked when a ``UnitFormat`` is opened.
    public struct Options: Hashable, Sendable {
        /// The locale whose unit names are used; its region picks a usage's unit.
        public var locale: LocaleIdentifier { didSet { rehash() } }
        /// A CLDR unit id.
        public var unit: String {
            didSet {
                unitHash = unit.hashValue
                rehash()
            }
        }
        /// `short` by default.
        public var width: Width { didSet { rehash() } }
        /// A CLDR usage id, or nil.
        public var usage: String? {
            didSet {
                usageHash = usage?.hashValue
                rehash()
            }
        }
        /// The digit, sign, grouping and notation options (``NumberDisplay``);
        /// any digit option replaces a usage's own precision.
        public var numberDisplay: NumberDisplay { didSet { rehash() } }
        /// The unit's and usage's hashes, made when they are set: client
        /// text is hashed once, not on every lookup.
        private(set) var unitHash: Int
        private(set) var usageHash: Int?
        /// The cache key's hash (``FormatterCacheKey/cacheHash``), made again
        /// whenever a field is set, so that a lookup reads it.
        private(set) var cacheHash = 0

        /// Collects options; ``UnitFormat/init(_:)`` validates them.
        /// - Parameters:
        ///   - locale: the locale whose unit names are used; its region picks a usage's unit.
        ///   - unit: a CLDR unit id (`kilogram`, `kilometer-per-hour`).
        ///   - width: `short` (`"5 km/h"`, default), `narrow` (`"5km/h"`), `long`
        ///     (`"5 kilometers per hour"`).
        ///   - usage: a CLDR usage (`person-height`, `road`, `food`), or nil to
        ///     keep the unit as given.
        ///   - numberDisplay: the digit, sign, grouping and notation options.
        public init(
            locale: LocaleIdentifier, unit: String, width: Width = .short, usage: String? = nil,
            numberDisplay: NumberDisplay = NumberDisplay()
        ) {
            self.locale = locale
            self.unit = unit
            self.width = width
            self.usage = usage
            self.numberDisplay = numberDisplay
            unitHash = unit.hashValue
            usageHash = usage?.hashValue
            rehash()
        }

        private mutating func rehash() {
            var mixer = CacheHashMixer()
            mixer.combine(mixed: locale.cacheHash, unitHash, usageHash ?? 0x5BD1_E995)
            mixer.combine(numberDisplay.cacheHash &+ width.cacheOrdinal)
            cacheHash = mixer.value
        }

        /// Field by field, written out so that a cache hit compares in line.
        @inline(__always)
        public static func == (lhs: Self, rhs: Self) -> Bool {
            lhs.locale == rhs.locale && lhs.unit == rhs.unit && lhs.width == rhs.width && lhs.usage == rhs.usage
                && lhs.numberDisplay == rhs.numberDisplay
        }
    }
}

extension UnitFormat.Options: FormatterCacheKey {}

extension UnitFormat.Width {
    /// A small distinct number per case, for cache keys (`rawValue` would
    /// build a string to hash).
    var cacheOrdinal: Int {
        switch self {
        case .short: 0
        case .narrow: 1
        case .long: 2
        }
    }
}
