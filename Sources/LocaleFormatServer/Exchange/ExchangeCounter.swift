import Synchronization

/// HTTP exchanges begun and not yet answered, and those cut short by
/// cancellation (a drain that ran out of time): what a drain leaves behind
/// (``FormatServer/exchangesUnanswered``).
final class ExchangeCounter: Sendable {
    private let count = Atomic<Int>(0)
    private let cancelled = Atomic<Int>(0)

    init() {}

    func begin() { count.add(1, ordering: .relaxed) }
    func end() { count.subtract(1, ordering: .relaxed) }
    func abandon(_ count: Int = 1) { cancelled.add(count, ordering: .relaxed) }

    /// Exchanges in flight now.
    var value: Int { count.load(ordering: .relaxed) }
    /// Exchanges a drain abandoned when its time was up.
    var abandoned: Int { cancelled.load(ordering: .relaxed) }
}
