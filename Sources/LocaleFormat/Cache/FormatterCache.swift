import Synchronization

import class Foundation.NSCondition

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
/// gets its error, and the next call tries again. Inside
/// ``BuildDeferral/run(_:)`` a miss or a wait throws instead of blocking.
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
    private let charge: @Sendable (Value, _ measured: Int) -> Int?
    /// What an entry's key is charged besides `charge`.
    private let keyCharge: @Sendable (Key) -> Int
    /// The cache whose values this one holds, if any.
    private let following: Following?
    private let state: Mutex<State>
    /// Whether hits go through the threads' fronts (``CacheFront``).
    let usesFront: Bool
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
    convenience init(
        capacity: Int, budget: CacheBudget? = nil,
        charge: @escaping @Sendable (Value, _ measured: Int) -> Int? = { _, measured in measured },
        usesFront: Bool = true
    ) {
        self.init(
            capacity: capacity, budget: budget, charge: charge, keyCharge: { _ in 0 }, following: nil,
            usesFront: usesFront)
    }

    private init(
        capacity: Int, budget: CacheBudget?, charge: @escaping @Sendable (Value, _ measured: Int) -> Int?,
        keyCharge: @escaping @Sendable (Key) -> Int, following: Following?, usesFront: Bool
    ) {
        let capacity = min(max(1, capacity), Self.maximumCapacity)
        self.capacity = capacity
        self.budget = budget
        self.charge = charge
        self.keyCharge = keyCharge
        self.following = following
        self.usesFront = usesFront
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
            usesFront: true)
        owner.observeDepartures { [weak self] values in self?.removeAll(identicalTo: values) }
    }

    /// What a cache following another (``init(capacity:budget:keyCharge:following:ownerKey:)``)
    /// knows of it.
    private struct Following: Sendable {
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
    private func withState<R: Sendable>(_ body: (inout State) -> R) -> R {
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
                    if BuildDeferral.isActive { return .deferred }
                    state.statistics.hits += 1
                    return .wait(build)
                case .free:
                    break
                }
            }
            if BuildDeferral.isActive { return .deferred }
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
            throw BuildDeferral.error
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

    /// The thread's front entry for `key`, retained (by this thread only),
    /// counted as a hit; nil when the front cannot serve it.
    @inline(__always)
    private func frontEntry(for key: Key, hash: Int) -> FrontEntry? {
        CacheFront.withExisting(passing: key) { front, key in
            frontHit(in: front, hash: hash, where: { $0 == key }) { $0 }
        }
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
                    if BuildDeferral.isActive { return .deferred }
                    state.statistics.hits += 1
                    return .wait(build)
                case .free:
                    break
                }
            }
            if BuildDeferral.isActive { return .deferred }
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
            throw BuildDeferral.error
        case .build(let pending):
            // Made again rather than carried out of the lock: a result that
            // could hold a key would be copied, key and all, on every hit.
            return try finishBuild(pending, key: makeKey(), hash: hash, build: build)
        }
    }

    /// Builds the value of a miss, stores it unless its entry was removed
    /// meanwhile, and hands it (or the failure) to the waiters.
    private func finishBuild(
        _ pending: PendingBuild<Value>, key: Key, hash: Int, build: (Key) throws(LocaleFormatError) -> Value
    ) throws(LocaleFormatError) -> Value {
        let start = ContinuousClock.now
        let result: Result<Value, LocaleFormatError>
        var bytes: Int? = 0
        // What the value is charged wherever it is charged: here, or in the
        // cache followed (what the threads' fronts count it as).
        var valueBytes: Int? = 0
        if budget != nil {
            let measured = ICUMemory.measure { Result { () throws(LocaleFormatError) in try build(key) } }
            result = measured.value
            if case .success(let value) = result { bytes = charge(value, measured.bytes).map { $0 + keyCharge(key) } }
            valueBytes = bytes
        } else {
            result = Result { () throws(LocaleFormatError) in try build(key) }
        }
        if let following, case .success(let value) = result {
            valueBytes = following.charged(value)
            if valueBytes == nil { bytes = nil }  // not kept there: not kept here
        }
        let elapsed = ContinuousClock.now - start
        let (stored, place, charged): (KeyBox?, FrontPlace?, Bool) = withState { state in
            guard let index = state.find(key, hash: hash), case .building(let current) = state.nodes[index].slot,
                current === pending
            else { return (nil, nil, false) }  // removed while building: hand the value out, keep nothing
            switch result {
            case .success(let value):
                let (seconds, attoseconds) = elapsed.components
                state.statistics.buildNanoseconds +=
                    UInt64(max(0, seconds)) * 1_000_000_000
                    + UInt64(max(0, attoseconds) / 1_000_000_000)
                guard let bytes, bytes <= budget?.entryLimit ?? .max else {
                    state.remove(at: index)
                    if bytes != nil { state.statistics.oversized += 1 }
                    return (nil, nil, false)
                }
                state.store(value, at: index)
                state.charge(index, bytes, valueBytes: valueBytes ?? bytes)
                let place = state.frontPlace(index, usesFront)
                state.trimToCapacity()
                return (state.keys[index], place, bytes > 0)
            case .failure:
                state.remove(at: index)
                state.statistics.failedBuilds += 1
                return (nil, nil, false)
            }
        }
        var kept = stored != nil
        if let stored, let following, case .success(let value) = result, following.charged(value) == nil {
            // The cache followed did not keep the value, or has let it go
            // since: checked after storing, so that a departure it reports
            // meanwhile finds this entry, and one before is seen here.
            removeEntry(stored)
            kept = false
        }
        if kept, charged, let budget { budget.reclaim() }
        if kept, let place, case .success(let value) = result { remember(place, value, hash: hash) }
        pending.finish(result)
        return try result.get()
    }

    /// The value of the calling thread's front slot for `hash`, if it holds
    /// `key`'s entry and that entry is still in this cache: a hit that takes
    /// no lock, and retains nothing but the value it returns.
    @inline(__always)
    private func frontValue(for key: Key, hash: Int) -> Value? {
        CacheFront.withExisting(passing: key) { front, key in
            frontHit(in: front, hash: hash, where: { $0 == key }) { $0.value }
        }
    }

    /// ``frontValue(for:hash:)`` for a lookup whose key is a test.
    @inline(__always)
    private func frontValue(hash: Int, matching matches: (Key) -> Bool) -> Value? {
        CacheFront.withExisting { front in frontHit(in: front, hash: hash, where: matches) { $0.value } }
    }

    /// What `take` takes from `front`'s entry for `hash`,
    /// if the slot holds an entry of this cache that is still in it and
    /// whose key `matches`: a hit, counted. A slot whose entry left the
    /// cache is emptied, giving its value back now.
    @inline(__always)
    private func frontHit<T>(
        in front: CacheFront, hash: Int, where matches: (Key) -> Bool, _ take: (FrontEntry) -> T
    ) -> T? {
        let index = CacheFront.slotIndex(owner: frontOwner, hash: hash)
        var left = false
        let taken: T? = front.withEntry(at: index, owner: frontOwner, hash: hash) { held in
            // The owner number says which cache, so which types, put it there.
            let entry = unsafeDowncast(held, to: FrontEntry.self)
            guard entry.box.isHeld else {
                left = true
                return nil
            }
            guard matches(entry.key) else { return nil }
            entry.box.markReferenced()
            return take(entry)
        }
        if taken != nil {
            frontHits.increment(stripe: front.stripe)
        } else if left {
            front.clear(index)
        }
        return taken
    }

    /// Puts an entry the calling thread found under the lock (or built) in
    /// its front, in place of whatever held that slot.
    private func remember(_ place: FrontPlace, _ value: Value, hash: Int) {
        _ = CacheFront.withCurrent { front -> Void? in
            front.store(
                FrontEntry(key: place.box.key, box: place.box, value: value), bytes: place.bytes,
                at: CacheFront.slotIndex(owner: frontOwner, hash: hash), owner: frontOwner, hash: hash)
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
    private func removeEntry(_ box: KeyBox) {
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

    private enum Lookup {
        /// A hit, with what the thread's front needs when the entry may go
        /// in it.
        case hit(Value, FrontPlace?)
        case wait(PendingBuild<Value>)
        case build(PendingBuild<Value>)
        /// A miss or a wait inside ``BuildDeferral/run(_:)``.
        case deferred
    }
}

// MARK: - Storage

extension FormatterCache {
    fileprivate enum Slot {
        case ready(Value)
        case building(PendingBuild<Value>)
        case free
    }

    /// A key in a box of its own, so that probing compares it in place
    /// instead of copying it (and retaining its strings) out of an array;
    /// one box per entry, which the threads' fronts hold too.
    fileprivate final class KeyBox: Sendable {
        let key: Key
        /// Cleared when the entry leaves the cache: fronts stop using it.
        private let held = Atomic<Bool>(true)
        /// Set by a hit through a front, taken by eviction (second chance).
        private let referenced = Atomic<Bool>(false)

        init(_ key: Key) { self.key = key }

        var isHeld: Bool { held.load(ordering: .relaxed) }

        func markRemoved() { held.store(false, ordering: .relaxed) }

        /// Sets the reference bit, writing only when it is clear, so that
        /// threads hitting the same entry do not write its cache line again.
        @inline(__always)
        func markReferenced() {
            if !referenced.load(ordering: .relaxed) { referenced.store(true, ordering: .relaxed) }
        }

        /// Whether a front hit the entry since the bit was last taken; clears it.
        func takeReference() -> Bool {
            referenced.load(ordering: .relaxed) && referenced.exchange(false, ordering: .relaxed)
        }

        /// Compares in place: reading `key` out first would copy it.
        func holds(_ other: Key) -> Bool { key == other }

        /// Tests in place, as ``holds(_:)``.
        func satisfies(_ matches: (Key) -> Bool) -> Bool { matches(key) }
    }

    /// What a thread's front holds for one entry: a copy of its key, its
    /// box (whether the entry is still in the cache, and its reference bit)
    /// and its value. One per thread and entry, and the key compared is the
    /// thread's own copy: comparing the box's would retain the box, whose
    /// count every thread hitting the entry shares.
    fileprivate final class FrontEntry {
        let key: Key
        let box: KeyBox
        let value: Value

        init(key: Key, box: KeyBox, value: Value) {
            self.key = key
            self.box = box
            self.value = value
        }
    }

    /// Values that left a cache, and whom to tell.
    fileprivate struct Departures: Sendable {
        let values: [Value]
        let observer: @Sendable ([Value]) -> Void
    }

    /// What a thread's front is given with a value: the entry's box and
    /// what the entry is charged.
    fileprivate struct FrontPlace {
        let box: KeyBox
        let bytes: Int
    }

    fileprivate struct Node {
        var hash: Int
        /// What the entry is charged against the budget.
        var bytes = 0
        var slot: Slot
        var segment: Segment
        var newer: Int  // -1: none (this is the most recent)
        var older: Int  // -1: none (this is the least recent)
    }

    /// Where an entry is: every new entry enters the window; the main part
    /// holds those admitted from it.
    fileprivate enum Segment {
        case window, main
    }

    /// A doubly linked recency list through the nodes' `newer`/`older`.
    fileprivate struct RecencyList {
        var newest = -1
        var oldest = -1
        var count = 0
    }

    /// Window TinyLFU (Einziger, Friedman and Manes, 2017) over two intrusive
    /// recency lists in one array of nodes, so that touching, inserting and
    /// evicting are O(1) without allocating:
    ///
    /// - every new entry enters a small window (1% of the capacity, at
    ///   least one entry), least recently used out;
    /// - an entry leaving the window joins the main part (the rest) while it
    ///   has room; once it is full, the entry is admitted only if the
    ///   ``FrequencySketch`` says its key was asked for more often lately
    ///   than the main part's least recently used entry, which it then
    ///   evicts. Otherwise the window's entry is the one evicted.
    ///
    /// So a scan or a cycle over more keys than the capacity (LRU's worst
    /// case: every call a miss) leaves the main part's frequent entries in
    /// place, and a key asked for often enough gets in. Either way a miss
    /// when full evicts exactly one entry.
    fileprivate struct State: ~Copyable {
        let capacity: Int
        let windowCapacity: Int
        var index: CacheIndex
        var nodes: [Node] = []
        /// The key of each node, by node number.
        var keys: [KeyBox] = []
        /// What each node's value is charged, by node number, when
        /// ``tracksValues``: what the cache followed charges for it (its
        /// node's ``Node/bytes`` are its key's). The threads' fronts count
        /// the entry as this. Apart from the nodes, which are generic: a
        /// wider node costs every hit under the lock a copy.
        var valueBytes: [Int] = []
        var free: [Int] = []
        var window = RecencyList()
        var main = RecencyList()
        var sketch: FrequencySketch
        var statistics = Statistics()
        /// Bytes charged for the entries held.
        var bytes = 0
        let budget: CacheBudget?
        /// Whether ``holders`` is kept (a cache following another).
        let tracksValues: Bool
        /// The entries holding each value, by the value's identity, when
        /// ``tracksValues``.
        var holders: [ObjectIdentifier: [Int]] = [:]
        /// Told of the values that leave, if anyone is.
        var departureObserver: (@Sendable ([Value]) -> Void)?
        /// Values that left since the observer was last told.
        var departed: [Value] = []

        init(capacity: Int, budget: CacheBudget?, tracksValues: Bool) {
            self.capacity = capacity
            self.budget = budget
            self.tracksValues = tracksValues
            windowCapacity = max(1, capacity / 100)
            index = CacheIndex(capacity: capacity)
            sketch = FrequencySketch(capacity: capacity)
        }

        var mainCapacity: Int { capacity - windowCapacity }

        @inline(__always)
        func find(_ key: Key, hash: Int) -> Int? {
            var position = index.home(of: hash)
            while let node = index.nextCandidate(hash: hash, at: &position) {
                if keys[node].holds(key) { return node }
            }
            return nil
        }

        @inline(__always)
        func find(hash: Int, where matches: (Key) -> Bool) -> Int? {
            var position = index.home(of: hash)
            while let node = index.nextCandidate(hash: hash, at: &position) {
                if keys[node].satisfies(matches) { return node }
            }
            return nil
        }

        /// Entry `i`'s box and its value's charge if it may go in a
        /// thread's front: fronts in use and the value charged no more than
        /// ``CacheFront/entryByteLimit`` (a spelling's formatter as much as
        /// its cache by options charges it).
        func frontPlace(_ i: Int, _ usesFront: Bool) -> FrontPlace? {
            guard usesFront else { return nil }
            let bytes = tracksValues ? valueBytes[i] : nodes[i].bytes
            return bytes <= CacheFront.entryByteLimit ? FrontPlace(box: keys[i], bytes: bytes) : nil
        }

        /// A hit: counts the access and makes the entry its part's most recent.
        mutating func touch(_ i: Int) {
            sketch.increment(nodes[i].hash)
            let segment = nodes[i].segment
            guard list(segment).newest != i else { return }
            unlink(i)
            link(i, into: segment)
        }

        mutating func insert(_ key: Key, hash: Int, _ slot: Slot) {
            sketch.increment(hash)
            let node = Node(hash: hash, slot: slot, segment: .window, newer: -1, older: -1)
            let i: Int
            if let reused = free.popLast() {
                nodes[reused] = node
                keys[reused] = KeyBox(key)
                if tracksValues { valueBytes[reused] = 0 }
                i = reused
            } else {
                nodes.append(node)
                keys.append(KeyBox(key))
                if tracksValues { valueBytes.append(0) }
                i = nodes.count - 1
            }
            index.insert(node: i, hash: hash)
            link(i, into: .window)
            if window.count > windowCapacity { admitFromWindow() }
            trimToCapacity()
        }

        /// Evicts least recent entries, the main part's first, while the
        /// cache holds more than its capacity: after an insert whose window
        /// held only builds under way, or when such builds finish.
        mutating func trimToCapacity() {
            while index.count > capacity, evictLeastRecent() != nil {}
        }

        /// Evicts the least recent entry that is not a build under way, the
        /// main part's first; returns the bytes it was charged, or nil when
        /// there is none.
        mutating func evictLeastRecent() -> Int? {
            guard let victim = mainVictim() ?? leastRecent(in: window) else { return nil }
            let freed = nodes[victim].bytes
            remove(at: victim)
            statistics.evictions += 1
            return freed
        }

        /// Charges a built entry its bytes; its value is charged
        /// `valueBytes` (here, or in the cache followed).
        mutating func charge(_ i: Int, _ charged: Int, valueBytes: Int) {
            nodes[i].bytes = charged
            if tracksValues { self.valueBytes[i] = valueBytes }
            bytes += charged
            budget?.charge(charged)
        }

        /// Moves the window's least recent entry to the main part, or
        /// evicts it, or the main part's least recent one, as described
        /// above. Never evicts a build under way (its waiters expect to
        /// find it): with nothing else to evict, the cache holds one more
        /// entry until the next miss.
        private mutating func admitFromWindow() {
            guard let candidate = leastRecent(in: window) else { return }
            if keys[candidate].takeReference() { sketch.increment(nodes[candidate].hash) }
            if main.count >= mainCapacity {
                statistics.evictions += 1
                guard let victim = mainVictim(),
                    sketch.frequency(nodes[candidate].hash) > sketch.frequency(nodes[victim].hash)
                else { return remove(at: candidate) }
                remove(at: victim)
            }
            unlink(candidate)
            link(candidate, into: .main)
        }

        /// The main part's least recent entry that is not a build under way,
        /// once every entry hit through a front since it was last passed
        /// over has had its second chance: the hit counted in the sketch and
        /// the entry made most recent (CLOCK's reference bit, for hits that
        /// took no lock and so did not reorder the list).
        private mutating func mainVictim() -> Int? {
            var chances = main.count
            while let victim = leastRecent(in: main) {
                guard chances > 0, keys[victim].takeReference() else { return victim }
                chances -= 1
                sketch.increment(nodes[victim].hash)
                unlink(victim)
                link(victim, into: .main)
            }
            return nil
        }

        /// The least recent entry of a list that is not a build under way.
        private func leastRecent(in list: RecencyList) -> Int? {
            var node = list.oldest
            while node >= 0, case .building = nodes[node].slot { node = nodes[node].newer }
            return node >= 0 ? node : nil
        }

        /// Makes entry `i` ready with `value`.
        mutating func store(_ value: Value, at i: Int) {
            nodes[i].slot = .ready(value)
            if tracksValues { holders[Self.identity(of: value), default: []].append(i) }
        }

        /// The identity of a value of a cache that ``tracksValues`` (its
        /// values are objects).
        static func identity(of value: Value) -> ObjectIdentifier {
            ObjectIdentifier(value as AnyObject)
        }

        /// The values that left and whom to tell, if anyone is to be told.
        mutating func takeDepartures() -> Departures? {
            guard !departed.isEmpty, let departureObserver else { return nil }
            defer { departed = [] }
            return Departures(values: departed, observer: departureObserver)
        }

        mutating func remove(at i: Int) {
            if case .ready(let value) = nodes[i].slot {
                if tracksValues {
                    let identity = Self.identity(of: value)
                    holders[identity]?.removeAll { $0 == i }
                    if holders[identity]?.isEmpty == true { holders[identity] = nil }
                }
                if departureObserver != nil { departed.append(value) }
            }
            if nodes[i].bytes != 0 {
                bytes -= nodes[i].bytes
                budget?.charge(-nodes[i].bytes)
                nodes[i].bytes = 0
            }
            unlink(i)
            index.remove(node: i, hash: nodes[i].hash)
            keys[i].markRemoved()
            nodes[i].slot = .free  // drop the value now
            free.append(i)
        }

        private func list(_ segment: Segment) -> RecencyList {
            switch segment {
            case .window: window
            case .main: main
            }
        }

        private mutating func update(_ segment: Segment, _ change: (inout RecencyList) -> Void) {
            switch segment {
            case .window: change(&window)
            case .main: change(&main)
            }
        }

        private mutating func unlink(_ i: Int) {
            let (newer, older, segment) = (nodes[i].newer, nodes[i].older, nodes[i].segment)
            if newer >= 0 { nodes[newer].older = older } else { update(segment) { $0.newest = older } }
            if older >= 0 { nodes[older].newer = newer } else { update(segment) { $0.oldest = newer } }
            update(segment) { $0.count -= 1 }
            nodes[i].newer = -1
            nodes[i].older = -1
        }

        private mutating func link(_ i: Int, into segment: Segment) {
            let newest = list(segment).newest
            nodes[i].segment = segment
            nodes[i].older = newest
            nodes[i].newer = -1
            if newest >= 0 { nodes[newest].newer = i }
            update(segment) { list in
                list.newest = i
                if list.oldest < 0 { list.oldest = i }
                list.count += 1
            }
        }
    }
}

/// One build under way; callers that miss the same key wait on it.
///
/// `@unchecked Sendable`: `result` is read and written only while holding
/// `condition`'s lock.
final class PendingBuild<Value: Sendable>: @unchecked Sendable {
    private let condition = NSCondition()
    private var result: Result<Value, LocaleFormatError>?

    func finish(_ value: Result<Value, LocaleFormatError>) {
        condition.lock()
        result = value
        condition.broadcast()
        condition.unlock()
    }

    func wait() throws(LocaleFormatError) -> Value {
        condition.lock()
        while true {
            if let result {
                condition.unlock()
                return try result.get()
            }
            condition.wait()
        }
    }
}
