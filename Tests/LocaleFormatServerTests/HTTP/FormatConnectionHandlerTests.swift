import Foundation
import NIOCore
import NIOHTTP1
import Testing

@testable import LocaleFormatServer

/// The connection's handler running the state machine's actions on an
/// `EmbeddedChannel`: bytes in, bytes out, timers moved by the test.
@Suite struct FormatConnectionHandlerTests {
    typealias Connection = EmbeddedConnection

    static let esDate = #"{"id":1,"op":"date","locale":"es","date":"2015-08-07T17:29:32Z","dateStyle":"medium"}"#
    static let healthResponse =
        "HTTP/1.1 200 OK\r\ncontent-type: application/json; charset=utf-8\r\ncontent-length: 15\r\n\r\n"
        + #"{"status":"ok"}"#

    /// The statuses of the responses in `text`, in order.
    static func statuses(_ text: String) -> [Int] {
        text.components(separatedBy: "HTTP/1.1 ").dropFirst().compactMap { Int($0.prefix(3)) }
    }

    @Test func pipelinedRequestsInOneWriteAreAnsweredInOrder() throws {
        let connection = try Connection()
        let requests = [
            Connection.request("GET", "/healthz"), Connection.request("POST", "/v1/format", body: Self.esDate),
            Connection.request("GET", "/nowhere"), Connection.request("DELETE", "/readyz"),
            Connection.request("POST", "/v1/format", body: "[1,"), Connection.request("GET", "/readyz"),
        ]
        let written = try connection.send(requests.joined())
        #expect(Self.statuses(written) == [200, 200, 404, 405, 400, 200])
        #expect(written.hasPrefix(Self.healthResponse))
        #expect(written.contains(#"{"id":1,"result":"7 ago 2015"}"#))
        #expect(written.contains("allow: GET, HEAD\r\n"))
        #expect(connection.isOpen)
    }

