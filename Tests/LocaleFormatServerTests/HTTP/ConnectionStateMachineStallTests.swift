import LocaleFormatService
import Testing

@testable import LocaleFormatServer

/// The stall rule on the state machine alone, its deadline on a mock clock:
/// a client that reads nothing of its response for the write timeout loses
/// its connection; one that reads again in time, or whose exchange ends,
/// keeps it. No socket, no sleep.
@Suite struct ConnectionStateMachineStallTests {
    typealias Machine = ConnectionStateMachine<MockClock>

    static func machine(writeTimeout: Duration? = .seconds(30)) -> Machine {
        let limits = RequestIntake.Limits(
            maximumBodyBytes: 1 << 20, maximumLineBytes: 4_096,
            requestTooLong: ProtocolLimits.standard.requestTooLong)
        return Machine(
            configuration: .init(
                idleTimeout: .seconds(60), drainGrace: .seconds(2), writeTimeout: writeTimeout, limits: limits),
            budget: CountingBudget(limit: 1 << 20), now: MockClock.at(0))
    }

    @Test func aClientThatStopsReadingStartsTheTimer() {
        var machine = Self.machine()
        let timer = machine.writabilityChanged(isWritable: false, now: MockClock.at(5))
        #expect(timer == .init(cancel: false, arm: MockClock.at(35)))
    }

    /// The timer starts once: an exchange that then waits for its client
    /// does not move the deadline.
    @Test func theTimerStartsOnceWhileTheClientReadsNothing() {
        var machine = Self.machine()
        _ = machine.writabilityChanged(isWritable: false, now: MockClock.at(5))
        #expect(machine.writesStalled(now: MockClock.at(10)) == .init())
        #expect(machine.stallTimerFired(now: MockClock.at(35), isWritable: false) == .close)
    }

    @Test func anExchangeWaitingForItsClientStartsTheTimer() {
        var machine = Self.machine()
        #expect(machine.writesStalled(now: MockClock.at(1)) == .init(cancel: false, arm: MockClock.at(31)))
    }

    @Test func aClientStillReadingNothingAtTheDeadlineLosesItsConnection() {
        var machine = Self.machine()
        _ = machine.writabilityChanged(isWritable: false, now: MockClock.at(0))
        #expect(machine.stallTimerFired(now: MockClock.at(30), isWritable: false) == .close)
        // Fired: nothing left to cancel.
        #expect(machine.exchangeReleased() == .init())
    }

    /// Below the low-water mark again, the timer stops, and a later stall
    /// starts a new one from then.
    @Test func aClientThatReadsAgainStopsTheTimer() {
        var machine = Self.machine()
        _ = machine.writabilityChanged(isWritable: false, now: MockClock.at(0))
        #expect(machine.writabilityChanged(isWritable: true, now: MockClock.at(20)) == .init(cancel: true))
        #expect(machine.stallTimerFired(now: MockClock.at(30), isWritable: true) == .none)
        #expect(
            machine.writabilityChanged(isWritable: false, now: MockClock.at(40))
                == .init(cancel: false, arm: MockClock.at(70)))
    }

    @Test func aWritableChannelWithoutATimerCancelsNothing() {
        var machine = Self.machine()
        #expect(machine.writabilityChanged(isWritable: true, now: MockClock.at(1)) == .init())
    }

    /// The exchange gave back what it held: the timer stops with it.
    @Test func theExchangesReleaseStopsTheTimer() {
        var machine = Self.machine()
        _ = machine.writesStalled(now: MockClock.at(0))
        #expect(machine.exchangeReleased() == .init(cancel: true))
        #expect(machine.stallTimerFired(now: MockClock.at(30), isWritable: false) == .none)
    }

    @Test func aTimerFiringEarlyIsArmedAgainForItsDeadline() {
        var machine = Self.machine()
        _ = machine.writesStalled(now: MockClock.at(0))
        #expect(machine.stallTimerFired(now: MockClock.at(29), isWritable: false) == .arm(MockClock.at(30)))
        #expect(machine.stallTimerFired(now: MockClock.at(30), isWritable: false) == .close)
    }

    @Test func aTimerFiringOnceTheClientReadsAgainClosesNothing() {
        var machine = Self.machine()
        _ = machine.writesStalled(now: MockClock.at(0))
        #expect(machine.stallTimerFired(now: MockClock.at(30), isWritable: true) == .none)
    }

    @Test func withoutAWriteTimeoutNoTimerRuns() {
        var machine = Self.machine(writeTimeout: nil)
        #expect(machine.writabilityChanged(isWritable: false, now: MockClock.at(0)) == .init())
        #expect(machine.stallTimerFired(now: MockClock.at(3_600), isWritable: false) == .none)
    }
}
