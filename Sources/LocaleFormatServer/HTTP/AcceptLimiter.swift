import NIOCore

/// On the listening socket: accepts while at most the maximum connections
/// are open. A connection accepted past the maximum makes the longest-idle
/// keep-alive connection close (``ConnectionRegistry/register(_:status:)``); when
/// none is idle, new clients wait in the kernel's backlog until a
/// connection closes, instead of failing `accept` at the descriptor limit.
final class AcceptLimiter: ChannelDuplexHandler {
    typealias InboundIn = any Channel
    typealias InboundOut = any Channel
    typealias OutboundIn = Never

    /// The most connections open at once.
    private let maximum: Int
    /// Connections accepted and not yet closed, counted here, as they are
    /// accepted (a connection registers on its own event loop later).
    private var open = 0
    private var waiting = false

    init(maximum: Int) {
        self.maximum = max(1, maximum)
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        let child = unwrapInboundIn(data)
        open += 1
        let bound = NIOLoopBound((self, context), eventLoop: context.eventLoop)
        let eventLoop = context.eventLoop
        child.closeFuture.whenComplete { _ in
            eventLoop.execute {
                let (limiter, context) = bound.value
                limiter.open -= 1
                if limiter.waiting {
                    limiter.waiting = false
                    limiter.read(context: context)
                }
            }
        }
        context.fireChannelRead(data)
    }

    func read(context: ChannelHandlerContext) {
        // One past the maximum: that connection makes an idle one close.
        if open <= maximum {
            context.read()
        } else {
            waiting = true
        }
    }
}
