import Synchronization

/// A bounded, thread-safe map for data the compiled date path shares
/// between formatters (per zone, per locale): built once, read by every
/// formatter that needs it. Keys come from clients (locale ids), so the map
/// holds at most `capacity` entries; when full, one arbitrary entry makes
/// room (the data is rebuilt from ICU if needed again: a cost, never a
/// wrong result).
final class SharedRegistry<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    private let entries = Mutex<[Key: Value]>([:])
    private let capacity: Int

    init(capacity: Int) { self.capacity = capacity }

    /// The value for `key`, built by `build` when absent (outside the lock:
    /// two threads may build the same value; one of them is kept).
    func value(for key: Key, build: () -> Value) -> Value {
        if let known = entries.withLock({ $0[key] }) { return known }
        let built = build()
        return entries.withLock { entries in
            if let known = entries[key] { return known }
            Self.insert(built, for: key, in: &entries, capacity: capacity)
            return built
        }
    }

    /// The value for `key`, if one is held.
    func existing(_ key: Key) -> Value? { entries.withLock { $0[key] } }

    /// Holds `value` for `key`, in place of any value it had.
    func put(_ value: Value, for key: Key) {
        entries.withLock { Self.insert(value, for: key, in: &$0, capacity: capacity) }
    }

    /// How many values are held.
    var count: Int { entries.withLock { $0.count } }

    private static func insert(_ value: Value, for key: Key, in entries: inout [Key: Value], capacity: Int) {
        if entries[key] == nil, entries.count >= capacity, let some = entries.keys.first { entries[some] = nil }
        entries[key] = value
    }
}
