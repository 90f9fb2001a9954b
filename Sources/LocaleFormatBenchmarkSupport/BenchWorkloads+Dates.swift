// The date rows: the seven headline formats, each through the
// compiled date path, against the bare `udat_format` on a held
// `UDateFormat` (its floor) and Foundation's reused `DateFormatter`.

import Foundation
import LocaleFormat

extension BenchWorkloads {
    /// es-ES, full date, long time, Los Angeles: DESIGN.md's example, and the
    /// case where Foundation's newer ICU formats faster than ICU 72.
    static func date() throws -> BenchWorkload {
        try dateRow(
            kind: "date", name: "date/format", locale: "es-ES", zone: "America/Los_Angeles",
            layout: .styles(date: .full, time: .long), foundation: .styles(date: .full, time: .long),
            style: .init(date: .complete, time: .complete))
    }

    /// en-US medium date and time, UTC.
    static func dateEnglishUS() throws -> BenchWorkload {
        try dateRow(
            kind: "date-en-us", name: "date/en-us-medium", locale: "en-US", zone: "UTC",
            layout: .styles(date: .medium, time: .medium), foundation: .styles(date: .medium, time: .medium))
    }

    /// ja-JP, Japanese calendar, long date: eras from ICU's era table.
    static func dateJapaneseCalendar() throws -> BenchWorkload {
        try dateRow(
            kind: "date-ja-japanese", name: "date/ja-japanese-long", locale: "ja-JP", calendar: "japanese",
            zone: "Asia/Tokyo", layout: .styles(date: .long), foundation: .styles(date: .long))
    }

    /// th-TH full date: the Buddhist calendar is Thai's default.
    static func dateThaiBuddhist() throws -> BenchWorkload {
        try dateRow(
            kind: "date-th-buddhist", name: "date/th-buddhist-full", locale: "th-TH", zone: "Asia/Bangkok",
            layout: .styles(date: .full), foundation: .styles(date: .full))
    }

    /// ar-EG full date: Arabic-Indic digits.
    static func dateArabicEgypt() throws -> BenchWorkload {
        try dateRow(
            kind: "date-ar-eg", name: "date/ar-eg-full", locale: "ar-EG", zone: "Africa/Cairo",
            layout: .styles(date: .full), foundation: .styles(date: .full))
    }

    /// de-DE short date and time, Berlin (summer time on the instant).
    static func dateGermanBerlin() throws -> BenchWorkload {
        try dateRow(
            kind: "date-de-de", name: "date/de-short", locale: "de-DE", zone: "Europe/Berlin",
            layout: .styles(date: .short, time: .short), foundation: .styles(date: .short, time: .short))
    }

    /// The skeleton `yMMMEd` in ja-JP (resolved once, at build).
    static func dateJapaneseSkeleton() throws -> BenchWorkload {
        try dateRow(
            kind: "date-ja-skeleton", name: "date/ja-skeleton-ymmmed", locale: "ja-JP", zone: "Asia/Tokyo",
            layout: .skeleton("yMMMEd"), foundation: .template("yMMMEd"))
    }

    /// es-ES full date and long time again, its "uncached" column a miss that
    /// differs from the cached formatter in the time zone alone: a registry
    /// holding one date formatter, asked each call for the next of ten zones
    /// that all show the instant as Los Angeles does (10:29:32 GMT-7), so
    /// every call misses and copies the formatter of the zone before.
    static func dateZoneMiss() throws -> BenchWorkload {
        var row = try date()
        row.kind = "date-zone"
        row.name = "date/zone-miss"
        row.input = "es-ES full/long, the next of 10 GMT-7 zones"
        let locale = try LocaleIdentifier("es-ES")
        let registry = Formatters(capacity: 1)
        let zones = try [
            "America/Los_Angeles", "America/Vancouver", "America/Tijuana", "America/Phoenix", "America/Hermosillo",
            "America/Whitehorse", "America/Dawson", "America/Creston", "America/Dawson_Creek", "America/Fort_Nelson",
        ].map { try registry.timeZone($0) }
        var next = 0
        let date = instant
        row.uncached = {
            next = (next + 1) % zones.count
            let options = DateFormat.Options(
                locale: locale, layout: .styles(date: .full, time: .long), timeZone: zones[next])
            return try registry.date(options).string(from: date)
        }
        return row
    }

