import NIOCore

/// The clock of a connection's event loop (`EventLoop.now`): SwiftNIO's
/// uptime clock on a real loop, an `EmbeddedEventLoop`'s own time in a
/// test, so the connection's timers and its state machine read one time.
struct EventLoopClock: Clock {
    /// An instant of the loop's clock.
    struct Instant: InstantProtocol {
        var deadline: NIODeadline

        init(_ deadline: NIODeadline) {
            self.deadline = deadline
        }

        func advanced(by duration: Duration) -> Instant {
            Instant(deadline + TimeAmount(duration))
        }

        func duration(to other: Instant) -> Duration {
            .nanoseconds((other.deadline - deadline).nanoseconds)
        }

        static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.deadline < rhs.deadline }
    }

    let eventLoop: any EventLoop

    var now: Instant { Instant(eventLoop.now) }

    var minimumResolution: Duration { .nanoseconds(1) }

    /// Sleeps on the loop's own timer.
    /// - Throws: when the loop shuts down first.
    func sleep(until deadline: Instant, tolerance: Duration?) async throws {
        try await eventLoop.scheduleTask(deadline: deadline.deadline) {}.futureResult.get()
    }
}
