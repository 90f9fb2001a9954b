import Foundation
import Synchronization

/// Threads of the service's own that run formatting, off SwiftNIO's event
/// loops, so that `/healthz`, `/metrics` and the reading of new requests are
/// answered while every formatting thread is busy; with admission control,
/// so that work beyond what the threads and a bounded queue hold is refused
/// at once (`503` with `Retry-After`) instead of waiting without limit.
///
/// Two lanes, each admitted on its own: ``Lane/interactive`` for bodies of
/// a few requests, ``Lane/bulk`` for large arrays. A worker takes the
/// interactive lane's jobs first (every eighth job it takes from a waiting
/// bulk lane, so that arrays still move), so a flood of arrays neither
/// refuses nor delays ordinary requests. An exchange is admitted once
/// (``admit(_:)``) and then submits its work as jobs (``submit(_:_:)``), a
/// large array one chunk at a time: jobs of a lane run first come, first
/// served, so a large array takes turns with the others instead of holding
/// a thread to its end.
final class FormattingPool: Sendable {
    /// The lane an exchange is admitted to and its jobs wait in.
    enum Lane: Int, Sendable, CaseIterable {
        /// Single requests and small bodies.
        case interactive
        /// Arrays too large to answer where they arrive.
        case bulk

        var label: String { self == .interactive ? "interactive" : "bulk" }
    }

    /// Threads that run jobs.
    let workers: Int
    /// Exchanges admitted to the bulk lane beyond one per thread, waiting.
    let maximumQueued: Int

    private let admitted = [AtomicCount(), AtomicCount()]
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

    /// The most exchanges a lane admits at once: the threads and
    /// ``maximumQueued`` for the bulk lane; sixteen times as many waiting
    /// for the interactive lane, whose exchanges are small (a cold replica's
    /// first burst, every request a miss, must not be refused).
    func limit(of lane: Lane) -> Int {
        switch lane {
        case .bulk: return workers + maximumQueued
        case .interactive: return workers + max(64, maximumQueued * 16)
        }
    }

    /// One admitted exchange; ``release()`` it once, when its last byte is written.
    struct Admission: Sendable {
        fileprivate let pool: FormattingPool
        let lane: Lane
        func release() { pool.admitted[lane.rawValue].value.subtract(1, ordering: .relaxed) }
    }

    /// Admits one more exchange to `lane`, or refuses it when the lane is full.
    /// - Throws: ``HTTPRefusal`` `503 limitExceeded` with `Retry-After: 1`.
    func admit(_ lane: Lane) throws(HTTPRefusal) -> Admission {
        let limit = limit(of: lane)
        let counter = admitted[lane.rawValue]
        var current = counter.value.load(ordering: .relaxed)
        while true {
            guard current < limit else {
                throw HTTPRefusal(
                    .serviceUnavailable, .limitExceeded,
                    "the service is busy: \(workers) formatting threads and \(limit - workers) waiting "
                        + "\(lane == .bulk ? "arrays" : "requests"); retry later",
                    retryAfterSeconds: 1)
            }
            let (exchanged, original) = counter.value.compareExchange(
                expected: current, desired: current + 1, ordering: .relaxed)
            if exchanged { return Admission(pool: self, lane: lane) }
            current = original
        }
    }

    /// Exchanges admitted and not yet released, in both lanes (for `/metrics` and tests).
    var admittedCount: Int { admitted.reduce(0) { $0 + $1.value.load(ordering: .relaxed) } }

    /// Runs `job` on one of the pool's threads, in `lane`'s turn.
    func submit(_ lane: Lane, _ job: @escaping @Sendable () -> Void) {
        jobs.push(job, lane: lane.rawValue)
    }

    /// Runs `body` on one of the pool's threads and returns its result.
    func run<T: Sendable>(_ lane: Lane = .interactive, _ body: @escaping @Sendable () -> T) async -> T {
        await withCheckedContinuation { continuation in
            submit(lane) { continuation.resume(returning: body()) }
        }
    }
}

/// Two first-in, first-out queues of jobs that worker threads wait on; the
/// first is served first, but every eighth job comes from the second when
/// it has any.
///
/// `@unchecked Sendable`: its state is read and written only while holding
/// `condition`'s lock.
private final class JobQueue: @unchecked Sendable {
    private let condition = NSCondition()
    private var lanes: [RingQueue] = [RingQueue(), RingQueue()]
    private var takenSinceSecond = 0
    private var stopped = false

    func push(_ job: @escaping @Sendable () -> Void, lane: Int) {
        condition.lock()
        lanes[lane].append(job)
        condition.signal()
        condition.unlock()
    }

    /// Lets the threads end once the queues are empty.
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
            while lanes[0].isEmpty, lanes[1].isEmpty, !stopped { condition.wait() }
            let job: (@Sendable () -> Void)?
            if !lanes[1].isEmpty, lanes[0].isEmpty || takenSinceSecond >= 7 {
                takenSinceSecond = 0
                job = lanes[1].removeFirst()
            } else if !lanes[0].isEmpty {
                takenSinceSecond += 1
                job = lanes[0].removeFirst()
            } else {
                job = nil
            }
            condition.unlock()
            guard let job else { return }
            job()
        }
    }
}

/// A first-in, first-out queue that reuses its storage.
private struct RingQueue {
    private var items: [(@Sendable () -> Void)?] = []
    private var head = 0

    var isEmpty: Bool { head == items.count }

    mutating func append(_ job: @escaping @Sendable () -> Void) { items.append(job) }

    mutating func removeFirst() -> (@Sendable () -> Void)? {
        let job = items[head]
        items[head] = nil
        head += 1
        if head == items.count || head > 1_024 {
            items.removeFirst(head)
            head = 0
        }
        return job
    }
}

/// An atomic count that an array can hold.
private final class AtomicCount: Sendable {
    let value = Atomic<Int>(0)
}
