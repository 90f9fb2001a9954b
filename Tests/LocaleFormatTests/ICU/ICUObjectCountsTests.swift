import Testing

@_spi(Testing) @testable import LocaleFormat

/// No ICU object leaks: every formatter kind is built and dropped many times,
/// directly and through a small `Formatters` that keeps evicting, with
/// failures on the way, and afterwards every object the shim opened on this
/// thread has been closed again (the debug build's counters,
/// `include/cicu_debug.h`).
///
/// The test body is synchronous, so everything it opens is opened and closed
/// on its own thread, and the per-thread counters are exact while other
/// tests use ICU in parallel.
@Suite struct ICUObjectCountsTests {
    @Test func debugBuildsCount() {
        #if DEBUG
            #expect(ICUObjectCounts.isAvailable)
        #endif
        let counts = ICUObjectCounts.current(.process)
        #expect(counts.opened.count == ICUObjectCounts.Kind.allCases.count)
    }

    @Test(.enabled(if: ICUObjectCounts.isAvailable))
    func everyOpenedObjectIsClosedAgain() throws {
        // The process's date siblings outlive the registries below.
        try DateZoneSiblings.$isBypassed.withValue(true) { try balanceEveryKind() }
    }

    private func balanceEveryKind() throws {
        // Once first: process-wide caches that live for good (the plural
        // operand formatters, ICU's currency list) are filled here.
        try Self.exerciseEveryKind(rounds: 1)
        // The thread's cache front keeps the entries it hit lately (64 at
        // most) until their slots are taken: emptied on both sides.
        CacheFront.clearCurrent()
        let before = ICUObjectCounts.current(.thisThread)
        try Self.exerciseEveryKind(rounds: 6)
        CacheFront.clearCurrent()
        let after = ICUObjectCounts.current(.thisThread)
        var changes = after.liveChanges(since: before)
        // Pattern generators are kept per locale by a process-wide cache:
        // opened in the first round, closed when evicted, on whichever
        // thread evicts them (DatePatternGeneratorsTests counts them).
        changes[.sharedPatternGenerator] = nil
        #expect(changes == [:])
        // A thread opens its one reusable formatted-number result on first use
        // (in the round above) and closes it when it exits.
        for kind in ICUObjectCounts.Kind.allCases where kind != .formattedNumber && kind != .sharedPatternGenerator {
            #expect(after.opened(kind) > before.opened(kind), "\(kind) was never opened: the test misses a path")
        }
        #expect(after.opened(.formattedNumber) == 1)
        // The process-wide counters count at least what this thread did.
        let process = ICUObjectCounts.current(.process)
        #expect(process.calls >= after.calls)
    }

    /// Failed opens (a pattern, unit, message or skeleton ICU rejects) give
    /// nothing back to close, and keep nothing open.
    @Test(.enabled(if: ICUObjectCounts.isAvailable))
    func failedOpensLeaveNothingOpen() throws {
        try DateZoneSiblings.$isBypassed.withValue(true) { try balanceFailedOpens() }
    }

