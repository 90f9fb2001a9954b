/// A signed amount of one time unit, relative to now: "in 3 days", "2 hours
/// ago", and with ``Numeric/auto`` the locale's words: "yesterday", "next
/// year", "vorgestern" (ICU's `ureldatefmt`, as ECMA-402's
/// `Intl.RelativeTimeFormat`: the caller picks the unit).
///
/// ```swift
/// let german = try Formatters.shared.relativeTime(locale: "de")
/// try german.string(for: -2, unit: .day, numeric: .auto)    // "vorgestern"
/// try german.string(for: 3, unit: .hour)                    // "in 3 Stunden"
/// let english = try Formatters.shared.relativeTime(locale: "en")
/// try english.string(for: "-0", unit: .day)                 // "0 days ago": -0 is the past
/// try english.string(for: "1.5", unit: .week)               // "in 1.5 weeks"
/// ```
///
/// Values are decimals of at most 15 significant digits and below 10^15 in
/// magnitude, so that the double ICU takes carries exactly their digits.
/// Negative values (`-0` too) are the past; zero and positive ones the
/// future. Numbers are written with the formatter's own number format:
/// 0 to 3 fraction digits, half-even ("in 1.234 days" for 1.2345), and
/// grouping from four digits even where CLDR's other formatters do not
/// group them (`pl`: "za 1 234 dni").
///
/// Cost and sharing: one formatter per locale and width serves every unit,
/// both numeric styles, and any number of threads at once.
public final class RelativeTimeFormat: Sendable {
    /// The unit of the amount, ICU's 15 (`URelativeDateTimeUnit`).
    public enum Unit: String, Hashable, Sendable, CaseIterable {
        case year, quarter, month, week, day, hour, minute, second
        case sunday, monday, tuesday, wednesday, thursday, friday, saturday

        var icuValue: Int32 {
            switch self {
            case .year: 0
            case .quarter: 1
            case .month: 2
            case .week: 3
            case .day: 4
            case .hour: 5
            case .minute: 6
            case .second: 7
            case .sunday: 8
            case .monday: 9
            case .tuesday: 10
            case .wednesday: 11
            case .thursday: 12
            case .friday: 13
            case .saturday: 14
            }
        }
    }

    /// Whether the locale's words replace numbers where it has them.
    public enum Numeric: String, Hashable, Sendable, CaseIterable {
        /// Always a number: "in 1 day", "0 days ago".
        case always
        /// The locale's words where it has them: "tomorrow", "today",
        /// "vorgestern"; a number otherwise. ICU uses a word when the value
        /// times 100, rounded half away from zero, is -200, -100, 0, 100 or
        /// 200 (so 0.996 days is "tomorrow").
        case auto
    }

    /// How long unit names are.
    public enum Width: String, Hashable, Sendable, CaseIterable {
        /// "in 3 hours".
        case long
        /// "in 3 hr.".
        case short
        /// "in 3h" where the locale has a narrower form.
        case narrow

        var icuValue: Int32 {
            switch self {
            case .long: 0
            case .short: 1
            case .narrow: 2
            }
        }
    }

    /// The most significant digits a value may have.
    public static let maximumSignificantDigits = DecimalValue.maximumDoubleDigits

    /// The locale and width the formatter was opened with.
    public let options: Options

    let handle: ICURelativeHandle

    /// Opens a relative time format (uncached: ``Formatters/relativeTime(_:)``
    /// shares one per options).
    /// - Throws: ``LocaleFormatError`` `internal` when ICU fails.
    public init(_ options: Options) throws(LocaleFormatError) {
        self.options = options
        self.handle = try ICURelativeHandle(locale: options.locale.dataID, width: options.width.icuValue)
    }

    /// The amount `value` of `unit`, relative to now.
    /// - Parameters:
    ///   - value: a finite decimal of at most 15 significant digits, below
    ///     10^15 in magnitude; negative (`-0` included) is the past.
    ///   - unit: the unit.
    ///   - numeric: `.always` (the default) or `.auto` for the locale's words.
    /// - Throws: ``LocaleFormatError`` `invalidNumber` for a value out of
    ///   those bounds, `NaN` or an infinity; `internal` when ICU fails.
    public func string(
        for value: DecimalValue, unit: Unit, numeric: Numeric = .always
    ) throws(LocaleFormatError) -> String {
        try handle.format(Self.offset(value), unit: unit.icuValue, numeric: numeric == .always)
    }

    /// The amount given as decimal text (``DecimalValue``'s grammar).
    /// - Throws: as the ``DecimalValue`` overload, and `invalidNumber` for
    ///   text that is not a decimal.
    public func string(for value: String, unit: Unit, numeric: Numeric = .always) throws(LocaleFormatError) -> String {
        try string(for: DecimalValue(value), unit: unit, numeric: numeric)
    }

    /// The double ICU takes: the nearest to the decimal, which with at most
    /// 15 significant digits keeps them all; `-0` keeps its sign.
    static func offset(_ value: DecimalValue) throws(LocaleFormatError) -> Double {
        try value.checkedDouble("the value")
    }
}

extension RelativeTimeFormat {
    /// Everything that determines a relative time format: the key of
    /// ``Formatters/relativeTime(_:)``. The unit and numeric style are per
    /// call.
    public struct Options: Hashable, Sendable {
        /// The locale whose words and numbers apply.
        public var locale: LocaleIdentifier
        /// How long unit names are; `.long` by default.
        public var width: Width

        /// Collects options.
        public init(locale: LocaleIdentifier, width: Width = .long) {
            self.locale = locale
            self.width = width
        }
    }
}

extension RelativeTimeFormat.Options: FormatterCacheKey {
    @inline(__always)
    var cacheHash: Int {
        var mixer = CacheHashMixer()
        mixer.combine(locale.cacheHash)
        mixer.combine(Int(width.icuValue))
        return mixer.value
    }
}
