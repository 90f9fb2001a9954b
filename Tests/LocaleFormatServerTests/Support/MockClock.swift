import Synchronization

/// A clock that moves only when a test says so: the state machine's
/// deadlines checked without sleeping.
struct MockClock: Clock {
    struct Instant: InstantProtocol {
        var offset: Duration

        func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
        func duration(to other: Instant) -> Duration { other.offset - offset }
        static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
    }

    /// The instant `seconds` after the clock's start.
    static func at(_ seconds: Double) -> Instant { Instant(offset: .milliseconds(Int64(seconds * 1_000))) }

    var now: Instant { Self.at(0) }
    var minimumResolution: Duration { .nanoseconds(1) }
    func sleep(until deadline: Instant, tolerance: Duration?) async throws {}
}
