import Testing

@testable import LocaleFormat

/// What a registry's defaults promise: `Formatters(capacity: 1024)` with the
/// default byte budget keeps 1,024 ordinary formatters of a kind, found by
/// strings as well as by options, and a spelling keeps no formatter alive
/// that its cache by options let go.
@Suite struct FormattersCapacityTests {
    /// 1,000 locale spellings, each its own date formatter: ICU's available
    /// locales as BCP 47 tags (805 in ICU 72), then as many as are missing
    /// of the same with the Buddhist calendar.
    static let locales: [String] = {
        let tags = ICULocale.availableIDs.sorted().compactMap { try? LocaleIdentifier($0).bcp47 }
        let buddhist = tags.filter { !$0.contains("-u-") }.map { $0 + "-u-ca-buddhist" }
        return Array((tags + buddhist).prefix(1_000))
    }()

    static let layout = DateFormat.Layout.styles(date: .medium, time: .short)

    /// A harness's cycle over 1,000 date formatters by strings: the first
    /// pass builds them, the next two find them (each formatter charged
    /// once, about 70 KiB, and its spelling its key: under the default
    /// budget, a date cache may hold 128 MiB).
    @Test func aCycleOfAThousandDatesByStringsHitsAfterItsFirstPass() throws {
        #expect(Self.locales.count == 1_000 && Set(Self.locales).count == 1_000)
        let formatters = Formatters(capacity: 1_024)
        #expect(formatters.byteBudget == Formatters.defaultByteBudget)
        var misses: [Int] = []
        for _ in 0..<3 {
            let before = formatters.statistics(for: .date).misses
            for locale in Self.locales {
                _ = try formatters.date(locale: locale, layout: Self.layout, timeZone: "Europe/Paris")
            }
            misses.append(formatters.statistics(for: .date).misses - before)
        }
        let statistics = formatters.statistics(for: .date)
        #expect(statistics.count >= 990, "distinct formatters held")
        #expect(misses[0] >= 990)
        #expect(misses[1] <= 50 && misses[2] <= 50, "misses by pass: \(misses)")
        #expect(statistics.bytes <= statistics.byteLimit)
        #expect(formatters.heldBytes <= formatters.byteBudget)
        // Each formatter charged once: its spellings' keys are a fraction.
        #expect(formatters.dates.bySpelling.heldBytes * 50 < formatters.dates.byOptions.heldBytes)
    }

    /// Past the budget, every formatter a spelling reaches is one its cache
    /// by options holds and is charged for, and no other is kept alive.
    @Test func aSpellingKeepsNoFormatterItsCacheLetGo() throws {
        final class Weak {
            weak var formatter: DateFormat?
            init(_ formatter: DateFormat) { self.formatter = formatter }
        }
        // Dates may hold 4 MiB: about 55 formatters.
        let formatters = Formatters(capacity: 1_024, byteBudget: 8 << 20)
        var seen: [Weak] = []
        // The process's zone siblings keep the last formatter of each
        // layout; bypassed, so that only this registry holds them.
        try DateZoneSiblings.$isBypassed.withValue(true) {
            for locale in Self.locales.prefix(150) {
                for spelling in [locale, locale.replacingOccurrences(of: "-", with: "_"), locale.lowercased()] {
                    let formatter = try formatters.date(locale: spelling, layout: Self.layout, timeZone: "Europe/Paris")
                    seen.append(Weak(formatter))
                }
                #expect(formatters.heldBytes <= formatters.byteBudget)
            }
        }
        let statistics = formatters.statistics(for: .date)
        #expect(statistics.evictions > 0)
        #expect(statistics.bytes <= statistics.byteLimit)
        #expect(formatters.dates.byOptions.heldBytes + formatters.dates.bySpelling.heldBytes == statistics.bytes)

        let charged = Set(formatters.dates.byOptions.heldValues.map(ObjectIdentifier.init))
        let reached = Set(formatters.dates.bySpelling.heldValues.map(ObjectIdentifier.init))
        #expect(!reached.isEmpty)
        #expect(reached.isSubset(of: charged))
        CacheFront.clearCurrent()  // this thread's recent hits, held beyond the budget by design
        let live = seen.compactMap(\.formatter).map(ObjectIdentifier.init)
        #expect(Set(live).count <= charged.count)
    }
}
