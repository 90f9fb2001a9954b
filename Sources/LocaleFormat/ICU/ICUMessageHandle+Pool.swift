import Synchronization

/// A small pool of ICU objects that must not be used by two threads at once
/// (`icu::MessageFormat`, a `UCaseMap` that title-cases).
///
/// A caller borrows a handle for one call: taken from the pool, or made
/// (cloned) when the pool is empty, and put back afterwards unless the pool
/// already holds `capacity` handles. The lock is held only to take or return
/// a handle, never while ICU works, so concurrent calls run in parallel and a
/// handle is only ever used by the one thread that borrowed it.
final class ICUHandlePool<Handle: AnyObject & Sendable>: Sendable {
    private let idle: Mutex<[Handle]>
    private let make: @Sendable () throws(LocaleFormatError) -> Handle
    private let capacity: Int

    /// - Parameters:
    ///   - capacity: the most idle handles kept; extra ones are closed.
    ///   - make: builds a new handle (a clone of a prototype nobody uses).
    init(capacity: Int = 8, make: @escaping @Sendable () throws(LocaleFormatError) -> Handle) {
        self.idle = Mutex([])
        self.make = make
        self.capacity = capacity
    }

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
    /// Puts a handle the caller opened among the idle ones (the first one,
    /// opened to check that ICU can open them at all).
    func adopt(_ handle: Handle) {
        idle.withLock { handles in
            if handles.count < capacity { handles.append(handle) }
        }
    }

    var idleCount: Int { idle.withLock { $0.count } }
}
