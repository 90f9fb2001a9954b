import Testing

@_spi(Server) @_spi(Testing) @testable import LocaleFormat

/// Lookups that answer from the caches only: a miss throws `buildDeferred`
/// before building anything; hits are served; outside, nothing changes.
@Suite struct BuildDeferralTests {
    @Test func aMissThrowsBeforeBuildingAndAHitIsServed() throws {
        let formatters = Formatters(capacity: 16)
        let before = ICUObjectCounts.current(.thisThread)
        #expect(throws: LocaleFormatError(.buildDeferred, "the value is not cached and building it was deferred")) {
            try BuildDeferral.run { try formatters.date(locale: "de", layout: .styles(date: .long)) }
        }
        if ICUObjectCounts.isAvailable {
            #expect(ICUObjectCounts.current(.thisThread).calls == before.calls)  // no ICU call at all
        }
        #expect(formatters.statistics(for: .date).misses == 0)
        #expect(formatters.statistics(for: .date).count == 0)

        let built = try formatters.date(locale: "de", layout: .styles(date: .long))
        let hit = try BuildDeferral.run { try formatters.date(locale: "de", layout: .styles(date: .long)) }
        #expect(hit === built)
        #expect(try hit.string(from: Instant(iso8601: "2015-08-07T17:29:32Z")) == "7. August 2015")
    }

    @Test func everyKindOfLookupDefers() throws {
        let formatters = Formatters(capacity: 16)
        let lookups: [(String, () throws -> Void)] = [
            ("locale", { _ = try formatters.locale("fr-CA") }),
            ("timeZone", { _ = try formatters.timeZone("Asia/Tokyo") }),
            ("number", { _ = try formatters.number(locale: "fr") }),
            ("collator", { _ = try formatters.collator(locale: "sv") }),
            ("message", { _ = try formatters.message(pattern: "{n, spellout}", locale: "ru") }),
            ("list", { _ = try formatters.list(locale: "es") }),
        ]
        for (name, lookup) in lookups {
            do {
                try BuildDeferral.run { try lookup() }
                Issue.record("\(name): not deferred")
            } catch {
                #expect((error as? LocaleFormatError)?.code == .buildDeferred, "\(name)")
            }
            try lookup()  // outside: built
            try BuildDeferral.run { try lookup() }  // now a hit
        }
    }
}
