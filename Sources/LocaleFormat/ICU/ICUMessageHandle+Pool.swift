import Synchronization

import class Foundation.ProcessInfo

/// A small pool of ICU objects that must not be used by two threads at once
/// (`icu::MessageFormat`, a `UCaseMap` that title-cases).
///
/// A caller borrows a handle for one call: taken from the pool, or made
/// (cloned) when the pool is empty, and put back afterwards unless the pool
/// already holds `capacity` handles. One idle handle waits in an atomic
/// slot, taken and put back with one atomic exchange each (the usual call,
/// one thread at a time); the others in a list behind a lock, held only to
/// take or return a handle, never while ICU works. Concurrent calls run in
/// parallel and a handle is only ever used by the one thread that borrowed it.
///
/// The first handle is made at once and measured (``ICUMemory``): the pool
/// keeps as many idle handles as there are processors (at most 8; more
/// would only be idle) and as fit in ``byteAllowance``, so that a handle of
/// megabytes (a Russian spellout inside a message) is kept once, and
/// ``reservedBytes`` tells a cache what the others may add.
final class ICUHandlePool<Handle: AnyObject & Sendable>: Sendable {
    /// The first idle handle, owned (+1) while it waits here.
    private let slot = Atomic<Unmanaged<Handle>?>(nil)
    /// The other idle handles, at most `capacity - 1`.
    private let idle: Mutex<[Handle]>
    private let make: @Sendable () throws(LocaleFormatError) -> Handle
    /// The most idle handles kept; extra ones are closed.
    let capacity: Int
    /// What ICU allocated for the first handle.
    let handleBytes: Int

    /// The bytes the idle handles of a pool may hold together (1 MiB),
    /// unless one handle alone is larger.
    static var byteAllowance: Int { 1 << 20 }

    /// The most idle handles a pool keeps: the processors, 1 to 8.
    static var defaultCapacity: Int { min(8, max(1, ProcessInfo.processInfo.activeProcessorCount)) }

    /// Makes the first handle.
    /// - Parameters:
    ///   - capacity: the most idle handles kept, fewer if they are large.
    ///   - make: builds a new handle (a clone of a prototype nobody uses).
    /// - Throws: what `make` throws.
    init(
        capacity: Int = ICUHandlePool.defaultCapacity, make: @escaping @Sendable () throws(LocaleFormatError) -> Handle
    )
        throws(LocaleFormatError)
    {
        let (first, bytes) = try ICUMemory.measure(make)
        self.idle = Mutex([])
        self.make = make
        self.handleBytes = bytes
        self.capacity = max(1, min(capacity, Self.byteAllowance / max(1, bytes)))
        slot.store(Unmanaged.passRetained(first), ordering: .releasing)
    }

    deinit { slot.load(ordering: .acquiring)?.release() }

    /// The bytes the idle handles besides the first may hold: what a cache
    /// charges on top of the measured build.
    var reservedBytes: Int { handleBytes * (capacity - 1) }

    /// Runs `body` with a handle no other thread is using.
    func withHandle<Result>(_ body: (Handle) throws(LocaleFormatError) -> Result) throws(LocaleFormatError) -> Result {
        // The lent handle is owned (+1) by this call, which hands it back:
        // the slot's handle moves in and out of it without a retain.
        let lent: Unmanaged<Handle>
        if let waiting = slot.exchange(nil, ordering: .acquiring) {
            lent = waiting
        } else if let idleHandle = idle.withLock({ $0.popLast() }) {
            lent = .passRetained(idleHandle)
        } else {
            lent = .passRetained(try make())
        }
        defer { putBack(lent) }
        // `_withUnsafeGuaranteedRef` rethrows untyped: carry the typed error out in a Result.
        return try lent._withUnsafeGuaranteedRef { handle in
            Swift.Result { () throws(LocaleFormatError) in try body(handle) }
        }.get()
    }

    /// Returns a handle after its call: into the slot when it is empty,
    /// else into the list unless that is full (the handle is closed then).
    private func putBack(_ lent: Unmanaged<Handle>) {
        if slot.compareExchange(expected: nil, desired: lent, ordering: .releasing).exchanged { return }
        let handle = lent.takeRetainedValue()
        idle.withLock { handles in
            if handles.count < capacity - 1 { handles.append(handle) }
        }
    }

    /// How many idle handles the pool holds (for tests).
    var idleCount: Int {
        idle.withLock { $0.count } + (slot.load(ordering: .acquiring) == nil ? 0 : 1)
    }
}
