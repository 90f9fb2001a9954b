import Synchronization

/// A bounded, thread-safe cache of built values (formatters) with
/// scan-resistant eviction (Window TinyLFU) and single-flight builds.
///
/// - Bounded: at most ``capacity`` entries; a miss when full evicts exactly one
///   entry, so there is no clear-all cliff. Which one: see `State` (the
///   newcomer, unless its key was asked for more often lately than the
///   least recently used of the established entries), so that a scan or a
///   cycle over more keys than the capacity keeps most of its hits instead
///   of none.
/// - Single flight: when many threads miss the same key at once, one builds
///   and the others wait for its result; misses on different keys build in
///   parallel.
/// - A hit on an entry the calling thread found before is served by the
///   thread's ``CacheFront``: no lock, and nothing written that another
///   thread reads (the entry's reference bit is set once, and the hit is
///   counted on the thread's stripe of a ``StripedCounter``). Any other hit
///   is one lock, a probe of an index keyed by the key's precomputed
///   ``FormatterCacheKey/cacheHash`` (no string hashing for keys made of
///   parsed identifiers), and a few index writes; it puts the entry in the
///   thread's front.
///
/// - Bounded in bytes, when given a ``CacheBudget``: each entry is charged
///   what ICU allocated while it was built (``ICUMemory``) plus what
///   `charge` adds for what grows later; an entry over the budget's
///   ``CacheBudget/entryLimit`` is handed out and not kept, and while the
///   budget is over its limit least recently used entries are shed.
/// - Following another cache (``init(capacity:budget:keyCharge:following:ownerKey:)``,
///   the spellings of ``Formatters``): the values are that cache's, charged
///   there once; an entry here is charged its key and node only, and leaves
///   when its value leaves that cache, so it never keeps alive a value that
///   nothing charges.
///
/// Build failures are not cached: every caller that waited on a failed build
/// gets its error, and the next call tries again. While the cache's
/// ``CacheBuildContext`` defers builds (inside ``BuildDeferral/run(_:)``), a
/// miss or a wait throws instead of blocking.
///
/// In four files: this one (the lookups), `+Policy` (the entries and the
/// eviction policy under the lock), `+Front` (the threads' fronts) and
/// `+Builds` (the builds under way).
///
/// Internal: ``Formatters`` is the public face of caching, and the only
/// place that decides what keys a formatter is cached under.
final class FormatterCache<Key: FormatterCacheKey, Value: Sendable>: Sendable, CacheBytesHolder {
    /// Counters since the cache was created.
    typealias Statistics = CacheStatistics

    /// The most entries the cache holds.
    let capacity: Int
    /// The byte budget entries are charged to; nil: bounded by count only.
    let budget: CacheBudget?
    let charge: @Sendable (Value, _ measured: Int) -> Int?
    /// What an entry's key is charged besides `charge`.
    let keyCharge: @Sendable (Key) -> Int
    /// The cache whose values this one holds, if any.
    let following: Following?
    let state: Mutex<State>
    /// Whether hits go through the threads' fronts (``CacheFront``).
    let usesFront: Bool
    /// Whether builds are deferred now, and what a build allocated.
    let context: any CacheBuildContext
    /// This cache's number in the threads' fronts.
    let frontOwner = CacheFront.makeOwner()
    /// Hits served by the threads' fronts.
    let frontHits = StripedCounter()

    /// The largest capacity a cache takes (16,777,216 entries).
    static var maximumCapacity: Int { 1 << 24 }

    /// - Parameters:
    ///   - capacity: the most entries held; clamped to 1…``maximumCapacity``.
    ///   - budget: the byte budget each entry is charged to, if any.
    ///   - charge: an entry's bytes, from the value and the bytes ICU
    ///     allocated while building it; nil: do not keep it. By default
    ///     those bytes.
    ///   - usesFront: whether hits go through the threads' fronts (the
    ///     default; off only to test the policy without them).
    ///   - context: whether builds are deferred, and what a build allocated
    ///     (``BuildDeferral`` and ICU's heap unless given).
    convenience init(
        capacity: Int, budget: CacheBudget? = nil,
        charge: @escaping @Sendable (Value, _ measured: Int) -> Int? = { _, measured in measured },
        usesFront: Bool = true, context: any CacheBuildContext = StandardBuildContext()
    ) {
        self.init(
            capacity: capacity, budget: budget, charge: charge, keyCharge: { _ in 0 }, following: nil,
            usesFront: usesFront, context: context)
    }

