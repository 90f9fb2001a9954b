#if LOCALEFORMAT_TSAN
    import Foundation

    /// Under Thread Sanitizer (`-Xswiftc -DLOCALEFORMAT_TSAN`, as `.ci/run`
    /// builds it) the library's locks are this `pthread_mutex_t` (through
    /// `NSLock`) in place of `Synchronization.Mutex`, which it shadows.
    ///
    /// Why: on Linux, `Synchronization.Mutex` hands a contended lock over in
    /// the kernel (a priority-inheritance futex), where Thread Sanitizer
    /// cannot see it, so it reports accesses made under the lock by the two
    /// threads as races, depending on timing. TSan intercepts
    /// `pthread_mutex_lock`, so with this lock it sees every hand-over and
    /// reports only real races of our code. Same API as the uses need.
    final class Mutex<Value: ~Copyable>: @unchecked Sendable {
        private let lock = NSLock()
        private var value: Value

        init(_ value: consuming Value) { self.value = value }

        func withLock<Result: ~Copyable, E: Error>(
            _ body: (inout Value) throws(E) -> Result
        ) throws(E) -> Result {
            lock.lock()
            defer { lock.unlock() }
            return try body(&value)
        }
    }
#endif
