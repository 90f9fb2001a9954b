import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// The rollout's drain, as keep-alive clients see it: `icufmt serve` as a
/// child process, raw HTTP over loopback.
@Suite(.serialized) struct ServeDrainTests {
    static let esDate = ServeIntegrationTests.esDate

    @Test func readyzFailsFromTheSignalOnAndEveryResponseCloses() throws {
        let server = try ServerProcess(["--drain-grace", "3"])
        let connection = try RawHTTP.Connection(port: server.port)
        connection.send(RawHTTP.requestBytes("GET", "/readyz", contentType: nil))
        let ready = try connection.readResponse()
        #expect(ready.status == 200)
        #expect(ready.text == #"{"status":"ready"}"#)
        #expect(ready.headers["connection"] == nil)

        kill(server.process.processIdentifier, SIGTERM)
        #expect(server.waitForLog { $0.contains("msg=draining") })
        // The connection was idle at the signal: a request sent in the grace
        // is answered, with Connection: close, and the connection ends.
        connection.send(RawHTTP.requestBytes("GET", "/readyz", contentType: nil))
        let draining = try connection.readResponse()
        #expect(draining.status == 503)
        #expect(draining.text == #"{"status":"draining"}"#)
        #expect(draining.headers["connection"] == "close")
        #expect(try connection.readsEndOfStream())

        // A new connection in the grace is still accepted and answered, and closed.
        let late = try RawHTTP.Connection(port: server.port)
        late.send(RawHTTP.requestBytes("POST", "/v1/format", body: Array(Self.esDate.utf8)))
        let answered = try late.readResponse()
        #expect(answered.status == 200)
        #expect(answered.text == #"{"id":1,"result":"7 ago 2015"}"#)
        #expect(answered.headers["connection"] == "close")
        #expect(try late.readsEndOfStream())

        #expect(server.waitForExit(seconds: 20) == 0)
        #expect(server.logText.contains("stopped"))
    }

    @Test func healthzStaysOkWhileDraining() throws {
        let server = try ServerProcess(["--drain-grace", "2"])
        kill(server.process.processIdentifier, SIGTERM)
        #expect(server.waitForLog { $0.contains("msg=draining") })
        let health = try RawHTTP.get(port: server.port, "/healthz")
        #expect(health.status == 200)
        #expect(health.headers["connection"] == "close")
        #expect(server.waitForExit(seconds: 20) == 0)
    }

    /// A connection idle at the signal and idle through the grace is closed
    /// at its end; the process exits 0 without waiting for the drain timeout.
    @Test func idleConnectionsCloseAtTheGracesEnd() throws {
        let server = try ServerProcess(["--drain-grace", "1", "--drain-timeout", "30"])
        let connection = try RawHTTP.Connection(port: server.port)
        connection.send(RawHTTP.requestBytes("POST", "/v1/format", body: Array(Self.esDate.utf8)))
        #expect(try connection.readResponse().status == 200)
        let signalled = Date()
        kill(server.process.processIdentifier, SIGTERM)
        #expect(try connection.readsEndOfStream())
        #expect(server.waitForExit(seconds: 20) == 0)
        #expect(Date().timeIntervalSince(signalled) < 10)
    }

    /// A request whose body never finishes when the drain's time is up is
    /// answered 408, counted as abandoned, and the process exits 1.
    @Test func aRequestHalfReadAtTheDrainTimeoutIsAnswered408() throws {
        let server = try ServerProcess(["--drain-grace", "0", "--drain-timeout", "1", "--log-level", "trace"])
        let connection = try RawHTTP.Connection(port: server.port)
        let bytes = RawHTTP.requestBytes("POST", "/v1/format", body: Array(Self.esDate.utf8))
        connection.send(Array(bytes.dropLast(10)))
        // Its head read (the body not whole): the drain finds it being read.
        #expect(server.waitForLog { $0.contains("request started") })
        kill(server.process.processIdentifier, SIGTERM)
        let response = try connection.readResponse()
        #expect(response.status == 408)
        #expect(response.text.contains("drain timed out"))
        #expect(server.waitForExit(seconds: 20) == 1)
        #expect(server.logText.contains("msg=\"drain timed out\" abandoned=1"), "\(server.logText.suffix(600))")
    }

    /// `Connection: close` in any case, alone or in a list, closes after the response.
    @Test func connectionCloseInAnyCaseOrListCloses() throws {
        let server = try ServerProcess()
        for value in ["close", "Close", "CLOSE", "keep-alive, Close", "TE, close"] {
            let connection = try RawHTTP.Connection(port: server.port)
            connection.send(
                RawHTTP.requestBytes(
                    "POST", "/v1/format", body: Array(Self.esDate.utf8), extraHeaders: ["Connection: \(value)"]))
            let response = try connection.readResponse()
            #expect(response.status == 200, "\(value)")
            #expect(response.headers["connection"] == "close", "\(value)")
            #expect(try connection.readsEndOfStream(), "\(value)")
        }
    }
}
