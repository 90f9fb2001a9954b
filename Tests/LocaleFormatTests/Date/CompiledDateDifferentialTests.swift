import Foundation
import LocaleFormatTestSupport
import Testing

@testable import LocaleFormat

/// The compiled date path against ICU's own `udat_format` on the same open
/// `UDateFormat`: every locale ICU lists (in turn), every date/time style
/// pair, skeletons and literal patterns, the calendars the path reproduces
/// and some it leaves to ICU, 180 zones plus random ones, and instants in
/// years 1–9999 concentrated where calendars and zones change. Every string
/// the compiled path produces must be ICU's, byte for byte; where it cannot
/// produce one it must decline (and ICU formats).
///
/// `LOCALEFORMAT_DATE_CASES` (default 200,000) and `LOCALEFORMAT_DATE_SEED`
/// scale and vary the run; Scripts/date-differential.sh runs ten million.
/// The cases are split into shards, each its own test case with its own
/// seed and its own turn through the locales, so `swift test --parallel`
/// spreads them over the cores.
@Suite struct CompiledDateDifferentialTests {
    static let environment = ProcessInfo.processInfo.environment
    static let cases = environment["LOCALEFORMAT_DATE_CASES"].flatMap { Int($0) } ?? 200_000
    static let seed = environment["LOCALEFORMAT_DATE_SEED"].flatMap { UInt64($0) } ?? 0xDA7E_C0DE
    static let shards = 8
    static let instantsPerFormat = 24
    /// The least share of cases the compiled path serves in a shard, for
    /// each calendar it reproduces: b, B, v and repeated ICU-filled fields
    /// send the rest to ICU (Docs/DatePath.md has the ten-million figures).
    static let minimumServedShare = 0.9
    static let compiledCalendars: Set<String> = ["gregorian", "iso8601", "japanese", "buddhist", "roc"]

    /// Cases and cases served by the compiled path, per ICU calendar type.
    struct Coverage {
        var cases: [String: Int] = [:]
        var served: [String: Int] = [:]
        var refusals: [String: Int] = [:]

        var report: String {
            let rows = cases.keys.sorted().map { type -> String in
                let all = cases[type] ?? 0
                let hit = served[type] ?? 0
                let share = all == 0 ? 0 : Double(hit) * 100 / Double(all)
                return "  \(type): \(hit) of \(all) served (\(String(format: "%.1f", share))%)"
            }
            let reasons = refusals.sorted { $0.value > $1.value }.prefix(20).map { "  \($0.value)× \($0.key)" }
            return (["coverage by calendar:"] + rows + ["cases left to ICU, by reason:"] + reasons)
                .joined(separator: "\n")
        }
    }

    @Test(arguments: 0..<shards) func compiledMatchesUdatFormat(shard: Int) throws {
        let shardCases = (Self.cases + Self.shards - 1) / Self.shards
        var rng = SeededGenerator(seed: Self.seed &+ UInt64(shard) &* 0x9E37_79B9_7F4A_7C15)
        let locales = Shim.availableLocales
        let extraZones = Shim.timeZoneIDs.filter { $0 != "Etc/Unknown" }
        try #require(locales.count > 500 && extraZones.count > 400)
        let stylePairs = DateFormat.Style.allCases.flatMap { d in DateFormat.Style.allCases.map { (d, $0) } }
            .filter { $0.0 != .none || $0.1 != .none }
        var transitions: [String: [Int64]] = [:]
        var coverage = Coverage()
        var cases = 0
        var mismatches = 0
        var examples: [String] = []
        let started = Date()

        // Each shard starts its turn through the locales at its own place.
        var formatIndex = shard * locales.count / Self.shards
        let firstFormat = formatIndex
        while cases < shardCases {
            defer { formatIndex += 1 }
            let locale = locales[formatIndex % locales.count]
            let zoneName = (rng.chance(0.85) ? rng.pick(CompiledDateCases.zones) : rng.pick(extraZones)) ?? "Etc/UTC"
            guard let zone = try? TimeZoneIdentifier(zoneName).canonicalID else { continue }
            let calendar = rng.pick(CompiledDateCases.calendars) ?? nil
            let icuLocale = calendar.map { "\(locale)@calendar=\($0)" } ?? locale

            let handle: ICUDateHandle
            let layout: String
            do {
                switch rng.int(0...9) {
                case 0...3:
                    let (date, time) = stylePairs[formatIndex % stylePairs.count]
                    layout = "styles \(date)/\(time)"
                    handle = try ICUDateHandle(
                        timeStyle: time.icuValue, dateStyle: date.icuValue, locale: icuLocale, timeZone: zone,
                        pattern: nil)
                case 4...6:
                    let skeleton = rng.pick(CompiledDateCases.skeletons) ?? "yMMMd"
                    layout = "skeleton \(skeleton)"
                    let best = try ICUPatternGeneratorHandle(locale: icuLocale).bestPattern(skeleton: skeleton)
                    handle = try ICUDateHandle(
                        timeStyle: -1, dateStyle: -1, locale: icuLocale, timeZone: zone, pattern: best)
                default:
                    let pattern =
                        rng.chance(0.7)
                        ? (rng.pick(CompiledDateCases.patterns) ?? "y") : DateDifferentialTests.randomPattern(&rng)
                    layout = "pattern \(pattern)"
                    handle = try ICUDateHandle(
                        timeStyle: -1, dateStyle: -1, locale: icuLocale, timeZone: zone, pattern: pattern)
                }
                // Patterns ICU cannot format (undefined letters) are not dates.
                _ = try handle.format(0)
            } catch {
                continue
            }
            let pattern = try handle.pattern()
            let type = try handle.calendarType()
            let compiled: CompiledDateFormat?
            let lazy = LazyDateHandle(opened: handle, bytes: 0)
            switch CompiledDateFormat.compile(handle: lazy, pattern: pattern, locale: icuLocale, timeZone: zone) {
            case .success(let format): compiled = format
            case .failure(let refusal):
                compiled = nil
                coverage.refusals[refusal.reason, default: 0] += Self.instantsPerFormat
            }
            if transitions[zone] == nil {
                let times = (try? ICUCalendarData.zoneOffsets(zone).times.dropFirst()) ?? []
                transitions[zone] = times.filter {
                    $0 > CompiledDateCases.firstInstant && $0 < CompiledDateCases.lastInstant
                }
            }
            let zoneTransitions = transitions[zone] ?? []
            for _ in 0..<Self.instantsPerFormat {
                let instant = CompiledDateCases.instant(&rng, transitions: zoneTransitions)
                cases += 1
                coverage.cases[type, default: 0] += 1
                guard let compiled else { continue }
                guard let ours = compiled.string(millisecondsSince1970: instant, handle: lazy) else {
                    coverage.refusals["declined at format time", default: 0] += 1
                    continue
                }
                coverage.served[type, default: 0] += 1
                // The text lent from the stack is the string (none when empty).
                var lent: String?
                _ = compiled.withText(millisecondsSince1970: instant, handle: lazy) { lent = String(copying: $0) }
                if lent != (ours.isEmpty ? nil : ours) {
                    mismatches += 1
                    if examples.count < 25 {
                        examples.append(
                            "\(icuLocale) \(zone) \(layout) at \(instant): lent \(lent ?? "nil"), string \(ours)")
                    }
                }
                let icu = try handle.format(Double(instant))
                if ours != icu {
                    mismatches += 1
                    if examples.count < 25 {
                        examples.append(
                            "\(icuLocale) \(zone) \(layout) → \"\(pattern)\" at \(instant) (\(Instant.description(instant))): "
                                + "compiled \"\(ours)\", ICU \"\(icu)\"")
                    }
                }
            }
        }
        let seconds = Date().timeIntervalSince(started)
        print(
            "compiled date differential, shard \(shard) of \(Self.shards): \(cases) cases, \(mismatches) mismatches, "
                + "\(formatIndex - firstFormat) formats, seed \(Self.seed), \(String(format: "%.1f", seconds)) s\n"
                + coverage.report)
        #expect(mismatches == 0, "\(mismatches) of \(cases) differ:\n\(examples.joined(separator: "\n"))")
        for (type, all) in coverage.cases where Self.compiledCalendars.contains(type) && all >= 1_000 {
            let share = Double(coverage.served[type] ?? 0) / Double(all)
            #expect(share >= Self.minimumServedShare, "\(type): the compiled path served \(share) of \(all) cases")
        }
    }
}

