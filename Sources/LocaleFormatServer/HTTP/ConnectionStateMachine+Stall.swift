/// The stall rule: a client that reads nothing of its response for the
/// write timeout loses its connection. The timer runs while the channel
/// is not writable (more than its high-water mark waits to be sent) or an
/// exchange waits to write; it stops when the channel drains below its
/// low-water mark, and when the exchange's hold is given back. One
/// deadline, on the machine's clock.
extension ConnectionStateMachine {
    /// What the stall timer should do.
    struct StallTimer: Equatable {
        /// Cancel the timer armed.
        var cancel = false
        /// Arm it for this instant.
        var arm: C.Instant?
    }

    /// The client stopped reading (the channel is not writable, or an
    /// exchange waits for it): the timer starts unless it runs.
    mutating func writesStalled(now: C.Instant) -> StallTimer {
        guard stallDeadline == nil, let timeout = configuration.writeTimeout else { return StallTimer() }
        let due = now.advanced(by: timeout)
        stallDeadline = due
        return StallTimer(arm: due)
    }

    /// The channel's writability changed.
    mutating func writabilityChanged(isWritable: Bool, now: C.Instant) -> StallTimer {
        isWritable ? stopStallTimer() : writesStalled(now: now)
    }

    /// The exchange under way gave back what it held: the timer stops.
    mutating func exchangeReleased() -> StallTimer {
        stopStallTimer()
    }

    /// What the stall timer's firing does.
    enum StallCheck: Equatable {
        case none
        /// The client read nothing for the write timeout: close (counted).
        case close
        /// Fired early: armed again for its deadline.
        case arm(C.Instant)
    }

    /// The stall timer fired at `now`: the connection closes if its client
    /// still reads nothing (`isWritable` false) at the deadline.
    mutating func stallTimerFired(now: C.Instant, isWritable: Bool) -> StallCheck {
        guard let due = stallDeadline else { return .none }
        guard now >= due else { return .arm(due) }
        stallDeadline = nil
        return isWritable ? .none : .close
    }

    private mutating func stopStallTimer() -> StallTimer {
        let armed = stallDeadline != nil
        stallDeadline = nil
        return StallTimer(cancel: armed)
    }
}
