import Synchronization

import class Foundation.ProcessInfo

/// A small pool of ICU objects that must not be used by two threads at once
/// (`icu::MessageFormat`, a `UCaseMap` that title-cases).
///
/// A caller borrows a handle for one call: taken from the pool, or made
/// (cloned) when the pool is empty, and put back afterwards unless the pool
/// already holds `capacity` handles. The lock is held only to take or return
/// a handle, never while ICU works, so concurrent calls run in parallel and a
/// handle is only ever used by the one thread that borrowed it.
///
/// The first handle is made at once and measured (``ICUMemory``): the pool
/// keeps as many idle handles as there are processors (at most 8; more
/// would only be idle) and as fit in ``byteAllowance``, so that a handle of
/// megabytes (a Russian spellout inside a message) is kept once, and
/// ``reservedBytes`` tells a cache what the others may add.
final class ICUHandlePool<Handle: AnyObject & Sendable>: Sendable {
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
        self.idle = Mutex([first])
        self.make = make
        self.handleBytes = bytes
        self.capacity = max(1, min(capacity, Self.byteAllowance / max(1, bytes)))
    }

    /// The bytes the idle handles besides the first may hold: what a cache
    /// charges on top of the measured build.
    var reservedBytes: Int { handleBytes * (capacity - 1) }

    /// Runs `body` with a handle no other thread is using.
    func withHandle<Result>(_ body: (Handle) throws(LocaleFormatError) -> Result) throws(LocaleFormatError) -> Result {
        let handle: Handle
        if let idleHandle = idle.withLock({ $0.popLast() }) {
            handle = idleHandle
        } else {
            handle = try make()
        }
        defer {
            idle.withLock { handles in
                if handles.count < capacity { handles.append(handle) }
            }
        }
        return try body(handle)
    }

    /// How many idle handles the pool holds (for tests).
    var idleCount: Int { idle.withLock { $0.count } }
}
