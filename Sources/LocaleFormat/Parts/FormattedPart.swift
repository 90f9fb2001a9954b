/// One piece of a formatted result, as ECMA-402's `formatToParts` and
/// `formatRangeToParts` give it: what the piece is, and its text. A result's
/// parts, in order, concatenate to exactly the text its `string(from:)`
/// returns.
///
/// ```swift
/// try Formatters.shared.number(locale: "de").parts(from: DecimalValue("-1234.5"))
/// // minusSign "-", integer "1", group ".", integer "234", decimal ",", fraction "5"
/// ```
///
/// The types come from the fields ICU marks in its results, named as
/// ECMA-402 (and V8) name them (Docs/Protocol.md, "Parts").
public struct FormattedPart: Hashable, Sendable {
    /// What the piece is: `integer`, `group`, `literal`, `month`, `element`…
    public var type: Kind
    /// The piece's text.
    public var value: String
    /// For ranges (``NumberRangeFormat``, ``DateIntervalFormat``): whether
    /// the piece belongs to the start, the end or both; nil otherwise.
    public var source: Source?
    /// For ``RelativeTimeFormat``: the unit of a piece of the number
    /// (`"day"`); nil for its literal pieces and for other formats.
    public var unit: String?

    /// Collects a part.
    public init(type: Kind, value: String, source: Source? = nil, unit: String? = nil) {
        self.type = type
        self.value = value
        self.source = source
        self.unit = unit
    }
}

extension FormattedPart {
    /// A part's type, ECMA-402's name as its raw value.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        /// Text between the fields: spaces, punctuation, pattern words.
        case literal
        // Numbers (Intl.NumberFormat).
        case integer, group, decimal, fraction, plusSign, minusSign, percentSign, currency
        case exponentSeparator, exponentMinusSign, exponentInteger, compact, unit, nan, infinity
        case approximatelySign
        // Dates (Intl.DateTimeFormat).
        case era, year, relatedYear, yearName, month, day, weekday, dayPeriod, hour, minute, second
        case fractionalSecond, timeZoneName
        /// A date field ECMA-402 has no name for (a quarter, a week of the
        /// year, a day of the year): V8's name for them.
        case unknown
        // Lists (Intl.ListFormat).
        case element
    }

    /// Which operand of a range a part shows (ECMA-402's `formatRangeToParts`).
    public enum Source: String, Hashable, Sendable, CaseIterable {
        case startRange, endRange, shared
    }
}
