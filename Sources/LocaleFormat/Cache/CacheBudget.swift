import Synchronization

/// A byte budget shared by caches: the bytes their entries are charged, the
/// most they may hold together, and who gives bytes back when they hold
/// more.
///
/// Budgets nest: each kind of formatter has one (its cache by options and
/// its cache by spellings charge it), and every kind's budget is a member of
/// the registry's total. Charging a budget charges its parent too. When a
/// budget is over its limit, ``reclaim()`` sheds least recently used entries
/// from the member holding the most bytes until it is not: a kind over its
/// own limit sheds its own entries; a registry over its total sheds from the
/// kind holding the most.
final class CacheBudget: Sendable, CacheBytesHolder {
    /// The most bytes the members may hold together.
    let limit: Int
    /// An entry charged more than this is built, handed out and not kept.
    let entryLimit: Int
    let parent: CacheBudget?
    private let used = Atomic<Int>(0)
    private let members = Mutex<[WeakHolder]>([])

    /// The share of a budget that one entry may take.
    static let entryShare = 4

    /// - Parameters:
    ///   - limit: the most bytes held; at least 1.
    ///   - entryLimit: the most one entry may be charged to be kept; a
    ///     quarter of `limit` unless given.
    ///   - parent: the budget this one counts against as well.
    init(limit: Int, entryLimit: Int? = nil, parent: CacheBudget? = nil) {
        self.limit = max(1, limit)
        self.entryLimit = max(1, entryLimit ?? limit / Self.entryShare)
        self.parent = parent
        parent?.add(self)
    }

    /// Bytes charged now.
    var heldBytes: Int { used.load(ordering: .relaxed) }

    /// Adds a member: a cache, or the budget of a kind.
    func add(_ member: some CacheBytesHolder) {
        members.withLock { $0.append(WeakHolder(member)) }
    }

    /// Charges `bytes` (negative: gives them back), here and in the parents.
    func charge(_ bytes: Int) {
        guard bytes != 0 else { return }
        used.add(bytes, ordering: .relaxed)
        parent?.charge(bytes)
    }

    /// Sheds entries until this budget and its parents are within their
    /// limits, or no member has anything left to shed. Called after a
    /// charge, outside every cache's lock.
    func reclaim() {
        var budget: CacheBudget? = self
        while let current = budget {
            current.shedOverLimit()
            budget = current.parent
        }
    }

    private func shedOverLimit() {
        let excess = heldBytes - limit
        if excess > 0 { _ = shed(atLeast: excess) }
    }

    /// Sheds from the members holding the most until `bytes` are given back
    /// or nothing is left; returns what was given back.
    func shed(atLeast bytes: Int) -> Int {
        var shed = 0
        while shed < bytes {
            let holders = members.withLock { $0.compactMap(\.holder) }
            guard let largest = holders.max(by: { $0.heldBytes < $1.heldBytes }), largest.heldBytes > 0
            else { break }
            let given = largest.shed(atLeast: bytes - shed)
            guard given > 0 else { break }
            shed += given
        }
        return shed
    }

    private struct WeakHolder: Sendable {
        weak var holder: (any CacheBytesHolder)?
        init(_ holder: any CacheBytesHolder) { self.holder = holder }
    }
}

/// What holds bytes charged to a ``CacheBudget``: a cache, or a kind's budget.
protocol CacheBytesHolder: AnyObject, Sendable {
    /// Bytes charged for what is held now.
    var heldBytes: Int { get }
    /// Gives back at least `bytes` by dropping least recently used entries,
    /// or everything that can be dropped; returns the bytes given back.
    func shed(atLeast bytes: Int) -> Int
}
