import Synchronization
import Testing

@testable import LocaleFormatServer

@Suite struct FormattingPoolTests {
    @Test func admitsThreadsPlusQueueThenRefusesWithRetryAfter() throws {
        let pool = FormattingPool(workers: 2, maximumQueued: 1)
        let admitted = try (0..<3).map { _ in try pool.admit(.bulk) }
        #expect(pool.admittedCount == 3)
        do {
            _ = try pool.admit(.bulk)
            Issue.record("a fourth exchange was admitted")
        } catch {
            #expect(error.status == .serviceUnavailable)
            #expect(error.code == .limitExceeded)
            #expect(error.retryAfterSeconds == 1)
            #expect(error.extraHeaders.contains { $0 == ("retry-after", "1") })
        }
        admitted[0].release()
        let again = try pool.admit(.bulk)
        again.release()
        for admission in admitted.dropFirst() { admission.release() }
        #expect(pool.admittedCount == 0)
    }

    /// A full bulk lane (a flood of arrays) refuses no single request: the
    /// interactive lane is admitted on its own, and deeper.
    @Test func aFullBulkLaneLeavesTheInteractiveLaneOpen() throws {
        let pool = FormattingPool(workers: 1, maximumQueued: 0)
        let bulk = try pool.admit(.bulk)
        #expect(throws: HTTPRefusal.self) { try pool.admit(.bulk) }
        let interactive = try (0..<pool.limit(of: .interactive)).map { _ in try pool.admit(.interactive) }
        #expect(pool.limit(of: .interactive) >= 64)
        #expect(throws: HTTPRefusal.self) { try pool.admit(.interactive) }
        bulk.release()
        for admission in interactive { admission.release() }
        #expect(pool.admittedCount == 0)
    }

    /// Interactive jobs run before bulk jobs submitted earlier, but bulk
    /// jobs still get every eighth turn.
    @Test func interactiveJobsGoFirstAndBulkJobsStillMove() async {
        let pool = FormattingPool(workers: 1, maximumQueued: 0)
        let order = Mutex<[String]>([])
        let gate = Mutex(false)
        // Hold the one worker until every job is queued.
        pool.submit(.interactive) {
            while !gate.withLock({ $0 }) {}
        }
        for index in 0..<3 { pool.submit(.bulk) { order.withLock { $0.append("b\(index)") } } }
        for index in 0..<10 { pool.submit(.interactive) { order.withLock { $0.append("i\(index)") } } }
        gate.withLock { $0 = true }
        _ = await pool.run(.bulk) { 0 }
        let ran = order.withLock { $0 }
        #expect(ran.count == 13)
        #expect(Array(ran.prefix(6)) == ["i0", "i1", "i2", "i3", "i4", "i5"])
        #expect(ran.contains("b0") && ran.firstIndex(of: "b0")! < ran.firstIndex(of: "i9")!)
    }

    @Test func runsJobsOnItsThreadsAndReturnsTheirResults() async {
        let pool = FormattingPool(workers: 2, maximumQueued: 0)
        let results = await withTaskGroup(of: Int.self) { group in
            for value in 0..<100 { group.addTask { await pool.run { value * 2 } } }
            return await group.reduce(0, +)
        }
        #expect(results == 9_900)
    }
}
