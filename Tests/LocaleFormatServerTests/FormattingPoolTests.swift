import Testing

@testable import LocaleFormatServer

@Suite struct FormattingPoolTests {
    @Test func admitsThreadsPlusQueueThenRefusesWithRetryAfter() throws {
        let pool = FormattingPool(workers: 2, maximumQueued: 1)
        let admitted = try (0..<3).map { _ in try pool.admit() }
        #expect(pool.admittedCount == 3)
        do {
            _ = try pool.admit()
            Issue.record("a fourth exchange was admitted")
        } catch {
            #expect(error.status == .serviceUnavailable)
            #expect(error.code == .limitExceeded)
            #expect(error.retryAfterSeconds == 1)
            #expect(error.response.headers[.retryAfter] == "1")
        }
        admitted[0].release()
        let again = try pool.admit()
        again.release()
        for admission in admitted.dropFirst() { admission.release() }
        #expect(pool.admittedCount == 0)
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
