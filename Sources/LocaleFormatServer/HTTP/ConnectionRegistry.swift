import Dispatch
import NIOCore
import Synchronization

/// The open connections of one server: how many, which are idle, and
/// their channels, for the connection limit (an idle keep-alive connection
/// makes room for a new client) and for the drain. It tells a connection
/// what to do through its pipeline, as user events its
/// ``FormatConnectionHandler`` handles on its event loop: SwiftNIO's
/// `ChannelShouldQuiesceEvent` when the drain begins, ``CloseIfIdle`` to
/// make room, ``DrainTimedOut`` when the drain's time is up.
final class ConnectionRegistry: Sendable {
    /// Closes the connection if it is still idle when the event arrives.
    struct CloseIfIdle: Sendable {}

    /// The drain's time is up: the connection closes whatever it is doing.
    struct DrainTimedOut: Sendable {}

    private struct Entry {
        var channel: any Channel
        /// Whether and since when the connection is idle.
        var status: IdleStatus
    }

    /// Whether a connection is idle (a keep-alive connection between
    /// requests) and since when: written by its event loop on every request
    /// without the registry's lock, read when a connection must make room.
    final class IdleStatus: Sendable {
        /// Nanoseconds of the monotonic clock when it became idle; 0 while a
        /// request is read or answered, and before its first.
        private let since = Atomic<UInt64>(0)

        func set(idle: Bool) {
            since.store(idle ? max(1, DispatchTime.now().uptimeNanoseconds) : 0, ordering: .relaxed)
        }

        /// When it became idle, or nil.
        var idleSince: UInt64? {
            let value = since.load(ordering: .relaxed)
            return value == 0 ? nil : value
        }
    }

    private struct State {
        var entries: [Int: Entry] = [:]
        var nextID = 0
        var draining = false
    }

    private let state = Mutex(State())
    /// ``isDraining``, read on every response without the lock.
    private let drainingFlag = Atomic<Bool>(false)
    /// The most connections open at once (``FormatServer/Configuration/maximumConnections``).
    let maximum: Int

    init(maximum: Int) {
        self.maximum = max(1, maximum)
    }

    /// Connections open now.
    var count: Int { state.withLock { $0.entries.count } }

    /// Whether the server drains (from the shutdown signal on).
    var isDraining: Bool { drainingFlag.load(ordering: .relaxed) }

    /// Adds a connection; returns its id. Past the maximum, the connection
    /// idle for longest (one that has been answered and waits for its next
    /// request, never one still to send its first) is asked to close.
    func register(_ channel: any Channel, status: IdleStatus) -> (id: Int, draining: Bool) {
        let (id, draining, evicted) = state.withLock { state in
            let id = state.nextID
            state.nextID += 1
            state.entries[id] = Entry(channel: channel, status: status)
            var evicted: (any Channel)?
            if state.entries.count > maximum {
                evicted =
                    state.entries.values.compactMap { entry in entry.status.idleSince.map { ($0, entry.channel) } }
                    .min { $0.0 < $1.0 }?.1
            }
            return (id, state.draining, evicted)
        }
        evicted?.pipeline.fireUserInboundEventTriggered(CloseIfIdle())
        return (id, draining)
    }

    /// Removes a closed connection.
    func unregister(_ id: Int) {
        state.withLock { state in state.entries[id] = nil }
    }

    /// Starts the drain: every connection is told (`ChannelShouldQuiesceEvent`),
    /// and those registered later learn it from ``register(_:status:)``.
    func beginDrain() {
        drainingFlag.store(true, ordering: .relaxed)
        let channels = state.withLock { state in
            state.draining = true
            return state.entries.values.map(\.channel)
        }
        for channel in channels { channel.pipeline.fireUserInboundEventTriggered(ChannelShouldQuiesceEvent()) }
    }

    /// Closes every connection (the drain's time is up: ``DrainTimedOut``).
    func closeAll() {
        let channels = state.withLock { state in state.entries.values.map(\.channel) }
        for channel in channels { channel.pipeline.fireUserInboundEventTriggered(DrainTimedOut()) }
    }
}
