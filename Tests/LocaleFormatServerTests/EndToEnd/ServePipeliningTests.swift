import Foundation
import Testing

/// Pipelined requests on one connection are answered in order, whatever
/// each needs (the event loop, the pool, a build), and a response whose
/// length is not known when its head goes out is chunked for HTTP/1.1 and
/// ends with the connection for HTTP/1.0.
@Suite struct ServePipeliningTests {
    static let esDate = ServeIntegrationTests.esDate

    /// An array of `count` German dates, formatted on the pool (over 16 KiB).
    static func dates(_ count: Int) -> String {
        let element = #"{"op":"date","locale":"de","date":"2015-08-07T17:29:32Z","dateStyle":"long"}"#
        return "[" + Array(repeating: element, count: count).joined(separator: ",") + "]"
    }

    @Test func pipelinedRequestsAreAnsweredInOrder() throws {
        let server = try ServerProcess()
        let connection = try RawHTTP.Connection(port: server.port)
        let spellout = #"{"op":"message","locale":"ru","pattern":"{n, spellout}","args":{"n":21}}"#
        var bytes: [UInt8] = []
        bytes += RawHTTP.requestBytes("POST", "/v1/format", body: Array(Self.dates(2_000).utf8))
        bytes += RawHTTP.requestBytes("GET", "/healthz", body: [])
        bytes += RawHTTP.requestBytes("POST", "/v1/format", body: Array(spellout.utf8))
        bytes += RawHTTP.requestBytes("POST", "/v1/format", body: Array(Self.esDate.utf8))
        bytes += RawHTTP.requestBytes("GET", "/nowhere", body: [])
        bytes += RawHTTP.requestBytes("POST", "/v1/format", body: Array("[1,".utf8))
        bytes += RawHTTP.requestBytes("GET", "/readyz", body: [])
        connection.send(bytes)  // all at once, in one write

        let array = try connection.readResponse()
        #expect(array.status == 200)
        #expect(array.headers["transfer-encoding"] == "chunked")
        let items = try #require(try JSONSerialization.jsonObject(with: Data(array.body)) as? [[String: Any]])
        #expect(items.count == 2_000)
        #expect(items.allSatisfy { $0["result"] as? String == "7. August 2015" })
        let health = try connection.readResponse()
        #expect(health.status == 200)
        #expect(health.text == #"{"status":"ok"}"#)
        let built = try connection.readResponse()
        #expect(built.text == #"{"result":"двадцать один"}"#)
        let date = try connection.readResponse()
        #expect(date.text == #"{"id":1,"result":"7 ago 2015"}"#)
        #expect(date.headers["content-length"] == "\(date.body.count)")
        #expect(try connection.readResponse().status == 404)
        #expect(try connection.readResponse().status == 400)
        let ready = try connection.readResponse()
        #expect(ready.status == 200)
        // The connection stays open for more.
        connection.send(RawHTTP.requestBytes("POST", "/v1/format", body: Array(Self.esDate.utf8)))
        #expect(try connection.readResponse().text == #"{"id":1,"result":"7 ago 2015"}"#)
    }

    @Test func manyPipelinedRequestsInOneWriteAreAllAnswered() throws {
        let server = try ServerProcess()
        let connection = try RawHTTP.Connection(port: server.port)
        var bytes: [UInt8] = []
        for index in 0..<1_000 {
            let request = #"{"id":\#(index),"op":"plural","locale":"pl","value":\#(index)}"#
            bytes += RawHTTP.requestBytes("POST", "/v1/format", body: Array(request.utf8))
        }
        connection.send(bytes)
        let categories = try (0..<1_000).map { _ in try connection.readResponse().text }
        // Polish cardinals: 1 one; 2–4, 22–24, … few (not 12–14); the rest many.
        #expect(categories[1] == #"{"id":1,"result":"one"}"#)
        #expect(categories[2] == #"{"id":2,"result":"few"}"#)
        #expect(categories[5] == #"{"id":5,"result":"many"}"#)
        #expect(categories[13] == #"{"id":13,"result":"many"}"#)
        #expect(categories[22] == #"{"id":22,"result":"few"}"#)
        #expect(categories[999] == #"{"id":999,"result":"many"}"#)
    }

    @Test func aLongResponseToAnHTTP10ClientEndsWithTheConnection() throws {
        let server = try ServerProcess()
        let connection = try RawHTTP.Connection(port: server.port, timeout: 10)
        let body = Self.dates(2_000)
        connection.send(
            "POST /v1/format HTTP/1.0\r\nContent-Type: application/json\r\nContent-Length: \(body.utf8.count)\r\n\r\n"
                + body)
        let response = try connection.readResponse()
        #expect(response.status == 200)
        #expect(response.headers["transfer-encoding"] == nil)
        #expect(response.headers["content-length"] == nil)
        #expect(response.headers["connection"] == "close")
        let items = try #require(try JSONSerialization.jsonObject(with: Data(response.body)) as? [[String: Any]])
        #expect(items.count == 2_000)
    }

    /// `Expect: 100-continue`: asked for once the head passes every check;
    /// refused before it was asked, the body is not waited for.
    @Test func expectContinueIsAnsweredBeforeTheBody() throws {
        let server = try ServerProcess()
        let connection = try RawHTTP.Connection(port: server.port)
        let body = Array(Self.esDate.utf8)
        connection.send(
            "POST /v1/format HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
                + "Content-Length: \(body.count)\r\nExpect: 100-continue\r\n\r\n")
        #expect(try connection.readResponse().status == 100)
        connection.send(body)
        let response = try connection.readResponse()
        #expect(response.status == 200)
        #expect(response.text == #"{"id":1,"result":"7 ago 2015"}"#)

        let refused = try RawHTTP.Connection(port: server.port, timeout: 5)
        refused.send(
            "POST /v1/format HTTP/1.1\r\nHost: x\r\nContent-Type: text/plain\r\n"
                + "Content-Length: \(body.count)\r\nExpect: 100-continue\r\n\r\n")
        let refusal = try refused.readResponse()
        #expect(refusal.status == 415)
        #expect(refusal.headers["connection"] == "close")
        #expect(try refused.readsEndOfStream())
    }
}
