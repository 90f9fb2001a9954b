import NIOCore
import NIOHTTPTypes

/// Closes the connection once a response that says `Connection: close` has
/// been written.
///
/// Hummingbird keeps an HTTP/1.1 connection open after a response and reads
/// (and discards) whatever is left of the request body before it looks for
/// the next request. For a body the service refused for its size that would
/// mean reading on for as long as the client sends; closing right after the
/// `413` stops reading at the limit.
final class CloseAfterResponseHandler: ChannelOutboundHandler, RemovableChannelHandler {
    typealias OutboundIn = HTTPResponsePart
    typealias OutboundOut = HTTPResponsePart

    private var closeAfterEnd = false

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        switch unwrapOutboundIn(data) {
        case .head(let head):
            closeAfterEnd = head.headerFields[.connection]?.lowercased() == "close"
            context.write(data, promise: promise)
        case .body:
            context.write(data, promise: promise)
        case .end:
            guard closeAfterEnd else {
                context.write(data, promise: promise)
                return
            }
            closeAfterEnd = false
            context.writeAndFlush(data, promise: promise)
            context.close(promise: nil)
        }
    }
}
