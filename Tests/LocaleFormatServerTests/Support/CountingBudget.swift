import Synchronization

@testable import LocaleFormatServer

/// A body budget that counts what it holds, for the intake's and the state
/// machine's tests.
final class CountingBudget: BodyBudget {
    let limit: Int
    private let held = Mutex(0)

    init(limit: Int) {
        self.limit = limit
    }

    var heldBytes: Int { held.withLock { $0 } }

    func reserve(_ bytes: Int) -> Bool {
        held.withLock { held in
            guard bytes <= limit - held else { return false }
            held += bytes
            return true
        }
    }

    func release(_ bytes: Int) {
        held.withLock { $0 -= bytes }
    }
}
