import class Foundation.NSCondition

/// The builds of a ``FormatterCache``: a miss builds its value once, outside
/// the lock, while callers that miss the same key wait on it
/// (``PendingBuild``); the value is measured and charged, then stored.
extension FormatterCache {
    /// Builds the value of a miss, stores it unless its entry was removed
    /// meanwhile, and hands it (or the failure) to the waiters.
    func finishBuild(
        _ pending: PendingBuild<Value>, key: Key, hash: Int, build: (Key) throws(LocaleFormatError) -> Value
    ) throws(LocaleFormatError) -> Value {
        let start = ContinuousClock.now
        let result: Result<Value, LocaleFormatError>
        var bytes: Int? = 0
        // What the value is charged wherever it is charged: here, or in the
        // cache followed (what the threads' fronts count it as).
        var valueBytes: Int? = 0
        if budget != nil {
            let measured = context.measure { Result { () throws(LocaleFormatError) in try build(key) } }
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
        pending.finish(result, cached: kept)
        return try result.get()
    }
}

/// One build under way; callers that miss the same key wait on it.
///
/// A build made by a lookup outside ``BuildDeferral`` starts at once. One
/// claimed by a deferred lookup starts when its claimer runs again, or when
/// any lookup outside ``BuildDeferral`` takes it over first; its claimer
/// may give it back (``relinquish()``) for a deferred lookup to claim.
///
/// `@unchecked Sendable`: its state is read and written only while holding
/// `condition`'s lock.
final class PendingBuild<Value: Sendable>: BuildTicket, @unchecked Sendable {
    private enum Phase {
        /// Claimed by a deferred lookup, not started.
        case claimed
        /// Given back by its claimer, not started.
        case open
        case started
        /// Finished, or dropped before it started (its entry removed).
        case settled
    }

    private let condition = NSCondition()
    private var result: Result<Value, LocaleFormatError>?
    private var phase: Phase
    private var observers: [@Sendable (BuildSettlement) -> Void] = []
    private var settlement = BuildSettlement.reopened

    /// A build started by its creator, or (`claimed`) claimed by a deferred lookup.
    init(claimed: Bool = false) {
        phase = claimed ? .claimed : .started
    }

    /// Starts the build if nobody has; true: the caller builds it.
    func start() -> Bool {
        locked {
            guard phase == .claimed || phase == .open else { return false }
            phase = .started
            return true
        }
    }

    /// Claims a build given back; true: the caller holds the claim.
    func claim() -> Bool {
        locked {
            guard phase == .open else { return false }
            phase = .claimed
            return true
        }
    }

    func relinquish() {
        settle { phase in
            guard phase == .claimed else { return false }
            phase = .open
            settlement = .reopened
            return true
        }
    }

    /// Its entry is removed before it started: nobody will build it here.
    func drop() {
        settle { phase in
            guard phase == .claimed || phase == .open else { return false }
            phase = .settled
            settlement = .reopened
            return true
        }
    }

    /// Hands the result to the callers waiting; `cached`: the value is kept in the cache.
    func finish(_ value: Result<Value, LocaleFormatError>, cached: Bool) {
        settle { phase in
            result = value
            phase = .settled
            if case .success = value, cached { settlement = .cached } else { settlement = .notCached }
            condition.broadcast()
            return true
        }
    }

    func whenSettled(_ body: @escaping @Sendable (BuildSettlement) -> Void) {
        let now: BuildSettlement? = locked {
            guard phase == .claimed || phase == .started else { return phase == .open ? .reopened : settlement }
            observers.append(body)
            return nil
        }
        if let now { body(now) }
    }

    /// Changes the phase under the lock; when `change` says it did, runs
    /// the observers, outside the lock.
    private func settle(_ change: (inout Phase) -> Bool) {
        let (waiting, settlement): ([@Sendable (BuildSettlement) -> Void], BuildSettlement) = locked {
            guard change(&phase) else { return ([], self.settlement) }
            defer { observers = [] }
            return (observers, self.settlement)
        }
        for observer in waiting { observer(settlement) }
    }

    private func locked<T>(_ body: () -> T) -> T {
        condition.lock()
        defer { condition.unlock() }
        return body()
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
