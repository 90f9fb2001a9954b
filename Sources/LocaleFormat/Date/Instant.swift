public import struct Foundation.Date

/// A point in time with millisecond precision, within the proleptic ISO years
/// -100000…100000 of its UTC instant.
///
/// Parses the two instant spellings of the request protocol exactly, with no
/// `Double` on the way:
///
/// ```swift
/// try Instant(iso8601: "2015-08-07T17:29:32Z").millisecondsSince1970   // 1438968572000
/// try Instant(iso8601: "-001000-01-01T00:00:00Z")                       // year -1000
/// try Instant(secondsSince1970: "1438968572.5")                         // …572500 ms
/// ```
public struct Instant: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// Milliseconds since 1970-01-01T00:00:00Z.
    public let millisecondsSince1970: Int64

    /// The first millisecond of year -100000 (UTC).
    public static let earliest = Instant(unchecked: CivilDate.days(year: -100_000, month: 1, day: 1) * 86_400_000)
    /// The last millisecond of year 100000 (UTC).
    public static let latest = Instant(unchecked: CivilDate.days(year: 100_001, month: 1, day: 1) * 86_400_000 - 1)

    private init(unchecked milliseconds: Int64) { millisecondsSince1970 = milliseconds }

    /// An instant from milliseconds since 1970.
    /// - Throws: `invalidDate` outside years -100000…100000.
    public init(millisecondsSince1970 milliseconds: Int64) throws(LocaleFormatError) {
        guard milliseconds >= Self.earliest.millisecondsSince1970, milliseconds <= Self.latest.millisecondsSince1970
        else {
            throw LocaleFormatError(.invalidDate, "the instant is outside the years -100000…100000")
        }
        millisecondsSince1970 = milliseconds
    }

    /// The instant of a Foundation `Date`, truncated toward the past to the millisecond.
    /// - Throws: `invalidDate` outside years -100000…100000 or for a non-finite date.
    public init(_ date: Date) throws(LocaleFormatError) {
        let milliseconds = (date.timeIntervalSince1970 * 1000).rounded(.down)
        guard milliseconds.isFinite, milliseconds.magnitude < 9.0e15 else {
            throw LocaleFormatError(.invalidDate, "the date is outside the years -100000…100000")
        }
        try self.init(millisecondsSince1970: Int64(milliseconds))
    }

    /// Parses ISO 8601 / RFC 3339 `YYYY-MM-DDThh:mm:ss[.fraction]` followed by
    /// `Z` or `±hh:mm`; years outside 0000…9999 as `±YYYYYY`. Fractions finer
    /// than a millisecond are truncated toward the past.
    /// - Throws: `invalidDate` for any other text, a field out of range, or a
    ///   missing `Z`/offset.
    public init(iso8601 text: String) throws(LocaleFormatError) {
        guard let milliseconds = ISO8601Parser.milliseconds(text) else { throw Self.notISO8601(text) }
        try self.init(millisecondsSince1970: milliseconds)
    }

    /// ``init(iso8601:)`` for text given as its UTF-8 (a request's bytes,
    /// read without making a `String` of them).
    /// - Throws: as ``init(iso8601:)``.
    public init(iso8601 text: UTF8Span) throws(LocaleFormatError) {
        guard let milliseconds = ISO8601Parser.milliseconds(text.span) else {
            throw Self.notISO8601(String(copying: text))
        }
        try self.init(millisecondsSince1970: milliseconds)
    }

    private static func notISO8601(_ text: String) -> LocaleFormatError {
        LocaleFormatError(
            .invalidDate,
            "\"\(text.prefix(64))\" is not an ISO 8601 instant such as 2015-08-07T17:29:32Z or 2015-08-07T10:29:32-07:00"
        )
    }

    /// Parses seconds since 1970 written as a decimal (`"1438968572"`,
    /// `"-1.5"`, `"1.4e9"`), exactly, truncating toward the past to the millisecond.
    /// - Throws: `invalidDate` for text that is not a decimal or out of range.
    public init(secondsSince1970 text: String) throws(LocaleFormatError) {
        guard let milliseconds = ISO8601Parser.millisecondsFromDecimalSeconds(text) else {
            throw LocaleFormatError(
                .invalidDate, "\"\(text.prefix(64))\" is not a number of seconds within years -100000…100000")
        }
        try self.init(millisecondsSince1970: milliseconds)
    }

    /// The instant as a Foundation `Date`.
    public var date: Date { Date(timeIntervalSince1970: Double(millisecondsSince1970) / 1000) }

    /// RFC 3339 in UTC with milliseconds (`2015-08-07T17:29:32.000Z`).
    public var description: String { CivilDate.iso8601(millisecondsSince1970) }

    public static func < (lhs: Instant, rhs: Instant) -> Bool {
        lhs.millisecondsSince1970 < rhs.millisecondsSince1970
    }
}
