import LocaleFormat
import Testing

@Suite struct FormattersWarmUpTests {
    @Test func opensTheCommonFormattersOfOneLocale() throws {
        let formatters = Formatters(capacity: 16)
        let locale = try LocaleIdentifier("de-DE")
        formatters.warmUp(locale: locale)
        let warmed = formatters.statistics()
        #expect(warmed[.date]?.count == 2)
        #expect(warmed[.number]?.count == 1)
        #expect(warmed[.collator]?.count == 1)
        #expect(warmed[.pluralRules]?.count == 1)
        #expect(warmed[.currency]?.count == 0)

        // What the warm-up opened is what requests for the locale get.
        _ = try formatters.date(DateFormat.Options(locale: locale, layout: .styles(date: .medium)))
        _ = try formatters.date(DateFormat.Options(locale: locale, layout: .styles(date: .short, time: .short)))
        _ = try formatters.collator(Collator.Options(locale: locale))
        let after = formatters.statistics()
        #expect(after[.date]?.hits == 2)
        #expect(after[.date]?.misses == 2)
        #expect(after[.collator]?.hits == 1)
    }

    @Test func warmingTwiceOpensNothingMore() throws {
        let formatters = Formatters(capacity: 16)
        let locale = try LocaleIdentifier("ja")
        formatters.warmUp(locale: locale)
        formatters.warmUp(locale: locale)
        #expect(formatters.statistics(for: .date).misses == 2)
        #expect(formatters.statistics(for: .date).hits == 2)
    }
}
