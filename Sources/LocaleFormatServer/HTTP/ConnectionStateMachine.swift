import NIOCore
import NIOHTTP1

/// One connection's state: which request is read, answered or queued, when
/// it closes, and when it is idle. Events in, actions out; no I/O, no
/// timers of its own: ``FormatConnectionHandler`` runs what it returns, and
/// the tests drive it with a mock clock (`ConnectionStateMachineTests`).
///
/// The rules it keeps:
/// - Pipelining: a request's parts that arrive while the one before is
///   answered wait in order, with reads held, until that response's end is
///   written; then they are replayed, and reads resume when none wait.
/// - Closing: a response closes the connection when asked (`Connection:
///   close`, HTTP/1.0, a refusal that closes, a close-delimited body) or in
///   a drain; a request refused before it was asked for its body (`Expect`)
///   closes, the body being indistinguishable from a next request.
/// - Idle: between requests, with nothing left to write, the connection
///   closes after the idle timeout, or in a drain after the drain's grace.
///   One timer: when it fires early, it is armed again for the rest.
/// - Drain timeout: a request still read is answered `408`; an exchange
///   still answered is cut.
/// - Stall: a client that reads nothing for the write timeout loses its
///   connection (`ConnectionStateMachine+Stall.swift`).
/// - Parser errors: `400` unless a response is under way; either way it closes.
///
/// `~Copyable`; the request being read is held apart from ``State``
/// (``intake``), grown in place and moved out whole (`Optional.take()`), so
/// neither it nor its body is ever copied.
struct ConnectionStateMachine<C: Clock>: ~Copyable where C.Duration == Duration {
    enum State {
        /// Between requests: the last response's end is written or being written.
        case idle
        /// A request is being read (``ConnectionStateMachine/intake``).
        case reading
        /// The request's end is read; its response is being made or written.
        case answering
        /// The connection closes: the rest of what arrives is dropped.
        case closing
    }

    /// The timeouts and limits it applies.
    struct Configuration: Sendable {
        var idleTimeout: Duration?
        var drainGrace: Duration?
        /// How long a client may read nothing of its response (`--write-timeout`).
        var writeTimeout: Duration? = nil
        var limits: RequestIntake.Limits
    }

    /// A refused request, to answer: the refusal, the request's head and
    /// the body bytes read, for the log.
    struct Refusal {
        var error: HTTPRefusal
        var head: HTTPRequestHead
        var bodyBytes: Int
    }

    /// What the idle timer should do.
    struct IdleTimer: Equatable {
        /// Cancel the timer armed.
        var cancel = false
        /// Arm it for this instant.
        var arm: C.Instant?
    }

    // The state, written only by the transitions (this file and
    // `ConnectionStateMachine+Responses.swift`).
    var state = State.idle
    /// The request being read, while ``state`` is ``State/reading``.
    var intake: RequestIntake?
    let configuration: Configuration
    /// Where request bodies are charged (``ServerCore/bodies``).
    let budget: any BodyBudget
    /// The server drains: every response closes, the idle timeout is the grace.
    var draining = false
    var closeAfterResponse = false
    /// A format exchange is under way (read, and its response not ended).
    var exchangeActive = false
    /// Response ends written and not yet sent.
    var endsUnsent = 0
    /// Parts of pipelined requests that arrived while a response was under way.
    var queued = CircularBuffer<HTTPServerRequestPart>()
    /// The request last begun has had its end.
    var requestEnded = true
    var readHeld = false
    var replaying = false
    var idleSince: C.Instant
    var idleTimerArmed = false
    /// When the stall timer closes the connection, while it runs.
    var stallDeadline: C.Instant?
    /// When the request being answered began (its head arrived).
    var requestStarted: C.Instant

    init(configuration: Configuration, budget: any BodyBudget, now: C.Instant) {
        self.configuration = configuration
        self.budget = budget
        idleSince = now
        requestStarted = now
    }

    // MARK: Predicates

    /// Between requests, with nothing left to write.
    var isIdle: Bool {
        guard case .idle = state else { return false }
        return !exchangeActive && endsUnsent == 0
    }

    var isClosing: Bool {
        if case .closing = state { return true }
        return false
    }

    /// Between requests: the last response's end is written (or being written).
    var isReadyForRequest: Bool {
        guard case .idle = state else { return false }
        return !exchangeActive
    }

    /// The request is read whole and its response is under way: what
    /// arrives now is the next request's.
    var isAnswering: Bool { requestEnded && !isReadyForRequest }

    var idleTimeout: Duration? { draining ? configuration.drainGrace : configuration.idleTimeout }

    // MARK: Reading

    /// A request part arrived: handle it now (true), or nothing (it is
    /// dropped while closing, or queued behind the response under way).
    mutating func received(_ part: HTTPServerRequestPart) -> Bool {
        if case .closing = state { return false }
        guard queued.isEmpty, !isAnswering else {
            queued.append(part)
            return false
        }
        return true
    }

    /// The channel asks to read: read now (true), or hold the read until
    /// the response under way ends and what waits is answered.
    mutating func readRequested() -> Bool {
        guard queued.isEmpty, !isAnswering else {
            readHeld = true
            return false
        }
        return true
    }

    /// What a request's head starts.
    enum HeadAction {
        /// Not between requests: ignored.
        case ignore
        /// Read its body.
        case read
        /// Ask for its body (`100 Continue`).
        case sendContinue
        case refuse(Refusal)
    }

    mutating func receivedHead(_ head: HTTPRequestHead, now: C.Instant) -> HeadAction {
        requestEnded = false
        guard case .idle = state else { return .ignore }
        requestStarted = now
        closeAfterResponse = head.version == .http1_0 || !head.isKeepAlive
        var read = RequestIntake(head: head)
        let outcome = read.checkHead(limits: configuration.limits, budget: budget)
        intake = consume read
        state = .reading
        switch outcome {
        case .read: return .read
        case .sendContinue: return .sendContinue
        case .refuse(let error): return refuse(error).map(HeadAction.refuse) ?? .ignore
        }
    }

    /// A body part: nil, or the refusal when it passes a limit.
    mutating func receivedBody(_ part: ByteBuffer) -> Refusal? {
        guard case .reading = state,
            let refusal = intake?.add(part, limits: configuration.limits, budget: budget) ?? nil
        else { return nil }
        return refuse(refusal)
    }

    /// The request's end: the request read whole, to answer; nil when it
    /// was refused or ignored.
    mutating func receivedEnd() -> RequestIntake? {
        requestEnded = true
        guard case .reading = state, let read = intake.take() else { return nil }
        state = .answering
        return read
    }

    /// Refuses the request being read: its budget goes back; the
    /// connection closes when the refusal says so or the client may still
    /// send a body it was not asked for.
    mutating func refuse(_ error: HTTPRefusal) -> Refusal? {
        guard case .reading = state, let intake = intake.take() else { return nil }
        budget.release(intake.charged)
        if error.closesConnection || (intake.hasExpectation && intake.received == 0) {
            closeAfterResponse = true
            state = .closing
        } else {
            state = .answering
        }
        return Refusal(error: error, head: intake.head, bodyBytes: intake.received)
    }
}
