import LocaleFormat

/// Bytes as a date pattern or skeleton: `DateFormat` with a `.pattern` or
/// `.skeleton` layout, then an instant formatted with it. The first byte
/// picks the layout and the locale, the second the calendar and the
/// instant (with its time zone); the rest is the pattern or skeleton.
///
/// Invariants:
/// - opening throws only `invalidPattern` (locale, calendar and zone are valid);
/// - an opened formatter has a non-empty pattern and formats the instant to a
///   non-empty string, the same on every call; or, where ICU writes nothing
///   for the instant (ICU's month 0 of the Chinese and Dangi calendars far in
///   the future, a Hebrew fifth quarter), throws `invalidPattern` on every
///   call, never answering with an empty string.
public enum DatePatternFuzzTarget: FuzzTarget {
    public static let name = "FuzzDatePattern"

    private static let locales = ["en-US", "de-CH", "ar-EG", "ja-JP", "zh-Hant-TW", "fa-IR", "he-IL", "th-TH"]
    private static let calendars: [String?] = [
        nil, "gregorian", "japanese", "buddhist", "chinese", "hebrew", "islamic-umalqura", "persian", "ethiopic",
        "indian", "coptic", "dangi", "roc", "islamic-civil", "iso8601", "ethiopic-amete-alem",
    ]
    private static let moments: [(iso: String, zone: String)] = [
        ("2015-08-07T17:29:32.123Z", "America/Los_Angeles"), ("1970-01-01T00:00:00Z", "UTC"),
        ("-100000-01-01T00:00:00Z", "UTC"), ("+100000-12-31T23:59:59.999Z", "Asia/Kolkata"),
        ("0001-01-01T00:00:00Z", "Europe/Berlin"), ("1582-10-15T12:00:00Z", "GMT+05:30"),
        ("2024-02-29T23:59:59Z", "Australia/Lord_Howe"), ("-000500-03-15T06:00:00Z", "Pacific/Kiritimati"),
    ]

    public static func run(_ input: [UInt8]) throws(InvariantViolation) {
        var reader = FuzzInput(input)
        let first = reader.byte()
        let second = reader.byte()
        let text = reader.text()
        let layout: DateFormat.Layout = first % 2 == 0 ? .pattern(text) : .skeleton(text)
        let locale = locales[Int(first / 2) % locales.count]
        let calendar = calendars[Int(second) % calendars.count]
        let moment = moments[Int(second / 16) % moments.count]
        let shown = "\(layout) \(locale) \(calendar ?? "-") \(moment.iso) \(moment.zone)".debugDescription
        func fail(_ message: String) -> InvariantViolation { InvariantViolation(name, "\(shown): \(message)") }

        guard let instant = try? Instant(iso8601: moment.iso) else { throw fail("bad instant") }
        let format: DateFormat
        do {
            format = try DateFormat(
                Options(
                    locale: Formatters.shared.locale(locale), layout: layout,
                    calendar: calendar.map(CalendarIdentifier.init), timeZone: Formatters.shared.timeZone(moment.zone)))
        } catch {
            try ErrorExpectation.check(error, allowed: [.invalidPattern], target: name, input: shown)
            return
        }
        guard !format.pattern.isEmpty else { throw fail("empty pattern") }
        do {
            let formatted = try format.string(from: instant)
            guard !formatted.isEmpty else { throw fail("empty result for pattern \(format.pattern.debugDescription)") }
            guard try format.string(from: instant) == formatted else { throw fail("a second call formats differently") }
        } catch let violation as InvariantViolation {
            throw violation
        } catch let error as LocaleFormatError where error.code == .invalidPattern {
            // Nothing to write at this instant: so on every call.
            guard (try? format.string(from: instant)) == nil else { throw fail("a second call formats differently") }
        } catch {
            throw fail("formatting failed: \(error)")
        }
    }

    private typealias Options = DateFormat.Options
}
