import LocaleFormatService
import NIOCore
import NIOHTTP1
import Testing

@testable import LocaleFormatServer

/// The connection's rules, one test each, on the state machine alone: no
/// channel, no socket, a mock clock (the handler that runs its actions is
/// checked on an `EmbeddedChannel` in `FormatConnectionHandlerTests`).
@Suite struct ConnectionStateMachineTests {
    typealias Machine = ConnectionStateMachine<MockClock>

    static func machine(
        idle: Duration? = .seconds(60), grace: Duration? = .seconds(2), budget: CountingBudget = .init(limit: 1 << 20),
        maximumBodyBytes: Int = 1 << 20, lineBytes: Int = 4_096
    ) -> Machine {
        let limits = RequestIntake.Limits(
            maximumBodyBytes: maximumBodyBytes, maximumLineBytes: lineBytes,
            requestTooLong: ProtocolLimits.standard.requestTooLong)
        return Machine(
            configuration: .init(idleTimeout: idle, drainGrace: grace, limits: limits), budget: budget,
            now: MockClock.at(0))
    }

    static func head(
        _ method: HTTPMethod = .POST, _ uri: String = "/v1/format", version: HTTPVersion = .http1_1,
        _ fields: [(String, String)] = [("content-type", "application/json")]
    ) -> HTTPRequestHead {
        HTTPRequestHead(version: version, method: method, uri: uri, headers: HTTPHeaders(fields))
    }

    static func body(_ text: String) -> ByteBuffer { ByteBuffer(string: text) }

    /// Reads a whole request (head, one body part, end) into `machine`: its intake.
    static func read(
        _ machine: inout Machine, _ head: HTTPRequestHead = head(), body: String? = #"{"op":"x"}"#,
        at now: Double = 0
    ) -> RequestIntake? {
        guard case .read = machine.receivedHead(head, now: MockClock.at(now)) else { return nil }
        if let body, machine.receivedBody(Self.body(body)) != nil { return nil }
        return machine.receivedEnd()
    }

    // MARK: Pipelining

    @Test func aHeadArrivingWhileAResponseIsUnderWayIsQueuedAndReadsAreHeld() {
        var machine = Self.machine()
        let check1 = Self.read(&machine) != nil
        #expect(check1)
        machine.exchangeStarted()
        let next = HTTPServerRequestPart.head(Self.head(.GET, "/healthz"))
        let handled = machine.received(next)
        #expect(!handled)
        let reads = machine.readRequested()
        #expect(!reads)
    }

    @Test func theResponsesEndReplaysWhatWaitedInOrderThenReadsAgain() {
        var machine = Self.machine()
        let check2 = Self.read(&machine) != nil
        #expect(check2)
        machine.exchangeStarted()
        let parts: [HTTPServerRequestPart] = [.head(Self.head(.GET, "/healthz")), .end(nil)]
        for part in parts {
            let handled = machine.received(part)
            #expect(!handled)
        }
        _ = machine.readRequested()
        // Nothing is replayed while the response is under way.
        guard case .stop = machine.nextQueued() else {
            Issue.record("replayed before the response ended")
            return
        }
        machine.exchangeEnded()
        let closing = machine.responseEnd()
        #expect(!closing)
        let check3 = machine.beginReplay()
        #expect(check3)
        guard case .handle(.head(let head)) = machine.nextQueued() else {
            Issue.record("the queued head was not replayed first")
            return
        }
        #expect(head.uri == "/healthz")
        guard case .read = machine.receivedHead(head, now: MockClock.at(1)) else {
            Issue.record("the replayed head was not read")
            return
        }
        guard case .handle(.end) = machine.nextQueued() else {
            Issue.record("the queued end was not replayed next")
            return
        }
        let check4 = machine.receivedEnd() != nil
        #expect(check4)
        // The replayed request is answered now: what follows waits for it.
        guard case .stop = machine.nextQueued() else {
            Issue.record("replay went on while the replayed request is answered")
            return
        }
        _ = machine.responseHead(closeRequested: false, closeDelimited: false, serverDraining: false)
        _ = machine.responseEnd()
        guard case .read = machine.nextQueued() else {
            Issue.record("the held read was not resumed")
            return
        }
        machine.endReplay()
    }

    @Test func aReplayIsNotEnteredTwice() {
        var machine = Self.machine()
        let check5 = machine.beginReplay()
        #expect(check5)
        let check6 = !machine.beginReplay()
        #expect(check6)
        machine.endReplay()
        let check7 = machine.beginReplay()
        #expect(check7)
    }

    @Test func theBodyOfTheRequestBeingReadIsHandledNotQueued() {
        var machine = Self.machine()
        _ = machine.receivedHead(Self.head(), now: MockClock.at(0))
        let handled = machine.received(.body(Self.body("{}")))
        #expect(handled)
        let reads = machine.readRequested()
        #expect(reads)
    }

    @Test func whatArrivesOnAClosingConnectionIsDropped() {
        var machine = Self.machine()
        _ = machine.receivedHead(
            Self.head(.POST, "/v1/format", [("content-type", "text/plain")]), now: .init(offset: .zero))
        let check8 = machine.isClosing
        #expect(check8)
        let handled = machine.received(.head(Self.head(.GET, "/healthz")))
        #expect(!handled)
        guard case .stop = machine.nextQueued() else {
            Issue.record("a closing connection replayed")
            return
        }
    }

    // MARK: HTTP/1.0 and Connection: close

    @Test func anHTTP10ResponseClosesTheConnection() {
        var machine = Self.machine()
        let check9 = Self.read(&machine, Self.head(version: .http1_0)) != nil
        #expect(check9)
        let close = machine.responseHead(closeRequested: false, closeDelimited: false, serverDraining: false)
        #expect(close)
        let closing = machine.responseEnd()
        #expect(closing)
        let check10 = machine.isClosing
        #expect(check10)
        let check11 = machine.responseEndSent(closing: true, now: MockClock.at(1)) == .close
        #expect(check11)
    }

    @Test func connectionCloseClosesAndKeepAliveStaysOpen() {
        var machine = Self.machine()
        let check12 = Self.read(&machine, Self.head(.GET, "/healthz", [("connection", "close")]), body: nil) != nil
        #expect(check12)
        let close = machine.responseHead(closeRequested: false, closeDelimited: false, serverDraining: false)
        #expect(close)

        var open = Self.machine()
        let check13 = Self.read(&open, Self.head(.GET, "/healthz", []), body: nil) != nil
        #expect(check13)
        let stays = open.responseHead(closeRequested: false, closeDelimited: false, serverDraining: false)
        #expect(!stays)
        let closing = open.responseEnd()
        #expect(!closing)
        #expect(open.isIdle == false)  // its end is not sent yet
        guard case .idle = open.responseEndSent(closing: false, now: MockClock.at(1)) else {
            Issue.record("not idle once the end was sent")
            return
        }
        let check14 = open.isIdle
        #expect(check14)
    }

    @Test func aCloseDelimitedBodyClosesTheConnection() {
        var machine = Self.machine()
        let check15 = Self.read(&machine) != nil
        #expect(check15)
        let close = machine.responseHead(closeRequested: false, closeDelimited: true, serverDraining: false)
        #expect(close)
    }
}