    /// es-ES full date and long time again, its "uncached" column two misses
    /// on layouts whose formatters were evicted, and a format: a registry
    /// holding one date formatter, asked for es-ES's medium date and then
    /// this layout, each evicting the other (both lookups miss every call).
    /// The process compiled both layouts before, so each miss is built from
    /// what its layout compiled, without opening ICU: what a working set
    /// above the cache's capacity pays.
    static func dateLayoutMiss() throws -> BenchWorkload {
        var row = try date()
        row.kind = "date-layout"
        row.name = "date/layout-miss"
        row.input = "es-ES full/long America/Los_Angeles, two misses a call (es-ES medium evicts it)"
        let registry = Formatters(capacity: 1)
        let locale = try LocaleIdentifier("es-ES")
        let zone = try registry.timeZone("America/Los_Angeles")
        let wanted = DateFormat.Options(locale: locale, layout: .styles(date: .full, time: .long), timeZone: zone)
        let other = DateFormat.Options(locale: locale, layout: .styles(date: .medium), timeZone: zone)
        let date = instant
        row.uncached = {
            _ = try registry.date(other)
            return try registry.date(wanted).string(from: date)
        }
        return row
    }

    /// How Foundation's `DateFormatter` is set up for a row.
    enum FoundationLayout {
        case styles(date: DateFormatter.Style, time: DateFormatter.Style = .none)
        case template(String)
    }

    /// The styles of a `Date.FormatStyle` peer, for rows that have one.
    struct FormatStyleLayout {
        var date: Date.FormatStyle.DateStyle
        var time: Date.FormatStyle.TimeStyle
    }

    /// One date row: ours cached and uncached, the floor on a `UDateFormat`
    /// opened with the pattern our format resolved (so styles and skeletons
    /// cost the floor nothing per call), and `DateFormatter` reused.
    static func dateRow(
        kind: String, name: String, locale: String, calendar: String? = nil, zone: String,
        layout: DateFormat.Layout, foundation: FoundationLayout, style: FormatStyleLayout? = nil
    ) throws -> BenchWorkload {
        let shared = Formatters.shared
        let calendarID = try calendar.map(CalendarIdentifier.init)
        let options = DateFormat.Options(
            locale: try LocaleIdentifier(locale), layout: layout, calendar: calendarID,
            timeZone: try TimeZoneIdentifier(zone))
        let date = instant
        let pattern = try DateFormat(options).pattern
        let floorLocale = try LocaleIdentifier(calendar.map { "\(locale)-u-ca-\($0)" } ?? locale).icuID
        let floor = try DateFloor(
            pattern: pattern, locale: floorLocale, timeZone: zone,
            millisecondsSince1970: date.timeIntervalSince1970 * 1000)

        let foundationLocale = Locale(identifier: locale.replacingOccurrences(of: "-", with: "_"))
        let formatter = DateFormatter()
        formatter.locale = foundationLocale
        formatter.timeZone = TimeZone(identifier: zone)
        if calendar == "japanese" { formatter.calendar = Calendar(identifier: .japanese) }
        switch foundation {
        case .styles(let date, let time):
            formatter.dateStyle = date
            formatter.timeStyle = time
        case .template(let template):
            formatter.setLocalizedDateFormatFromTemplate(template)
        }
        var peers: [BenchWorkload.Peer] = [
            .init(name: "DateFormatter (reused)", slug: "dateformatter") { formatter.string(from: date) }
        ]
        if let style {
            var foundationCalendar = Calendar(identifier: .gregorian)
            foundationCalendar.timeZone = TimeZone(identifier: zone) ?? .gmt
            let formatStyle = Date.FormatStyle(
                date: style.date, time: style.time, locale: foundationLocale, calendar: foundationCalendar,
                timeZone: foundationCalendar.timeZone)
            peers.append(.init(name: "Date.FormatStyle", slug: "formatstyle") { formatStyle.format(date) })
        }
        let description: String
        switch layout {
        case .styles(let dateStyle, let timeStyle): description = "\(dateStyle)/\(timeStyle)"
        case .skeleton(let skeleton): description = "skeleton \(skeleton)"
        case .pattern(let pattern): description = "pattern \(pattern)"
        }
        let held = try shared.date(options)
        return BenchWorkload(
            kind: kind, name: name,
            input: "\(locale)\(calendar.map { " \($0)" } ?? "") \(description) \(zone)",
            cached: { try shared.date(options).string(from: date) },
            hit: { _ = try shared.date(options) },
            uncached: {
                try DateFormat(
                    DateFormat.Options(
                        locale: LocaleIdentifier(locale), layout: layout,
                        calendar: calendar.map(CalendarIdentifier.init),
                        timeZone: TimeZoneIdentifier(zone))
                ).string(from: date)
            },
            floor: { floor.string() },
            peers: peers,
            lent: { try shared.with(options) { _ in } },
            held: { _ = try held.string(from: date) })
    }
}
