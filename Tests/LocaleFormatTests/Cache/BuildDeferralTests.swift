import Synchronization
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

    /// Runs `lookup` deferred with `record`, expecting it to defer.
    private func deferred(_ record: BuildDeferral.Record, _ lookup: () throws -> Int) {
        #expect(throws: LocaleFormatError.self) { try BuildDeferral.run(recording: record) { try lookup() } }
    }

    @Test func theFirstMissClaimsTheBuildAndLaterOnesWaitForIt() throws {
        let cache = FormatterCache<Int, Int>(capacity: 8)
        let first = BuildDeferral.Record()
        let second = BuildDeferral.Record()
        deferred(first) { try cache.value(for: 1) { 10 } }
        #expect(first.holdsClaim)
        let ticket = try #require(first.ticket)
        deferred(second) { try cache.value(for: 1) { 10 } }
        #expect(!second.holdsClaim)
        #expect(second.ticket === ticket)
        #expect(cache.statistics.misses == 1)

        let woken = Atomic<Int>(0)
        ticket.whenSettled { _ in woken.add(1, ordering: .relaxed) }
        #expect(woken.load(ordering: .relaxed) == 0)
        // The claimer's run outside the deferral builds it, once.
        #expect(try cache.value(for: 1) { 10 } == 10)
        #expect(woken.load(ordering: .relaxed) == 1)
        #expect(try BuildDeferral.run(recording: second) { try cache.value(for: 1) { 99 } } == 10)
        #expect(second.ticket == nil)
        #expect(cache.statistics.misses == 1)
    }

    @Test func aClaimGivenBackIsClaimedByTheNextDeferredLookup() throws {
        let cache = FormatterCache<Int, Int>(capacity: 8)
        let first = BuildDeferral.Record()
        let second = BuildDeferral.Record()
        deferred(first) { try cache.value(for: 1) { 10 } }
        let ticket = try #require(first.ticket)
        let woken = Atomic<Int>(0)
        ticket.whenSettled { _ in woken.add(1, ordering: .relaxed) }
        ticket.relinquish()
        #expect(woken.load(ordering: .relaxed) == 1)
        // Given back, a waiter asking now runs at once and claims it.
        ticket.whenSettled { _ in woken.add(1, ordering: .relaxed) }
        #expect(woken.load(ordering: .relaxed) == 2)
        deferred(second) { try cache.value(for: 1) { 10 } }
        #expect(second.holdsClaim)
        #expect(second.ticket === ticket)
    }

    @Test func aLookupOutsideTheDeferralTakesAnUnstartedClaimOver() throws {
        let cache = FormatterCache<Int, Int>(capacity: 8)
        let record = BuildDeferral.Record()
        deferred(record) { try cache.value(for: 1) { 10 } }
        // Built here rather than waiting for a claimer that has not run.
        #expect(try cache.value(for: 1) { 20 } == 20)
        record.ticket?.relinquish()  // too late: nothing happens
        #expect(try cache.value(for: 1) { 30 } == 20)
    }

    @Test func aRemovedClaimWakesItsWaiters() throws {
        let cache = FormatterCache<Int, Int>(capacity: 8)
        let record = BuildDeferral.Record()
        deferred(record) { try cache.value(for: 1) { 10 } }
        let woken = Atomic<Int>(0)
        record.ticket?.whenSettled { _ in woken.add(1, ordering: .relaxed) }
        cache.removeAll()
        #expect(woken.load(ordering: .relaxed) == 1)
        #expect(try cache.value(for: 1) { 40 } == 40)
    }

    @Test func runWithoutARecordClaimsNothing() throws {
        let cache = FormatterCache<Int, Int>(capacity: 8)
        #expect(throws: LocaleFormatError.self) { try BuildDeferral.run { try cache.value(for: 1) { 10 } } }
        #expect(cache.statistics.misses == 0)
        #expect(cache.statistics.count == 0)
    }

    @Test func waitersLearnWhetherTheValueWasCached() throws {
        let cache = FormatterCache<Int, Int>(capacity: 8)
        let settlements = Synchronization.Mutex<[String]>([])
        func note(_ record: BuildDeferral.Record) {
            record.ticket?.whenSettled { settlement in settlements.withLock { $0.append("\(settlement)") } }
        }
        let first = BuildDeferral.Record()
        deferred(first) { try cache.value(for: 1) { 10 } }
        note(first)
        #expect(try cache.value(for: 1) { 10 } == 10)
        // A failed build: its waiters run again where blocking is fine.
        let second = BuildDeferral.Record()
        deferred(second) { try cache.value(for: 2) { 20 } }
        note(second)
        #expect(throws: LocaleFormatError.self) {
            try cache.value(for: 2) { () throws(LocaleFormatError) -> Int in
                throw LocaleFormatError(.internal, "the build failed")
            }
        }
        // Given back before it started: run again, and claim it.
        let third = BuildDeferral.Record()
        deferred(third) { try cache.value(for: 3) { 30 } }
        note(third)
        third.ticket?.relinquish()
        #expect(settlements.withLock { $0 } == ["cached", "notCached", "reopened"])
    }
}
