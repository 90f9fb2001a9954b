// The rows of the protocol's second-version ops (Docs/Protocol.md): each through Formatters.shared, against
// the bare ICU call on a held object (its floor) and Foundation's peer
// where Linux's Foundation has one.

import Foundation
import LocaleFormat

extension BenchWorkloads {
    /// en-US, skeleton yMMMd, UTC, 2015-08-07T17:29:32Z to 2015-08-10T10:00:00Z.
    static func interval() throws -> BenchWorkload {
        let shared = Formatters.shared
        let options = DateIntervalFormat.Options(locale: try LocaleIdentifier("en-US"), layout: .skeleton("yMMMd"))
        let (start, end) = (
            try Instant(millisecondsSince1970: 1_438_968_572_000), try Instant(millisecondsSince1970: 1_439_200_800_000)
        )
        let floor = try IntervalFloor(
            locale: LocaleIdentifier("en-US").icuID, skeleton: "yMMMd", timeZone: "UTC", start: 1_438_968_572_000,
            end: 1_439_200_800_000)
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = .gmt
        let style = Date.IntervalFormatStyle(
            date: .abbreviated, time: .omitted, locale: Locale(identifier: "en_US"), calendar: calendar, timeZone: .gmt)
        let range = Date(timeIntervalSince1970: 1_438_968_572)..<Date(timeIntervalSince1970: 1_439_200_800)
        return BenchWorkload(
            kind: "interval", name: "interval/format", input: "en-US yMMMd 2015-08-07 to 2015-08-10",
            cached: { try shared.dateInterval(options).string(from: start, to: end) },
            hit: { _ = try shared.dateInterval(options) },
            uncached: { try DateIntervalFormat(options).string(from: start, to: end) },
            floor: { floor.string() },
            peers: [.init(name: "Date.IntervalFormatStyle", slug: "intervalformatstyle") { style.format(range) }],
            lent: { try shared.with(options) { _ in } })
    }

    /// de, -2 days, numeric auto: "vorgestern".
    static func relative() throws -> BenchWorkload {
        let shared = Formatters.shared
        let options = RelativeTimeFormat.Options(locale: try LocaleIdentifier("de"))
        let value: DecimalValue = -2
        let floor = try RelativeFloor(
            locale: LocaleIdentifier("de").icuID, width: 0, offset: "-2", unit: 4, numeric: false)
        // Foundation's relative style picks the unit itself from two dates;
        // the anchored one is deterministic: it writes the anchor as seen
        // from the date formatted, two days later.
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = .gmt
        let anchor = Date(timeIntervalSince1970: 1_439_000_000)
        let style = Date.AnchoredRelativeFormatStyle(
            anchor: anchor, presentation: .named, unitsStyle: .wide, locale: Locale(identifier: "de"),
            calendar: calendar)
        let twoDaysLater = anchor.addingTimeInterval(2 * 86_400)
        return BenchWorkload(
            kind: "relative", name: "relative/format", input: "de -2 day auto",
            cached: { try shared.relativeTime(options).string(for: value, unit: .day, numeric: .auto) },
            hit: { _ = try shared.relativeTime(options) },
            uncached: { try RelativeTimeFormat(options).string(for: value, unit: .day, numeric: .auto) },
            floor: { floor.string() },
            peers: [
                .init(name: "Date.AnchoredRelativeFormatStyle", slug: "relativeformatstyle") {
                    style.format(twoDaysLater)
                }
            ],
            lent: { try shared.with(options) { _ in } })
    }

    /// es, or, ["siete", "ocho"]: "siete u ocho".
    static func list() throws -> BenchWorkload {
        let shared = Formatters.shared
        let items = ["siete", "ocho"]
        let options = ListFormat.Options(locale: try LocaleIdentifier("es"), type: .or)
        let floor = try ListFloor(locale: LocaleIdentifier("es").icuID, type: 1, width: 0, items: items)
        let style = ListFormatStyle<StringStyle, [String]>.list(type: .or, width: .standard).locale(
            Locale(identifier: "es"))
        return BenchWorkload(
            kind: "list", name: "list/format", input: "es or [siete, ocho]",
            cached: { try shared.list(options).string(from: items) },
            hit: { _ = try shared.list(options) },
            uncached: { try ListFormat(options).string(from: items) },
            floor: { floor.string() },
            peers: [.init(name: "ListFormatStyle", slug: "listformatstyle") { style.format(items) }],
            lent: { try shared.with(options) { _ in } })
    }

    /// en, the language en-GB: "British English".
    static func displayName() throws -> BenchWorkload {
        let shared = Formatters.shared
        let options = DisplayNames.Options(locale: try LocaleIdentifier("en"))
        let floor = try DisplayNamesFloor(locale: LocaleIdentifier("en").icuID, code: "en_GB")
        let english = Locale(identifier: "en")
        return BenchWorkload(
            kind: "displayName", name: "displayName/language", input: "en language en-GB",
            cached: { try shared.displayNames(options).language("en-GB") ?? "" },
            hit: { _ = try shared.displayNames(options) },
            uncached: { try DisplayNames(options).language("en-GB") ?? "" },
            floor: { floor.string() },
            peers: [
                .init(name: "Locale.localizedString(forIdentifier:)", slug: "localizedstring") {
                    english.localizedString(forIdentifier: "en_GB") ?? ""
                }
            ],
            lent: { try shared.with(options) { _ in } })
    }

    /// en-US, EUR, 3 to 5: "€3.00 – €5.00".
    static func numberRange() throws -> BenchWorkload {
        let shared = Formatters.shared
        let euros = CurrencyFormat.Options(locale: try LocaleIdentifier("en-US"), currency: "EUR")
        let options = NumberRangeFormat.Options(.currency(euros))
        let (start, end) = (DecimalValue(3), DecimalValue(5))
        let floor = try NumberRangeFloor(
            skeleton: "currency/EUR", locale: LocaleIdentifier("en-US").icuID, start: "3", end: "5")
        return BenchWorkload(
            kind: "numberRange", name: "numberRange/format", input: "en-US EUR 3 to 5",
            cached: { try shared.numberRange(options).string(from: start, to: end) },
            hit: { _ = try shared.numberRange(options) },
            uncached: { try NumberRangeFormat(options).string(from: start, to: end) },
            floor: { floor.string() },
            lent: { try shared.with(options) { _ in } })
    }

    /// en, short, 1 h 2 min 3 s: "1 hr, 2 min, 3 sec".
    static func duration() throws -> BenchWorkload {
        let shared = Formatters.shared
        let options = DurationFormat.Options(locale: try LocaleIdentifier("en"))
        let amounts: [DurationFormat.Unit: DecimalValue] = [.hours: 1, .minutes: 2, .seconds: 3]
        let floor = try DurationFloor(
            locale: LocaleIdentifier("en").icuID, width: 1,
            measures: [("hour", "1"), ("minute", "2"), ("second", "3")])
        let style = Duration.UnitsFormatStyle(allowedUnits: [.hours, .minutes, .seconds], width: .abbreviated)
            .locale(Locale(identifier: "en"))
        let duration = Duration.seconds(3_723)
        return BenchWorkload(
            kind: "duration", name: "duration/format", input: "en short 1 h 2 min 3 s",
            cached: { try shared.duration(options).string(from: amounts) },
            hit: { _ = try shared.duration(options) },
            uncached: { try DurationFormat(options).string(from: amounts) },
            floor: { floor.string() },
            peers: [.init(name: "Duration.UnitsFormatStyle", slug: "unitsformatstyle") { style.format(duration) }],
            lent: { try shared.with(options) { _ in } })
    }
}
