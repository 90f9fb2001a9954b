import Synchronization
import class Foundation.NSCondition

/// Counters of one ``FormatterCache`` since it was created.
public struct CacheStatistics: Sendable, Hashable {
    public var hits = 0
    public var misses = 0
    public var evictions = 0
    /// Entries held now.
    public var count = 0
    /// The most entries the cache holds.
    public var capacity = 0
    /// Time spent in successful builds, in nanoseconds.
    public var buildNanoseconds: UInt64 = 0
    /// Builds that threw.
    public var failedBuilds = 0

    public init() {}
}

/// A bounded, thread-safe cache of built values (formatters) with
/// least-recently-used eviction and single-flight builds.
///
/// - Bounded: at most ``capacity`` entries; a miss when full evicts exactly one
///   entry, the least recently used, so there is no clear-all cliff.
/// - Single flight: when many threads miss the same key at once, one builds
///   and the others wait for its result; misses on different keys build in
///   parallel.
/// - A hit is one uncontended lock, a probe of an index keyed by the key's
///   precomputed ``FormatterCacheKey/cacheHash`` (no string hashing for
///   keys made of parsed identifiers), and a few index writes.
///
/// Build failures are not cached: every caller that waited on a failed build
/// gets its error, and the next call tries again.
public final class FormatterCache<Key: FormatterCacheKey, Value: Sendable>: Sendable {
    /// Counters since the cache was created.
    public typealias Statistics = CacheStatistics

    /// The most entries the cache holds.
    public let capacity: Int
    private let state: Mutex<State>

    /// The largest capacity a cache takes (16,777,216 entries).
    public static var maximumCapacity: Int { 1 << 24 }

    /// - Parameter capacity: the most entries held; clamped to 1…``maximumCapacity``.
    public init(capacity: Int) {
        let capacity = min(max(1, capacity), Self.maximumCapacity)
        self.capacity = capacity
        state = Mutex(State(capacity: capacity))
    }

    /// The cached value for `key`, built by `build` on a miss.
    /// - Throws: whatever `build` throws (nothing is cached then).
    public func value(for key: Key, build: () throws -> Value) throws -> Value {
        try value(for: key) { (_: Key) in try build() }
    }

    /// The cached value for `key`, built from the key by `build` on a miss
    /// (`cache.value(for: options, build: DateFormat.init)`). A closure that
    /// captures nothing keeps the key from being copied on every hit.
    /// - Throws: whatever `build` throws (nothing is cached then).
    public func value(for key: Key, build: (Key) throws -> Value) throws -> Value {
        let pending: PendingBuild<Value>
        let hash = key.cacheHash
        let lookup: Lookup = state.withLock { state in
            if let index = state.find(key, hash: hash) {
                switch state.nodes[index].slot {
                case .ready(let value):
                    state.statistics.hits += 1
                    state.touch(index)
                    return .hit(value)
                case .building(let build):
                    state.statistics.hits += 1
                    return .wait(build)
                case .free:
                    break
                }
            }
            state.statistics.misses += 1
            let build = PendingBuild<Value>()
            state.insert(key, hash: hash, .building(build))
            return .build(build)
        }
        switch lookup {
        case .hit(let value):
            return value
        case .wait(let build):
            return try build.wait()
        case .build(let build):
            pending = build
        }
        let start = ContinuousClock.now
        let result = Result { try build(key) }
        let elapsed = ContinuousClock.now - start
        state.withLock { state in
            guard let index = state.find(key, hash: hash), case .building(let current) = state.nodes[index].slot,
                current === pending
            else { return }  // removed while building: hand the value out, keep nothing
            switch result {
            case .success(let value):
                state.nodes[index].slot = .ready(value)
                let (seconds, attoseconds) = elapsed.components
                state.statistics.buildNanoseconds += UInt64(max(0, seconds)) * 1_000_000_000
                    + UInt64(max(0, attoseconds) / 1_000_000_000)
            case .failure:
                state.remove(at: index)
                state.statistics.failedBuilds += 1
            }
        }
        pending.finish(result)
        return try result.get()
    }