    private init(
        capacity: Int, budget: CacheBudget?, charge: @escaping @Sendable (Value, _ measured: Int) -> Int?,
        keyCharge: @escaping @Sendable (Key) -> Int, following: Following?, usesFront: Bool,
        context: any CacheBuildContext
    ) {
        let capacity = min(max(1, capacity), Self.maximumCapacity)
        self.capacity = capacity
        self.budget = budget
        self.charge = charge
        self.keyCharge = keyCharge
        self.following = following
        self.usesFront = usesFront
        self.context = context
        state = Mutex(State(capacity: capacity, budget: budget, tracksValues: following != nil))
        budget?.add(self)
    }

    /// A cache of other keys for the values `owner` holds (a cache of
    /// spellings over a cache by options): each entry is charged
    /// `keyCharge` of its key and nothing for its value, which `owner`
    /// charges once however many keys here reach it. In exchange an entry
    /// never outlives its value's entry in `owner`: when `owner` evicts,
    /// sheds or removes a value, the entries holding it here are removed
    /// (at once, by the value's identity); an entry whose value `owner` did
    /// not keep is not kept either.
    ///
    /// `build` must return a value found or built in `owner`, under the key
    /// `ownerKey` gives.
    convenience init<OwnerKey>(
        capacity: Int, budget: CacheBudget?, keyCharge: @escaping @Sendable (Key) -> Int,
        following owner: FormatterCache<OwnerKey, Value>, ownerKey: @escaping @Sendable (Value) -> OwnerKey
    ) where Value: AnyObject {
        self.init(
            capacity: capacity, budget: budget, charge: { _, _ in 0 }, keyCharge: keyCharge,
            following: Following(charged: { value in
                owner.readyEntry(for: ownerKey(value)).flatMap { $0.value === value ? $0.bytes : nil }
            }),
            usesFront: true, context: owner.context)
        owner.observeDepartures { [weak self] values in self?.removeAll(identicalTo: values) }
    }

    /// What a cache following another (``init(capacity:budget:keyCharge:following:ownerKey:)``)
    /// knows of it.
    struct Following: Sendable {
        /// What the other cache charges for the value, if it holds it now.
        let charged: @Sendable (Value) -> Int?
    }

    /// Has `observer` told, outside the lock, of every value that leaves
    /// this cache from now on (evicted, shed or removed): a value held
    /// elsewhere too (by spellings) can then leave there as well.
    private func observeDepartures(_ observer: @escaping @Sendable ([Value]) -> Void) {
        state.withLock { $0.departureObserver = observer }
    }

    /// Runs `body` under the lock, then tells the departures observer of
    /// the values `body` made leave, outside it.
    @inline(__always)
    func withState<R: Sendable>(_ body: (inout State) -> R) -> R {
        let (result, departures) = state.withLock { state in (body(&state), state.takeDepartures()) }
        if let departures { departures.observer(departures.values) }
        return result
    }

    /// Removes the entries holding any of `values` (compared by identity),
    /// before returning; for a cache following another.
    private func removeAll(identicalTo values: [Value]) {
        guard following != nil else { return }
        withState { state in
            for value in values {
                for index in state.holders[State.identity(of: value)] ?? [] { state.remove(at: index) }
            }
        }
    }

    /// The cached value for `key`, built by `build` on a miss.
    /// - Throws: whatever `build` throws (nothing is cached then).
    func value(for key: Key, build: () throws(LocaleFormatError) -> Value) throws(LocaleFormatError) -> Value {
        try value(for: key) { (_: Key) throws(LocaleFormatError) in try build() }
    }

    /// The cached value for `key`, built from the key by `build` on a miss
    /// (`cache.value(for: options, build: DateFormat.init)`). A closure that
    /// captures nothing keeps the key from being copied on every hit.
    /// - Throws: whatever `build` throws (nothing is cached then).
    @inline(__always)
    func value(for key: Key, build: (Key) throws(LocaleFormatError) -> Value) throws(LocaleFormatError) -> Value {
        let hash = key.cacheHash
        if usesFront, let value = frontValue(for: key, hash: hash) { return value }
        return try lockedValue(for: key, hash: hash, build: build)
    }