/// The seven date benchmark rows are served by the compiled path (a change
/// that sends one of them back to ICU is a performance regression).
@Suite struct CompiledDateCoverageTests {
    static let rows: [(locale: String, calendar: String?, zone: String, layout: DateFormat.Layout, expected: String)] =
        [
            ("en-US", nil, "UTC", .styles(date: .medium, time: .medium), "Aug 7, 2015, 5:29:32\u{202F}PM"),
            (
                "es-ES", nil, "America/Los_Angeles", .styles(date: .full, time: .long),
                "viernes, 7 de agosto de 2015, 10:29:32 GMT-7"
            ),
            ("ja-JP", "japanese", "Asia/Tokyo", .styles(date: .long, time: .none), "平成27年8月8日"),
            ("th-TH", nil, "Asia/Bangkok", .styles(date: .full, time: .none), "วันเสาร์ที่ 8 สิงหาคม พ.ศ. 2558"),
            ("ar-EG", nil, "Africa/Cairo", .styles(date: .full, time: .none), "الجمعة، ٧ أغسطس ٢٠١٥"),
            ("de-DE", nil, "Europe/Berlin", .styles(date: .short, time: .short), "07.08.15, 19:29"),
            ("ja-JP", nil, "Asia/Tokyo", .skeleton("yMMMEd"), "2015年8月8日(土)"),
        ]

    @Test(arguments: rows.indices) func headlineFormatsAreCompiled(row: Int) throws {
        let (locale, calendar, zone, layout, expected) = Self.rows[row]
        let options = DateFormat.Options(
            locale: try LocaleIdentifier(locale), layout: layout, calendar: try calendar.map(CalendarIdentifier.init),
            timeZone: try TimeZoneIdentifier(zone))
        let format = try DateFormat(options)
        let localeID =
            try calendar.map { try ICULocale.settingKeyword("calendar", to: $0, in: options.locale.dataID) }
            ?? options.locale.dataID
        let handle = try ICUDateHandle(
            timeStyle: -1, dateStyle: -1, locale: localeID, timeZone: options.timeZone.canonicalID,
            pattern: format.pattern)
        let lazy = LazyDateHandle(opened: handle, bytes: 0)
        let compiled = try CompiledDateFormat.compile(
            handle: lazy, pattern: format.pattern, locale: localeID, timeZone: options.timeZone.canonicalID
        ).get()
        // 2015-08-07T17:29:32Z (ICU 72.1's text).
        #expect(compiled.string(millisecondsSince1970: 1_438_968_572_000, handle: lazy) == expected)
        #expect(try format.string(from: Instant(millisecondsSince1970: 1_438_968_572_000)) == expected)
    }
}

extension Instant {
    /// ISO 8601 of milliseconds, for messages.
    static func description(_ milliseconds: Int64) -> String { CivilDate.iso8601(milliseconds) }
}
