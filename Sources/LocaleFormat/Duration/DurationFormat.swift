/// An amount of time in several units: "1 hr, 2 min, 3 sec", "2 years, 1
/// month, 10 days", "1:02:03" (ICU's `MeasureFormat::formatMeasures`, as
/// ECMA-402's `Intl.DurationFormat` and Foundation's
/// `Duration.UnitsFormatStyle`).
///
/// ```swift
/// let english = try Formatters.shared.duration(locale: "en")
/// try english.string(from: [.hours: 1, .minutes: 2, .seconds: 3])         // "1 hr, 2 min, 3 sec"
/// let clock = try Formatters.shared.duration(locale: "fi", width: .numeric)
/// try clock.string(from: [.hours: 1, .minutes: 2, .seconds: DecimalValue("3.5")])   // "1.02.03,5"
/// ```
///
/// What is given is what is written, largest unit first: zeros stay ("3
/// wks, 0 days"), nothing is balanced (90 minutes stay "90 min"), and only
/// the smallest unit may have a fraction. Numbers are ICU's legacy number
/// format: 0 to 3 fraction digits in the last unit, grouping from four
/// digits (`pl`: "1 234 godz.").
///
/// Cost and sharing: a `DurationFormat` is safe to use from many threads at
/// once; ICU's `MeasureFormat` is not documented to be, so each call
/// borrows a private one from a small pool.
public final class DurationFormat: Sendable {
    /// The units, largest first.
    public enum Unit: String, Hashable, Sendable, CaseIterable, Comparable {
        case years, months, weeks, days, hours, minutes, seconds, milliseconds, microseconds, nanoseconds

        var icuValue: Int32 { Int32(Self.allCases.firstIndex(of: self) ?? 0) }

        /// Larger units first: `years < months`.
        public static func < (a: Unit, b: Unit) -> Bool { a.icuValue < b.icuValue }
    }

    /// How the units are written.
    public enum Width: String, Hashable, Sendable, CaseIterable {
        /// "1 hour, 2 minutes, 3 seconds".
        case long
        /// "1 hr, 2 min, 3 sec".
        case short
        /// "1h 2m 3s".
        case narrow
        /// The clock form "1:02:03": only hours and minutes, minutes and
        /// seconds, hours and seconds, or all three.
        case numeric

        var icuValue: Int32 {
            switch self {
            case .long: 0
            case .short: 1
            case .narrow: 2
            case .numeric: 3
            }
        }
    }

    /// The unit sets the numeric width takes (ICU's `hm`, `ms` and `hms`).
    public static let numericUnits: [Set<Unit>] = [
        [.hours, .minutes], [.minutes, .seconds], [.hours, .seconds], [.hours, .minutes, .seconds],
    ]
    /// The most significant digits an amount may have.
    public static let maximumSignificantDigits = DecimalValue.maximumDoubleDigits

    /// The locale and width the format was opened with.
    public let options: Options

    let pool: ICUHandlePool<ICUMeasureFormatHandle>

    /// Opens a duration format (uncached: ``Formatters/duration(_:)`` shares
    /// one per options).
    /// - Throws: ``LocaleFormatError`` `internal` when ICU fails.
    public init(_ options: Options) throws(LocaleFormatError) {
        self.options = options
        let (locale, width) = (options.locale.dataID, options.width.icuValue)
        pool = try ICUHandlePool { () throws(LocaleFormatError) in
            try ICUMeasureFormatHandle(locale: locale, width: width)
        }
    }

    /// The duration, largest unit first whatever the dictionary's order.
    /// - Parameter amounts: at least one unit's amount; each a decimal that is
    ///   not negative (not even `-0`), of at most 15 significant digits and
    ///   below 10^15, with a fraction only in the smallest unit given.
    /// - Throws: ``LocaleFormatError`` `invalidOptions` for no units, or units
    ///   the numeric width does not take; `invalidNumber` for an amount
    ///   out of those bounds; `internal` when ICU fails.
    public func string(from amounts: [Unit: DecimalValue]) throws(LocaleFormatError) -> String {
        try Self.checkUnits(Set(amounts.keys), width: options.width)
        let units = amounts.keys.sorted()
        var measures: [(unit: Int32, value: String)] = []
        for (index, unit) in units.enumerated() {
            guard let value = amounts[unit] else { continue }
            try Self.check(value, unit: unit, isSmallest: index == units.count - 1)
            measures.append((unit.icuValue, value.description))
        }
        return try pool.withHandle { (handle) throws(LocaleFormatError) in try handle.format(measures) }
    }

    /// Refuses an empty set of units, or one the numeric width does not take.
    /// - Throws: ``LocaleFormatError`` `invalidOptions`.
    public static func checkUnits(_ units: Set<Unit>, width: Width) throws(LocaleFormatError) {
        guard !units.isEmpty else {
            throw LocaleFormatError(.invalidOptions, "a duration needs at least one unit")
        }
        if width == .numeric, !numericUnits.contains(units) {
            throw LocaleFormatError(
                .invalidOptions,
                "the numeric width takes hours and minutes, minutes and seconds, hours and seconds, or all three")
        }
    }

    static func check(_ value: DecimalValue, unit: Unit, isSmallest: Bool) throws(LocaleFormatError) {
        func invalid(_ why: String) -> LocaleFormatError {
            LocaleFormatError(.invalidNumber, "\(unit.rawValue): \(value) \(why)")
        }
        try value.checkDoubleDigits(unit.rawValue)
        guard !value.isNegative else { throw invalid("is negative; durations are not") }
        if !isSmallest, value.hasNonZeroFraction {
            throw invalid("has a fraction; only the smallest unit given may have one")
        }
    }
}

extension DurationFormat {
    /// Everything that determines a duration format: the key of
    /// ``Formatters/duration(_:)``.
    public struct Options: Hashable, Sendable {
        /// The locale whose units and numbers apply.
        public var locale: LocaleIdentifier
        /// How units are written; `.short` by default.
        public var width: Width

        /// Collects options.
        public init(locale: LocaleIdentifier, width: Width = .short) {
            self.locale = locale
            self.width = width
        }
    }
}

extension DurationFormat.Options: FormatterCacheKey {
    @inline(__always)
    var cacheHash: Int {
        var mixer = CacheHashMixer()
        mixer.combine(locale.cacheHash)
        mixer.combine(Int(width.icuValue))
        return mixer.value
    }
}
