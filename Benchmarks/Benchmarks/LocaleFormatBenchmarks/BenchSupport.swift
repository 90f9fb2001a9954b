import Dispatch
import Foundation
import LocaleFormat
import Synchronization

/// Threads started once and reused for every sample, so that a sample
/// measures the work and not thread creation: `run()` releases each thread
/// once and waits for all of them to finish their share.
final class WorkerPool: Sendable {
    private let start: [DispatchSemaphore]
    private let done = DispatchSemaphore(value: 0)

    init(threads: Int, work: @escaping @Sendable (_ thread: Int) -> Void) {
        start = (0..<threads).map { _ in DispatchSemaphore(value: 0) }
        for (index, semaphore) in start.enumerated() {
            let done = self.done
            let thread = Thread {
                while true {
                    semaphore.wait()
                    work(index)
                    done.signal()
                }
            }
            thread.name = "bench-worker-\(index)"
            thread.start()
        }
    }

    /// One round: every thread does its share once.
    func run() {
        for semaphore in start { semaphore.signal() }
        for _ in start { done.wait() }
    }
}

/// How the sweep walks its working set.
enum SweepPattern: String, CaseIterable, CustomStringConvertible {
    /// 0, 1, …, n-1, 0, 1, …: LRU's worst case once n exceeds the capacity.
    case cycle
    /// Uniform over 0..<n from a fixed seed.
    case random

    var description: String { rawValue }
}

/// The next index of a sweep; one per benchmark, used by one thread.
final class SweepCursor: Sendable {
    private let pattern: SweepPattern
    private let count: Int
    private let state = Mutex<UInt64>(0x9E37_79B9_7F4A_7C15)

    init(pattern: SweepPattern, count: Int) {
        self.pattern = pattern
        self.count = count
    }

    func next() -> Int {
        state.withLock { state in
            switch pattern {
            case .cycle:
                state &+= 1
                return Int(state % UInt64(count))
            case .random:
                // xorshift64*
                state ^= state >> 12
                state ^= state << 25
                state ^= state >> 27
                return Int((state &* 0x2545_F491_4F6C_DD1D) >> 33) % count
            }
        }
    }
}

/// Distinct locales with CLDR data, spread over the alphabet.
enum SweepLocales {
    /// `count` locale ids that Foundation lists and that are distinct keys of
    /// our cache (distinct canonical ids), spread evenly over Foundation's
    /// sorted list so that many languages take part.
    static func make(count: Int) -> [String] {
        let available = Locale.availableIdentifiers.filter { !$0.contains("@") }.sorted()
        var seen = Set<String>()
        var picked: [String] = []
        let step = max(1, available.count / count)
        let spread = (0..<step).flatMap { offset in stride(from: offset, to: available.count, by: step) }
        for index in spread where picked.count < count {
            let id = available[index]
            guard let canonical = try? LocaleIdentifier(id), canonical.dataLocale != "root",
                seen.insert(canonical.icuID).inserted
            else { continue }
            picked.append(id)
        }
        return picked
    }
}
