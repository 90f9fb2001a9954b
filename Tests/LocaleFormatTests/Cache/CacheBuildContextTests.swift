import Synchronization
import Testing

@_spi(Server) @testable import LocaleFormat

/// A context that defers when told to, and says every build allocated
/// `bytes`.
private final class ScriptedContext: CacheBuildContext {
    let deferring = Atomic<Bool>(false)
    let bytes: Int

    init(bytes: Int) { self.bytes = bytes }

    var deferral: BuildDeferral.Record? { deferring.load(ordering: .relaxed) ? .untracked : nil }
    var deferredError: LocaleFormatError { LocaleFormatError(.internal, "deferred by the test") }

    func measure<T>(_ build: () -> T) -> (value: T, bytes: Int) { (build(), bytes) }
}

/// `FormatterCache` asks its ``CacheBuildContext`` whether to defer and what
/// a build allocated; it calls neither ``BuildDeferral`` nor ICU's heap by
/// name.
@Suite struct CacheBuildContextTests {
    @Test func aDeferringContextStopsMissesAndServesHits() throws {
        let context = ScriptedContext(bytes: 0)
        let cache = FormatterCache<IntKey, String>(capacity: 8, context: context)
        _ = try cache.value(for: 1) { "one" }
        context.deferring.store(true, ordering: .relaxed)
        #expect(try cache.value(for: 1) { "unused" } == "one")
        var built = false
        #expect(throws: LocaleFormatError(.internal, "deferred by the test")) {
            try cache.value(for: 2) { () throws(LocaleFormatError) in
                built = true
                return "two"
            }
        }
        #expect(!built)
        #expect(cache.statistics.misses == 1)
    }

    @Test func anEntryIsChargedWhatTheContextMeasured() throws {
        let context = ScriptedContext(bytes: 5_000)
        let cache = FormatterCache<IntKey, String>(
            capacity: 8, budget: CacheBudget(limit: 1 << 20), charge: { _, measured in measured + 1 },
            context: context)
        _ = try cache.value(for: 1) { "one" }
        #expect(cache.chargedBytes(for: 1) == 5_001)
    }
}

/// An integer key whose cache hash is itself.
private struct IntKey: FormatterCacheKey, ExpressibleByIntegerLiteral {
    var value: Int
    init(integerLiteral value: Int) { self.value = value }
    var cacheHash: Int { value }
}
