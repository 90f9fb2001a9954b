import Synchronization

extension FormatterCache {
    enum Slot {
        case ready(Value)
        case building(PendingBuild<Value>)
        case free
    }

    /// A key in a box of its own, so that probing compares it in place
    /// instead of copying it (and retaining its strings) out of an array;
    /// one box per entry, which the threads' fronts hold too.
    final class KeyBox: Sendable {
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
    final class FrontEntry {
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
    struct Departures: Sendable {
        let values: [Value]
        let observer: @Sendable ([Value]) -> Void
    }

    /// What a thread's front is given with a value: the entry's box and
    /// what the entry is charged.
    struct FrontPlace {
        let box: KeyBox
        let bytes: Int
    }

    struct Node {
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
    enum Segment {
        case window, main
    }

    /// A doubly linked recency list through the nodes' `newer`/`older`.
    struct RecencyList {
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
    struct State: ~Copyable {
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

        /// A lookup's answer for an entry being built: deferred (noting the
        /// build, or claiming it if its claim was given back) under a
        /// `deferral`; otherwise the build to run, when a deferred lookup
        /// claimed it and has not started it (taken over: no caller blocks
        /// on a build nobody runs), or to wait for.
        mutating func lookup(onBuilding build: PendingBuild<Value>, deferral: BuildDeferral.Record?) -> Lookup {
            if let deferral {
                deferral.note(build, claim: deferral.tracks && build.claim())
                return .deferred
            }
            if build.start() { return .build(build) }
            statistics.hits += 1
            return .wait(build)
        }

        /// A miss under `deferral`: claimed for its caller (an entry being
        /// built, not started, that `insert` stores) when the record tracks
        /// claims; counted as the miss it is then.
        mutating func deferMiss(
            _ deferral: BuildDeferral.Record, insert: (inout Self, PendingBuild<Value>) -> Void
        ) -> Lookup {
            guard deferral.tracks else { return .deferred }
            statistics.misses += 1
            let build = PendingBuild<Value>(claimed: true)
            insert(&self, build)
            deferral.note(build, claim: true)
            return .deferred
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
        func leastRecent(in list: RecencyList) -> Int? {
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
            if case .building(let build) = nodes[i].slot { build.drop() }
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

        func list(_ segment: Segment) -> RecencyList {
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
