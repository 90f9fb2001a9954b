extension NumberDisplay {
    /// How the number is written, as ECMA-402's `notation` (with
    /// `compactDisplay` for compact notation).
    public enum Notation: String, Sendable, Hashable, CaseIterable {
        /// `"1,234.5"`.
        case standard
        /// `"1.2345E3"`: one integer digit.
        case scientific
        /// `"1.2345E3"`, the exponent a multiple of three (`"12.345E3"` for 12345).
        case engineering
        /// `"1.2K"`.
        case compactShort
        /// `"1.2 thousand"`.
        case compactLong

        var cacheOrdinal: Int {
            switch self {
            case .standard: 0
            case .scientific: 1
            case .engineering: 2
            case .compactShort: 3
            case .compactLong: 4
            }
        }

        /// Whether this is a compact notation.
        var isCompact: Bool { self == .compactShort || self == .compactLong }

        /// Its ICU stem (nil for standard).
        var stem: String? {
            switch self {
            case .standard: nil
            case .scientific: "scientific"
            case .engineering: "engineering"
            case .compactShort: "compact-short"
            case .compactLong: "compact-long"
            }
        }
    }

    /// When the sign is shown, as ECMA-402's `signDisplay` (ICU's
    /// `UNumberSignDisplay`; with a currency's accounting form, its
    /// `ACCOUNTING_…` twin).
    public enum SignDisplay: String, Sendable, Hashable, CaseIterable {
        /// For negative numbers, negative zero included (`"-0"`).
        case auto
        /// Never.
        case never
        /// Always, zero included (`"+0"`).
        case always
        /// For positive and negative numbers, not for zero.
        case exceptZero
        /// For negative numbers other than negative zero.
        case negative

        var cacheOrdinal: Int {
            switch self {
            case .auto: 0
            case .never: 1
            case .always: 2
            case .exceptZero: 3
            case .negative: 4
            }
        }

        /// Its ICU stem, in the accounting form when `accounting` (which
        /// `never` ignores, as in ECMA-402).
        func stem(accounting: Bool) -> String {
            switch (self, accounting) {
            case (.auto, false): "sign-auto"
            case (.auto, true): "sign-accounting"
            case (.never, _): "sign-never"
            case (.always, false): "sign-always"
            case (.always, true): "sign-accounting-always"
            case (.exceptZero, false): "sign-except-zero"
            case (.exceptZero, true): "sign-accounting-except-zero"
            case (.negative, false): "sign-negative"
            case (.negative, true): "sign-accounting-negative"
            }
        }
    }

    /// The grouping strategy, as ECMA-402's `useGrouping` (ICU's
    /// `UNumberGroupingStrategy`).
    public enum Grouping: String, Sendable, Hashable, CaseIterable {
        /// Every group, even a lone one (`"1,000"` in Spanish too).
        case always
        /// The locale's grouping, CLDR's minimum grouping digits included
        /// (Spanish `"1000"` but `"10.000"`).
        case auto
        /// Only with at least two digits in the highest group (`"1000"`, `"10,000"`).
        case min2
        /// None.
        case `false`

        var cacheOrdinal: Int {
            switch self {
            case .always: 0
            case .auto: 1
            case .min2: 2
            case .false: 3
            }
        }

        var stem: String {
            switch self {
            case .always: "group-on-aligned"
            case .auto: "group-auto"
            case .min2: "group-min2"
            case .false: "group-off"
            }
        }
    }

    /// Which of fraction and significant digits wins when both are given,
    /// as ECMA-402's `roundingPriority` (ICU's `UNumberRoundingPriority`).
    public enum RoundingPriority: String, Sendable, Hashable, CaseIterable {
        /// Significant digits when any is given, else fraction digits.
        case auto
        /// The rounding that keeps more digits (ICU's relaxed priority).
        case morePrecision
        /// The rounding that keeps fewer digits (ICU's strict priority).
        case lessPrecision

        var cacheOrdinal: Int {
            switch self {
            case .auto: 0
            case .morePrecision: 1
            case .lessPrecision: 2
            }
        }
    }

    /// Whether a whole result keeps its fraction zeros, as ECMA-402's
    /// `trailingZeroDisplay` (ICU's `UNumberTrailingZeroDisplay`).
    public enum TrailingZeroDisplay: String, Sendable, Hashable, CaseIterable {
        /// As the minimum digits say (`"1.00"`).
        case auto
        /// None when the result is whole (`"1"`, but `"1.50"`).
        case stripIfInteger

        var cacheOrdinal: Int { self == .auto ? 0 : 1 }
    }
}
