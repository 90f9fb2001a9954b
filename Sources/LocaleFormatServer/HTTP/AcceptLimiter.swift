import NIOCore

/// On the listening socket: accepts while at most the maximum connections
/// are open. A connection accepted past the maximum makes the longest-idle
/// keep-alive connection close (``ConnectionRegistry/register(_:)``); when
/// none is idle, new clients wait in the kernel's backlog until a
/// connection closes, instead of failing `accept` at the descriptor limit.
final class AcceptLimiter: ChannelDuplexHandler {
    typealias InboundIn = any Channel
    typealias InboundOut = any Channel
    typealias OutboundIn = Never

    private let registry: ConnectionRegistry
    private var waiting = false

    init(registry: ConnectionRegistry) {
        self.registry = registry
    }

    func read(context: ChannelHandlerContext) {
        guard !waiting else { return }
        let bound = NIOLoopBound((self, context), eventLoop: context.eventLoop)
        let eventLoop = context.eventLoop
        let hasRoom = registry.hasRoom {
            eventLoop.execute {
                let (limiter, context) = bound.value
                limiter.waiting = false
                limiter.read(context: context)
            }
        }
        if hasRoom {
            context.read()
        } else {
            waiting = true
        }
    }
}
