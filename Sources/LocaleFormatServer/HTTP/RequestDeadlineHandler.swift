import NIOCore

/// The whole-request read deadline: a request's head and body must arrive
/// within ``deadline`` of its first byte, whatever the pace (a head or a
/// body sent a byte every few seconds resets no idle timer here, and would
/// otherwise hold a connection for ever). Past it, the connection's
/// ``FormatConnectionHandler`` is told (``Expired``): it answers `408` with
/// an `invalidRequest` error and closes the connection.
///
/// Sits first in the pipeline, where bytes arrive, and notes the first
/// byte of each request; the connection handler, on the same event loop,
/// tells it when a request's end is read (``requestRead()``) and when its
/// response's end is written (``responseWritten()``): bytes that arrive in
/// between start no deadline. (Two calls, not two user events through the
/// pipeline: those cost about a thousand instructions a request.) No
/// timer is scheduled per request: one check per connection runs at the
/// earliest deadline that may have passed, and schedules the next only
/// while a request is being read.
final class RequestDeadlineHandler: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = ByteBuffer
    typealias InboundOut = ByteBuffer
    typealias OutboundIn = ByteBuffer
    typealias OutboundOut = ByteBuffer

    /// The deadline passed: an inbound user event for the connection handler.
    struct Expired: Sendable {
        let deadline: TimeAmount
    }

    let deadline: TimeAmount
    private var check: Scheduled<Void>?
    /// When the first byte of the request being read arrived; nil between requests.
    private var firstByte: NIODeadline?
    private var expired = false
    /// A request was read whole and its response is not written yet.
    private var answering = false
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

    init(deadline: TimeAmount) {
        self.deadline = deadline
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        guard !expired else { return }  // the rest of a timed-out request
        lastReadBytes = unwrapInboundIn(data).readableBytes
        if firstByte == nil, !answering {
            let now = context.eventLoop.now
            firstByte = now
            if check == nil { schedule(at: now + deadline, context: context) }
        }
        context.fireChannelRead(data)
    }

    /// A request's end is read: no deadline until its response's end is written.
    func requestRead() {
        firstByte = nil
        answering = true
    }

    /// A response's end is written: the next byte starts the next request's deadline.
    func responseWritten() {
        answering = false
    }

    func read(context: ChannelHandlerContext) {
        guard firstByte != nil, !answering, lastReadBytes < Self.smallReadBytes else {
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
        guard let firstByte, !answering else { return }
        let due = firstByte + deadline
        guard due <= context.eventLoop.now else {
            schedule(at: due, context: context)
            return
        }
        expired = true
        context.fireUserInboundEventTriggered(Expired(deadline: deadline))
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        cancelTimers()
    }

    func channelInactive(context: ChannelHandlerContext) {
        cancelTimers()
        context.fireChannelInactive()
    }

    private func cancelTimers() {
        check?.cancel()
        check = nil
        delayedRead?.cancel()
        delayedRead = nil
    }
}
