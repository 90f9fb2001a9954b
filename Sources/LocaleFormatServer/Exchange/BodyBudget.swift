import Synchronization

/// The bytes of request bodies the whole process may hold at once.
///
/// A body no longer than ``freeBytes`` is not charged (every connection may
/// hold one: the connection limit bounds them); a longer one reserves its
/// declared `Content-Length` when its head arrives, or its bytes as they
/// arrive when it is chunked, and gives them back when its exchange ends. A
/// body the budget cannot hold is refused `503` with `Retry-After` before
/// it is read, so memory for bodies never passes the budget, whatever
/// number of clients send at once.
final class BodyBudget: Sendable {
    /// The most body bytes held at once, in all.
    let limit: Int
    private let held = Atomic<Int>(0)

    /// Bodies up to this many bytes are not charged.
    static let freeBytes = 16_384

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

    /// Gives `bytes` back.
    func release(_ bytes: Int) {
        guard bytes > 0 else { return }
        held.subtract(bytes, ordering: .relaxed)
    }

    /// Bytes held now.
    var heldBytes: Int { held.load(ordering: .relaxed) }
}
