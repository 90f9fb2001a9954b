import NIOCore
import NIOHTTP1

/// The connection's transitions once a request is read: its exchange, its
/// response's head and end, the replay of what waited, and the idle timer.
extension ConnectionStateMachine {
    /// A format exchange began answering the request read.
    mutating func exchangeStarted() {
        exchangeActive = true
    }

    /// The exchange has no more to write: its end is being written, or it
    /// ended without a response of its own (a refusal follows).
    mutating func exchangeEnded() {
        exchangeActive = false
    }

    /// A response's head is written: whether it says `Connection: close`.
    /// - Parameters:
    ///   - closeRequested: the response asks to close (a refusal that closes).
    ///   - closeDelimited: its body ends with the connection.
    ///   - serverDraining: the server drains (whether or not this
    ///     connection heard of it yet).
    mutating func responseHead(closeRequested: Bool, closeDelimited: Bool, serverDraining: Bool) -> Bool {
        if closeRequested || closeDelimited { closeAfterResponse = true }
        if draining || serverDraining {
            draining = true
            closeAfterResponse = true
        }
        return closeAfterResponse
    }

    /// A response's end is being written: whether the connection closes
    /// once it is sent. Otherwise the connection is ready for its next
    /// request at once (``nextQueued()``).
    mutating func responseEnd() -> Bool {
        let closing = closeAfterResponse
        if closing {
            state = .closing
        } else if case .answering = state {
            state = .idle
        }
        endsUnsent += 1
        return closing
    }

    /// What follows a response's end once it is sent.
    enum EndSent: Equatable {
        case none
        case close
        /// The connection is idle: mark it so, and run the idle timer's action.
        case idle(IdleTimer)
    }

    mutating func responseEndSent(closing: Bool, now: C.Instant) -> EndSent {
        endsUnsent -= 1
        if closing { return .close }
        guard case .idle = state, endsUnsent == 0, !exchangeActive, queued.isEmpty else { return .none }
        return .idle(becameIdle(now: now))
    }

    /// The next thing to do for what waited behind the response just ended.
    enum Replay {
        case handle(HTTPServerRequestPart)
        /// Nothing waits: read what the channel held.
        case read
        case stop
    }

    /// Starts a replay; false while one runs (a replayed request answered
    /// at once ends inside it).
    mutating func beginReplay() -> Bool {
        guard !replaying else { return false }
        replaying = true
        return true
    }

    mutating func endReplay() {
        replaying = false
    }

    /// The next part to handle, in order, until a request is under way.
    mutating func nextQueued() -> Replay {
        if let part = queued.first {
            if case .closing = state {
                queued.removeAll()
                return .stop
            }
            if case .head = part, !isReadyForRequest { return .stop }
            return .handle(queued.removeFirst())
        }
        guard readHeld, !isAnswering else { return .stop }
        readHeld = false
        return .read
    }

    // MARK: Idle

    /// The connection is set up: whether the server drains already, and the idle timer.
    mutating func registered(draining: Bool, now: C.Instant) -> IdleTimer {
        self.draining = draining
        return becameIdle(now: now)
    }

    /// The connection became idle at `now`. No timer is armed per request:
    /// the one timer, when it fires, closes an idle connection whose time
    /// is up, or is armed again for the rest.
    private mutating func becameIdle(now: C.Instant) -> IdleTimer {
        idleSince = now
        var action = IdleTimer()
        if draining, idleTimerArmed {
            // The grace is shorter than the idle timeout: check at its end.
            action.cancel = true
            idleTimerArmed = false
        }
        guard !idleTimerArmed, let timeout = idleTimeout else { return action }
        idleTimerArmed = true
        action.arm = now.advanced(by: timeout)
        return action
    }

    /// The idle timer fired: close (true), or the instant to check again.
    enum IdleCheck: Equatable {
        case none
        case close
        case arm(C.Instant)
    }

    mutating func idleTimerFired(now: C.Instant) -> IdleCheck {
        idleTimerArmed = false
        guard isIdle, let timeout = idleTimeout else { return .none }
        let due = idleSince.advanced(by: timeout)
        guard now < due else { return .close }
        idleTimerArmed = true
        return .arm(due)
    }

    // MARK: Drain and errors

    /// The server began to drain (``ChannelShouldQuiesceEvent``): an idle
    /// connection waits for the grace from now.
    mutating func drainBegan(now: C.Instant) -> IdleTimer {
        guard !draining else { return IdleTimer() }
        draining = true
        return isIdle ? becameIdle(now: now) : IdleTimer()
    }

    /// What the drain's timeout does to the connection.
    enum DrainTimeout {
        /// A request still read: answer it `408` (counted abandoned).
        case refuse(Refusal)
        /// An exchange still answered: cut it (counted abandoned).
        case cut
        case close
    }

    mutating func drainTimedOut() -> DrainTimeout {
        switch state {
        case .reading:
            let error = HTTPRefusal(
                .requestTimeout, .invalidRequest,
                "the service stopped before the request was read whole (its drain timed out)", closesConnection: true)
            return refuse(error).map(DrainTimeout.refuse) ?? .close
        case .answering where exchangeActive:
            return .cut
        default:
            return .close
        }
    }

    /// The request's read deadline passed: the connection closes after a
    /// `408`, whatever was read of the request.
    mutating func deadlinePassed() {
        releaseIntake()
        closeAfterResponse = true
        state = .closing
    }

    /// SwiftNIO's decoder could not read a request: answer `400` (true)
    /// unless a response is under way or the connection closes; either way
    /// the connection closes.
    mutating func parserError() -> Bool {
        guard !exchangeActive, !isClosing else { return false }
        releaseIntake()
        closeAfterResponse = true
        state = .closing
        return true
    }

    /// Drops the request being read, its budget given back.
    private mutating func releaseIntake() {
        if let intake = intake.take() { budget.release(intake.charged) }
    }

    /// The connection is gone: whether an exchange was under way (to cancel).
    mutating func closed() -> Bool {
        releaseIntake()
        state = .closing
        queued.removeAll()
        return exchangeActive
    }
}