    /// The value for `key` if it is cached and built; does not count as a hit.
    public func cachedValue(for key: Key) -> Value? {
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
    public func removeAll(where shouldRemove: (Key) -> Bool) {
        state.withLock { state in
            let doomed = state.nodes.indices.filter { i in
                if case .free = state.nodes[i].slot { return false }
                return shouldRemove(state.keys[i].key)
            }
            for index in doomed { state.remove(at: index) }
        }
    }

    /// Removes every entry.
    public func removeAll() { removeAll { _ in true } }

    /// Hits, misses, evictions, size, capacity and build time.
    public var statistics: Statistics {
        state.withLock { state in
            var statistics = state.statistics
            statistics.count = state.index.count
            statistics.capacity = capacity
            return statistics
        }
    }

    private enum Lookup {
        case hit(Value)
        case wait(PendingBuild<Value>)
        case build(PendingBuild<Value>)
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
    /// instead of copying it (and retaining its strings) out of an array.
    fileprivate final class KeyBox: Sendable {
        let key: Key
        init(_ key: Key) { self.key = key }

        /// Compares in place: reading `key` out first would copy it.
        func holds(_ other: Key) -> Bool { key == other }
    }

    fileprivate struct Node {
        var hash: Int
        var slot: Slot
        var newer: Int  // -1: none (this is the most recent)
        var older: Int  // -1: none (this is the least recent)
    }

    /// An intrusive doubly linked recency list over an array of nodes, so
    /// that touching, inserting and evicting are O(1) without allocating.
    fileprivate struct State: ~Copyable {
        let capacity: Int
        var index: CacheIndex
        var nodes: [Node] = []
        /// The key of each node, by node number.
        var keys: [KeyBox] = []
        var free: [Int] = []
        var newest = -1
        var oldest = -1
        var statistics = Statistics()

        init(capacity: Int) {
            self.capacity = capacity
            index = CacheIndex(capacity: capacity)
        }

        @inline(__always)
        func find(_ key: Key, hash: Int) -> Int? {
            var position = index.home(of: hash)
            while let node = index.nextCandidate(hash: hash, at: &position) {
                if keys[node].holds(key) { return node }
            }
            return nil
        }

        mutating func touch(_ i: Int) {
            guard newest != i else { return }
            unlink(i)
            linkNewest(i)
        }

        mutating func insert(_ key: Key, hash: Int, _ slot: Slot) {
            if index.count >= capacity, oldest >= 0 {
                // Never evict a build under way: its waiters expect to find it.
                var victim = oldest
                while victim >= 0, case .building = nodes[victim].slot { victim = nodes[victim].newer }
                if victim >= 0 {
                    remove(at: victim)
                    statistics.evictions += 1
                }
            }
            let node = Node(hash: hash, slot: slot, newer: -1, older: -1)
            let i: Int
            if let reused = free.popLast() {
                nodes[reused] = node
                keys[reused] = KeyBox(key)
                i = reused
            } else {
                nodes.append(node)
                keys.append(KeyBox(key))
                i = nodes.count - 1
            }
            index.insert(node: i, hash: hash)
            linkNewest(i)
        }

        mutating func remove(at i: Int) {
            unlink(i)
            index.remove(node: i, hash: nodes[i].hash)
            nodes[i].slot = .free  // drop the value now
            free.append(i)
        }

        private mutating func unlink(_ i: Int) {
            let (newer, older) = (nodes[i].newer, nodes[i].older)
            if newer >= 0 { nodes[newer].older = older } else { newest = older }
            if older >= 0 { nodes[older].newer = newer } else { oldest = newer }
            nodes[i].newer = -1
            nodes[i].older = -1
        }

        private mutating func linkNewest(_ i: Int) {
            nodes[i].older = newest
            nodes[i].newer = -1
            if newest >= 0 { nodes[newest].newer = i }
            newest = i
            if oldest < 0 { oldest = i }
        }
    }
}

/// One build under way; callers that miss the same key wait on it.
///
/// `@unchecked Sendable`: `result` is read and written only while holding
/// `condition`'s lock.
final class PendingBuild<Value: Sendable>: @unchecked Sendable {
    private let condition = NSCondition()
    private var result: Result<Value, any Error>?

    func finish(_ value: Result<Value, any Error>) {
        condition.lock()
        result = value
        condition.broadcast()
        condition.unlock()
    }

    func wait() throws -> Value {
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
