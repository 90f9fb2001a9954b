import Foundation
import Synchronization

/// Threads of the service's own that run formatting, off SwiftNIO's event
/// loops and Swift's cooperative pool, so that `/healthz`, `/metrics` and
/// the reading of new requests are answered while every formatting thread
/// is busy; with admission control, so that work beyond what the threads
/// and a bounded queue hold is refused at once (`503` with `Retry-After`)
/// instead of waiting without limit.
///
/// An exchange is admitted once (``admit()``) and then submits its work as
/// jobs (``run(_:)``), a large array one chunk at a time: jobs run first
/// come, first served, so a large array takes its turn with the others
/// instead of holding a thread to its end.
final class FormattingPool: Sendable {
    /// Threads that run jobs.
    let workers: Int
    /// Exchanges admitted beyond one per thread, waiting for a turn.
    let maximumQueued: Int

    private let admitted = Atomic<Int>(0)
    private let jobs = JobQueue()

    /// Starts `workers` threads (at least one); they end when the pool is
    /// released, after the jobs already submitted.
    init(workers: Int, maximumQueued: Int) {
        self.workers = max(1, workers)
        self.maximumQueued = max(0, maximumQueued)
        for index in 0..<self.workers {
            let jobs = self.jobs
            let thread = Thread { jobs.serve() }
            thread.name = "icufmt-format-\(index)"
            thread.start()
        }
    }

    deinit { jobs.stop() }

    /// One admitted exchange; ``release()`` it once, when its response is made.
    struct Admission: Sendable {
        fileprivate let pool: FormattingPool
        func release() { pool.admitted.subtract(1, ordering: .relaxed) }
    }

    /// Admits one more exchange, or refuses it when every thread is busy and
    /// the queue is full.
    /// - Throws: ``ServiceError`` `503 limitExceeded` with `Retry-After: 1`.
    func admit() throws(ServiceError) -> Admission {
        let limit = workers + maximumQueued
        var current = admitted.load(ordering: .relaxed)
        while true {
            guard current < limit else {
                throw ServiceError(
                    .serviceUnavailable, .limitExceeded,
                    "the service is busy: \(workers) formatting threads and \(maximumQueued) waiting requests; retry later",
                    retryAfterSeconds: 1)
            }
            let (exchanged, original) = admitted.compareExchange(
                expected: current, desired: current + 1, ordering: .relaxed)
            if exchanged { return Admission(pool: self) }
            current = original
        }
    }

    /// Exchanges admitted and not yet released (for `/metrics` and tests).
    var admittedCount: Int { admitted.load(ordering: .relaxed) }

    /// Runs `body` on one of the pool's threads and returns its result.
    func run<T: Sendable>(_ body: @escaping @Sendable () -> T) async -> T {
        await withCheckedContinuation { continuation in
            jobs.push { continuation.resume(returning: body()) }
        }
    }
}

/// A first-in, first-out queue of jobs that worker threads wait on.
///
/// `@unchecked Sendable`: `pending` is read and written only while holding
/// `condition`'s lock.
private final class JobQueue: @unchecked Sendable {
    private let condition = NSCondition()
    private var pending: [@Sendable () -> Void] = []
    private var head = 0
    private var stopped = false

    func push(_ job: @escaping @Sendable () -> Void) {
        condition.lock()
        pending.append(job)
        condition.signal()
        condition.unlock()
    }

    /// Lets the threads end once the queue is empty.
    func stop() {
        condition.lock()
        stopped = true
        condition.broadcast()
        condition.unlock()
    }

    /// Runs jobs as they come, until stopped and empty.
    func serve() {
        while true {
            condition.lock()
            while head == pending.count, !stopped { condition.wait() }
            if head == pending.count {
                condition.unlock()
                return
            }
            let job = pending[head]
            head += 1
            if head == pending.count || head > 1_024 {
                pending.removeFirst(head)
                head = 0
            }
            condition.unlock()
            job()
        }
    }
}
