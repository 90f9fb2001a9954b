import Synchronization

/// Bytes the whole process may hold at once for one purpose: request
/// bodies (refused `503` past it, before they are read) or responses
/// written and not yet sent (exchanges wait past it before they make more).
final class ByteBudget: Sendable {
    /// The most bytes held at once, in all.
    let limit: Int
    private let held = Atomic<Int>(0)

    init(limit: Int) {
        self.limit = max(0, limit)
    }

    /// Takes `bytes` from the budget, or nothing and false when it has not
    /// that many left.
    func reserve(_ bytes: Int) -> Bool {
        var current = held.load(ordering: .relaxed)
        while true {
            guard bytes <= limit - current else { return false }
            let (exchanged, original) = held.compareExchange(
                expected: current, desired: current + bytes, ordering: .relaxed)
            if exchanged { return true }
            current = original
        }
    }

    /// Takes `bytes` whatever is left (what is already made must be sent);
    /// ``isSpent`` then holds back what would make more.
    func charge(_ bytes: Int) {
        held.add(bytes, ordering: .relaxed)
    }

    /// Gives `bytes` back.
    func release(_ bytes: Int) {
        guard bytes > 0 else { return }
        held.subtract(bytes, ordering: .relaxed)
    }

    /// Whether the budget is used up.
    var isSpent: Bool { held.load(ordering: .relaxed) >= limit }

    /// Bytes held now.
    var heldBytes: Int { held.load(ordering: .relaxed) }
}
