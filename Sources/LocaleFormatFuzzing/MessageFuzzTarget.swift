import LocaleFormat

/// Bytes as an ICU message pattern: `MessageFormat`, then formatting with
/// one of a few argument sets. The first byte picks the locale and time zone,
/// the second the argument set; the rest is the pattern. Argument names the
/// sets provide: `count`, `n` (numbers), `x` (a decimal), `name`, `gender`
/// (strings), `d`, `t` (dates).
///
/// Invariants:
/// - parsing throws only `invalidPattern` or `limitExceeded` (a pattern over
///   `MessageFormat.Limits`); formatting only `invalidOptions` (an argument
///   missing or of a kind the pattern cannot use), `invalidNumber` (a number
///   the pattern's rounding increment cannot take) or `limitExceeded` (a
///   result over the output budget);
/// - text without `{`, `}` and `'` formats to itself;
/// - formatting twice gives the same string.
public enum MessageFuzzTarget: FuzzTarget {
    public static let name = "FuzzMessage"

    private static let settings: [(locale: String, zone: String)] = [
        ("en", "UTC"), ("ru", "Europe/Moscow"), ("ar-EG", "Africa/Cairo"), ("pl", "Europe/Warsaw"),
        ("ja-JP-u-ca-japanese", "Asia/Tokyo"), ("fr-CH", "GMT+01:00"), ("cy", "Europe/London"), ("und", "UTC"),
    ]
    private static let argumentSets: [[String: MessageFormat.Argument]] = [
        [
            "count": 1, "n": 3, "x": .decimal("1.5"), "name": "Ana", "gender": "female",
            "d": date(1_438_968_572_000), "t": date(0),
        ],
        [
            "count": 0, "n": 22, "x": .decimal("-0.001"), "name": "", "gender": "other",
            "d": date(-3_155_760_000_000_000), "t": date(1_000_000_000_000_000),
        ],
        [
            "count": .decimal("1.0"), "n": .integer(Int64.min), "x": .decimal("1e100"), "name": "{x}",
            "gender": "male", "d": date(1_000), "t": 7,
        ],
        [
            "count": .integer(Int64.max), "n": .decimal("-5"), "x": .decimal("12345678901234567.89"),
            "name": "'quoted' #", "gender": .decimal("2"), "d": "2015-08-07", "t": date(-1),
        ],
    ]

    /// A date argument; the instants above are all within range.
    private static func date(_ milliseconds: Int64) -> MessageFormat.Argument {
        .date((try? Instant(millisecondsSince1970: milliseconds)) ?? .earliest)
    }

    public static func run(_ input: [UInt8]) throws(InvariantViolation) {
        var reader = FuzzInput(input)
        let setting = reader.pick(settings)
        let arguments = reader.pick(argumentSets)
        let pattern = reader.text()
        let shown = "\(String(pattern.prefix(200)).debugDescription) in \(setting.locale)"
        func fail(_ message: String) -> InvariantViolation { InvariantViolation(name, "\(shown): \(message)") }

        let message: MessageFormat
        do {
            message = try MessageFormat(
                MessageFormat.Options(
                    pattern: pattern, locale: Formatters.shared.locale(setting.locale),
                    timeZone: Formatters.shared.timeZone(setting.zone)))
        } catch {
            try ErrorExpectation.check(error, allowed: [.invalidPattern, .limitExceeded], target: name, input: shown)
            return
        }
        let formatted: String
        do {
            formatted = try message.format(arguments)
        } catch {
            try ErrorExpectation.check(
                error, allowed: [.invalidOptions, .invalidNumber, .limitExceeded], target: name, input: shown)
            return
        }
        if !pattern.contains(where: { $0 == "{" || $0 == "}" || $0 == "'" }), formatted != pattern {
            throw fail("plain text formats as \(formatted.debugDescription)")
        }
        guard (try? message.format(arguments)) == formatted else { throw fail("a second call formats differently") }
    }
}
