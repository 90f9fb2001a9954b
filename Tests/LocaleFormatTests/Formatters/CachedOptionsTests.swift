import Testing

@testable import LocaleFormat

/// The value-first API (``CachedOptions``): each kind's options format
/// through ``Formatters/shared`` as the formatter it names does, and the
/// generic ``Formatters/with(_:_:)`` lends that formatter.
@Suite struct CachedOptionsTests {
    @Test func eachKindsOptionsFormatAsItsFormatter() throws {
        let instant = try Instant(iso8601: "2015-08-07T17:29:32Z")
        let en = try LocaleIdentifier("en-US")
        let date = DateFormat.Options(locale: en, layout: .styles(date: .long))
        #expect(try date.format(instant) == DateFormat(date).string(from: instant))
        let number = NumberFormat.Options(locale: en, style: .percent)
        #expect(try number.format("0.25") == NumberFormat(number).string(from: "0.25"))
        #expect(try number.format(DecimalValue(3)) == NumberFormat(number).string(from: DecimalValue(3)))
        let currency = CurrencyFormat.Options(locale: en, currency: "EUR")
        #expect(try currency.format("12.5") == CurrencyFormat(currency).string(from: "12.5"))
        let unit = UnitFormat.Options(locale: en, unit: "meter", width: .long)
        #expect(try unit.format("3") == UnitFormat(unit).string(from: "3"))
        let plural = PluralRules.Options(locale: en)
        #expect(try plural.category(for: "1") == PluralRules(plural).category(for: "1"))
        let collator = Collator.Options(locale: en)
        #expect(try collator.compare("a", "b") == Collator(collator).compare("a", "b"))
        let message = MessageFormat.Options(pattern: "{n, plural, one {# file} other {# files}}", locale: en)
        #expect(try message.format(["n": 2]) == MessageFormat(message).format(["n": 2]))
        let mapper = CaseMapper.Options(locale: try LocaleIdentifier("tr"))
        #expect(try mapper.map("i", mode: .upper) == CaseMapper(mapper).map("i", mode: .upper))
        let list = ListFormat.Options(locale: en, type: .or)
        #expect(try list.format(["a", "b"]) == ListFormat(list).string(from: ["a", "b"]))
        let relative = RelativeTimeFormat.Options(locale: en)
        #expect(try relative.format(-1, unit: .day) == RelativeTimeFormat(relative).string(for: -1, unit: .day))
        let range = NumberRangeFormat.Options(.number(number))
        #expect(try range.format(from: 1, to: 2) == NumberRangeFormat(range).string(from: 1, to: 2))
        let names = DisplayNames.Options(locale: en)
        #expect(try names.language("de") == DisplayNames(names).language("de"))
        let duration = DurationFormat.Options(locale: en)
        #expect(try duration.format([.minutes: 5]) == DurationFormat(duration).string(from: [.minutes: 5]))
        let interval = DateIntervalFormat.Options(locale: en, layout: .skeleton("yMMMd"))
        let later = try Instant(iso8601: "2015-08-10T17:29:32Z")
        #expect(
            try interval.format(from: instant, to: later)
                == DateIntervalFormat(interval).string(from: instant, to: later))
    }

    @Test func theGenericWithLendsTheSharedFormatter() throws {
        let formatters = Formatters(capacity: 16)
        let options = ListFormat.Options(locale: try LocaleIdentifier("en"))
        let shared = try formatters.list(options)
        #expect(try formatters.with(options) { $0 === shared })
        let rules = PluralRules.Options(locale: try LocaleIdentifier("pl"))
        #expect(try formatters.with(rules) { $0 === (try? formatters.pluralRules(rules)) })
    }

    /// The kinds that parsed the locale before each lookup by options are
    /// found by their spelling too: one probe on a hit.
    @Test func everyKindIsFoundByItsSpelling() throws {
        let formatters = Formatters(capacity: 16)
        let root = LocaleIdentifier.root
        let meters = NumberRangeFormat.Sides.unit(UnitFormat.Options(locale: root, unit: "meter"))
        for _ in 0..<2 {
            _ = try formatters.list(locale: "en_US", type: .or)
            _ = try formatters.relativeTime(locale: "en_US")
            _ = try formatters.displayNames(locale: "en_US")
            _ = try formatters.duration(locale: "en_US")
            _ = try formatters.dateInterval(locale: "en_US", layout: .skeleton("yMMMd"), timeZone: "Europe/Paris")
            _ = try formatters.numberRange(locale: "en_US", sides: meters)
        }
        #expect(formatters.lists.bySpelling.statistics.count == 1)
        #expect(formatters.relativeTimes.bySpelling.statistics.count == 1)
        #expect(formatters.displayNames.bySpelling.statistics.count == 1)
        #expect(formatters.durations.bySpelling.statistics.count == 1)
        #expect(formatters.dateIntervals.bySpelling.statistics.count == 1)
        #expect(formatters.numberRanges.bySpelling.statistics.count == 1)
        for kind in [Formatters.Kind.list, .relativeTime, .displayNames, .duration, .dateInterval, .numberRange] {
            #expect(formatters.statistics(for: kind).hits == 1)
            #expect(formatters.statistics(for: kind).misses == 1)
        }
        // The spelled range is the one found by options, whatever locale its sides named.
        let english = NumberRangeFormat.Sides.unit(
            UnitFormat.Options(locale: try LocaleIdentifier("en-US"), unit: "meter"))
        #expect(
            try formatters.numberRange(locale: "en-US", sides: english)
                === formatters.numberRange(NumberRangeFormat.Options(english)))
    }
}
