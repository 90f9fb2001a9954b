import Logging
import NIOCore

/// The whole-request read deadline: a request's head and body must arrive
/// within ``deadline`` of its first byte, whatever the pace (a head or a
/// body sent a byte every few seconds resets no idle timer here, and would
/// otherwise hold a connection for ever). Past it, the client gets `408`
/// with an `invalidRequest` error and the connection is closed.
///
/// Sits first in the pipeline, where bytes arrive: the first byte of a
/// request notes the time in the shared ``RequestClock``; ``ExchangeHandler``
/// notes the request's end there. No timer is scheduled per request: one
/// check per connection runs at the earliest deadline that may have passed,
/// and schedules the next only while a request is being read.
final class RequestDeadlineHandler: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = ByteBuffer
    typealias InboundOut = ByteBuffer
    typealias OutboundIn = ByteBuffer
    typealias OutboundOut = ByteBuffer

    let deadline: TimeAmount
    let clock: RequestClock
    /// Where a timeout is counted and logged.
    let core: ServerCore
    private var check: Scheduled<Void>?
    /// Bytes of the last read, and a read put off while they were few.
    private var lastReadBytes = Int.max
    private var delayedRead: Scheduled<Void>?

    /// A request arriving in reads smaller than this waits ``coalescing``
    /// between reads, so that what its client sends in the meantime arrives
    /// in one read: a body sent a byte at a time costs about what one sent
    /// in large chunks does, instead of a read and a pass through the
    /// pipeline per byte.
    static let smallReadBytes = 1_024
    static let coalescing = TimeAmount.milliseconds(1)

    init(deadline: TimeAmount, clock: RequestClock, core: ServerCore) {
        self.deadline = deadline
        self.clock = clock
        self.core = core
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        guard !clock.expired else { return }  // the rest of a timed-out request
        lastReadBytes = unwrapInboundIn(data).readableBytes
        if clock.firstByte == nil, !clock.answering {
            let now = NIODeadline.now()
            clock.firstByte = now
            if check == nil { schedule(at: now + deadline, context: context) }
        }
        context.fireChannelRead(data)
    }

    func read(context: ChannelHandlerContext) {
        guard clock.firstByte != nil, !clock.answering, lastReadBytes < Self.smallReadBytes else {
            context.read()
            return
        }
        guard delayedRead == nil else { return }
        let bound = NIOLoopBound((self, context), eventLoop: context.eventLoop)
        delayedRead = context.eventLoop.scheduleTask(in: Self.coalescing) {
            let (handler, context) = bound.value
            handler.delayedRead = nil
            handler.lastReadBytes = Int.max
            context.read()
        }
    }

    private func schedule(at time: NIODeadline, context: ChannelHandlerContext) {
        let bound = NIOLoopBound((self, context), eventLoop: context.eventLoop)
        check = context.eventLoop.scheduleTask(deadline: time) {
            let (handler, context) = bound.value
            handler.check = nil
            handler.fire(context: context)
        }
    }

    private func fire(context: ChannelHandlerContext) {
        // Nothing being read (answered, or between requests): no timer until the next first byte.
        guard let firstByte = clock.firstByte, !clock.answering else { return }
        let due = firstByte + deadline
        guard due <= .now() else {
            schedule(at: due, context: context)
            return
        }
        clock.expired = true
        Self.timeOut(context, after: deadline, core: core)
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        check?.cancel()
        check = nil
        delayedRead?.cancel()
        delayedRead = nil
    }

    func channelInactive(context: ChannelHandlerContext) {
        check?.cancel()
        check = nil
        delayedRead?.cancel()
        delayedRead = nil
        context.fireChannelInactive()
    }

    private static func timeOut(_ context: ChannelHandlerContext, after deadline: TimeAmount, core: ServerCore) {
        core.metrics.recordHTTP(path: "other", status: 408, nanoseconds: deadline.nanoseconds)
        if core.logger.logLevel <= .warning, let suppressed = core.refusals.admit() {
            var metadata: Logger.Metadata = [
                "http.status": "408", "deadline_ms": "\(deadline.nanoseconds / 1_000_000)",
            ]
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

/// The state the deadline handler and the exchange handler share on one
/// connection (both on its event loop).
final class RequestClock {
    /// When the first byte of the request being read arrived; nil between requests.
    var firstByte: NIODeadline?
    var expired = false
    /// A request was read whole and its response is not written yet.
    var answering = false

    /// The request's end was read: the next byte starts the next request's clock.
    func disarm() {
        firstByte = nil
    }
}
