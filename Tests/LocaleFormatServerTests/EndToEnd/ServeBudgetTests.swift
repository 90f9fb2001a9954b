import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Every byte accounted, on a real server: the response budget, the body
/// budget, clients that go away or read nothing, refusals below the routes.
@Suite struct ServeBudgetTests {
    static let esDate = ServeIntegrationTests.esDate

    static func value(_ series: String, on server: ServerProcess) throws -> Double? {
        ServeIntegrationTests.sample(series, in: try RawHTTP.get(port: server.port, "/metrics").text)
    }

    /// The value of `series` once `condition` holds of it (read every 20
    /// ms, for at most `seconds`): awaited, not slept for.
    static func value(
        _ series: String, on server: ServerProcess, seconds: Double = 10, when condition: (Double) -> Bool
    ) throws -> Double {
        let deadline = Date().addingTimeInterval(seconds)
        var value = try Self.value(series, on: server) ?? 0
        while !condition(value), Date() < deadline {
            Thread.sleep(forTimeInterval: 0.02)
            value = try Self.value(series, on: server) ?? 0
        }
        return value
    }

    /// Past the response budget every request left is answered with a
    /// short `limitExceeded`: the array is whole, in order, and bounded.
    @Test func theResponseBudgetAnswersTheRestLimitExceeded() throws {
        let server = try ServerProcess(["--max-response-bytes", "1024"])
        let body = "[" + Array(repeating: Self.esDate, count: 40).joined(separator: ",") + "]"
        let response = try RawHTTP.post(port: server.port, body)
        #expect(response.status == 200)
        let items = try #require(try JSONSerialization.jsonObject(with: Data(response.body)) as? [[String: Any]])
        #expect(items.count == 40)
        let answered = items.prefix { $0["result"] as? String == "7 ago 2015" }.count
        // 30 bytes a response (commas and brackets are not results): 1,024 bytes hold 34.
        #expect(answered == 34)
        for item in items.dropFirst(answered) {
            let error = item["error"] as? [String: Any]
            #expect(error?["code"] as? String == "limitExceeded")
            #expect((error?["message"] as? String)?.contains("reached the limit of 1024 bytes") == true)
        }
    }

