import Foundation
import Testing

/// Pipelined requests on one connection are answered in order, whatever
/// each needs (the event loop, the pool, a build), end to end. (A long
/// response chunked or close-delimited, and `Expect: 100-continue`, are
/// `FormatConnectionHandlerTests`' on an `EmbeddedChannel`.)
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
}