    @Test func aHeadRequestGetsTheLengthWithoutTheBody() throws {
        let connection = try Connection()
        let written = try connection.send(Connection.request("HEAD", "/healthz"))
        #expect(
            written == "HTTP/1.1 200 OK\r\ncontent-type: application/json; charset=utf-8\r\ncontent-length: 15\r\n\r\n")
    }

    @Test func expectContinueIsAnsweredBeforeTheBody() throws {
        let connection = try Connection()
        let body = Self.esDate
        let head =
            "POST /v1/format HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
            + "Content-Length: \(body.utf8.count)\r\nExpect: 100-continue\r\n\r\n"
        #expect(try connection.send(head) == "HTTP/1.1 100 Continue\r\n\r\n")
        #expect(try connection.send(body).hasSuffix(#"{"id":1,"result":"7 ago 2015"}"#))
    }

    @Test func anHTTP10ClientsResponseClosesTheConnection() throws {
        let connection = try Connection()
        let written = try connection.send(Connection.request("GET", "/healthz", version: "HTTP/1.0"))
        #expect(written.contains("connection: close\r\n"))
        #expect(!connection.isOpen)
    }

    /// A long response to HTTP/1.1 goes out chunked, a part at a time; to
    /// HTTP/1.0 it ends with the connection. The array runs on the pool
    /// (the test's scheduler runs its steps at once).
    @Test func aLongResponseIsChunkedOrCloseDelimited() throws {
        let element = #"{"op":"date","locale":"de","date":"2015-08-07T17:29:32Z","dateStyle":"long"}"#
        let body = "[" + Array(repeating: element, count: 2_000).joined(separator: ",") + "]"
        let connection = try Connection()
        let written = try connection.send(Connection.request("POST", "/v1/format", body: body))
        #expect(
            written.hasPrefix(
                "HTTP/1.1 200 OK\r\ncontent-type: application/json; charset=utf-8\r\ntransfer-encoding: chunked\r\n\r\n"
            ))
        #expect(written.hasSuffix("]\r\n0\r\n\r\n"))
        #expect(written.components(separatedBy: "7. August 2015").count == 2_001)
        #expect(connection.isOpen)

        let old = try Connection()
        let closeDelimited = try old.send(Connection.request("POST", "/v1/format", body: body, version: "HTTP/1.0"))
        #expect(
            closeDelimited.hasPrefix(
                "HTTP/1.1 200 OK\r\ncontent-type: application/json; charset=utf-8\r\nconnection: close\r\n\r\n["))
        #expect(!old.isOpen)
    }

    @Test func aParserErrorIsAnswered400AndCloses() throws {
        let connection = try Connection()
        let written = try connection.send("GARBAGE\r\n\r\n")
        #expect(Self.statuses(written) == [400])
        #expect(written.contains("connection: close\r\n"))
        #expect(!connection.isOpen)
    }

    // MARK: Timers and the drain

    @Test func anIdleConnectionClosesAfterTheIdleTimeout() throws {
        let connection = try Connection(Connection.configuration(idleTimeout: .seconds(5)))
        #expect(try connection.send(Connection.request("GET", "/healthz")) == Self.healthResponse)
        try connection.advance(by: .seconds(4))
        #expect(connection.isOpen)
        try connection.advance(by: .seconds(1))
        #expect(!connection.isOpen)
    }

    @Test func aRequestNotReadWithinTheDeadlineGets408() throws {
        let connection = try Connection(Connection.configuration(readDeadline: .seconds(3)))
        #expect(
            try connection.send(
                "POST /v1/format HTTP/1.1\r\nContent-Type: application/json\r\nContent-Length: 90\r\n\r\n{"
            ).isEmpty)
        #expect(try connection.advance(by: .seconds(2)).isEmpty)
        let written = try connection.advance(by: .seconds(1))
        #expect(
            written.hasPrefix(
                "HTTP/1.1 408 Request Timeout\r\ncontent-type: application/json; charset=utf-8\r\ncontent-length: "))
        #expect(written.contains("connection: close\r\n\r\n"))
        #expect(written.contains("within 3000 ms of its first byte"))
        #expect(!connection.isOpen)
        #expect(connection.server.core.bodies.heldBytes == 0)
    }

    /// The deadline runs from each request's first byte: a kept-alive
    /// connection quiet for longer than it, then sent a request, is answered.
    @Test func theReadDeadlineStartsAtEachRequestsFirstByte() throws {
        let connection = try Connection(Connection.configuration(readDeadline: .seconds(1)))
        for _ in 0..<2 {
            let written = try connection.send(Connection.request("POST", "/v1/format", body: Self.esDate))
            #expect(Self.statuses(written) == [200])
            #expect(try connection.advance(by: .milliseconds(1_200)).isEmpty)
        }
        #expect(connection.isOpen)
        // Each part under the deadline, together over it.
        try connection.send("POST /v1/format HTTP/1.1\r\nContent-Type: application/json\r\n")
        try connection.advance(by: .milliseconds(600))
        try connection.send("Content-Length: 90\r\n\r\n{")
        let written = try connection.advance(by: .milliseconds(600))
        #expect(Self.statuses(written) == [408])
        #expect(!connection.isOpen)
    }

    /// The drain arrives as SwiftNIO's quiesce event: an idle connection
    /// stays for the grace (a request sent then is answered, and closes).
    @Test func theQuiesceEventClosesAfterTheNextResponseOrTheGrace() throws {
        let connection = try Connection(Connection.configuration(drainGrace: .seconds(2)))
        connection.channel.pipeline.fireUserInboundEventTriggered(ChannelShouldQuiesceEvent())
        try connection.advance(by: .seconds(1))
        #expect(connection.isOpen)
        let written = try connection.send(Connection.request("GET", "/healthz"))
        #expect(written.contains("connection: close\r\n"))
        #expect(!connection.isOpen)

        let idle = try Connection(Connection.configuration(drainGrace: .seconds(2)))
        idle.channel.pipeline.fireUserInboundEventTriggered(ChannelShouldQuiesceEvent())
        try idle.advance(by: .seconds(2))
        #expect(!idle.isOpen)
    }

    @Test func theDrainTimeoutAnswersARequestHalfRead408() throws {
        let connection = try Connection()
        try connection.send("POST /v1/format HTTP/1.1\r\nContent-Type: application/json\r\nContent-Length: 90\r\n\r\n{")
        connection.channel.pipeline.fireUserInboundEventTriggered(ConnectionRegistry.DrainTimedOut())
        let written = try connection.written()
        #expect(Self.statuses(written) == [408])
        #expect(written.contains("drain timed out"))
        connection.channel.embeddedEventLoop.run()
        #expect(!connection.isOpen)
        #expect(connection.server.core.inFlight.abandoned == 1)
    }

    @Test func closeIfIdleClosesOnlyAnIdleConnection() throws {
        let busy = try Connection()
        // Its body not read whole (a head alone, not yet decoded, is idle).
        try busy.send("POST /v1/format HTTP/1.1\r\nContent-Type: application/json\r\nContent-Length: 90\r\n\r\n{")
        busy.channel.pipeline.fireUserInboundEventTriggered(ConnectionRegistry.CloseIfIdle())
        #expect(busy.isOpen)
        let idle = try Connection()
        #expect(try idle.send(Connection.request("GET", "/healthz")) == Self.healthResponse)
        idle.channel.pipeline.fireUserInboundEventTriggered(ConnectionRegistry.CloseIfIdle())
        idle.channel.embeddedEventLoop.run()
        #expect(!idle.isOpen)
    }

    /// A client that reads nothing of its response for the write timeout
    /// loses its connection.
    @Test func aStalledClientLosesItsConnectionAfterTheWriteTimeout() throws {
        let connection = try Connection(Connection.configuration(writeTimeout: .seconds(5)))
        connection.channel.isWritable = false
        connection.channel.pipeline.fireChannelWritabilityChanged()
        try connection.advance(by: .seconds(5))
        #expect(!connection.isOpen)
    }

    /// A client that reads again before the write timeout keeps its
    /// connection: its exchange waited, and its response is written then.
    @Test func anExchangeWaitsForItsClientToReadAgain() throws {
        let connection = try Connection(Connection.configuration(writeTimeout: .seconds(5)))
        connection.channel.isWritable = false
        connection.channel.pipeline.fireChannelWritabilityChanged()
        #expect(try connection.send(Connection.request("POST", "/v1/format", body: Self.esDate)) == "")
        #expect(try connection.advance(by: .seconds(4)) == "")
        connection.channel.isWritable = true
        connection.channel.pipeline.fireChannelWritabilityChanged()
        connection.channel.embeddedEventLoop.run()
        #expect(try connection.written().hasSuffix(#"{"id":1,"result":"7 ago 2015"}"#))
        try connection.advance(by: .seconds(10))
        #expect(connection.isOpen)
    }

    /// An exchange waiting for a client that reads nothing does not keep
    /// the connection past the write timeout.
    @Test func anExchangeWaitingForItsClientIsCutAtTheWriteTimeout() throws {
        let connection = try Connection(Connection.configuration(writeTimeout: .seconds(5)))
        connection.channel.isWritable = false
        #expect(try connection.send(Connection.request("POST", "/v1/format", body: Self.esDate)) == "")
        try connection.advance(by: .milliseconds(4_999))
        #expect(connection.isOpen)
        try connection.advance(by: .milliseconds(1))
        #expect(!connection.isOpen)
        #expect(connection.server.core.inFlight.value == 0)
    }
}
