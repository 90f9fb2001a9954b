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
        pending.finish(result)
        return try result.get()
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
