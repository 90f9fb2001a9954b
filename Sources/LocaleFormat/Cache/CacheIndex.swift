/// The hash index of a ``FormatterCache``: open addressing with linear
/// probing, keyed by each key's precomputed ``FormatterCacheKey/cacheHash``.
///
/// Each slot holds a node number and its key's hash, so a probe compares
/// hashes in one small array and touches a node only on a likely match. The
/// table is a power of two at least twice the entries it holds, so probes
/// stay short, and it never grows past about twice the cache's capacity.
/// Removal shifts later entries back instead of leaving tombstones, so
/// lookups do not slow down as entries come and go.
struct CacheIndex {
    private struct Slot {
        var hash: Int
        /// The node number, or -1 for an empty slot.
        var node: Int
    }

    private static var empty: Slot { Slot(hash: 0, node: -1) }

    private var slots: [Slot]
    private var mask: Int
    private let maximumSlots: Int
    private(set) var count = 0

    /// - Parameter capacity: the most entries it will hold.
    init(capacity: Int) {
        var most = 16
        while most < capacity * 2 { most <<= 1 }
        maximumSlots = most
        let initial = min(most, 64)
        slots = Array(repeating: Self.empty, count: initial)
        mask = initial - 1
    }

    /// Where probing for `hash` starts; pass it to ``nextCandidate(hash:at:)``.
    @inline(__always)
    func home(of hash: Int) -> Int { hash & mask }

    /// The next node at or after `position` whose key hashes to `hash`, with
    /// `position` moved past it; nil when the probe reaches an empty slot.
    @inline(__always)
    func nextCandidate(hash: Int, at position: inout Int) -> Int? {
        while true {
            let slot = slots[position]
            if slot.node < 0 { return nil }
            position = (position + 1) & mask
            if slot.hash == hash { return slot.node }
        }
    }

    /// Adds `node`, whose key hashes to `hash` and is not in the index.
    mutating func insert(node: Int, hash: Int) {
        if (count + 1) * 2 > slots.count, slots.count < maximumSlots {
            let old = slots
            slots = Array(repeating: Self.empty, count: old.count * 2)
            mask = slots.count - 1
            for slot in old where slot.node >= 0 { place(slot) }
        }
        place(Slot(hash: hash, node: node))
        count += 1
    }

    /// Removes `node`, whose key hashes to `hash`.
    mutating func remove(node: Int, hash: Int) {
        var hole = hash & mask
        while slots[hole].node != node {
            if slots[hole].node < 0 { return }  // not held
            hole = (hole + 1) & mask
        }
        slots[hole] = Self.empty
        count -= 1
        // Move back every later entry of the run whose home slot is not
        // cyclically in (hole, its slot], so no probe stops early.
        var next = hole
        while true {
            next = (next + 1) & mask
            let slot = slots[next]
            if slot.node < 0 { return }
            let home = slot.hash & mask
            let reachable = hole <= next ? (hole < home && home <= next) : (hole < home || home <= next)
            if reachable { continue }
            slots[hole] = slot
            slots[next] = Self.empty
            hole = next
        }
    }

    private mutating func place(_ slot: Slot) {
        var i = slot.hash & mask
        while slots[i].node >= 0 { i = (i + 1) & mask }
        slots[i] = slot
    }
}
