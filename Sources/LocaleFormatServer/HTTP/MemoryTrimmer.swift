import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// Gives memory back to the system after a spike: a second after the last
/// large exchange ends (a body or a response of more than ``threshold``
/// bytes), it asks the allocator to return its free pages (glibc's
/// `malloc_trim`), which it otherwise keeps for the process's lifetime.
final class MemoryTrimmer: Sendable {
    /// Exchanges that moved fewer bytes than this leave nothing worth trimming.
    static let threshold = 1_048_576

    private let scheduled = Atomic<Bool>(false)
    private let generation = Atomic<Int>(0)

    /// Notes a large exchange that just ended; trims once none has ended for
    /// a second.
    func largeExchangeEnded() {
        generation.add(1, ordering: .relaxed)
        guard !scheduled.exchange(true, ordering: .acquiringAndReleasing) else { return }
        let thread = Thread { [self] in
            var seen = generation.load(ordering: .relaxed)
            while true {
                Thread.sleep(forTimeInterval: 1)
                let now = generation.load(ordering: .relaxed)
                if now == seen { break }
                seen = now
            }
            scheduled.store(false, ordering: .releasing)
            Self.trim()
        }
        thread.name = "icufmt-trim"
        thread.start()
    }

    /// Returns the allocator's free memory to the system.
    static func trim() {
        _ = mallocTrim?(0)
    }

    /// glibc's `malloc_trim` (declared in `<malloc.h>`, which Swift's Glibc
    /// module does not export), looked up once; nil on other C libraries.
    private static let mallocTrim: (@convention(c) (Int) -> Int32)? = {
        #if canImport(Glibc)
            guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_trim") else { return nil }
            return unsafeBitCast(symbol, to: (@convention(c) (Int) -> Int32).self)
        #else
            return nil
        #endif
    }()
}
