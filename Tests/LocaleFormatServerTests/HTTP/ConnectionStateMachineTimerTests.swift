import NIOCore
import NIOHTTP1
import Testing

@testable import LocaleFormatServer

/// The connection's idle, drain, read-deadline and parser-error rules on
/// the state machine alone, its deadlines on a mock clock: no sleep.
@Suite struct ConnectionStateMachineTimerTests {
    typealias Machine = ConnectionStateMachine<MockClock>
    typealias Tests = ConnectionStateMachineTests

    /// Answers a keep-alive request read at `start`, its end sent at `end`: what the end did.
    static func answer(_ machine: inout Machine, at start: Double, endSent end: Double) -> Machine.EndSent {
        _ = Tests.read(&machine, Tests.head(.GET, "/healthz", []), body: nil, at: start)
        _ = machine.responseHead(closeRequested: false, closeDelimited: false, serverDraining: false)
        let closing = machine.responseEnd()
        return machine.responseEndSent(closing: closing, now: MockClock.at(end))
    }

    /// A machine reading a format body of `length` declared bytes (charged
    /// to `budget`), its body not sent.
    static func reading(length: Int, budget: CountingBudget) -> Machine {
        var machine = Tests.machine(budget: budget)
        let head = Tests.head(
            .POST, "/v1/format", [("content-type", "application/json"), ("content-length", "\(length)")])
        _ = machine.receivedHead(head, now: MockClock.at(0))
        return machine
    }

    // MARK: Idle

    @Test func anIdleConnectionClosesAfterTheIdleTimeout() {
        var machine = Tests.machine(idle: .seconds(60))
        let timer = machine.registered(draining: false, now: MockClock.at(0))
        #expect(timer == .init(cancel: false, arm: MockClock.at(60)))
        let check1 = machine.idleTimerFired(now: MockClock.at(60)) == .close
        #expect(check1)
    }

    /// One timer per connection: a request in between moves the idle
    /// start, and the timer, firing early, is armed again for the rest.
    @Test func theTimerFiringEarlyIsArmedAgainForTheRest() {
        var machine = Tests.machine(idle: .seconds(60))
        _ = machine.registered(draining: false, now: MockClock.at(0))
        // Armed already: becoming idle again arms nothing.
        let check2 = Self.answer(&machine, at: 10, endSent: 20) == .idle(.init(cancel: false, arm: nil))
        #expect(check2)
        let check3 = machine.idleTimerFired(now: MockClock.at(60)) == .arm(MockClock.at(80))
        #expect(check3)
        let check4 = machine.idleTimerFired(now: MockClock.at(80)) == .close
        #expect(check4)
    }

    @Test func aConnectionReadingOrAnsweringIsNotClosedByTheIdleTimer() {
        var machine = Tests.machine(idle: .seconds(60))
        _ = machine.registered(draining: false, now: MockClock.at(0))
        _ = machine.receivedHead(Tests.head(), now: MockClock.at(1))
        let check5 = machine.idleTimerFired(now: MockClock.at(61)) == .none
        #expect(check5)
        _ = machine.receivedEnd()
        machine.exchangeStarted()
        let check6 = machine.idleTimerFired(now: MockClock.at(62)) == .none
        #expect(check6)
        let check7 = !machine.isIdle
        #expect(check7)
    }

    @Test func withoutAnIdleTimeoutNoTimerIsArmed() {
        var machine = Tests.machine(idle: nil)
        let check8 = machine.registered(draining: false, now: MockClock.at(0)) == .init()
        #expect(check8)
    }

    // MARK: Drain

    /// In a drain an idle connection waits for the grace, not the idle
    /// timeout: the timer armed for the idle timeout is replaced.
    @Test func theDrainGivesAnIdleConnectionTheGrace() {
        var machine = Tests.machine(idle: .seconds(60), grace: .seconds(2))
        _ = machine.registered(draining: false, now: MockClock.at(0))
        let check9 = machine.drainBegan(now: MockClock.at(5)) == .init(cancel: true, arm: MockClock.at(7))
        #expect(check9)
        let check10 = machine.idleTimerFired(now: MockClock.at(7)) == .close
        #expect(check10)
        // Told twice, it does nothing more.
        let check11 = machine.drainBegan(now: MockClock.at(8)) == .init()
        #expect(check11)
    }