    private func balanceFailedOpens() throws {
        try Self.exerciseEveryKind(rounds: 1)
        CacheFront.clearCurrent()
        let en = try LocaleIdentifier("en")
        let before = ICUObjectCounts.current(.thisThread)
        for _ in 0..<20 {
            #expect(
                errorCode { _ = try DateFormat(.init(locale: en, layout: .pattern("yyyy-MM-ddTHH"))) }
                    == .invalidPattern)
            #expect(errorCode { _ = try UnitFormat(.init(locale: en, unit: "furlong-per-fortnight")) } == .invalidUnit)
            #expect(errorCode { _ = try UnitFormat(.init(locale: en, unit: "gram-and-kilogram")) } == .invalidUnit)
            #expect(
                errorCode { _ = try UnitFormat(.init(locale: en, unit: "meter-per-kilogram", usage: "road")) }
                    == .invalidUnit)
            #expect(
                errorCode { _ = try MessageFormat(.init(pattern: "{n, plural, one {x}", locale: en)) }
                    == .invalidPattern)
            #expect(
                errorCode { _ = try MessageFormat(.init(pattern: "{d, date, yyyy-MM-ddTHH}", locale: en)) }
                    == .invalidPattern)
            #expect(
                errorCode { _ = try MessageFormat(.init(pattern: "{n, number, ::currency/EURO}", locale: en)) }
                    == .invalidPattern)
            #expect(errorCode { _ = try CurrencyFormat(.init(locale: en, currency: "XYZ")) } == .invalidCurrency)
            #expect(errorCode { _ = try DateFormat(.init(locale: en, layout: .skeleton("yMMMdT"))) } == .invalidPattern)
            #expect(
                errorCode {
                    _ = try Formatters(capacity: 2).date(locale: "en@calendar=mayan", layout: .styles(date: .short))
                } == .invalidCalendar)
        }
        CacheFront.clearCurrent()
        let after = ICUObjectCounts.current(.thisThread)
        #expect(after.liveChanges(since: before) == [:])
    }

    private static let locales = [
        "en-US", "de-CH", "ar-EG", "ja-JP-u-ca-japanese", "th-TH", "he", "zh-Hant-TW", "sv", "es-u-co-trad", "tr",
        "xx-YY", "pl",
    ]

    /// Builds, uses and drops one formatter of every kind per locale, then
    /// the same through a `Formatters` of capacity 3 (so most entries are
    /// evicted), `rounds` times.
    static func exerciseEveryKind(rounds: Int) throws {
        let instant = try Instant(iso8601: "2015-08-07T17:29:32Z")
        for round in 0..<rounds {
            for locale in locales {
                try direct(locale, instant: instant)
            }
            let formatters = Formatters(capacity: 3)
            for locale in locales + locales.reversed() {
                try cached(locale, in: formatters, instant: instant, round: round)
            }
            formatters.setDefaultLocale(try formatters.locale("fr"))
            _ = try formatters.date(DateFormat.Options(locale: formatters.defaultLocale, layout: .styles(date: .short)))
                .string(from: instant)
            #expect(formatters.statistics(for: .date).evictions > 0)
        }
    }

    /// Every kind opened directly (uncached), from typed options.
    private static func direct(_ locale: String, instant: Instant) throws {
        let id = try LocaleIdentifier(locale)
        let epoch = try Instant(millisecondsSince1970: 0)
        _ = try DateFormat(
            .init(
                locale: id, layout: .styles(date: .full, time: .long),
                timeZone: TimeZoneIdentifier("America/Los_Angeles"))
        ).string(from: instant)
        _ = try DateFormat(.init(locale: id, layout: .skeleton("yMMMEdjmm"), calendar: CalendarIdentifier("islamic")))
            .string(from: instant)
        _ = try DateFormat(
            .init(locale: id, layout: .pattern("GGGG y-MM-dd HH:mm zzzz"), timeZone: TimeZoneIdentifier("GMT+05:30"))
        ).string(from: instant)
        _ = try NumberFormat(.init(locale: id, style: .percent, maximumFractionDigits: 2)).string(from: "0.12345")
        _ = try NumberFormat(.init(locale: id, style: .compactLong)).string(from: "1234567")
        _ = try CurrencyFormat(.init(locale: id, currency: "EUR", display: .name, accounting: true)).string(
            from: "-1.5")
        _ = try UnitFormat(.init(locale: id, unit: "meter", usage: "person-height")).string(from: "1.8")
        _ = try UnitFormat(.init(locale: id, unit: "foot-and-inch", width: .long)).string(from: "6.5")
        let rules = try PluralRules(.init(locale: id, type: .ordinal))
        _ = try rules.category(for: "22")
        _ = try PluralRules(.init(locale: id)).category(for: "1.50")
        _ = try ListFormat(.init(locale: id, type: .or, width: .short)).string(from: ["a", "b", "c"])
        _ = try RelativeTimeFormat(.init(locale: id, width: .narrow)).string(for: -2, unit: .day, numeric: .auto)
        _ = try DateIntervalFormat(.init(locale: id, layout: .styles(date: .medium, time: .short))).string(
            from: instant, to: epoch)
        _ = try DurationFormat(.init(locale: id, width: .numeric)).string(from: [.hours: 1, .minutes: 2])
        let names = try DisplayNames(.init(locale: id, width: .short, fallback: .none))
        _ = try names.language("en-GB")
        _ = try names.dateTimeField(.year)
        _ = try names.currency("EUR")
        _ = try NumberRangeFormat(.init(.currency(.init(locale: id, currency: "EUR")), collapse: .none)).string(
            from: "3", to: "5.5")
        let collator = try Collator(.init(locale: id, strength: .secondary, numeric: true))
        _ = collator.compare("a2", "a10")
        _ = try collator.sortKey(for: "Äpfel")
        _ = try collator.sorted(["zebra", "Äpfel", "chico", "cuna", "apfel"])
        _ = collator.effectiveOptions
        let message = try MessageFormat(
            .init(
                pattern: "{n, plural, one {# day} other {# days}} {d, date, long} {w, select, a {A} other {B}} {x}",
                locale: id, timeZone: TimeZoneIdentifier("Asia/Tokyo")))
        _ = try message.format(["n": .decimal("1.5"), "d": .date(instant), "w": "a", "x": .date(epoch)])
        let mapper = try CaseMapper(.init(locale: id))
        _ = try mapper.uppercased("istanbul ß")
        _ = try mapper.lowercased("İSTANBUL")
        _ = try mapper.titlecased("ijssel van der berg")
        let negotiator = try LanguageNegotiator(supported: ["en", "de", "fr-CA", "zh-Hant", locale], default: "en")
        _ = try negotiator.bestMatch(acceptLanguage: "de-CH, de;q=0.9, en;q=0.5")
        _ = try negotiator.bestMatch(preferences: ["zh-HK", "xx"])
        _ = try LocaleInfo(.init(locale: id, displayLocale: LocaleIdentifier("en")))
        _ = try TimeZoneIdentifier("US/Pacific")
        _ = try id.setting(keyword: "calendar", to: "buddhist")
        _ = id.dataLocale
    }

    /// Every kind through a registry, by strings and by options.
    private static func cached(_ locale: String, in formatters: Formatters, instant: Instant, round: Int) throws {
        let id = try formatters.locale(locale)
        let epoch = try Instant(millisecondsSince1970: 0)
        _ = try formatters.date(locale: locale, layout: .styles(date: .medium), timeZone: "Europe/Paris").string(
            from: instant)
        _ = try formatters.date(locale: locale, layout: .skeleton("yMMMd"), calendar: "hebrew").string(from: instant)
        _ = try formatters.number(.init(locale: id, minimumFractionDigits: round % 3)).string(from: "1234.5")
        _ = try formatters.list(locale: locale, width: round.isMultiple(of: 2) ? .long : .narrow).string(from: [
            "x", "y",
        ])
        _ = try formatters.number(locale: locale, style: .scientific).string(from: "1234.5")
        _ = try formatters.currency(locale: locale, currency: "JPY").string(from: "1234.5")
        _ = try formatters.unit(.init(locale: id, unit: "kilometer-per-hour")).string(from: "5")
        _ = try formatters.unit(locale: locale, unit: "liter").string(from: "5")
        _ = try formatters.pluralRules(.init(locale: id)).category(for: "3")
        _ = try formatters.pluralRules(locale: locale, type: .ordinal).category(for: "3")
        _ = try formatters.collator(.init(locale: id)).sorted(["b", "a", "ä"])
        _ = try formatters.collator(locale: locale, strength: .primary).sorted(["b", "a", "ä"])
        _ = try formatters.message(pattern: "{n, number} {d, time, short}", locale: locale, timeZone: "UTC")
            .format(["n": 3, "d": .date(epoch)])
        _ = try formatters.caseMapper(.init(locale: id)).titlecased("hello world")
        _ = try formatters.caseMapper(locale: locale).uppercased("hello world")
        _ = try formatters.localeInfo(.init(locale: id))
        _ = try formatters.localeInfo(locale: locale, displayLocale: "en")
        _ = try formatters.timeZone("Asia/Kolkata")
    }
}
