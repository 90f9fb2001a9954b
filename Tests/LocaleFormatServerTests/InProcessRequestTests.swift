import Foundation
import LocaleFormatBenchmarkSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// The request path of `icufmt-bench --requests`: a connection of the
/// server's pipeline on an `EmbeddedChannel`, in process, answers every row's
/// request with exactly the bytes the real server (`icufmt serve`) sends.
@Suite struct InProcessRequestTests {
    static let dateResult = #"{"id":1,"result":"viernes, 7 de agosto de 2015, 10:29:32 GMT-7"}"#

    /// The bytes of the response to `request` on a new connection to the
    /// server on `port`, head and body (`Content-Length`), as they arrive.
    static func rawResponse(port: Int, _ request: [UInt8]) throws -> [UInt8] {
        let connection = try RawHTTP.Connection(port: port)
        connection.send(request)
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            if let end = RawHTTP.Connection.find([13, 10, 13, 10], in: received) {
                let head = String(decoding: received[..<end], as: UTF8.self).lowercased()
                let length = head.split(separator: "\r\n").first { $0.hasPrefix("content-length:") }
                    .flatMap { Int($0.dropFirst("content-length:".count).trimmingCharacters(in: .whitespaces)) }
                if let length, received.count >= end + 4 + length { return Array(received[..<(end + 4 + length)]) }
            }
            let count = recv(connection.descriptor, &buffer, buffer.count, 0)
            guard count > 0 else {
                throw RawHTTP.Failure.malformed("the connection ended after \(received.count) bytes")
            }
            received += buffer[..<count]
        }
    }

    @Test func answersEveryRowAsTheRealServerDoes() throws {
        let process = try ServerProcess()
        let server = BenchRequests.makeServer()
        let connection = try InProcessConnection(server: server)
        for request in try BenchRequests.make(kinds: nil) {
            // The formatters first: a request that would build one moves to the pool.
            _ = BenchRequests.lineRunner(request.lines, dispatcher: server.dispatcher)()
            let real = try Self.rawResponse(port: process.port, request.bytes)
            let inProcess = try connection.exchange(request.bytes)
            #expect(
                String(decoding: inProcess, as: UTF8.self) == String(decoding: real, as: UTF8.self),
                "\(request.kind)")
            try BenchRequests.check(inProcess, of: request, dispatcher: server.dispatcher)
        }
        let date = try connection.exchange(BenchRequests.request("date").bytes)
        #expect(
            String(decoding: date, as: UTF8.self)
                == "HTTP/1.1 200 OK\r\ncontent-type: application/json; charset=utf-8\r\n"
                + "content-length: \(Self.dateResult.utf8.count)\r\n\r\n\(Self.dateResult)")
        let health = try connection.exchange(BenchRequests.request("healthz").bytes)
        #expect(
            String(decoding: health, as: UTF8.self)
                == "HTTP/1.1 200 OK\r\ncontent-type: application/json; charset=utf-8\r\ncontent-length: 15\r\n\r\n"
                + #"{"status":"ok"}"#)
        try connection.close()
    }

    @Test func theRunnerAnswersAgainAndAgainOnOneConnection() throws {
        let request = try BenchRequests.request("date-array-64")
        let server = BenchRequests.makeServer()
        let bytes = try BenchRequests.run(request, times: 5)
        #expect(bytes > 5 * 64 * 40)
        let connection = try InProcessConnection(server: server)
        #expect(throws: BenchError.self) {
            _ = try connection.exchange(
                BenchRequests.httpRequest("POST", "/v1/format", body: Array(repeating: 32, count: 20_000)))
        }
    }
}
