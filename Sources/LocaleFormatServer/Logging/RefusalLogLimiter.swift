import Synchronization

/// Bounds the log lines of refused exchanges (4xx): at most `perSecond` in
/// any one-second window; the rest are counted, and the next line logged
/// says how many were left out (`suppressed=N`). A client flooding the
/// service with bad requests (415s, 404s, 413s) then costs a few lines a
/// second, not one per request (a 415 flood wrote 1 MB/s of warnings).
/// Server faults (5xx, internal errors) are never limited.
final class RefusalLogLimiter: Sendable {
    /// The most refusal lines per second.
    let perSecond: Int
    private let state: Mutex<State>

    private struct State {
        var windowStart: ContinuousClock.Instant
        var logged = 0
        var suppressed = 0
    }

    init(perSecond: Int = 10) {
        self.perSecond = max(1, perSecond)
        state = Mutex(State(windowStart: .now))
    }

    /// Whether to log a refusal now: nil to leave it out, otherwise how many
    /// were left out since the last one logged (to report with it).
    func admit(at now: ContinuousClock.Instant = .now) -> Int? {
        state.withLock { state in
            if now - state.windowStart >= .seconds(1) {
                state.windowStart = now
                state.logged = 0
            }
            guard state.logged < perSecond else {
                state.suppressed += 1
                return nil
            }
            state.logged += 1
            defer { state.suppressed = 0 }
            return state.suppressed
        }
    }
}
