import NIOCore
import NIOHTTP1

/// HTTP/1.1 response bytes, written by the service itself rather than by
/// SwiftNIO's response encoder: a response's head, its body and its end go
/// out as one buffer and one write where they can (most responses), and a
/// body whose length is not known when its head is written goes out in
/// chunks (RFC 9112, 7.1). Parsing stays SwiftNIO's (`HTTPRequestDecoder`).
enum ResponseEncoding {
    /// How a response's body is delimited.
    enum Framing {
        /// `Content-Length`: the body follows as is.
        case length(Int)
        /// `Transfer-Encoding: chunked`.
        case chunked
        /// Neither: the body ends when the connection closes (an HTTP/1.0 client).
        case close
    }

    /// The last chunk of a chunked body, with no trailer fields.
    static let lastChunk: StaticString = "0\r\n\r\n"

    /// Writes a response head: the status line, `content-type`, the
    /// framing's field, `extra` (names lowercase, values checked by the
    /// caller: the service's own) and `connection: close` when `close`.
    static func writeHead(
        _ status: HTTPResponseStatus, contentType: String, framing: Framing, extra: [(String, String)],
        close: Bool, into buffer: inout ByteBuffer
    ) {
        if status == .ok {
            buffer.writeStaticString("HTTP/1.1 200 OK\r\ncontent-type: ")
        } else {
            buffer.writeStaticString("HTTP/1.1 ")
            buffer.writeString(String(status.code))
            buffer.writeInteger(UInt8(ascii: " "))
            buffer.writeString(status.reasonPhrase)
            buffer.writeStaticString("\r\ncontent-type: ")
        }
        buffer.writeString(contentType)
        switch framing {
        case .length(let length):
            buffer.writeStaticString("\r\ncontent-length: ")
            buffer.writeString(String(length))  // a small string: no allocation
        case .chunked:
            buffer.writeStaticString("\r\ntransfer-encoding: chunked")
        case .close:
            break
        }
        for (name, value) in extra {
            buffer.writeStaticString("\r\n")
            buffer.writeString(name)
            buffer.writeStaticString(": ")
            buffer.writeString(value)
        }
        if close { buffer.writeStaticString("\r\nconnection: close") }
        buffer.writeStaticString("\r\n\r\n")
    }

    /// Writes `bytes` as the body's next part: as they are, or as one chunk.
    static func writeBody(_ bytes: [UInt8], chunked: Bool, into buffer: inout ByteBuffer) {
        guard !bytes.isEmpty else { return }
        guard chunked else {
            buffer.writeBytes(bytes)
            return
        }
        writeHexadecimal(bytes.count, into: &buffer)
        buffer.writeStaticString("\r\n")
        buffer.writeBytes(bytes)
        buffer.writeStaticString("\r\n")
    }

    /// Bytes a part of `count` bytes takes at most, framing included.
    static func capacity(forBody count: Int) -> Int { count + 24 }

    /// Bytes a head takes at most, before its `extra` fields and content type.
    static let headCapacity = 128

    private static func writeHexadecimal(_ value: Int, into buffer: inout ByteBuffer) {
        var shift = (Int.bitWidth - max(1, value).leadingZeroBitCount + 3) / 4 * 4
        repeat {
            shift -= 4
            let digit = UInt8((value >> shift) & 0xF)
            buffer.writeInteger(digit < 10 ? UInt8(ascii: "0") + digit : UInt8(ascii: "a") + digit - 10)
        } while shift > 0
    }
}
