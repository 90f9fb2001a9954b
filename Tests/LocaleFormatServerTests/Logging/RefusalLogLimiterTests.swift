import Testing

@testable import LocaleFormatServer

@Suite struct RefusalLogLimiterTests {
    @Test func logsAtMostPerSecondAndReportsWhatItLeftOut() {
        let limiter = RefusalLogLimiter(perSecond: 3)
        let start = ContinuousClock.now
        let first = (0..<10).map { limiter.admit(at: start + .milliseconds($0)) }
        #expect(first == [0, 0, 0, nil, nil, nil, nil, nil, nil, nil])
        // A new second: the first line says seven were left out.
        #expect(limiter.admit(at: start + .milliseconds(1_000)) == 7)
        #expect(limiter.admit(at: start + .milliseconds(1_001)) == 0)
    }

    @Test func aQuietServiceLogsEveryRefusal() {
        let limiter = RefusalLogLimiter(perSecond: 10)
        let start = ContinuousClock.now
        for second in 0..<5 {
            for line in 0..<10 {
                #expect(limiter.admit(at: start + .seconds(second) + .milliseconds(line)) == 0)
            }
        }
    }
}
