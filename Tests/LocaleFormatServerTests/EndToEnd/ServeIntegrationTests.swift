import Foundation
import LocaleFormat
import Synchronization
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// The real server, `icufmt serve --port 0`, as a child process, spoken to
/// over loopback HTTP.
@Suite struct ServeIntegrationTests {
    static let esDate = #"{"id":1,"op":"date","locale":"es-ES","date":"2015-08-07T17:29:32Z","dateStyle":"medium"}"#

    /// Whatever a test did, the server still answers.
    static func expectServing(_ server: ServerProcess) throws {
        let health = try RawHTTP.get(port: server.port, "/healthz")
        #expect(health.status == 200)
        let date = try RawHTTP.post(port: server.port, esDate)
        #expect(date.status == 200)
        #expect(date.text == #"{"id":1,"result":"7 ago 2015"}"#)
    }

    @Test func formatsOneDate() throws {
        let server = try ServerProcess()
        let response = try RawHTTP.post(port: server.port, Self.esDate)
        #expect(response.status == 200)
        #expect(response.headers["content-type"] == "application/json; charset=utf-8")
        #expect(response.text == #"{"id":1,"result":"7 ago 2015"}"#)

        // A request's own fault is a 200 whose response carries the error.
        let bad = try RawHTTP.post(
            port: server.port,
            #"{"id":"x","op":"date","locale":"en_US!","date":"2015-08-07T17:29:32Z","dateStyle":"short"}"#)
        #expect(bad.status == 200)
        #expect(bad.text.hasPrefix(#"{"id":"x","error":{"code":"invalidLocale","message":"#))
    }

    @Test func headOfHealthz() throws {
        let server = try ServerProcess()
        let connection = try RawHTTP.Connection(port: server.port)
        connection.send(RawHTTP.requestBytes("HEAD", "/healthz", contentType: nil))
        let response = try connection.readResponse(expectingBody: false)
        #expect(response.status == 200)
        // The connection stays usable: the HEAD answer had no body.
        connection.send(RawHTTP.requestBytes("GET", "/healthz", contentType: nil))
        let again = try connection.readResponse()
        #expect(again.status == 200)
        #expect(again.text == #"{"status":"ok"}"#)
    }

    @Test func servesItsOpenAPIDocument() throws {
        let server = try ServerProcess()
        let document = try RawHTTP.get(port: server.port, "/openapi.json")
        #expect(document.status == 200)
        #expect(document.headers["content-type"] == "application/json; charset=utf-8")
        let object = try JSONSerialization.jsonObject(with: Data(document.body)) as? [String: Any]
        #expect(object?["openapi"] as? String == "3.1.0")
    }

    @Test func arrayAnswersInOrder() throws {
        let server = try ServerProcess()
        let body = """
            [{"id":1,"op":"date","locale":"zh","date":"2019-01-01T00:00:00Z","calendar":"japanese","dateStyle":"long"},
             {"id":2,"op":"locale","locale":"iw-IL"},
             {"id":3,"op":"date","locale":"en-US","date":"not a date","dateStyle":"short"},
             42,
             {"id":5,"op":"date","locale":"es-ES","date":"2015-08-07T17:29:32Z","dateStyle":"medium"}]
            """
        let response = try RawHTTP.post(port: server.port, body)
        #expect(response.status == 200)
        let items = try #require(try JSONSerialization.jsonObject(with: Data(response.body)) as? [[String: Any]])
        #expect(items.count == 5)
        #expect(items[0]["result"] as? String == "平成31年1月1日")
        #expect((items[1]["result"] as? [String: Any])?["canonical"] as? String == "he-IL")
        #expect((items[2]["error"] as? [String: Any])?["code"] as? String == "invalidDate")
        #expect(items[3]["id"] == nil)
        #expect((items[3]["error"] as? [String: Any])?["code"] as? String == "invalidRequest")
        #expect(items[4]["result"] as? String == "7 ago 2015")
        #expect(items.map { $0["id"] as? Int } == [1, 2, 3, nil, 5])

        let empty = try RawHTTP.post(port: server.port, "[]")
        #expect(empty.status == 200)
        #expect(empty.text == "[]")
    }

    @Test func contentTypeMustBeJSON() throws {
        let server = try ServerProcess()
        for type in [
            "text/plain", "application/x-www-form-urlencoded", "application/json; charset=latin1", "application/jsonx",
        ] {
            let response = try RawHTTP.post(port: server.port, Self.esDate, contentType: type)
            #expect(response.status == 415, "\(type)")
            #expect(response.headers["content-type"] == "application/json; charset=utf-8")
            #expect(response.text.hasPrefix(#"{"error":{"code":"invalidRequest","message":"#), "\(type)")
        }
        let missing = try RawHTTP.post(port: server.port, Self.esDate, contentType: nil)
        #expect(missing.status == 415)
        #expect(missing.headers["connection"] == "close")
        for type in [
            "application/json; charset=utf-8", "Application/JSON;charset=\"UTF-8\"", "application/json ; foo=bar",
        ] {
            let response = try RawHTTP.post(port: server.port, Self.esDate, contentType: type)
            #expect(response.status == 200, "\(type)")
        }
    }

    @Test func bodiesThatAreNotRequestsAre400() throws {
        let server = try ServerProcess()
        for body in ["not json", "", "42", "\"date\"", "null", #"{"op":"date""#, "[1,2", #"{"a":1}{"b":2}"#] {
            let response = try RawHTTP.post(port: server.port, body)
            #expect(response.status == 400, "\(body)")
            #expect(response.text.hasPrefix(#"{"error":{"code":"invalidRequest","message":"#), "\(body)")
        }
        try Self.expectServing(server)
    }

    @Test func hostileBodies() throws {
        let server = try ServerProcess()
        // 100,000 opening brackets: refused by the array's framing, before any parsing.
        let deep = try RawHTTP.request(
            port: server.port, "POST", "/v1/format", body: [UInt8](repeating: UInt8(ascii: "["), count: 100_000))
        #expect(deep.status == 400)
        #expect(deep.text.contains("the array is not closed"))
        // The same, closed: one element, refused by depth (not by the stack) on its own.
        let closed = try RawHTTP.request(
            port: server.port, "POST", "/v1/format",
            body: [UInt8](repeating: UInt8(ascii: "["), count: 50_000)
                + [UInt8](repeating: UInt8(ascii: "]"), count: 50_000))
        #expect(closed.status == 200)
        #expect(closed.text.hasPrefix(#"[{"error":{"code":"invalidRequest","message":"the request is not JSON: "#))
        #expect(closed.text.contains("nested more than"))

        // A million elements: refused by count before any parsing.
        var million: [UInt8] = [UInt8(ascii: "[")]
        million.reserveCapacity(2_000_001)
        for i in 0..<1_000_000 { million += i == 0 ? [UInt8(ascii: "1")] : [UInt8(ascii: ","), UInt8(ascii: "1")] }
        million.append(UInt8(ascii: "]"))
        let many = try RawHTTP.request(port: server.port, "POST", "/v1/format", body: million)
        #expect(many.status == 413)
        #expect(many.text.hasPrefix(#"{"error":{"code":"limitExceeded","message":"#))

        // Ill-formed UTF-8 inside a string.
        let invalid = try RawHTTP.request(
            port: server.port, "POST", "/v1/format",
            body: Array(#"{"op":"date","locale":"en","#.utf8) + [0x22, 0xC3, 0x28, 0x22, 0x3A, 0x31, 0x7D])
        #expect(invalid.status == 400)
        #expect(invalid.text.contains("UTF-8"))

        // Lone bytes that never occur in UTF-8, and a NUL.
        let garbage = try RawHTTP.request(port: server.port, "POST", "/v1/format", body: [0xFF, 0xFE, 0x00, 0x7B])
        #expect(garbage.status == 400)
        try Self.expectServing(server)
    }

    /// A single request over 1 MiB is refused as soon as more than 1 MiB of
    /// it has arrived: the server does not wait for (or keep) the rest,
    /// although the body limit (8 MiB) is far away.
    @Test func singleRequestOverOneMiBIsRefusedWhileReading() throws {
        let server = try ServerProcess()
        let connection = try RawHTTP.Connection(port: server.port)
        connection.send(
            "POST /v1/format HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n"
        )
        let head = Array(#"{"id":1,"op":"case","locale":"en","mode":"upper","text":""#.utf8)
        connection.send(Array(String(head.count, radix: 16).utf8) + Array("\r\n".utf8) + head + Array("\r\n".utf8))
        let chunk = [UInt8](repeating: UInt8(ascii: "a"), count: 65_536)
        // 3 MiB of the string, and no final chunk: only an early refusal answers.
        for _ in 0..<48 {
            guard connection.send(Array("10000\r\n".utf8) + chunk + Array("\r\n".utf8)) else { break }
        }
        let response = try connection.readResponse()
        #expect(response.status == 413)
        #expect(response.headers["connection"] == "close")
        #expect(
            response.text == #"{"error":{"code":"limitExceeded","message":"the request is longer than 1048576 bytes"}}"#
        )
        try Self.expectServing(server)
    }

    @Test func bodyOverTheLimitIs413() throws {
        let server = try ServerProcess(["--max-body-bytes", "65536"])
        let big = [UInt8](repeating: UInt8(ascii: " "), count: 200_000) + Array(Self.esDate.utf8)

        // Declared too long: refused from the head, the body is never read.
        let declared = try RawHTTP.Connection(port: server.port)
        declared.send(RawHTTP.requestBytes("POST", "/v1/format", body: big))
        let refused = try declared.readResponse()
        #expect(refused.status == 413)
        #expect(refused.headers["connection"] == "close")
        #expect(
            refused.text.hasPrefix(#"{"error":{"code":"limitExceeded","message":"the body is longer than 65536 bytes"#))

        // Chunked, with no length: counted as it arrives, refused at the limit.
        let chunked = try RawHTTP.Connection(port: server.port)
        chunked.send(
            "POST /v1/format HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n"
        )
        var sent = 0
        let chunk = [UInt8](repeating: UInt8(ascii: " "), count: 16_384)
        while sent < 1_000_000 {
            let ok = chunked.send(Array("4000\r\n".utf8) + chunk + Array("\r\n".utf8))
            if !ok { break }  // the server closed after its 413
            sent += chunk.count
            if sent > 200_000 { break }
        }
        let chunkedResponse = try chunked.readResponse()
        #expect(chunkedResponse.status == 413)
        #expect(
            chunkedResponse.text
                == #"{"error":{"code":"limitExceeded","message":"the body is longer than 65536 bytes"}}"#)

        // Just under the limit is fine.
        let fits =
            [UInt8](repeating: UInt8(ascii: " "), count: 65_536 - Self.esDate.utf8.count) + Array(Self.esDate.utf8)
        let accepted = try RawHTTP.request(port: server.port, "POST", "/v1/format", body: fits)
        #expect(accepted.status == 200)
        try Self.expectServing(server)
    }

    @Test func healthAndUnknownRoutes() throws {
        let server = try ServerProcess()
        let health = try RawHTTP.get(port: server.port, "/healthz")
        #expect(health.status == 200)
        #expect(health.text == #"{"status":"ok"}"#)
        #expect(health.headers["content-type"] == "application/json; charset=utf-8")
        let missing = try RawHTTP.get(port: server.port, "/nope")
        #expect(missing.status == 404)
        #expect(missing.text.hasPrefix(#"{"error":{"code":"invalidRequest","message":"no route for GET /nope"#))
        // A route asked with a method it does not answer: 405 and the methods it does.
        for (method, path, allowed) in [
            ("GET", "/v1/format", "POST"), ("TRACE", "/healthz", "GET, HEAD"), ("DELETE", "/metrics", "GET"),
            ("POST", "/openapi.json", "GET"),
        ] {
            let refused = try RawHTTP.request(port: server.port, method, path, body: [])
            #expect(refused.status == 405, "\(method) \(path)")
            #expect(refused.headers["allow"] == allowed, "\(method) \(path)")
            #expect(refused.text.hasPrefix(#"{"error":{"code":"invalidRequest","message":"\#(path) answers"#))
        }
    }

    @Test func http10RequestsGetConnectionCloseAndTheConnectionEnds() throws {
        let server = try ServerProcess()
        for keepAlive in [false, true] {
            let connection = try RawHTTP.Connection(port: server.port, timeout: 5)
            let body = Self.esDate
            connection.send(
                "POST /v1/format HTTP/1.0\r\nContent-Type: application/json\r\nContent-Length: \(body.utf8.count)\r\n"
                    + (keepAlive ? "Connection: keep-alive\r\n" : "") + "\r\n" + body)
            let response = try connection.readResponse()
            #expect(response.status == 200)
            #expect(response.text == #"{"id":1,"result":"7 ago 2015"}"#)
            #expect(response.headers["connection"] == "close")
            #expect(try connection.readsEndOfStream(), "keep-alive: \(keepAlive)")
        }
        try Self.expectServing(server)
    }

    @Test func transferCodingsOtherThanChunkedAreRefusedBeforeTheBody() throws {
        let server = try ServerProcess()
        let body = Self.esDate
        let chunked = String(body.utf8.count, radix: 16) + "\r\n" + body + "\r\n0\r\n\r\n"
        /// The date request, chunked, under a `Transfer-Encoding` of `coding`.
        func send(coding: String) throws -> (RawHTTP.Connection, RawHTTP.Response) {
            let connection = try RawHTTP.Connection(port: server.port, timeout: 5)
            connection.send(
                "POST /v1/format HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
                    + "Transfer-Encoding: \(coding)\r\n\r\n" + chunked)
            return (connection, try connection.readResponse())
        }
        for coding in ["gzip, chunked", "identity", "gzip", "deflate,chunked"] {
            let (connection, response) = try send(coding: coding)
            #expect(response.status == 501, "\(coding)")
            #expect(
                response.text.hasPrefix(
                    #"{"error":{"code":"invalidRequest","message":"the Transfer-Encoding \"\#(coding)\""#))
            #expect(try connection.readsEndOfStream(), "\(coding)")
        }
        // Chunked alone, in any case, is read.
        for coding in ["chunked", "Chunked"] {
            let (_, response) = try send(coding: coding)
            #expect(response.status == 200, "\(coding)")
            #expect(response.text == #"{"id":1,"result":"7 ago 2015"}"#)
        }
        try Self.expectServing(server)
    }

    @Test func aFloodOfRefusalsLogsAFewLinesASecond() throws {
        let server = try ServerProcess()
        for _ in 0..<200 {
            let refused = try RawHTTP.post(port: server.port, "{}", contentType: "text/plain")
            #expect(refused.status == 415)
        }
        // At most ten lines a second: the 200 refusals took a few seconds at most.
        _ = server.waitForLog(seconds: 5) { text in
            text.split(separator: "\n").count { $0.contains("http.status=415") } >= 10
        }
        let lines = server.logLines(containing: "http.status=415")
        #expect(lines >= 10 && lines <= 60, "\(lines) lines")
        // A refusal after a pause is logged, with the count of those left out.
        Thread.sleep(forTimeInterval: 1.1)
        _ = try RawHTTP.post(port: server.port, "{}", contentType: "text/plain")
        #expect(server.waitForLog(seconds: 5) { $0.contains("suppressed=") })
        try Self.expectServing(server)
    }

    @Test func busyWorkersShedWithRetryAfter() throws {
        let server = try ServerProcess(["--workers", "1", "--max-queued", "0"])
        // Arrays that each hold the one formatting thread for a while: dates
        // in 700 invented locales, formatters built as they go.
        let languages = ["de", "fr", "es", "ja", "ar", "ru"]
        let requests = (0..<30_000).map { index in
            #"{"op":"date","locale":"\#(languages[index % 6])-x-t\#(index % 700)","date":"2015-08-07T17:29:32Z","dateStyle":"full"}"#
        }
        let body = Array(("[" + requests.joined(separator: ",") + "]").utf8)
        // Four at once against one thread and no queue: whichever comes
        // first is formatted, those that arrive while it runs are shed.
        let responses = Synchronization.Mutex<[RawHTTP.Response]>([])
        let start = DispatchSemaphore(value: 0)
        let done = DispatchSemaphore(value: 0)
        let port = server.port
        for _ in 0..<4 {
            Thread {
                start.wait()
                if let response = try? RawHTTP.request(port: port, "POST", "/v1/format", body: body) {
                    responses.withLock { $0.append(response) }
                }
                done.signal()
            }.start()
        }
        for _ in 0..<4 { start.signal() }
        for _ in 0..<4 { done.wait() }
        let all = responses.withLock { $0 }
        #expect(all.count == 4)
        #expect(all.allSatisfy { $0.status == 200 || $0.status == 503 })
        #expect(all.contains { $0.status == 200 })
        let refused = try #require(all.first { $0.status == 503 }, "no request was shed: \(all.map(\.status))")
        #expect(refused.headers["retry-after"] == "1")
        #expect(refused.text.hasPrefix(#"{"error":{"code":"limitExceeded","message":"the service is busy"#))
        let metrics = try RawHTTP.get(port: port, "/metrics").text
        #expect(metrics.contains("\nicufmt_format_shed_total \(all.count { $0.status == 503 })\n"))
        // Once the thread is free, requests are served again.
        #expect(try RawHTTP.post(port: port, #"{"op":"locale","locale":"de"}"#).status == 200)
    }

    /// End to end, a body that trickles (the deadline's other rules, a
    /// slow head and a kept-alive connection's quiet, are
    /// `FormatConnectionHandlerTests`' on an `EmbeddedChannel`).
    @Test func slowBodiesGet408AtTheReadDeadline() throws {
        let server = try ServerProcess(["--read-timeout", "1"])
        let body = Self.esDate
        let slow: [(String, [String])] = [
            // A whole head, then a body that trickles.
            (
                "body",
                [
                    "POST /v1/format HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
                        + "Content-Length: \(body.utf8.count)\r\n\r\n",
                    String(body.prefix(10)), String(body.dropFirst(10).prefix(10)),
                ]
            )
        ]
        for (name, parts) in slow {
            let connection = try RawHTTP.Connection(port: server.port, timeout: 10)
            let start = Date()
            for part in parts {
                connection.send(part)
                Thread.sleep(forTimeInterval: 0.4)  // each under the idle timeout, together over the deadline
            }
            let response = try connection.readResponse()
            #expect(response.status == 408, "\(name)")
            #expect(
                response.text.hasPrefix(#"{"error":{"code":"invalidRequest","message":"the request was not read whole"#)
            )
            #expect(try connection.readsEndOfStream(), "\(name)")
            #expect(Date().timeIntervalSince(start) < 5, "\(name)")
        }
        try Self.expectServing(server)
    }

    @Test func atTheMaximumAnIdleConnectionMakesRoom() throws {
        let server = try ServerProcess(["--max-connections", "3"])
        var open: [RawHTTP.Connection] = []
        for _ in 0..<3 {
            let connection = try RawHTTP.Connection(port: server.port)
            connection.send(RawHTTP.requestBytes("GET", "/healthz", contentType: nil))
            #expect(try connection.readResponse().status == 200)
            open.append(connection)
            Thread.sleep(forTimeInterval: 0.05)
        }
        // A fourth: the longest-idle keep-alive connection is closed for it.
        let fourth = try RawHTTP.Connection(port: server.port, timeout: 5)
        fourth.send(RawHTTP.requestBytes("GET", "/healthz", contentType: nil))
        #expect(try fourth.readResponse().status == 200)
        #expect(try open[0].readsEndOfStream())
        open[1].send(RawHTTP.requestBytes("GET", "/healthz", contentType: nil))
        #expect(try open[1].readResponse().status == 200)
    }

    @Test func atTheMaximumWithNoneIdleNewClientsWaitUntilOneCloses() throws {
        let server = try ServerProcess(["--max-connections", "2"])
        // Three connections in the middle of a request (head sent, body
        // not): not idle. The third is the one a full server accepts past
        // its maximum to close an idle one for; none is idle, so it stays.
        var busy: [RawHTTP.Connection] = []
        for _ in 0..<3 {
            let connection = try RawHTTP.Connection(port: server.port)
            let bytes = RawHTTP.requestBytes("POST", "/v1/format", body: Array(Self.esDate.utf8))
            connection.send(Array(bytes.dropLast(5)))
            busy.append(connection)
        }
        Thread.sleep(forTimeInterval: 0.2)
        // A fourth: connected by the kernel (the backlog), not accepted.
        let waiting = try RawHTTP.Connection(port: server.port, timeout: 1)
        waiting.send(RawHTTP.requestBytes("GET", "/healthz", contentType: nil))
        #expect(throws: (any Error).self) { try waiting.readResponse() }
        // One closes: the fourth is accepted and answered.
        _ = busy.removeFirst()  // closed as it goes
        var answered: RawHTTP.Response?
        for _ in 0..<10 where answered == nil { answered = try? waiting.readResponse() }
        #expect(answered?.status == 200)
        busy.removeAll()
    }

    @Test func keepAliveConnectionServesSeveralRequests() throws {
        let server = try ServerProcess()
        let connection = try RawHTTP.Connection(port: server.port)
        for _ in 0..<3 {
            connection.send(RawHTTP.requestBytes("POST", "/v1/format", body: Array(Self.esDate.utf8)))
            let response = try connection.readResponse()
            #expect(response.status == 200)
            #expect(response.text == #"{"id":1,"result":"7 ago 2015"}"#)
        }
        // A refused body (not JSON) leaves the connection usable.
        connection.send(RawHTTP.requestBytes("POST", "/v1/format", body: Array("nope".utf8)))
        #expect(try connection.readResponse().status == 400)
        connection.send(RawHTTP.requestBytes("GET", "/healthz", contentType: nil))
        #expect(try connection.readResponse().status == 200)
    }

    /// The value of one series in Prometheus text, such as
    /// `icufmt_requests_total{op="date",outcome="ok"}`.
    static func sample(_ series: String, in text: String) -> Double? {
        for line in text.split(separator: "\n") where line.hasPrefix(series + " ") {
            return Double(line.dropFirst(series.count + 1))
        }
        return nil
    }

    /// The versions an answer depends on, over HTTP and in the metrics, as
    /// the running ICU reports them (a fleet of mixed ICU majors shows).
    @Test func theVersionsAreVisible() throws {
        let server = try ServerProcess()
        let version = try RawHTTP.get(port: server.port, "/v1/version")
        #expect(version.status == 200)
        let expected = LocaleFormatVersion.fields.map { "\"\($0.name)\":\"\($0.value)\"" }.joined(separator: ",")
        #expect(version.text == "{\(expected)}")
        let metrics = try RawHTTP.get(port: server.port, "/metrics").text
        let info = metrics.split(separator: "\n").filter { $0.hasPrefix("icufmt_build_info{") }
        #expect(info.count == 1, "\(info)")
        for (name, value) in LocaleFormatVersion.fields {
            #expect(info.first?.contains("\(name)=\"\(value)\"") == true, "\(name) missing from \(info)")
        }
        #expect(info.first?.hasSuffix(" 1") == true || info.first?.hasSuffix(" 1.0") == true, "\(info)")
    }

    @Test func metricsCountRequestsAndCaches() throws {
        let server = try ServerProcess()
        _ = try RawHTTP.post(port: server.port, Self.esDate)
        _ = try RawHTTP.post(port: server.port, "[\(Self.esDate),\(Self.esDate)]")
        _ = try RawHTTP.post(port: server.port, #"{"op":"date","locale":"en","date":"x","dateStyle":"short"}"#)
        _ = try RawHTTP.post(port: server.port, #"{"op":"frobnicate","locale":"en"}"#)
        _ = try RawHTTP.post(port: server.port, "nope")
        let metrics = try RawHTTP.get(port: server.port, "/metrics")
        #expect(metrics.status == 200)
        #expect(metrics.headers["content-type"]?.hasPrefix("text/plain; version=0.0.4") == true)
        let text = metrics.text
        func value(_ series: String) -> Double? { Self.sample(series, in: text) }
        #expect(value(#"icufmt_requests_total{op="date",outcome="ok"}"#) == 3)
        #expect(value(#"icufmt_requests_total{op="date",outcome="invalidDate"}"#) == 1)
        #expect(value(#"icufmt_requests_total{op="unknown",outcome="invalidRequest"}"#) == 1)
        #expect(value(#"icufmt_request_duration_seconds_count{op="date"}"#) == 4)
        #expect(value(#"icufmt_request_duration_seconds_bucket{op="date",le="+Inf"}"#) == 4)
        #expect(value(#"icufmt_http_requests_total{path="/v1/format",status="200"}"#) == 4)
        #expect(value(#"icufmt_http_requests_total{path="/v1/format",status="400"}"#) == 1)
        // Two date formatters warmed for the default locale (en-US medium and
        // short/short), two built by requests (es-ES medium, en short: the
        // formatter is opened before the bad date is read), the first of
        // those found twice more.
        #expect(value(#"icufmt_formatter_cache_misses_total{kind="date"}"#) == 4)
        #expect(value(#"icufmt_formatter_cache_hits_total{kind="date"}"#) == 2)
        #expect(value(#"icufmt_formatter_cache_evictions_total{kind="date"}"#) == 0)
        #expect(value(#"icufmt_formatter_cache_entries{kind="date"}"#) == 4)
        #expect(value(#"icufmt_formatter_cache_capacity{kind="date"}"#) == 1024)
        #expect(value(#"icufmt_formatter_cache_misses_total{kind="localeIdentifier"}"#) == 2)
        #expect(text.contains("# TYPE icufmt_request_duration_seconds histogram"))
        #expect(text.contains("# TYPE icufmt_formatter_cache_hits_total counter"))

        // Counters are read again at each scrape.
        _ = try RawHTTP.post(port: server.port, Self.esDate)
        let again = try RawHTTP.get(port: server.port, "/metrics").text
        #expect(Self.sample(#"icufmt_formatter_cache_hits_total{kind="date"}"#, in: again) == 3)
        #expect(Self.sample(#"icufmt_http_requests_total{path="/metrics",status="200"}"#, in: again) == 1)
    }

    @Test func cacheCapacityFlagSizesTheCaches() throws {
        let server = try ServerProcess(["--cache-capacity", "2"])
        for locale in ["de", "fr", "it", "es"] {
            _ = try RawHTTP.post(
                port: server.port, #"{"op":"date","locale":"\#(locale)","date":0,"dateStyle":"short"}"#)
        }
        let text = try RawHTTP.get(port: server.port, "/metrics").text
        #expect(Self.sample(#"icufmt_formatter_cache_capacity{kind="date"}"#, in: text) == 2)
        // Two warmed default-locale formatters, then four locales through two slots.
        #expect(Self.sample(#"icufmt_formatter_cache_evictions_total{kind="date"}"#, in: text) == 4)
        #expect(Self.sample(#"icufmt_formatter_cache_entries{kind="date"}"#, in: text) == 2)
    }

    /// `--cache-bytes` bounds what the formatters hold, each kind half of
    /// it, and `/metrics` shows the bytes charged by kind.
    @Test func cacheBytesFlagBoundsTheCachesInBytes() throws {
        // 4 MiB: each kind may hold 2 MiB, one formatter at most 256 KiB (a sixteenth).
        let server = try ServerProcess(["--cache-bytes", "4194304"])
        for i in 0..<60 {
            let request =
                #"{"op":"message","locale":"de","pattern":"{n, plural, one {# Datei} other {# Dateien}} #\#(i) {d, date, short}","args":{"n":2,"d":"1970-01-01T00:00:00Z"}}"#
            let response = try RawHTTP.post(port: server.port, request)
            #expect(response.text == #"{"result":"2 Dateien #\#(i) 01.01.70"}"#)
        }
        let text = try RawHTTP.get(port: server.port, "/metrics").text
        #expect(Self.sample(#"icufmt_formatter_cache_byte_limit{kind="message"}"#, in: text) == 2_097_152)
        let bytes = Self.sample(#"icufmt_formatter_cache_bytes{kind="message"}"#, in: text) ?? 0
        #expect(bytes > 1_048_576 && bytes <= 2_097_152)
        #expect((Self.sample(#"icufmt_formatter_cache_evictions_total{kind="message"}"#, in: text) ?? 0) > 0)
        #expect(Self.sample(#"icufmt_formatter_cache_oversized_total{kind="message"}"#, in: text) == 0)
        #expect(Self.sample(#"icufmt_formatter_cache_bytes{kind="localeIdentifier"}"#, in: text) == 0)
    }

    @Test func defaultLocaleFormattersAreWarmBeforeTheFirstRequest() throws {
        let server = try ServerProcess(["--default-locale", "de-DE"])
        let before = try RawHTTP.get(port: server.port, "/metrics").text
        #expect(Self.sample(#"icufmt_formatter_cache_entries{kind="date"}"#, in: before) == 2)
        let response = try RawHTTP.post(
            port: server.port, #"{"op":"date","locale":"de-DE","date":"2015-08-07T17:29:32Z","dateStyle":"medium"}"#)
        #expect(response.text == #"{"result":"07.08.2015"}"#)
        let after = try RawHTTP.get(port: server.port, "/metrics").text
        #expect(Self.sample(#"icufmt_formatter_cache_hits_total{kind="date"}"#, in: after) == 1)
        #expect(Self.sample(#"icufmt_formatter_cache_misses_total{kind="date"}"#, in: after) == 2)
    }

    @Test func environmentIsAFallbackAndFlagsWin() throws {
        let fromEnvironment = try ServerProcess(environment: ["ICUFMT_MAX_BODY_BYTES": "100"])
        let long = String(repeating: " ", count: 200) + Self.esDate
        #expect(try RawHTTP.post(port: fromEnvironment.port, long).status == 413)

        let flagWins = try ServerProcess(["--max-body-bytes", "100000"], environment: ["ICUFMT_MAX_BODY_BYTES": "100"])
        #expect(try RawHTTP.post(port: flagWins.port, long).status == 200)

        let debug = try ServerProcess(environment: ["ICUFMT_LOG_LEVEL": "debug"])
        _ = try RawHTTP.post(port: debug.port, "[\(Self.esDate),\(Self.esDate)]")
        #expect(debug.terminate() == 0)
        let line = debug.logText.split(separator: "\n").first { $0.contains("request") && $0.contains("/v1/format") }
        #expect(line?.contains("ops=date:2") == true, "\(debug.logText)")
        #expect(line?.contains("http.status=200") == true)
    }

    @Test func badSettingsFailToStart() throws {
        for (arguments, environment) in [
            (["--log-level", "loud"], [String: String]()), ([], ["ICUFMT_PORT": "http"]), (["--port", "70000"], [:]),
            (["--default-locale", "en_US!"], [:]), ([], ["ICUFMT_DEFAULT_LOCALE": "de--DE"]),
            (["--cache-bytes", "1000"], [:]), ([], ["ICUFMT_CACHE_BYTES": "lots"]),
        ] {
            let process = Process()
            process.executableURL = ServerProcess.executable
            process.arguments = ["serve"] + arguments
            process.environment = environment
            process.standardError = FileHandle.nullDevice
            try process.run()
            // A setting taken by mistake would start the server: stop it.
            let deadline = Date().addingTimeInterval(20)
            while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
            if process.isRunning { process.terminate() }
            process.waitUntilExit()
            // ArgumentParser's ValidationError: EX_USAGE.
            #expect(process.terminationStatus == 64, "\(arguments) \(environment)")
        }
    }

    /// Sends all but the last 20 bytes of an array of two dates, and waits
    /// until the server has read its head (at trace level it logs "request
    /// started"): a request in flight. Returns the connection and the bytes.
    static func halfSentRequest(to server: ServerProcess) throws -> (RawHTTP.Connection, [UInt8]) {
        try Self.expectServing(server)
        // The log arrives through a pipe: wait for the last line of those
        // exchanges (the date request's completion), so that counting the
        // "request started" lines so far cannot miss one still in the pipe
        // and take it for the new request's.
        try #require(server.waitForLog { $0.contains("ops=date:1") }, "\(server.logText)")
        let started = server.logLines(containing: "msg=\"request started\"")
        let body = Array("[\(Self.esDate),\(Self.esDate)]".utf8)
        let connection = try RawHTTP.Connection(port: server.port)
        let bytes = RawHTTP.requestBytes("POST", "/v1/format", body: body)
        connection.send(Array(bytes[..<(bytes.count - 20)]))
        let inFlight = server.waitForLog { text in
            text.split(separator: "\n").count { $0.contains("msg=\"request started\"") } > started
        }
        try #require(inFlight, "\(server.logText)")
        return (connection, bytes)
    }

    @Test func sigtermDrainsInFlightRequestsAndExitsZero() throws {
        let server = try ServerProcess(environment: ["ICUFMT_LOG_LEVEL": "trace"])
        let (connection, bytes) = try Self.halfSentRequest(to: server)
        kill(server.process.processIdentifier, SIGTERM)
        // Shutting down: the listening socket is closed, and the in-flight
        // request keeps the process running until it is answered.
        #expect(RawHTTP.waitUntilRefused(port: server.port))
        #expect(server.process.isRunning)
        connection.send(Array(bytes[(bytes.count - 20)...]))
        let response = try connection.readResponse()
        #expect(response.status == 200)
        #expect(response.text == #"[{"id":1,"result":"7 ago 2015"},{"id":1,"result":"7 ago 2015"}]"#)
        #expect(server.waitForExit(seconds: 20) == 0)
        #expect(server.logText.contains("stopped"))
    }

    @Test func aDrainPastItsTimeoutLogsWhatItAbandonedAndExitsOne() throws {
        let server = try ServerProcess(["--drain-timeout", "1"], environment: ["ICUFMT_LOG_LEVEL": "trace"])
        // Its body never finishes arriving (the connection stays open).
        let (connection, _) = try Self.halfSentRequest(to: server)
        let signalled = Date()
        kill(server.process.processIdentifier, SIGTERM)
        #expect(server.waitForExit(seconds: 20) == 1)
        #expect(Date().timeIntervalSince(signalled) < 10)
        withExtendedLifetime(connection) {}
        #expect(server.logText.contains("msg=\"drain timed out\" abandoned=1"), "\(server.logText.suffix(600))")
    }

    @Test func sigintExitsZero() throws {
        let server = try ServerProcess()
        kill(server.process.processIdentifier, SIGINT)
        #expect(server.waitForExit(seconds: 20) == 0)
    }
}
