import Logging
import NIOCore

/// The whole-request read deadline: a request's head and body must arrive
/// within ``deadline`` of its first byte, whatever the pace (a head or a
/// body sent a byte every few seconds resets the idle timer each time, and
/// would otherwise hold a connection for ever). Past it, the client gets
/// `408` with an `invalidRequest` error and the connection is closed.
///
/// Sits first in the pipeline, where bytes arrive: the first byte of a
/// request arms the timer; ``ExchangeHandler`` disarms it through the
/// shared ``RequestClock`` when the request's end has been read.
final class RequestDeadlineHandler: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = ByteBuffer
    typealias InboundOut = ByteBuffer
    typealias OutboundIn = ByteBuffer
    typealias OutboundOut = ByteBuffer

    let deadline: TimeAmount
    let clock: RequestClock
    /// Where a timeout is counted and logged.
    let core: ServerCore

    init(deadline: TimeAmount, clock: RequestClock, core: ServerCore) {
        self.deadline = deadline
        self.clock = clock
        self.core = core
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        if clock.timer == nil, !clock.expired, !clock.answering {
            let deadline = self.deadline
            let core = self.core
            let bound = NIOLoopBound((context, clock), eventLoop: context.eventLoop)
            clock.timer = context.eventLoop.scheduleTask(in: deadline) {
                let (context, clock) = bound.value
                clock.timer = nil
                // A response under way: the bytes that armed this belong to a
                // pipelined request, whose clock starts once it is answered.
                guard !clock.answering else { return }
                clock.expired = true
                Self.timeOut(context, after: deadline, core: core)
            }
        }
        guard !clock.expired else { return }  // the rest of a timed-out request
        context.fireChannelRead(data)
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        clock.disarm()
    }

    func channelInactive(context: ChannelHandlerContext) {
        clock.disarm()
        context.fireChannelInactive()
    }

    private static func timeOut(_ context: ChannelHandlerContext, after deadline: TimeAmount, core: ServerCore) {
        core.metrics.recordHTTP(path: "other", status: 408, nanoseconds: deadline.nanoseconds)
        if core.logger.logLevel <= .warning, let suppressed = core.refusals.admit() {
            var metadata: Logger.Metadata = ["http.status": "408", "deadline_ms": "\(deadline.nanoseconds / 1_000_000)"]
            if suppressed > 0 { metadata["suppressed"] = "\(suppressed)" }
            core.logger.warning("request", metadata: metadata)
        }
        let error = ServiceError(
            .requestTimeout, .invalidRequest,
            "the request was not read whole within \(deadline.nanoseconds / 1_000_000) ms of its first byte",
            closesConnection: true)
        let body = error.body
        var head = "HTTP/1.1 408 Request Timeout\r\n"
        head += "content-type: \(MediaTypes.jsonResponse)\r\ncontent-length: \(body.count)\r\nconnection: close\r\n\r\n"
        var buffer = context.channel.allocator.buffer(capacity: head.utf8.count + body.count)
        buffer.writeString(head)
        buffer.writeBytes(body)
        context.writeAndFlush(NIOAny(buffer), promise: nil)
        context.close(promise: nil)
    }
}

/// The state the deadline handler and the framing handler share on one
/// connection (both on its event loop).
final class RequestClock {
    var timer: Scheduled<Void>?
    var expired = false
    /// A request was read whole and its response is not written yet.
    var answering = false

    /// The request's end was read: the next byte starts the next request's clock.
    func disarm() {
        timer?.cancel()
        timer = nil
    }
}
