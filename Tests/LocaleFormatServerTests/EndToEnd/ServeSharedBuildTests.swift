import Foundation
import Testing

/// Concurrent misses of one formatter share one place in the pool: the
/// first exchange that misses claims the build and is admitted; the others
/// wait for it outside the pool, then answer from the cache.
@Suite struct ServeSharedBuildTests {
    /// A Russian spellout message: its formatter takes tens of milliseconds to build.
    static let spellout = #"{"op":"message","locale":"ru","pattern":"{n, spellout}","args":{"n":1234}}"#

    @Test func aColdBurstOfOneFormatterIsNotShed() throws {
        // One thread and no queue: 65 exchanges admitted at most, so a
        // burst of 200 misses would be refused if each took a place.
        let server = try ServerProcess(["--workers", "1", "--max-queued", "0"])
        let connections = try (0..<200).map { _ in try RawHTTP.Connection(port: server.port) }
        let request = RawHTTP.requestBytes("POST", "/v1/format", body: Array(Self.spellout.utf8))
        for connection in connections { connection.send(request) }
        let responses = try connections.map { try $0.readResponse() }
        #expect(responses.map(\.status) == Array(repeating: 200, count: 200))
        #expect(Set(responses.map(\.text)).count == 1)
        #expect(responses.first?.text == #"{"result":"одна тысяча двести тридцать четыре"}"#)
        let metrics = try RawHTTP.get(port: server.port, "/metrics").text
        #expect(metrics.contains("\nicufmt_format_shed_total 0\n"))
        let waits = try #require(ServeIntegrationTests.sample("icufmt_format_shared_builds_total", in: metrics))
        #expect(waits >= 1)
        #expect(ServeIntegrationTests.sample("icufmt_format_admitted", in: metrics) == 0)
        // Built once: every other exchange answered from the cache.
        #expect(ServeIntegrationTests.sample(#"icufmt_formatter_cache_misses_total{kind="message"}"#, in: metrics) == 1)
    }

    @Test func aFailedSharedBuildAnswersEveryWaiterWithItsError() throws {
        let server = try ServerProcess(["--workers", "1"])
        // A pattern ICU cannot parse: the build fails, nothing is cached,
        // and every exchange gets the typed error, none waits forever.
        let request = #"{"op":"message","locale":"de","pattern":"{n, plural, one {x}","args":{"n":5}}"#
        let connections = try (0..<40).map { _ in try RawHTTP.Connection(port: server.port) }
        let bytes = RawHTTP.requestBytes("POST", "/v1/format", body: Array(request.utf8))
        for connection in connections { connection.send(bytes) }
        let responses = try connections.map { try $0.readResponse() }
        #expect(responses.allSatisfy { $0.status == 200 })
        #expect(responses.allSatisfy { $0.text.hasPrefix(#"{"error":{"code":"invalidPattern""#) })
        #expect(Set(responses.map(\.text)).count == 1)
    }
}