    /// ``value(for:build:)`` past the thread's front: under the lock, and
    /// building on a miss. Kept out of line, so that the front's hit, inlined
    /// into each lookup, carries no frame for it.
    @inline(never)
    private func lockedValue(
        for key: Key, hash: Int, build: (Key) throws(LocaleFormatError) -> Value
    ) throws(LocaleFormatError) -> Value {
        let lookup: Lookup = withState { state in
            if let index = state.find(key, hash: hash) {
                switch state.nodes[index].slot {
                case .ready(let value):
                    state.statistics.hits += 1
                    state.touch(index)
                    return .hit(value, state.frontPlace(index, usesFront))
                case .building(let build):
                    return state.lookup(onBuilding: build, deferral: context.deferral)
                case .free:
                    break
                }
            }
            if let deferral = context.deferral {
                return state.deferMiss(deferral) { $0.insert(key, hash: hash, .building($1)) }
            }
            state.statistics.misses += 1
            let build = PendingBuild<Value>()
            state.insert(key, hash: hash, .building(build))
            return .build(build)
        }
        switch lookup {
        case .hit(let value, let place):
            if let place { remember(place, value, hash: hash) }
            return value
        case .wait(let build):
            return try build.wait()
        case .deferred:
            throw context.deferredError
        case .build(let pending):
            return try finishBuild(pending, key: key, hash: hash, build: build)
        }
    }

    /// Calls `body` with the cached value for `key` (built by `build` on a
    /// miss) and returns what it returns. The value is lent, not handed out:
    /// on a hit through the thread's front, only the thread's own entry is
    /// retained while `body` runs, so threads using one formatter at once
    /// write nothing in common (a returned value is one retain and one
    /// release of a count all of them share). Otherwise as
    /// ``value(for:build:)``.
    /// - Throws: what `build` or `body` throws.
    @inline(__always)
    func withValue<R>(
        for key: Key, build: (Key) throws(LocaleFormatError) -> Value,
        _ body: (Value) throws(LocaleFormatError) -> R
    ) throws(LocaleFormatError) -> R {
        if usesFront, let entry = frontEntry(for: key, hash: key.cacheHash) { return try body(entry.value) }
        return try body(value(for: key, build: build))
    }

    /// ``value(hash:matching:key:build:)`` handing the value to `body`:
    /// lent as ``withValue(hash:matching:key:build:_:)`` lends it when
    /// `lending`, else handed out (`body` then only passes it on).
    /// - Throws: what `build` or `body` throws.
    @inline(__always)
    func value<R>(
        hash: Int, matching matches: (Key) -> Bool, key makeKey: () -> Key, lending: Bool,
        to body: (Value) throws(LocaleFormatError) -> R, build: (Key) throws(LocaleFormatError) -> Value
    ) throws(LocaleFormatError) -> R {
        if lending { return try withValue(hash: hash, matching: matches, key: makeKey, build: build, body) }
        return try body(value(hash: hash, matching: matches, key: makeKey, build: build))
    }

    /// ``value(hash:matching:key:build:)`` lending the value to `body`, as
    /// ``withValue(for:build:_:)`` lends it.
    /// - Throws: what `build` or `body` throws.
    @inline(__always)
    func withValue<R>(
        hash: Int, matching matches: (Key) -> Bool, key makeKey: () -> Key,
        build: (Key) throws(LocaleFormatError) -> Value, _ body: (Value) throws(LocaleFormatError) -> R
    ) throws(LocaleFormatError) -> R {
        if usesFront,
            let entry = CacheFront.withExisting({ front in frontHit(in: front, hash: hash, where: matches) { $0 } })
        {
            return try body(entry.value)
        }
        return try body(value(hash: hash, matching: matches, key: makeKey, build: build))
    }

    /// The cached value for the key that `matches`, for a caller whose key
    /// costs more to make than to compare (a lookup by strings): a hit
    /// compares the stored keys whose hash is `hash` in place and makes no
    /// key; only a miss calls `makeKey`, to store the key and build from it.
    ///
    /// `matches(k)` must hold exactly when `k == makeKey()`, and `hash` must
    /// be `makeKey().cacheHash`. (``value(for:build:)`` is this with
    /// `{ $0 == key }` and `{ key }`, written out: the hit path of a lookup
    /// by options is the hottest code of the library.)
    /// - Throws: whatever `build` throws (nothing is cached then).
    @inline(__always)
    func value(
        hash: Int, matching matches: (Key) -> Bool, key makeKey: () -> Key,
        build: (Key) throws(LocaleFormatError) -> Value
    ) throws(LocaleFormatError) -> Value {
        if usesFront, let value = frontValue(hash: hash, matching: matches) { return value }
        let lookup: Lookup = withState { state in
            if let index = state.find(hash: hash, where: matches) {
                switch state.nodes[index].slot {
                case .ready(let value):
                    state.statistics.hits += 1
                    state.touch(index)
                    return .hit(value, state.frontPlace(index, usesFront))
                case .building(let build):
                    return state.lookup(onBuilding: build, deferral: context.deferral)
                case .free:
                    break
                }
            }
            if let deferral = context.deferral {
                return state.deferMiss(deferral) { $0.insert(makeKey(), hash: hash, .building($1)) }
            }
            state.statistics.misses += 1
            let key = makeKey()
            assert(key.cacheHash == hash && matches(key), "a lookup's key does not match its probe")
            let build = PendingBuild<Value>()
            state.insert(key, hash: hash, .building(build))
            return .build(build)
        }
        switch lookup {
        case .hit(let value, let place):
            if let place { remember(place, value, hash: hash) }
            return value
        case .wait(let build):
            return try build.wait()
        case .deferred:
            throw context.deferredError
        case .build(let pending):
            // Made again rather than carried out of the lock: a result that
            // could hold a key would be copied, key and all, on every hit.
            return try finishBuild(pending, key: makeKey(), hash: hash, build: build)
        }
    }

