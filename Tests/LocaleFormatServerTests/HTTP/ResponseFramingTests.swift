import NIOCore
import NIOHTTP1
import Testing

@testable import LocaleFormatServer

/// The response buffers: heads, parts and ends, byte for byte.
@Suite struct ResponseFramingTests {
    let allocator = ByteBufferAllocator()

    @Test func aWholeResponsesHeadHasItsLengthAndFields() {
        var buffer = ResponseFraming.head(
            .ok, framing: .length(2), contentType: MediaTypes.jsonResponse, extra: [("retry-after", "1")],
            close: true, bodyCapacity: 2, allocator: allocator)
        buffer.writeString("{}")
        #expect(
            String(buffer: buffer)
                == "HTTP/1.1 200 OK\r\ncontent-type: application/json; charset=utf-8\r\ncontent-length: 2\r\n"
                + "retry-after: 1\r\nconnection: close\r\n\r\n{}")
    }

    /// The read deadline's `408`, as it was written by hand before it went
    /// through the one writer.
    @Test func the408IsTheBytesItAlwaysWas() {
        let error = HTTPRefusal(.requestTimeout, .invalidRequest, "late", closesConnection: true)
        var extra = error.extraHeaders
        #expect(ResponseFraming.takeConnectionField(from: &extra))
        var buffer = ResponseFraming.head(
            error.status, framing: .length(error.body.count), contentType: MediaTypes.jsonResponse, extra: extra,
            close: true, bodyCapacity: error.body.count, allocator: allocator)
        buffer.writeBytes(error.body)
        let body = String(decoding: error.body, as: UTF8.self)
        var expected = "HTTP/1.1 408 Request Timeout\r\n"
        expected +=
            "content-type: \(MediaTypes.jsonResponse)\r\ncontent-length: \(error.body.count)\r\nconnection: close\r\n\r\n"
        #expect(String(buffer: buffer) == expected + body)
    }

    @Test func aChunkedBodyGoesOutInHexadecimalChunksAndEndsWithTheLastChunk() {
        let part = ResponseFraming.part(Array("[1,".utf8), chunked: true, allocator: allocator)
        #expect(String(buffer: part) == "3\r\n[1,\r\n")
        let last = ResponseFraming.last(
            Array(repeating: UInt8(ascii: "2"), count: 26), Array("]".utf8), chunked: true, allocator: allocator)
        #expect(String(buffer: last) == "1a\r\n" + String(repeating: "2", count: 26) + "\r\n1\r\n]\r\n0\r\n\r\n")
        let closeDelimited = ResponseFraming.last(
            Array("2".utf8), Array("]".utf8), chunked: false, allocator: allocator)
        #expect(String(buffer: closeDelimited) == "2]")
    }

    @Test func continueIsTheInterimResponse() {
        #expect(
            String(buffer: ResponseFraming.continueResponse(allocator: allocator)) == "HTTP/1.1 100 Continue\r\n\r\n")
    }
}
