import LocaleFormatTestSupport
import Testing

@testable import LocaleFormat

/// `DateFormat` against `udat_open`/`udat_formatForFields` called directly:
/// random locales from ICU's list, every ICU calendar, every ICU zone id
/// (aliases included), instants from year -100000 to 100000, and styles,
/// skeletons built here and literal patterns.
@Suite struct DateDifferentialTests {
    static let formatters = 500
    static let instantsPerFormatter = 8

    @Test func matchesICU() throws {
        var rng = SeededGenerator(seed: 0xDA7E)
        var tally = DifferentialTally("date")
        let locales = Shim.availableLocales
        let zones = Shim.timeZoneIDs.filter { $0 != "Etc/Unknown" }
        let calendars = Shim.calendarNames
        try #require(locales.count > 500 && zones.count > 400 && calendars.count > 10)

        for _ in 0..<Self.formatters {
            guard let locale = rng.pick(locales), let zone = rng.pick(zones) else { continue }
            let calendar = rng.chance(0.7) ? rng.pick(calendars) : nil
            let icuLocale = calendar.map { "\(locale)@calendar=\($0)" } ?? locale
            let layout = Self.randomLayout(&rng)

            let library: DateFormat?
            do {
                library = try DateFormat(
                    DateFormat.Options(
                        locale: LocaleIdentifier(locale), layout: layout,
                        calendar: try calendar.map(CalendarIdentifier.init), timeZone: TimeZoneIdentifier(zone)))
            } catch {
                library = nil
            }
            let reference: ReferenceDateFormat?
            do {
                switch layout {
                case .styles(let date, let time):
                    reference = try ReferenceDateFormat(
                        locale: icuLocale, timeZone: zone, dateStyle: Self.icuStyle(date),
                        timeStyle: Self.icuStyle(time),
                        pattern: nil)
                case .skeleton(let skeleton):
                    let pattern = try ReferenceDateFormat.bestPattern(locale: icuLocale, skeleton: skeleton)
                    reference = try ReferenceDateFormat(
                        locale: icuLocale, timeZone: zone, dateStyle: -1, timeStyle: -1, pattern: pattern)
                case .pattern(let pattern):
                    reference = try ReferenceDateFormat(
                        locale: icuLocale, timeZone: zone, dateStyle: -1, timeStyle: -1, pattern: pattern)
                }
            } catch {
                reference = nil
            }
            for _ in 0..<Self.instantsPerFormatter {
                let milliseconds = Self.randomInstant(&rng)
                tally.record(
                    library: {
                        guard let library else { throw ShimFailure(status: -1) }
                        return try library.string(from: Instant(millisecondsSince1970: milliseconds))
                    },
                    reference: {
                        guard let reference else { throw ShimFailure(status: -1) }
                        return try reference.format(Double(milliseconds))
                    },
                    "\(icuLocale) \(zone) \(layout) at \(milliseconds) ms")
            }
        }
        tally.verify(minimumCases: 4000)
    }

    static func icuStyle(_ style: DateFormat.Style) -> Int32 {
        switch style {
        case .full: 0
        case .long: 1
        case .medium: 2
        case .short: 3
        case .none: -1
        }
    }

    /// Mostly 1800–2200, some anywhere in the protocol's years -100000…100000.
    static func randomInstant(_ rng: inout SeededGenerator) -> Int64 {
        let year: Int64 = 365 * 86_400_000
        if rng.chance(0.8) {
            return Int64.random(in: (-170 * year)...(230 * year), using: &rng)
        }
        return Int64.random(in: (-102_000 * year)...(98_000 * year), using: &rng)
    }

    static func randomLayout(_ rng: inout SeededGenerator) -> DateFormat.Layout {
        switch rng.int(0...2) {
        case 0:
            let styles = DateFormat.Style.allCases
            var date = rng.pick(styles) ?? .none
            let time = rng.pick(styles) ?? .none
            if date == .none && time == .none { date = .medium }
            return .styles(date: date, time: time)
        case 1:
            return .skeleton(randomSkeleton(&rng))
        default:
            return .pattern(randomPattern(&rng))
        }
    }

    /// An ICU skeleton of fields chosen here: era, year, quarter, month,
    /// week, day, weekday, period, hour, minute, second, fraction, zone.
    static func randomSkeleton(_ rng: inout SeededGenerator) -> String {
        let fields: [[String]] = [
            ["G", "GGGG"], ["y", "yy", "yyyy", "U", "r"], ["Q", "QQQQ"],
            ["M", "MM", "MMM", "MMMM", "MMMMM", "L", "LLLL"],
            ["w", "W"], ["d", "dd", "D"], ["E", "EEEE", "EEEEE", "c", "cccc"], ["a", "B"],
            ["j", "jj", "H", "HH", "h", "k", "K", "C"], ["m", "mm"], ["s", "ss"], ["S", "SSS"],
            ["z", "zzzz", "v", "vvvv", "O", "OOOO", "V", "VVV", "VVVV", "X", "XXX", "x", "xxxxx", "Z", "ZZZZ"],
        ]
        var skeleton = ""
        for group in fields where rng.chance(0.35) {
            skeleton += rng.pick(group) ?? ""
        }
        return skeleton.isEmpty ? "yMMMd" : skeleton
    }

    /// A literal pattern: defined letters in runs, separators, quoted text.
    static func randomPattern(_ rng: inout SeededGenerator) -> String {
        let letters = Array("GyYuUrQqMLlwWdDFgEecabBhHKkmsSAzZOvVXx")
        let separators = [" ", "-", "/", ":", ", ", ".", " 'at' ", "''", " 'o''clock' ", "年", " – "]
        var pattern = ""
        for _ in 0..<rng.int(1...6) {
            if let letter = rng.pick(letters) {
                pattern += String(repeating: letter, count: rng.int(1...4))
            }
            if rng.chance(0.7), let separator = rng.pick(separators) { pattern += separator }
        }
        return pattern
    }
}
