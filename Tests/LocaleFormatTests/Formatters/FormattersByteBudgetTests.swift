import Testing

@testable import LocaleFormat

/// A registry's byte budget over real formatters: what each kind holds is
/// charged as ICU measured it, stays within the kind's share (half) and the
/// total, and a formatter too large to keep still formats.
@Suite struct FormattersByteBudgetTests {
    @Test func distinctMessagesStayWithinTheirKindsShare() throws {
        let formatters = Formatters(capacity: 1_024, byteBudget: 4 << 20)
        let statistics0 = formatters.statistics(for: .message)
        #expect(statistics0.byteLimit == 2 << 20)
        // Each holds a plural and a date format: tens of KiB each.
        for i in 0..<150 {
            let message = try formatters.message(
                pattern: "{n, plural, one {# file} other {# files}} #\(i) on {d, date, short}", locale: "de")
            #expect(
                try message.format(["n": 2, "d": .date(Instant(millisecondsSince1970: 0))])
                    == "2 files #\(i) on 01.01.70")
        }
        let statistics = formatters.statistics(for: .message)
        #expect(statistics.bytes <= 2 << 20)
        #expect(statistics.bytes > 1 << 20)  // shed down to the limit, not emptied
        #expect(statistics.count < 150)
        #expect(statistics.evictions > 0)
        #expect(formatters.heldBytes <= formatters.byteBudget)
    }

    @Test func theTotalHoldsAcrossKinds() throws {
        let formatters = Formatters(capacity: 1_024, byteBudget: 4 << 20)
        let locales = ["de", "fr", "es", "it", "pt", "ru", "ja", "zh", "ar", "hi", "ko", "pl", "nl", "sv", "tr", "he"]
        for locale in locales {
            _ = try formatters.date(locale: locale, layout: .styles(date: .full, time: .full), timeZone: "Asia/Tokyo")
            _ = try formatters.collator(locale: locale)
            _ = try formatters.relativeTime(locale: locale)
            _ = try formatters.dateInterval(locale: locale, layout: .skeleton("yMMMd"))
            _ = try formatters.duration(locale: locale)
            #expect(formatters.heldBytes <= 4 << 20)
        }
        for kind in [Formatters.Kind.date, .collator, .relativeTime, .dateInterval, .duration] {
            let statistics = formatters.statistics(for: kind)
            #expect(statistics.byteLimit == 2 << 20, "\(kind)")
            #expect(statistics.bytes <= 2 << 20, "\(kind)")
            #expect(statistics.count > 0, "\(kind)")
        }
    }

    /// A Russian spellout holds megabytes of rule sets: its message keeps
    /// one pooled copy besides the prototype, and under a small budget is
    /// built, used and not kept.
    @Test func aFormatterOverItsShareIsUsedAndNotKept() throws {
        let roomy = Formatters(capacity: 16)
        let kept = try roomy.message(pattern: "{n, spellout}", locale: "ru")
        #expect(kept.pool.capacity == 1)
        #expect(try kept.format(["n": 21]) == "двадцать один")
        #expect(roomy.statistics(for: .message).count == 1)
        #expect(roomy.statistics(for: .message).bytes > 2 << 20)

        let tight = Formatters(capacity: 16, byteBudget: 16 << 20)  // entries up to 1 MiB
        for _ in 0..<2 {
            let message = try tight.message(pattern: "{n, spellout}", locale: "ru")
            #expect(try message.format(["n": 21]) == "двадцать один")
        }
        let statistics = tight.statistics(for: .message)
        #expect(statistics.count == 0 && statistics.bytes == 0)
        #expect(statistics.misses == 2 && statistics.oversized == 2)
    }

    @Test func aFormatterIsChargedOnceAndASpellingItsKey() throws {
        let formatters = Formatters(capacity: 64)
        _ = try formatters.date(locale: "fr-FR", layout: .styles(date: .long))
        let byOptions = formatters.dates.byOptions.heldBytes
        #expect(byOptions > 8 << 10)
        let spelling = Spelling<DateFormat.Options>.fixedEntryBytes  // "fr-FR" and "UTC" are kept inline
        #expect(formatters.dates.bySpelling.heldBytes == spelling)
        #expect(formatters.statistics(for: .date).bytes == byOptions + spelling)
        _ = try formatters.date(locale: "fr_FR", layout: .styles(date: .long))  // another spelling, same formatter
        #expect(formatters.dates.byOptions.heldBytes == byOptions)
        #expect(formatters.dates.bySpelling.heldBytes == 2 * spelling)
        // A long zone and pattern are kept by the key: charged too.
        let (zone, pattern) = ("America/Argentina/Buenos_Aires", "EEEE d MMMM y HH:mm:ss zzzz")
        _ = try formatters.date(locale: "fr-FR", layout: .pattern(pattern), timeZone: zone)
        let strings = Spelling<DateFormat.Options>.storedBytes(zone) + Spelling<DateFormat.Options>.storedBytes(pattern)
        #expect(strings > 0)
        #expect(formatters.dates.bySpelling.heldBytes == 3 * spelling + strings)
        // The formatter leaves by options: its spellings go with it.
        formatters.dates.byOptions.removeAll()
        #expect(formatters.dates.bySpelling.statistics.count == 0)
        #expect(formatters.statistics(for: .date).bytes == 0)
    }

    @Test func theDefaultsAgree() {
        let formatters = Formatters(capacity: 1_024)
        #expect(formatters.byteBudget == 256 << 20)
        for kind in [Formatters.Kind.date, .number, .currency, .pluralRules, .unit, .collator, .message] {
            #expect(formatters.statistics(for: kind).byteLimit == 128 << 20, "\(kind)")
        }
        #expect(formatters.dates.byOptions.budget?.entryLimit == 16 << 20)
    }

    @Test func smallPoolsKeepAHandlePerProcessor() throws {
        let message = try Formatters(capacity: 16).message(pattern: "{n, plural, one {#} other {#}}", locale: "en")
        #expect(message.pool.capacity == ICUHandlePool<ICUMessageHandle>.defaultCapacity)
        #expect(message.pool.reservedBytes == (message.pool.capacity - 1) * message.pool.handleBytes)
    }

    /// A message is charged, besides its handles, what their calls' argument
    /// storage may keep between calls (slots, ICU's values, text buffers).
    @Test func aMessageIsChargedWhatItsHandlesKeepForCalls() throws {
        let formatters = Formatters(capacity: 16)
        let message = try formatters.message(pattern: "{a} {b, number} {c, select, x {X} other {O}}", locale: "en")
        let perHandle = message.callStorageBytes / message.pool.capacity
        #expect(message.callStorageBytes == message.pool.capacity * perHandle)
        // At least the kept text buffers, and something per argument.
        #expect(perHandle > ICUMessageHandle.ArgumentList.Storage.keptTextBytes + 3 * 64)
        let charged = try #require(formatters.messages.byOptions.chargedBytes(for: message.options))
        #expect(charged >= message.pool.handleBytes + message.pool.reservedBytes + message.callStorageBytes)
    }
}