    /// A response counts as the bytes written, escapes included: a message
    /// result within its own budget whose control characters escape to six
    /// bytes each is over the 1 MiB a response may have.
    @Test func aResponseIsMeasuredEscaped() throws {
        let server = try ServerProcess()
        let argument = String(repeating: "\u{1}", count: 1_000)
        let pattern = String(repeating: "{a}", count: 200)
        let request =
            #"{"id":7,"op":"message","locale":"en","pattern":"\#(pattern)","args":{"a":"\#(argument.unicodeScalars.map { _ in "\\u0001" }.joined())"}}"#
        let response = try RawHTTP.post(port: server.port, request)
        #expect(response.status == 200)
        #expect(
            response.text.hasPrefix(#"{"id":7,"error":{"code":"limitExceeded","message":"the response would be 1200"#))
        #expect(response.body.count < 200)
    }

    /// Bodies past the process's body budget are refused before they are read.
    @Test func theBodyBudgetRefusesWith503() throws {
        let server = try ServerProcess([
            "--max-body-bytes", "40000", "--body-budget-bytes", "65536", "--log-level", "trace",
        ])
        let element = #"{"op":"locale","locale":"de"}"#
        let body = Array(("[" + Array(repeating: element, count: 1_200).joined(separator: ",") + "]").utf8)
        #expect(body.count > 32_768 && body.count <= 40_000)
        // The first holds 40 KB of the budget: its head is sent, its body not.
        let first = try RawHTTP.Connection(port: server.port)
        let bytes = RawHTTP.requestBytes("POST", "/v1/format", body: body)
        first.send(Array(bytes.prefix(bytes.count - body.count + 10)))
        // Its head read (and its body charged).
        #expect(server.waitForLog { $0.contains("request started") })
        let second = try RawHTTP.Connection(port: server.port)
        second.send(RawHTTP.requestBytes("POST", "/v1/format", body: body))
        let refused = try second.readResponse()
        #expect(refused.status == 503)
        #expect(refused.headers["retry-after"] == "1")
        #expect(refused.text.contains("request bodies already"))
        // A small body is never counted: still answered.
        #expect(try RawHTTP.post(port: server.port, Self.esDate).status == 200)
        first.send(Array(bytes.suffix(body.count - 10)))
        #expect(try first.readResponse().status == 200)
        // Given back once the server has seen the last byte written (which
        // its client may see a moment earlier): the same body is admitted again.
        var again = 0
        for _ in 0..<50 where again != 200 {
            again = try RawHTTP.request(port: server.port, "POST", "/v1/format", body: body).status
            if again != 200 { Thread.sleep(forTimeInterval: 0.02) }
        }
        #expect(again == 200)
    }

    /// Responses written and not yet sent count against one budget for the
    /// process: while clients that do not read hold it, other exchanges wait
    /// before they make more, and go on once those bytes are gone.
    @Test func responsesWaitingForSlowReadersHoldBackOthers() throws {
        let server = try ServerProcess(["--output-budget-bytes", "1048576"])
        // Each array's response is about 12 MB (twelve 1 MB messages): more
        // than the sockets hold.
        let pattern = String(repeating: "{a}", count: 1_024)
        let element =
            #"{"op":"message","locale":"en","pattern":"\#(pattern)","args":{"a":"\#(String(repeating: "x", count: 1_000))"}}"#
        let big = Array(("[" + Array(repeating: element, count: 12).joined(separator: ",") + "]").utf8)
        var slow: [RawHTTP.Connection] = []
        for _ in 0..<8 {
            let connection = try RawHTTP.Connection(port: server.port, receiveBuffer: 4_096)
            connection.send(RawHTTP.requestBytes("POST", "/v1/format", body: big))
            slow.append(connection)
        }
        let pending = try Self.value("icufmt_response_bytes_pending", on: server) { $0 >= 1_048_576 }
        #expect(pending >= 1_048_576)
        // A new large exchange waits before it makes anything ...
        let again = try RawHTTP.Connection(port: server.port, timeout: 60)
        again.send(RawHTTP.requestBytes("POST", "/v1/format", body: big))
        let waits = try Self.value("icufmt_response_budget_waits_total", on: server) { $0 > 0 }
        #expect(waits > 0)
        // ... and is answered whole once the slow readers leave and their
        // bytes are given back.
        slow.removeAll()
        let response = try again.readResponse()
        #expect(response.status == 200)
        #expect(response.body.count > 12_000_000)
    }

    /// A client that sends a large array and goes away stops it: the array
    /// is not run to its end, and the exchange is counted as cut.
    @Test func anArrayWhoseClientLeftStops() throws {
        let server = try ServerProcess(["--workers", "1", "--log-level", "trace"])
        let element =
            #"{"op":"message","locale":"ru","pattern":"{n, spellout} {n, spellout} {n, spellout} {n, spellout}","args":{"n":987654321}}"#
        let count = 65_000
        let body = Array(("[" + Array(repeating: element, count: count).joined(separator: ",") + "]").utf8)
        do {
            let connection = try RawHTTP.Connection(port: server.port)
            connection.send(RawHTTP.requestBytes("POST", "/v1/format", body: body))
            // Read whole and started (its requests' metrics counted as each chunk ends).
            _ = try Self.value(#"icufmt_requests_total{op="message",outcome="ok"}"#, on: server) { $0 > 0 }
        }  // closed here
        var cut: Double?
        for _ in 0..<100 where cut == nil {
            cut = try Self.value("icufmt_responses_cut_total", on: server).flatMap { $0 > 0 ? $0 : nil }
            Thread.sleep(forTimeInterval: 0.1)
        }
        #expect(cut == 1)
        Thread.sleep(forTimeInterval: 0.5)
        let answered = try Self.value(#"icufmt_requests_total{op="message",outcome="ok"}"#, on: server) ?? 0
        #expect(answered < Double(count))
    }

    /// A request SwiftNIO's parser refuses is answered 400, counted and logged.
    @Test func parserRefusalsAreCountedAndLogged() throws {
        let server = try ServerProcess()
        let connection = try RawHTTP.Connection(port: server.port)
        connection.send(Array("GET /healthz HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n".utf8))
        let response = try connection.readResponse()
        #expect(response.status == 400)
        #expect(response.text.hasPrefix(#"{"error":{"code":"invalidRequest","message":"the request is not HTTP/1.1"#))
        #expect(try connection.readsEndOfStream())
        #expect(try Self.value(#"icufmt_http_requests_total{path="other",status="400"}"#, on: server) == 1)
        #expect(server.waitForLog { $0.contains("http.status=400") })
    }
}
