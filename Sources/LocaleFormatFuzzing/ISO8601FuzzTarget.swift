import LocaleFormat

/// Bytes as an instant's text: `Instant(iso8601:)` and `Instant(secondsSince1970:)`.
///
/// Invariants:
/// - both throw only `invalidDate`, and what they accept lies within years
///   -100000…100000;
/// - an accepted instant's RFC 3339 form (``Instant/description``) parses
///   back to the same instant, and as seconds (`"-1.5"`) too;
/// - ICU agrees on the calendar fields: for years 1583…9999 (after the
///   Julian-Gregorian switch, four-digit years) ICU formats the instant with
///   `uuuu-MM-dd'T'HH:mm:ss.SSS'Z'` in UTC exactly as the description;
/// - seconds keep their sign: text starting with `-` is not after 1970, text
///   without `-` not before.
public enum ISO8601FuzzTarget: FuzzTarget {
    public static let name = "FuzzISO8601"

    private static let utcPattern = try? DateFormat(
        DateFormat.Options(locale: LocaleIdentifier("en"), layout: .pattern("uuuu-MM-dd'T'HH:mm:ss.SSS'Z'")))
    private static let first1583 = (try? Instant(iso8601: "1583-01-01T00:00:00Z")) ?? .earliest
    private static let first10000 = (try? Instant(iso8601: "+010000-01-01T00:00:00Z")) ?? .latest

    public static func run(_ input: [UInt8]) throws(InvariantViolation) {
        let text = String(decoding: input, as: UTF8.self)
        let shown = String(text.prefix(200)).debugDescription
        func fail(_ message: String) -> InvariantViolation { InvariantViolation(name, "\(shown): \(message)") }

        do {
            let instant = try Instant(iso8601: text)
            try check(instant, fail: fail)
        } catch let violation as InvariantViolation {
            throw violation
        } catch {
            try ErrorExpectation.check(error, allowed: [.invalidDate], target: name, input: shown)
        }

        do {
            let instant = try Instant(secondsSince1970: text)
            try check(instant, fail: fail)
            let ms = instant.millisecondsSince1970
            if text.hasPrefix("-") && ms > 0 { throw fail("negative seconds gave \(instant)") }
            if !text.hasPrefix("-") && ms < 0 { throw fail("non-negative seconds gave \(instant)") }
        } catch let violation as InvariantViolation {
            throw violation
        } catch {
            try ErrorExpectation.check(error, allowed: [.invalidDate], target: name, input: shown)
        }
    }

    private static func check(_ instant: Instant, fail: (String) -> InvariantViolation) throws(InvariantViolation) {
        guard instant >= .earliest, instant <= .latest else { throw fail("out of range: \(instant)") }
        let description = instant.description
        guard let again = try? Instant(iso8601: description), again == instant else {
            throw fail("its description \(description) does not read back")
        }
        let seconds = secondsText(instant.millisecondsSince1970)
        guard let fromSeconds = try? Instant(secondsSince1970: seconds), fromSeconds == instant else {
            throw fail("its seconds \(seconds) do not read back")
        }
        if instant >= first1583, instant < first10000, let utcPattern {
            let formatted = (try? utcPattern.string(from: instant)) ?? "(failed)"
            guard formatted == description else { throw fail("ICU says \(formatted), we say \(description)") }
        }
    }

    /// `-1.5` seconds for -1500 ms: the exact decimal of the milliseconds.
    private static func secondsText(_ milliseconds: Int64) -> String {
        let sign = milliseconds < 0 ? "-" : ""
        let magnitude = milliseconds.magnitude
        let fraction = String(magnitude % 1000)
        return "\(sign)\(magnitude / 1000).\(String(repeating: "0", count: 3 - fraction.count))\(fraction)"
    }
}
