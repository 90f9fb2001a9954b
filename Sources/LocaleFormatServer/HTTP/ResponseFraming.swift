import NIOCore
import NIOHTTP1

/// Every response's buffers, over ``ResponseEncoding``'s bytes: a whole
/// response in one buffer, a long format response's parts (chunked, or
/// close-delimited for HTTP/1.0) and its last part, and `100 Continue`.
/// Whether a response closes its connection is the caller's
/// (``ConnectionStateMachine/responseHead(closeRequested:closeDelimited:serverDraining:)``).
enum ResponseFraming {
    /// Responses shorter than this are written whole, with a `Content-Length`;
    /// longer ones in parts of about this size as they are made.
    static let partBytes = 16_384

    /// Takes a `connection` field out of `extra`: whether the response asked to close.
    static func takeConnectionField(from extra: inout [(String, String)]) -> Bool {
        guard let index = extra.firstIndex(where: { $0.0 == "connection" }) else { return false }
        extra.remove(at: index)
        return true
    }

    /// A buffer holding a response's head, with room for `bodyCapacity` bytes more.
    static func head(
        _ status: HTTPResponseStatus, framing: ResponseEncoding.Framing, contentType: String,
        extra: [(String, String)], close: Bool, bodyCapacity: Int, allocator: ByteBufferAllocator
    ) -> ByteBuffer {
        var capacity = ResponseEncoding.headCapacity + contentType.utf8.count + bodyCapacity
        for (name, value) in extra { capacity += name.utf8.count + value.utf8.count + 4 }
        var buffer = allocator.buffer(capacity: capacity)
        ResponseEncoding.writeHead(
            status, contentType: contentType, framing: framing, extra: extra, close: close, into: &buffer)
        return buffer
    }

    /// A response's next part, after its head: `pending` as is or as one chunk.
    static func part(_ pending: [UInt8], chunked: Bool, allocator: ByteBufferAllocator) -> ByteBuffer {
        var buffer = allocator.buffer(capacity: ResponseEncoding.capacity(forBody: pending.count))
        ResponseEncoding.writeBody(pending, chunked: chunked, into: &buffer)
        return buffer
    }

    /// The rest of a chunked (or close-delimited) body, and its end.
    static func last(
        _ pending: [UInt8], _ output: [UInt8], chunked: Bool, allocator: ByteBufferAllocator
    ) -> ByteBuffer {
        let count = pending.count + output.count
        var buffer = allocator.buffer(capacity: ResponseEncoding.capacity(forBody: count) + 8)
        ResponseEncoding.writeBody(pending, chunked: chunked, into: &buffer)
        ResponseEncoding.writeBody(output, chunked: chunked, into: &buffer)
        if chunked { buffer.writeStaticString(ResponseEncoding.lastChunk) }
        return buffer
    }

    /// The interim `100 Continue` response (RFC 9110, 10.1.1).
    static func continueResponse(allocator: ByteBufferAllocator) -> ByteBuffer {
        var buffer = allocator.buffer(capacity: 25)
        buffer.writeStaticString("HTTP/1.1 100 Continue\r\n\r\n")
        return buffer
    }
}
