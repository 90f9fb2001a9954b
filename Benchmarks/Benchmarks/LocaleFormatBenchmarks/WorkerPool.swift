import Dispatch
import Foundation

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
