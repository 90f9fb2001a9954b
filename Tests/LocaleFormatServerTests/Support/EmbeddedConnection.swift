import LocaleFormatService
import Logging
import NIOCore
import NIOEmbedded
import NIOHTTP1
import Prometheus

@testable import LocaleFormatServer

/// One connection of a ``FormatServer`` on an `EmbeddedChannel`, with the
/// pipeline each real connection gets: bytes in, bytes out, the event
/// loop's time moved by the test (`advanceTime`), and pool steps run at
/// once on the test's thread (``ImmediateScheduler``). No socket.
final class EmbeddedConnection {
    let server: FormatServer
    let channel: EmbeddedChannel

    /// Runs a pool step at once; its result comes back through the event
    /// loop's queue, run by ``send(_:)`` and ``advance(by:)``.
    struct ImmediateScheduler: ExchangeScheduler {
        func submit(_ lane: FormattingPool.Lane, _ job: @escaping @Sendable () -> Void) { job() }
    }

    static func configuration(
        idleTimeout: Duration? = .seconds(60), readDeadline: Duration? = .seconds(30),
        writeTimeout: Duration? = .seconds(30), drainGrace: Duration? = .seconds(2)
    ) -> FormatServer.Configuration {
        FormatServer.Configuration(
            port: 0, idleTimeout: idleTimeout, readDeadline: readDeadline, writeTimeout: writeTimeout,
            drainGrace: drainGrace, workers: 1)
    }

    init(_ configuration: FormatServer.Configuration = configuration()) throws {
        var logger = Logger(label: "test")
        logger.logLevel = .critical
        server = FormatServer(
            configuration: configuration, dispatcher: FormatDispatcher(), registry: PrometheusCollectorRegistry(),
            logger: logger, scheduler: ImmediateScheduler())
        channel = EmbeddedChannel()
        try ServerLifecycle.configure(channel, core: server.core)
        try channel.connect(to: SocketAddress(ipAddress: "127.0.0.1", port: 49_152)).wait()
    }

    /// Sends `text` as the client would, runs what is ready, and answers
    /// what the connection wrote and flushed since the last call.
    @discardableResult
    func send(_ text: String) throws -> String {
        try send(Array(text.utf8))
    }

    @discardableResult
    func send(_ bytes: [UInt8]) throws -> String {
        var buffer = channel.allocator.buffer(capacity: bytes.count)
        buffer.writeBytes(bytes)
        try channel.writeInbound(buffer)
        channel.embeddedEventLoop.run()
        return try written()
    }

    /// Moves the event loop's clock, running the timers due.
    @discardableResult
    func advance(by amount: TimeAmount) throws -> String {
        channel.embeddedEventLoop.advanceTime(by: amount)
        return try written()
    }

    /// What the connection wrote and flushed since the last call.
    func written() throws -> String {
        var text = ""
        while let part = try channel.readOutbound(as: ByteBuffer.self) { text += String(buffer: part) }
        return text
    }

    var isOpen: Bool { channel.isActive }

    /// A request's bytes: `Content-Length` and, with a body, `Content-Type: application/json`.
    static func request(
        _ method: String, _ path: String, body: String = "", version: String = "HTTP/1.1",
        fields: [String] = []
    ) -> String {
        var head = "\(method) \(path) \(version)\r\nHost: test\r\n"
        if !body.isEmpty || method == "POST" {
            head += "Content-Type: application/json\r\nContent-Length: \(body.utf8.count)\r\n"
        }
        for field in fields { head += field + "\r\n" }
        return head + "\r\n" + body
    }

    deinit {
        _ = try? channel.finish(acceptAlreadyClosed: true)
    }
}
