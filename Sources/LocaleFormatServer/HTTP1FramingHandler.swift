import NIOCore
import NIOHTTP1

/// Sits between SwiftNIO's HTTP/1 decoder and the conversion to HTTP types,
/// where a request's version and its raw `Transfer-Encoding` are still seen:
///
/// - An HTTP/1.0 request gets its response with `Connection: close`, and
///   the connection is closed once it is written (HTTP/1.0 has no
///   persistent connections unless both sides negotiate them; the service
///   does not).
/// - A response that says `Connection: close` (a body refused for its size)
///   closes the connection once written, so that the rest of the body is
///   never read.
/// - A `Transfer-Encoding` other than exactly `chunked` (`gzip, chunked`,
///   `identity`, `chunked, chunked`) is answered `501` with an
///   `invalidRequest` error body and the connection closed, before any of
///   the body is read: the service decodes no transfer coding but chunked
///   (RFC 9112, 6.1), and must not read a coded body as JSON.
final class HTTP1FramingHandler: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias InboundOut = HTTPServerRequestPart
    typealias OutboundIn = HTTPServerResponsePart
    typealias OutboundOut = HTTPServerResponsePart

    /// Shared with ``RequestDeadlineHandler``: the request's end stops its
    /// clock; its response's end lets the next request's start.
    private let clock: RequestClock?

    init(clock: RequestClock? = nil) {
        self.clock = clock
    }

    /// The current request is HTTP/1.0: close after its response.
    private var closeAfterResponse = false
    /// The current request was refused here: drop the rest of it.
    private var refused = false

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        let part = unwrapInboundIn(data)
        if case .head(let head) = part {
            refused = false
            closeAfterResponse = head.version.major == 1 && head.version.minor == 0
            if let coding = Self.unsupportedTransferCoding(head.headers) {
                refused = true
                refuse(context: context, coding: coding)
                return
            }
        }
        guard !refused else { return }
        if case .end = part, let clock {
            clock.disarm()
            clock.answering = true
        }
        context.fireChannelRead(data)
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        let part = unwrapOutboundIn(data)
        if case .end = part { clock?.answering = false }
        switch part {
        case .head(var head) where closeAfterResponse:
            head.headers.replaceOrAdd(name: "connection", value: "close")
            context.write(wrapOutboundOut(.head(head)), promise: promise)
        case .head(let head):
            // A response that says it closes (a body refused for its size:
            // closing stops reading it at the limit, where Hummingbird would
            // read and discard the rest) closes once written.
            // (Most responses have no Connection field: looked for first,
            // so that those split and lowercase nothing.)
            closeAfterResponse =
                head.headers.contains(name: "connection")
                && head.headers[canonicalForm: "connection"].contains { $0.lowercased() == "close" }
            context.write(data, promise: promise)
        case .end where closeAfterResponse:
            closeAfterResponse = false
            context.writeAndFlush(data, promise: promise)
            context.close(promise: nil)
        default:
            context.write(data, promise: promise)
        }
    }

    /// The `Transfer-Encoding` of a request when it is anything but one
    /// `chunked` (any case, in one or more fields); nil when it is that or
    /// absent.
    static func unsupportedTransferCoding(_ headers: HTTPHeaders) -> String? {
        let fields = headers["transfer-encoding"]
        guard !fields.isEmpty else { return nil }
        let codings = fields.flatMap { $0.split(separator: ",", omittingEmptySubsequences: false) }
            .map { $0.trimmingASCIISpaces().lowercased() }
        return codings == ["chunked"] ? nil : fields.joined(separator: ", ")
    }

    private func refuse(context: ChannelHandlerContext, coding: String) {
        let error = ServiceError(
            .notImplemented, .invalidRequest,
            "the Transfer-Encoding \"\(coding.prefix(100))\" is not supported: send the body as is or chunked",
            closesConnection: true)
        let body = error.body
        var headers = HTTPHeaders()
        headers.add(name: "content-type", value: MediaTypes.jsonResponse)
        headers.add(name: "content-length", value: String(body.count))
        headers.add(name: "connection", value: "close")
        let head = HTTPResponseHead(version: .http1_1, status: .notImplemented, headers: headers)
        context.write(wrapOutboundOut(.head(head)), promise: nil)
        context.write(wrapOutboundOut(.body(.byteBuffer(ByteBuffer(bytes: body)))), promise: nil)
        context.writeAndFlush(wrapOutboundOut(.end(nil)), promise: nil)
        context.close(promise: nil)
    }
}

extension Substring {
    fileprivate func trimmingASCIISpaces() -> Substring {
        var text = self
        while let first = text.first, first == " " || first == "\t" { text = text.dropFirst() }
        while let last = text.last, last == " " || last == "\t" { text = text.dropLast() }
        return text
    }
}
