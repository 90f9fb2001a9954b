import Hummingbird
import HummingbirdCore
import Logging
import NIOCore
import NIOHTTPTypes
import NIOHTTPTypesHTTP1

/// Hummingbird's HTTP/1 child channel with ``HTTP1FramingHandler`` placed
/// before the conversion to HTTP types (which drops the request's version):
/// everything else, including `additionalChannelHandlers`, is
/// `HTTP1Channel`'s.
struct ServiceHTTP1Channel: ServerChildChannel, HTTPChannelHandler {
    typealias Value = HTTP1Channel.Value

    let inner: HTTP1Channel
    /// The whole-request read deadline (``RequestDeadlineHandler``); nil: none.
    let readDeadline: TimeAmount?

    var responder: HTTPChannelHandler.Responder { inner.responder }

    func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Value> {
        inner.setup(channel: channel, logger: logger).flatMapThrowing { value in
            let codec = try channel.pipeline.syncOperations.handler(type: HTTP1ToHTTPServerCodec.self)
            let clock = readDeadline.map { _ in RequestClock() }
            try channel.pipeline.syncOperations.addHandler(HTTP1FramingHandler(clock: clock), position: .before(codec))
            if let readDeadline, let clock {
                try channel.pipeline.syncOperations.addHandler(
                    RequestDeadlineHandler(deadline: readDeadline, clock: clock), position: .first)
            }
            return value
        }
    }

    func handle(value: Value, logger: Logger) async {
        await inner.handle(value: value, logger: logger)
    }

    /// The server builder of `Application(server:)`.
    static func builder(configuration: HTTP1Channel.Configuration, readDeadline: TimeAmount?) -> HTTPServerBuilder {
        HTTPServerBuilder { responder in
            ServiceHTTP1Channel(
                inner: HTTP1Channel(responder: responder, configuration: configuration), readDeadline: readDeadline)
        }
    }
}
