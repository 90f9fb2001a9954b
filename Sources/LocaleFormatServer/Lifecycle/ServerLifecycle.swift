import Logging
import NIOCore
import NIOHTTP1
import NIOPosix
import ServiceLifecycle

/// A ``FormatServer`` listening, from its start to the end of its drain: a
/// `Service` of swift-service-lifecycle.
///
/// Run it in a `ServiceGroup` whose graceful shutdown signals are the
/// process's (`SIGTERM`, `SIGINT`). On the signal it drains:
///
/// 1. `/readyz` answers `503`, and every response from then on says
///    `Connection: close` and closes its connection once written.
/// 2. For the drain's grace (``FormatServer/Configuration/drainGrace``) the
///    listener still accepts, and an idle keep-alive connection still waits
///    for a request: a client that sent one as the signal came is answered.
/// 3. The listener closes; idle connections close once idle for the grace;
///    exchanges under way finish, each done when its last byte is written.
/// 4. Past ``FormatServer/Configuration/drainTimeout`` whatever is still
///    open is closed and its exchanges counted as abandoned
///    (``FormatServer/exchangesUnanswered``): the caller exits non-zero.
public struct ServerLifecycle: Service {
    let core: ServerCore
    let onServerRunning: @Sendable (_ port: Int) async -> Void

    public func run() async throws {
        let core = self.core
        let configuration = core.configuration
        let formatters = core.exchange.dispatcher.formatters
        // The first formatters a process opens cost about a millisecond each
        // (ICU loads its data): open the default locale's common ones first.
        formatters.warmUp(locale: formatters.defaultLocale)

        let bootstrap = ServerBootstrap(group: MultiThreadedEventLoopGroup.singleton)
            .serverChannelOption(.backlog, value: 1_024)
            .serverChannelOption(.socketOption(.so_reuseaddr), value: 1)
            .serverChannelInitializer { channel in
                channel.eventLoop.makeCompletedFuture {
                    try channel.pipeline.syncOperations.addHandler(
                        AcceptLimiter(maximum: configuration.maximumConnections))
                }
            }
            // TCP_NODELAY at the TCP level: `.socketOption(.tcp_nodelay)` is
            // SOL_SOCKET's option 1, SO_DEBUG, which only a privileged process
            // may set: a non-root server closed every connection it accepted.
            .childChannelOption(.tcpOption(.tcp_nodelay), value: 1)
            .childChannelOption(.maxMessagesPerRead, value: 16)
            // What a connection may hold unsent beyond the output budget
            // (MemoryPlan.connectionBytes counts it).
            .childChannelOption(.writeBufferWaterMark, value: .init(low: 16 * 1_024, high: 64 * 1_024))
            .childChannelInitializer { channel in
                channel.eventLoop.makeCompletedFuture {
                    try Self.configure(channel, core: core)
                }
            }
        let listener = try await bootstrap.bind(host: configuration.host, port: configuration.port).get()
        let port = listener.localAddress?.port ?? 0
        core.logger.info(
            "listening", metadata: ["host": "\(listener.localAddress?.ipAddress ?? "?")", "port": "\(port)"])
        await onServerRunning(port)

        // Until the graceful shutdown (or the group's cancellation).
        do {
            try await gracefulShutdown()
        } catch {
            try? await listener.close()
            core.connections.closeAll()
            return
        }
        await drain(listener: listener)
    }

    /// One connection's pipeline: the read deadline where bytes arrive, then
    /// SwiftNIO's HTTP/1 request decoder, then the connection's handler
    /// (``FormatConnectionHandler``: it answers pipelined requests in order
    /// and writes their responses' bytes).
    static func configure(_ channel: any Channel, core: ServerCore) throws {
        let operations = channel.pipeline.syncOperations
        let deadline = core.configuration.readDeadline.map { RequestDeadlineHandler(deadline: TimeAmount($0)) }
        if let deadline { try operations.addHandler(deadline) }
        try operations.addHandler(ByteToMessageHandler(HTTPRequestDecoder(leftOverBytesStrategy: .dropBytes)))
        try operations.addHandler(FormatConnectionHandler(core: core, deadline: deadline, eventLoop: channel.eventLoop))
    }

    private func drain(listener: any Channel) async {
        let core = self.core
        let configuration = core.configuration
        // Draining before it says so: a client that reads the line and asks
        // `/readyz` is told `draining`.
        core.connections.beginDrain()
        core.logger.info(
            "draining",
            metadata: [
                "connections": "\(core.connections.count)", "in_flight": "\(core.inFlight.value)",
                "grace_s": "\(configuration.drainGrace.map { "\($0.components.seconds)" } ?? "0")",
            ])
        if let grace = configuration.drainGrace {
            try? await Task.sleep(for: grace)
        }
        // New connection attempts are dropped (their clients retry, and are
        // refused once the listener is closed); those the kernel completed
        // are accepted and answered; then the listener closes.
        try? await ListenerGate.refuseNewConnections(listener).get()
        try? await Task.sleep(for: .milliseconds(100))
        try? await listener.close()
        let deadline = ContinuousClock.now + configuration.drainTimeout
        while core.connections.count > 0, ContinuousClock.now < deadline, !Task.isCancelled {
            try? await Task.sleep(for: .milliseconds(10))
        }
        if core.connections.count > 0 {
            // Out of time: each connection answers a request still being
            // read (408) or cuts its response, counting it abandoned.
            core.connections.closeAll()
            let closed = ContinuousClock.now + .seconds(1)
            while core.connections.count > 0, ContinuousClock.now < closed {
                try? await Task.sleep(for: .milliseconds(10))
            }
            core.logger.error(
                "drain timed out",
                metadata: [
                    "abandoned": "\(core.inFlight.abandoned)",
                    "timeout_s": "\(configuration.drainTimeout.components.seconds)",
                ])
        }
    }
}

/// The earlier name of ``ServerLifecycle``.
@available(*, deprecated, renamed: "ServerLifecycle")
public typealias FormatService = ServerLifecycle