    /// The bytes charged for the entry of `key`, if it is cached and built.
    func chargedBytes(for key: Key) -> Int? {
        let hash = key.cacheHash
        return state.withLock { state in
            guard let index = state.find(key, hash: hash), case .ready = state.nodes[index].slot else { return nil }
            return state.nodes[index].bytes
        }
    }

    /// Bytes charged for the entries held now.
    var heldBytes: Int { state.withLock { $0.bytes } }

    /// Removes the entry whose key box is `box`, if it is still in the cache.
    func removeEntry(_ box: KeyBox) {
        withState { state in
            if let index = state.find(box.key, hash: box.key.cacheHash), state.keys[index] === box {
                state.remove(at: index)
            }
        }
    }

    /// Drops least recently used entries (the main part's first, never a
    /// build under way) until `bytes` are given back or none is left.
    func shed(atLeast bytes: Int) -> Int {
        withState { state in
            var shed = 0
            while shed < bytes, let freed = state.evictLeastRecent() { shed += freed }
            return shed
        }
    }

    /// The value for `key` and what it is charged, if it is cached and
    /// built; does not count as a hit.
    func readyEntry(for key: Key) -> (value: Value, bytes: Int)? {
        let hash = key.cacheHash
        return state.withLock { state in
            guard let index = state.find(key, hash: hash), case .ready(let value) = state.nodes[index].slot
            else { return nil }
            return (value, state.nodes[index].bytes)
        }
    }

    /// The value for `key` if it is cached and built; does not count as a hit.
    func cachedValue(for key: Key) -> Value? {
        let hash = key.cacheHash
        return state.withLock { state in
            guard let index = state.find(key, hash: hash), case .ready(let value) = state.nodes[index].slot
            else { return nil }
            return value
        }
    }

    /// Removes every entry whose key matches, before returning: no caller is
    /// handed one of them afterwards. Builds under way for such keys finish
    /// for their callers but are not kept.
    func removeAll(where shouldRemove: (Key) -> Bool) {
        withState { state in
            let doomed = state.nodes.indices.filter { i in
                if case .free = state.nodes[i].slot { return false }
                return shouldRemove(state.keys[i].key)
            }
            for index in doomed { state.remove(at: index) }
        }
    }

    /// Removes every entry whose value matches, before returning, and every
    /// build under way (whose value is not known yet: those finish for their
    /// callers but are not kept).
    func removeAll(whereValue shouldRemove: (Value) -> Bool) {
        withState { state in
            let doomed = state.nodes.indices.filter { i in
                switch state.nodes[i].slot {
                case .free: false
                case .building: true
                case .ready(let value): shouldRemove(value)
                }
            }
            for index in doomed { state.remove(at: index) }
        }
    }

    /// Removes every entry.
    func removeAll() { removeAll(where: { _ in true }) }

    /// The values held now, one per entry (for tests).
    var heldValues: [Value] {
        state.withLock { state in
            state.nodes.compactMap { node in
                if case .ready(let value) = node.slot { value } else { nil }
            }
        }
    }

    /// Hits, misses, evictions, size, capacity and build time.
    var statistics: Statistics {
        state.withLock { state in
            var statistics = state.statistics
            statistics.hits += frontHits.total
            statistics.count = state.index.count
            statistics.capacity = capacity
            statistics.bytes = state.bytes
            statistics.byteLimit = budget?.limit ?? 0
            return statistics
        }
    }

    enum Lookup {
        /// A hit, with what the thread's front needs when the entry may go
        /// in it.
        case hit(Value, FrontPlace?)
        case wait(PendingBuild<Value>)
        case build(PendingBuild<Value>)
        /// A miss or a wait inside ``BuildDeferral/run(_:)``.
        case deferred
    }
}