    @Test func aConnectionOpenedInTheDrainWaitsForTheGrace() {
        var machine = Tests.machine(idle: .seconds(60), grace: .seconds(2))
        let check12 =
            machine.registered(draining: true, now: MockClock.at(3)) == .init(cancel: false, arm: MockClock.at(5))
        #expect(check12)
    }

    @Test func aConnectionBusyAtTheDrainIsClosedAfterItsResponse() {
        var machine = Tests.machine()
        _ = Tests.read(&machine)
        machine.exchangeStarted()
        let check13 = machine.drainBegan(now: MockClock.at(1)) == .init()
        #expect(check13)
        machine.exchangeEnded()
        let close = machine.responseHead(closeRequested: false, closeDelimited: false, serverDraining: false)
        #expect(close)
    }

    /// The registry's flag, read as a head is written, closes too (a
    /// connection that has not heard of the drain yet).
    @Test func aResponseWrittenWhileTheServerDrainsCloses() {
        var machine = Tests.machine()
        _ = Tests.read(&machine, Tests.head(.GET, "/readyz", []), body: nil)
        let close = machine.responseHead(closeRequested: false, closeDelimited: false, serverDraining: true)
        #expect(close)
        let check14 = machine.draining
        #expect(check14)
    }

    @Test func theDrainTimeoutAnswersARequestBeingRead408() {
        let budget = CountingBudget(limit: 1 << 20)
        var machine = Self.reading(length: 20000, budget: budget)
        #expect(budget.heldBytes == 20_000)
        guard case .refuse(let refusal) = machine.drainTimedOut() else {
            Issue.record("a request being read was not refused")
            return
        }
        #expect(refusal.error.status == .requestTimeout)
        #expect(budget.heldBytes == 0)
        let check15 = machine.isClosing
        #expect(check15)
    }

    @Test func theDrainTimeoutCutsAnExchangeAndClosesTheRest() {
        var machine = Tests.machine()
        _ = Tests.read(&machine)
        machine.exchangeStarted()
        guard case .cut = machine.drainTimedOut() else {
            Issue.record("an exchange under way was not cut")
            return
        }
        var idle = Tests.machine()
        guard case .close = idle.drainTimedOut() else {
            Issue.record("an idle connection was not closed")
            return
        }
    }

    // MARK: Read deadline and parser errors

    @Test func thePassedReadDeadlineClosesAndReleasesTheBody() {
        let budget = CountingBudget(limit: 1 << 20)
        var machine = Self.reading(length: 30000, budget: budget)
        machine.deadlinePassed()
        #expect(budget.heldBytes == 0)
        let check16 = machine.isClosing
        #expect(check16)
        let close = machine.responseHead(closeRequested: true, closeDelimited: false, serverDraining: false)
        #expect(close)
    }

    @Test func aParserErrorBetweenRequestsIsAnswered400AndCloses() {
        var machine = Tests.machine()
        let check17 = machine.parserError()
        #expect(check17)
        let check18 = machine.isClosing
        #expect(check18)
        // Once closing, another is not answered.
        let check19 = !machine.parserError()
        #expect(check19)
    }

    @Test func aParserErrorWhileAResponseIsUnderWayClosesWithout400() {
        var machine = Tests.machine()
        _ = Tests.read(&machine)
        machine.exchangeStarted()
        let check20 = !machine.parserError()
        #expect(check20)
    }

    @Test func aParserErrorMidBodyGivesTheBudgetBack() {
        let budget = CountingBudget(limit: 1 << 20)
        var machine = Self.reading(length: 20000, budget: budget)
        let check21 = machine.parserError()
        #expect(check21)
        #expect(budget.heldBytes == 0)
    }

    @Test func closingWhileReadingGivesTheBudgetBackAndSaysWhetherAnExchangeRan() {
        let budget = CountingBudget(limit: 1 << 20)
        var machine = Self.reading(length: 20000, budget: budget)
        let check22 = !machine.closed()
        #expect(check22)
        #expect(budget.heldBytes == 0)
    }
}
