import NIOCore
import NIOHTTP1

/// The one writer of the connection's responses: every head (a whole
/// response, a refusal, the read deadline's `408`, a format response's
/// first part) is made by ``head(_:framing:contentType:extra:bodyCapacity:context:)``,
/// which asks the state machine whether the connection closes after it, and
/// every response ends through ``writeEnd(_:charged:context:completion:)``.
extension FormatConnectionHandler {
    /// A buffer holding a response's head, with room for `bodyCapacity`
    /// bytes more; the machine notes whether the connection closes after it
    /// (asked by a `connection` field in `extra`, close-delimited, or the
    /// server drains).
    func head(
        _ status: HTTPResponseStatus, framing: ResponseEncoding.Framing, contentType: String,
        extra: [(String, String)] = [], bodyCapacity: Int, context: ChannelHandlerContext
    ) -> ByteBuffer {
        var fields = extra
        let closeRequested = ResponseFraming.takeConnectionField(from: &fields)
        var closeDelimited = false
        if case .close = framing { closeDelimited = true }
        let close = machine.responseHead(
            closeRequested: closeRequested, closeDelimited: closeDelimited,
            serverDraining: core.connections.isDraining)
        return ResponseFraming.head(
            status, framing: framing, contentType: contentType, extra: fields, close: close,
            bodyCapacity: bodyCapacity, allocator: context.channel.allocator)
    }

    /// A whole response of `body`, with its length (`sendsBody` false: a
    /// `HEAD` request's, the length without the body).
    func whole(
        _ status: HTTPResponseStatus, _ body: [UInt8], contentType: String = MediaTypes.jsonResponse,
        extra: [(String, String)] = [], sendsBody: Bool = true, context: ChannelHandlerContext
    ) -> ByteBuffer {
        var buffer = head(
            status, framing: .length(body.count), contentType: contentType, extra: extra,
            bodyCapacity: sendsBody ? body.count : 0, context: context)
        if sendsBody { buffer.writeBytes(body) }
        return buffer
    }

    /// Answers a request that is not a format exchange with a whole response, and records it.
    func respond(
        _ response: Routes.WholeResponse, head request: HTTPRequestHead, label: String,
        extra: [(String, String)] = [], bodyBytes: Int? = nil, failure: String? = nil,
        context: ChannelHandlerContext
    ) {
        let buffer = whole(
            response.status, response.body, contentType: response.contentType, extra: extra,
            sendsBody: request.method != .HEAD, context: context)
        core.recorder.finished(
            status: Int(response.status.code), label: label, head: request, bodyBytes: bodyBytes, summary: nil,
            failure: failure, elapsed: context.eventLoop.now - machine.requestStarted.deadline)
        writeEnd(buffer, context: context)
    }

    /// Answers `error` to the request `request` (its `Allow` header for a `405`).
    func respond(
        _ error: HTTPRefusal, head request: HTTPRequestHead, label: String, bodyBytes: Int? = nil,
        context: ChannelHandlerContext
    ) {
        var extra = error.extraHeaders
        if error.status == .methodNotAllowed, let allowed = Routes.allowHeader(Routes.path(of: request)) {
            extra.append(("allow", allowed))
        }
        respond(
            .init(status: error.status, body: error.body), head: request, label: label, extra: extra,
            bodyBytes: bodyBytes, failure: error.message, context: context)
    }

    /// Answers a request the machine refused.
    func respond(_ refusal: ConnectionStateMachine<EventLoopClock>.Refusal, context: ChannelHandlerContext) {
        respond(
            refusal.error, head: refusal.head, label: Routes.label(Routes.path(of: refusal.head)),
            bodyBytes: refusal.bodyBytes, context: context)
    }

    /// Writes a response's last bytes (`last`: its end, and for most
    /// responses its head and body too; `charged` of them against the
    /// output budget) and flushes. The connection is ready for its next
    /// request at once: one that waited is answered now. It counts as idle,
    /// or closes, once the end is written; `completion` runs then, with the
    /// write's result.
    func writeEnd(
        _ last: ByteBuffer, charged: Int = 0, context: ChannelHandlerContext,
        completion: (@Sendable (Result<Void, any Error>) -> Void)? = nil
    ) {
        deadline?.responseWritten()
        let closing = machine.responseEnd()
        let output = core.output
        if charged > 0 { output.charge(charged) }
        let promise = context.eventLoop.makePromise(of: Void.self)
        context.writeAndFlush(wrapOutboundOut(last), promise: promise)
        let bound = NIOLoopBound((self, context), eventLoop: context.eventLoop)
        promise.futureResult.whenComplete { result in
            let (handler, context) = bound.value
            if charged > 0 { output.release(charged) }
            completion?(result)
            switch handler.machine.responseEndSent(closing: closing, now: Self.now(context)) {
            case .none: break
            case .close: context.close(promise: nil)
            case .idle(let timer):
                handler.idleStatus.set(idle: true)
                handler.run(timer, context: context)
            }
        }
        if !closing { replayQueued(context: context) }
    }
}
