import NIOCore
import NIOHTTP1
import Testing

@testable import LocaleFormatServer

/// A request's head checks and its body's accounting through the state
/// machine: the budget, the limits, `Expect: 100-continue`.
@Suite struct RequestIntakeTests {
    typealias Tests = ConnectionStateMachineTests

    static func formatHead(_ fields: [(String, String)], version: HTTPVersion = .http1_1) -> HTTPRequestHead {
        Tests.head(.POST, "/v1/format", version: version, [("content-type", "application/json")] + fields)
    }

    // MARK: Budget

    @Test func aDeclaredLengthOverTheFreeBytesIsChargedAndGivenBackOnRefusal() {
        let budget = CountingBudget(limit: 100_000)
        var machine = Tests.machine(budget: budget)
        guard case .read = machine.receivedHead(Self.formatHead([("content-length", "50000")]), now: MockClock.at(0))
        else {
            Issue.record("not read")
            return
        }
        #expect(budget.heldBytes == 50_000)
        _ = machine.drainTimedOut()
        #expect(budget.heldBytes == 0)
    }

    @Test func aDeclaredLengthPastTheBudgetIsRefused503BeforeTheBody() {
        let budget = CountingBudget(limit: 40_000)
        var machine = Tests.machine(budget: budget)
        guard
            case .refuse(let refusal) = machine.receivedHead(
                Self.formatHead([("content-length", "50000")]), now: MockClock.at(0))
        else {
            Issue.record("not refused")
            return
        }
        #expect(refusal.error.status == .serviceUnavailable)
        #expect(refusal.error.retryAfterSeconds == 1)
        let check1 = machine.isClosing
        #expect(check1)
        #expect(budget.heldBytes == 0)
    }

    /// A chunked body is charged as it comes: past the budget, `503`, and
    /// what it held goes back.
    @Test func aChunkedBodyPastTheBudgetGets503() {
        let budget = CountingBudget(limit: 20_000)
        var machine = Tests.machine(budget: budget, lineBytes: 1 << 20)
        _ = machine.receivedHead(Self.formatHead([("transfer-encoding", "chunked")]), now: MockClock.at(0))
        let part = ByteBuffer(repeating: UInt8(ascii: " "), count: 16_384)
        let check2 = machine.receivedBody(part) == nil
        #expect(check2)
        #expect(budget.heldBytes == 0)  // the free bytes
        let check3 = machine.receivedBody(part) == nil
        #expect(check3)
        #expect(budget.heldBytes == 16_384)
        guard let refusal = machine.receivedBody(part) else {
            Issue.record("not refused")
            return
        }
        #expect(refusal.error.status == .serviceUnavailable)
        #expect(refusal.bodyBytes == 49_152)
        #expect(budget.heldBytes == 0)
    }

    @Test func aBodyOverTheLimitIs413() {
        var machine = Tests.machine(maximumBodyBytes: 10)
        guard
            case .refuse(let refusal) = machine.receivedHead(
                Self.formatHead([("content-length", "11")]), now: MockClock.at(0))
        else {
            Issue.record("a declared length over the limit was not refused")
            return
        }
        #expect(refusal.error.status == .payloadTooLarge)

        var chunked = Tests.machine(maximumBodyBytes: 10)
        _ = chunked.receivedHead(Self.formatHead([("transfer-encoding", "chunked")]), now: MockClock.at(0))
        let check4 = chunked.receivedBody(ByteBuffer(string: "[1,2,3,4,5,6]"))?.error.status == .payloadTooLarge
        #expect(check4)
    }

    /// One request is held to the line limit as it arrives; an array's
    /// elements are held to it one by one later.
    @Test func aSingleRequestOverTheLineLimitIs413AndAnArrayIsNot() {
        var machine = Tests.machine(lineBytes: 8)
        _ = machine.receivedHead(Self.formatHead([]), now: MockClock.at(0))
        let check5 = machine.receivedBody(ByteBuffer(string: #"  {"op":"date"}"#))?.error.status == .payloadTooLarge
        #expect(check5)

        var array = Tests.machine(lineBytes: 8)
        _ = array.receivedHead(Self.formatHead([]), now: MockClock.at(0))
        let check6 = array.receivedBody(ByteBuffer(string: #" [{"op":"date"}]"#)) == nil
        #expect(check6)
        let check7 = array.receivedEnd()?.received == 16
        #expect(check7)
    }

    @Test func otherRoutesIgnoreABody() {
        var machine = Tests.machine(maximumBodyBytes: 1)
        _ = machine.receivedHead(Tests.head(.GET, "/healthz", []), now: MockClock.at(0))
        let check8 = machine.receivedBody(ByteBuffer(string: "ignored")) == nil
        #expect(check8)
        let check9 = machine.receivedEnd()?.received == 0
        #expect(check9)
    }

    // MARK: Head checks and Expect

    @Test func expect100ContinueIsAnsweredOnceTheHeadPassesEveryCheck() {
        var machine = Tests.machine()
        let head = Self.formatHead([("content-length", "20"), ("Expect", "100-Continue")])
        guard case .sendContinue = machine.receivedHead(head, now: MockClock.at(0)) else {
            Issue.record("no 100 Continue")
            return
        }
    }

    /// Refused before it was asked for its body, the client may or may not
    /// send it: the connection closes.
    @Test func aRequestRefusedBeforeItsBodyWasAskedForCloses() {
        var machine = Tests.machine()
        let head = Tests.head(
            .POST, "/v1/format", [("content-type", "text/plain"), ("expect", "100-continue")])
        guard case .refuse(let refusal) = machine.receivedHead(head, now: MockClock.at(0)) else {
            Issue.record("not refused")
            return
        }
        #expect(refusal.error.status == .unsupportedMediaType)
        let check10 = machine.isClosing
        #expect(check10)
    }

    @Test func anHTTP10ClientOrAnotherRouteIsNotAskedForItsBody() {
        var old = Tests.machine()
        let head = Self.formatHead([("content-length", "2"), ("expect", "100-continue")], version: .http1_0)
        guard case .read = old.receivedHead(head, now: MockClock.at(0)) else {
            Issue.record("HTTP/1.0 was asked for its body")
            return
        }
        var health = Tests.machine()
        guard
            case .read = health.receivedHead(
                Tests.head(.GET, "/healthz", [("expect", "100-continue")]), now: MockClock.at(0))
        else {
            Issue.record("a GET was asked for its body")
            return
        }
    }

    @Test func anUnsupportedTransferCodingIs501OnEveryRoute() {
        var machine = Tests.machine()
        guard
            case .refuse(let refusal) = machine.receivedHead(
                Tests.head(.GET, "/healthz", [("transfer-encoding", "gzip, chunked")]), now: MockClock.at(0))
        else {
            Issue.record("not refused")
            return
        }
        #expect(refusal.error.status == .notImplemented)
        let check11 = machine.isClosing
        #expect(check11)
    }
}
