@_spi(Server) import LocaleFormat
import LocaleFormatService
import Metrics
import NIOCore
import NIOHTTP1
import Testing

@testable import LocaleFormatServer

/// An exchange's stepping as events and actions, without a connection:
/// where its steps run, what it waits for, what a step's result asks.
@Suite struct ExchangeInFlightTests {
    typealias Action = ExchangeInFlight.Action

    /// A build another exchange runs: it never settles by itself.
    final class Ticket: BuildTicket, @unchecked Sendable {
        func whenSettled(_ body: @escaping @Sendable (BuildSettlement) -> Void) {}
        func relinquish() {}
    }

    static func exchange(admission: FormattingPool.Admission? = nil) throws -> ExchangeInFlight {
        let exchange = FormatExchange(
            dispatcher: FormatDispatcher(formatters: Formatters(capacity: 16)),
            metrics: ServiceMetrics(factory: NOOPMetricsHandler.instance), maximumBatchCount: 100, timeBudget: nil)
        let body = ByteBuffer(string: #"{"id":1,"op":"date","locale":"es","date":"2015-08-07T17:29:32Z"}"#)
        return ExchangeInFlight(
            work: ExchangeWork(body: body, plan: try exchange.plan(body)), admission: admission,
            head: HTTPRequestHead(version: .http1_1, method: .POST, uri: "/v1/format"), started: .now(),
            charged: 0, bodyBytes: body.readableBytes)
    }

    static func isStepInline(_ action: Action) -> Bool {
        if case .stepInline = action { return true }
        return false
    }

    @Test func itStepsInlineWithoutAPlaceInThePool() throws {
        let active = try Self.exchange()
        #expect(Self.isStepInline(active.proceed(isWritable: true, outputSpent: false)))
        #expect(active.state == .ready)
    }

    @Test func itStepsOnThePoolWithAPlaceThere() throws {
        let pool = FormattingPool(workers: 1, maximumQueued: 0)
        let admission = try pool.admit(.bulk)
        defer { admission.release() }
        let active = try Self.exchange(admission: admission)
        guard case .submit(let lane, let claim) = active.proceed(isWritable: true, outputSpent: false) else {
            Issue.record("not submitted")
            return
        }
        #expect(lane == .bulk)
        #expect(claim == nil)
        #expect(active.isOnPool)
        // Its step runs: nothing else starts until it is back.
        guard case .none = active.proceed(isWritable: true, outputSpent: false) else {
            Issue.record("a second step started")
            return
        }
        active.poolStepReturned()
        #expect(active.state == .ready)
    }

    /// A client that reads nothing: the exchange waits (the connection's
    /// stall timer runs), and proceeds once the client can take more.
    @Test func itWaitsForAClientThatReadsNothing() throws {
        let active = try Self.exchange()
        guard case .waitForWritability = active.proceed(isWritable: false, outputSpent: false) else {
            Issue.record("did not wait")
            return
        }
        guard case .none = active.proceed(isWritable: false, outputSpent: false) else {
            Issue.record("stepped while waiting")
            return
        }
        guard case .proceed = active.becameWritable() else {
            Issue.record("did not proceed")
            return
        }
        guard case .none = active.becameWritable() else {
            Issue.record("proceeded twice")
            return
        }
    }

    @Test func aSpentOutputBudgetPutsTheStepOff() throws {
        let active = try Self.exchange()
        guard case .waitForOutputBudget(let delay) = active.proceed(isWritable: true, outputSpent: true) else {
            Issue.record("did not wait for the output budget")
            return
        }
        #expect(delay == .milliseconds(2))
        #expect(Self.isStepInline(active.proceed(isWritable: true, outputSpent: false)))
    }

    @Test func aStepsResultSaysWhatFollows() throws {
        let active = try Self.exchange()
        guard case .writeAndStepInline = active.stepped(.more, inline: true),
            case .writeAndDefer = active.stepped(.deferred, inline: true),
            case .writeAndProceed = active.stepped(.more, inline: false),
            case .writeAndProceed = active.stepped(.deferred, inline: false)
        else {
            Issue.record("a step's result asked the wrong thing")
            return
        }
        guard case .end = active.stepped(.done, inline: true) else {
            Issue.record("the last step did not end the response")
            return
        }
        #expect(active.state == .ended)
        guard case .none = active.proceed(isWritable: true, outputSpent: false) else {
            Issue.record("an ended exchange stepped")
            return
        }
        let refused = try Self.exchange()
        guard case .refuse(let error) = refused.stepped(.refused(.bodyTooLarge(limit: 1)), inline: true) else {
            Issue.record("not refused")
            return
        }
        #expect(error.status == .payloadTooLarge)
    }

    /// Deferred behind another's build, it waits without a place in the
    /// pool; built and cached, it runs inline again; built and not kept,
    /// it asks the pool for a place to build its own.
    @Test func aDeferredStepWaitsForAnothersBuild() throws {
        let active = try Self.exchange()
        guard case .waitForBuild = active.deferred(ticket: Ticket(), holdsClaim: false) else {
            Issue.record("did not wait for the build")
            return
        }
        #expect(active.state == .waitingForBuild)
        guard case .proceed = active.buildSettled(cached: true) else {
            Issue.record("did not run again")
            return
        }
        _ = active.deferred(ticket: Ticket(), holdsClaim: false)
        guard case .admit(let claim) = active.buildSettled(cached: false), claim == nil else {
            Issue.record("did not ask the pool")
            return
        }
        guard case .none = active.buildSettled(cached: true) else {
            Issue.record("settled twice")
            return
        }
    }

    /// Its own claim, it builds on the pool, the claim going with its next step once.
    @Test func aDeferredStepThatClaimedTheBuildTakesItToThePool() throws {
        let active = try Self.exchange()
        let ticket = Ticket()
        guard case .admit(let claim) = active.deferred(ticket: ticket, holdsClaim: true), claim === ticket else {
            Issue.record("did not ask the pool with its claim")
            return
        }
        guard case .admit(nil) = active.deferred(ticket: nil, holdsClaim: false) else {
            Issue.record("nothing to wait for, yet no place asked")
            return
        }
        let pool = FormattingPool(workers: 1, maximumQueued: 0)
        let admission = try pool.admit(.interactive)
        defer { admission.release() }
        guard case .submit(.interactive, let submitted) = active.admitted(admission, claim: ticket),
            submitted === ticket
        else {
            Issue.record("its claim did not go with its step")
            return
        }
        active.poolStepReturned()
        guard case .submit(_, nil) = active.proceed(isWritable: true, outputSpent: false) else {
            Issue.record("its claim went twice")
            return
        }
    }

    /// A full pool refuses it whole while nothing of its response is
    /// written, and is asked again in a moment once some is.
    @Test func aFullPoolRefusesOrPutsOff() throws {
        let refusal = HTTPRefusal(.serviceUnavailable, .limitExceeded, "busy", retryAfterSeconds: 1)
        let fresh = try Self.exchange()
        guard case .refuse(let error) = fresh.admissionRefused(refusal) else {
            Issue.record("not refused")
            return
        }
        #expect(error.status == .serviceUnavailable)
        #expect(fresh.state == .ended)
        let started = try Self.exchange()
        started.output.add([UInt8](repeating: 0x20, count: ResponseFraming.partBytes)) { _, _ in }
        guard case .retry(let delay) = started.admissionRefused(refusal) else {
            Issue.record("a response under way was refused")
            return
        }
        #expect(delay == .milliseconds(5))
    }

    @Test func whatItHeldIsGivenBackOnce() throws {
        let active = try Self.exchange()
        #expect(active.released())
        #expect(active.isDone)
        #expect(!active.released())
    }
}
