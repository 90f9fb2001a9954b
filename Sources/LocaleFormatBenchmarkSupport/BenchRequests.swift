import Foundation
import LocaleFormat
@_spi(Benchmarks) import LocaleFormatServer
import LocaleFormatService
import NIOCore
import NIOEmbedded

/// What a request costs through the HTTP service's own path, in process:
/// its bytes pushed into one connection's real pipeline (the read deadline,
/// SwiftNIO's HTTP/1 request decoder, the exchange
/// handler; ``InProcessConnection``) and the response's bytes collected,
/// with no socket, no system call and no other thread. Against the same
/// requests as `icufmt batch` lines: the difference is what the HTTP layer
/// adds to a request.
///
/// ```
/// swift run -c release icufmt-bench --requests
/// swift run -c release icufmt-bench --requests --kinds healthz,date --repetitions 15
/// ```
///
/// Only requests answered where they arrive are measured: bodies of at most
/// 16 KiB whose formatters are cached (the rows' lines warm them first). A
/// body that moves to the formatting pool would come back through the event
/// loop from another thread, which an `EmbeddedEventLoop` does not allow.
public enum BenchRequests {
    /// The date request of Docs/Protocol.md's first example (and of
    /// `Scripts/bench/peers/http-compare.sh`).
    public static let dateBody =
        #"{"id":1,"op":"date","locale":"es-ES","date":"2015-08-07T17:29:32Z","timeZone":"America/Los_Angeles","dateStyle":"full","timeStyle":"long"}"#

    /// A price.
    public static let currencyBody = #"{"id":2,"op":"currency","locale":"de-DE","amount":"1234.5","currency":"EUR"}"#

    /// A number with shared number options, and the same through a skeleton:
    /// a skeleton costs what its options cost (Docs/Protocol.md, "The `skeleton` field").
    public static let numberOptionsBody =
        #"{"id":3,"op":"number","locale":"de","value":"1234.5","maximumSignificantDigits":3,"signDisplay":"always"}"#
    public static let numberSkeletonBody = #"{"id":3,"op":"number","locale":"de","value":"1234.5","skeleton":"@## +!"}"#

    /// The 64 requests of the array row, each as its own JSON text: the date
    /// request with ids 0 to 63 and dates from 2015-08-01 to 2015-08-28 in
    /// turn, written as `http-compare.sh` writes them (Python's
    /// `json.dumps`: a space after each `:` and `,`).
    public static let dateArrayElements: [String] = (0..<64).map { index in
        let day = 1 + index % 28
        let date = "2015-08-\(day < 10 ? "0" : "")\(day)T17:29:32Z"
        return #"{"id": \#(index), "op": "date", "locale": "es-ES", "date": "\#(date)", "#
            + #""timeZone": "America/Los_Angeles", "dateStyle": "full", "timeStyle": "long"}"#
    }

    /// The array row's body: ``dateArrayElements`` as one JSON array.
    public static var dateArrayBody: String { "[" + dateArrayElements.joined(separator: ", ") + "]" }

    /// One row: an HTTP request, and the batch lines that make the same requests.
    public struct Request {
        /// `"healthz"`, `"date"`, `"currency"`, `"number-options"`, `"number-skeleton"`, `"date-array-64"`.
        public var kind: String
        /// For tables: `"POST /v1/format date"`.
        public var name: String
        /// The whole HTTP/1.1 request: head and body.
        public var bytes: [UInt8]
        /// The same requests as `icufmt batch` lines; none for `/healthz`.
        public var lines: [[UInt8]]
        /// Requests the body holds (64 for the array; 1 otherwise).
        public var count: Int
    }

    /// The rows' kinds, in table order.
    public static let kinds = ["healthz", "date", "currency", "number-options", "number-skeleton", "date-array-64"]

    /// The rows named in `names` (all when nil), in table order.
    /// - Throws: ``BenchError`` for a name that is not a row.
    public static func make(kinds names: [String]?) throws -> [Request] {
        if let names, let unknown = names.first(where: { !kinds.contains($0) }) {
            throw BenchError("unknown request \"\(unknown)\"; requests: \(kinds.joined(separator: ", "))")
        }
        return try kinds.filter { names?.contains($0) ?? true }.map(request)
    }

    /// One row by its kind.
    /// - Throws: ``BenchError`` for a kind that is not a row.
    public static func request(_ kind: String) throws -> Request {
        switch kind {
        case "healthz":
            return Request(
                kind: kind, name: "GET /healthz", bytes: httpRequest("GET", FormatServer.healthPath), lines: [],
                count: 1)
        case "date":
            return format(kind, "date (es-ES full/long)", [dateBody], body: dateBody)
        case "currency":
            return format(kind, "currency (de-DE EUR)", [currencyBody], body: currencyBody)
        case "number-options":
            return format(kind, "number (de, 3 significant digits, sign)", [numberOptionsBody], body: numberOptionsBody)
        case "number-skeleton":
            return format(kind, "number (de, skeleton @## +!)", [numberSkeletonBody], body: numberSkeletonBody)
        case "date-array-64":
            return format(kind, "array of 64 dates", dateArrayElements, body: dateArrayBody)
        default:
            throw BenchError("unknown request \"\(kind)\"; requests: \(kinds.joined(separator: ", "))")
        }
    }

    private static func format(_ kind: String, _ name: String, _ requests: [String], body: String) -> Request {
        Request(
            kind: kind, name: "POST /v1/format \(name)",
            bytes: httpRequest("POST", FormatServer.formatPath, body: Array(body.utf8)),
            lines: requests.map { Array($0.utf8) }, count: requests.count)
    }

    /// An HTTP/1.1 request as a client such as `wrk` sends it.
    public static func httpRequest(_ method: String, _ path: String, body: [UInt8] = []) -> [UInt8] {
        var head = "\(method) \(path) HTTP/1.1\r\nHost: 127.0.0.1:8080\r\n"
        if !body.isEmpty { head += "Content-Type: application/json\r\nContent-Length: \(body.count)\r\n" }
        head += "\r\n"
        return Array(head.utf8) + body
    }

    /// A server for the in-process path: one formatting thread (the rows
    /// never reach it), its dispatcher on `Formatters.shared`, so that the
    /// lines and the requests share their formatters.
    public static func makeServer() -> FormatServer {
        FormatServer(
            configuration: .init(host: "127.0.0.1", port: 0, workers: 1),
            dispatcher: FormatDispatcher(formatters: .shared))
    }

    /// One row's medians, in nanoseconds per HTTP request.
    public struct Row {
        public var kind: String
        public var name: String
        /// Requests per HTTP request (64 for the array).
        public var count: Int
        /// The HTTP request through ``InProcessConnection``.
        public var http: Double
        /// Its requests as batch lines, all of them; nil for `/healthz`.
        public var lines: Double?
        /// What HTTP adds to the lines.
        public var overhead: Double? { lines.map { http - $0 } }
    }

    /// Measures `requests` on one in-process connection of a new server
    /// (``makeServer()``), each against its batch lines, after checking
    /// that every request is answered whole on the event loop, with `200`,
    /// and with the lines' results.
    /// - Throws: ``BenchError`` when a response is not what it should be.
    public static func measure(_ requests: [Request], harness: BenchHarness) throws -> [Row] {
        let server = makeServer()
        let connection = try InProcessConnection(server: server)
        defer { try? connection.close() }
        return try requests.map { request in
            let lines = lineRunner(request.lines, dispatcher: server.dispatcher)
            if !request.lines.isEmpty { _ = lines() }  // builds what the requests need
            let response = try connection.exchange(request.bytes)
            try check(response, of: request, dispatcher: server.dispatcher)
            let http = try connection.runner(request.bytes, expecting: response.count)
            var parts = [BenchHitPart(name: "http", slug: "http") { try http() }]
            if !request.lines.isEmpty { parts.append(BenchHitPart(name: "lines", slug: "lines") { lines() }) }
            let medians = try harness.measure(parts)
            return Row(
                kind: request.kind, name: request.name, count: request.count, http: medians[0].nanoseconds,
                lines: request.lines.isEmpty ? nil : medians[1].nanoseconds)
        }
    }

    /// Runs `request` `times` times through an in-process connection (or,
    /// with `lines`, its batch lines), after one exchange checked, for an
    /// instruction count: the difference between two counts of different
    /// `times` is what the requests cost. Returns the bytes answered.
    /// - Throws: ``BenchError`` when the response is not what it should be,
    ///   or `lines` for a request without lines.
    public static func run(_ request: Request, times: Int, lines asLines: Bool = false) throws -> Int {
        let server = makeServer()
        let connection = try InProcessConnection(server: server)
        defer { try? connection.close() }
        let lines = lineRunner(request.lines, dispatcher: server.dispatcher)
        if !request.lines.isEmpty { _ = lines() }  // builds what the requests need
        let response = try connection.exchange(request.bytes)
        try check(response, of: request, dispatcher: server.dispatcher)
        let body: () throws -> Int
        if asLines {
            guard !request.lines.isEmpty else { throw BenchError("\(request.kind) has no batch lines") }
            body = lines
        } else {
            body = try connection.runner(request.bytes, expecting: response.count)
        }
        var bytes = 0
        for _ in 0..<times { bytes &+= try body() }
        return bytes
    }

    /// The table of rows, in nanoseconds per HTTP request; the array's
    /// row is followed by its figures per element.
    public static func table(_ rows: [Row]) -> String {
        var lines = [
            "| request | HTTP in process (ns) | batch line(s) (ns) | HTTP − lines (ns) |", "|---|---:|---:|---:|",
        ]
        func figure(_ value: Double?, per count: Int = 1) -> String {
            value.map { "\(Int(($0 / Double(count)).rounded()))" } ?? ""
        }
        for row in rows {
            lines.append(
                "| \(row.name) | \(figure(row.http)) | \(figure(row.lines)) | \(figure(row.overhead)) |")
            if row.count > 1 {
                lines.append(
                    "| per element (÷ \(row.count)) | \(figure(row.http, per: row.count)) | "
                        + "\(figure(row.lines, per: row.count)) | \(figure(row.overhead, per: row.count)) |")
            }
        }
        return lines.joined(separator: "\n")
    }

    /// The rows as JSON: `{"requests":[{"kind":…,"requests":…,"httpNs":…,"linesNs":…}]}`.
    public static func json(_ rows: [Row]) -> String {
        let entries = rows.map { row in
            var fields = [
                #""kind":"\#(row.kind)""#, #""requests":\#(row.count)"#,
                #""httpNs":\#((row.http * 10).rounded() / 10)"#,
            ]
            if let lines = row.lines { fields.append(#""linesNs":\#((lines * 10).rounded() / 10)"#) }
            return "{" + fields.joined(separator: ",") + "}"
        }
        return #"{"requests":["# + entries.joined(separator: ",") + "]}"
    }

    /// Checks a response: `200`, its body whole (`Content-Length`), and for
    /// a format request the results the lines give, in order.
    public static func check(_ response: [UInt8], of request: Request, dispatcher: FormatDispatcher) throws {
        let text = String(decoding: response, as: UTF8.self)
        guard let split = text.range(of: "\r\n\r\n") else {
            throw BenchError("\(request.kind): the response has no whole head: \(text.prefix(200))")
        }
        let head = text[..<split.lowerBound].lowercased()
        let body = Data(text[split.upperBound...].utf8)
        let length = head.split(separator: "\r\n").first { $0.hasPrefix("content-length:") }
            .flatMap { Int($0.dropFirst("content-length:".count).trimmingCharacters(in: .whitespaces)) }
        guard head.hasPrefix("http/1.1 200 "), length == body.count else {
            throw BenchError(
                "\(request.kind): not a whole 200 response with its length (did its request leave the event "
                    + "loop?): \(text.prefix(300))")
        }
        guard !request.lines.isEmpty else { return }
        let parsed = try JSONSerialization.jsonObject(with: body)
        let results = request.count > 1 ? parsed as? [Any] ?? [] : [parsed]
        let expected = try request.lines.map { line in
            var output: [UInt8] = []
            _ = dispatcher.writeResponse(toLine: line, into: &output)
            return try JSONSerialization.jsonObject(with: Data(output))
        }
        guard NSArray(array: results).isEqual(to: expected) else {
            throw BenchError(
                "\(request.kind): the HTTP response \(String(decoding: body.prefix(200), as: UTF8.self)) "
                    + "is not what its lines answer")
        }
    }

    /// The lines' work: each dispatched and written into an output buffer
    /// kept between calls, as `icufmt batch` writes them; the output's bytes
    /// counted. One line runs as `icufmt-bench --lines` runs it.
    public static func lineRunner(_ lines: [[UInt8]], dispatcher: FormatDispatcher) -> () -> Int {
        if lines.count == 1 {
            let runner = BenchLines.LineRunner(line: lines[0], dispatcher: dispatcher)
            return { runner.run() }
        }
        let runner = LinesRunner(lines: lines, dispatcher: dispatcher)
        return { runner.run() }
    }

    /// ``BenchLines``' line runner for several lines, one output buffer for all.
    private final class LinesRunner {
        let lines: [[UInt8]]
        let dispatcher: FormatDispatcher
        @exclusivity(unchecked) var output: [UInt8] = []

        init(lines: [[UInt8]], dispatcher: FormatDispatcher) {
            self.lines = lines
            self.dispatcher = dispatcher
            output.reserveCapacity(1 << 16)
        }

        func run() -> Int {
            output.removeAll(keepingCapacity: true)
            for line in lines { _ = dispatcher.writeResponse(toLine: line, into: &output) }
            return output.count
        }
    }
}

/// One connection of a ``FormatServer`` without a socket: an
/// `EmbeddedChannel` with exactly the pipeline each of the server's
/// connections gets (`FormatServer.configureConnection(_:)`), active as an
/// accepted connection is. ``exchange(_:)`` writes a request's bytes where a
/// socket's reads arrive, runs the event loop's ready tasks, and collects
/// what the pipeline wrote and flushed.
///
/// Everything runs on the calling thread, which must be the one that made
/// the connection (an `EmbeddedEventLoop` belongs to one thread). A request
/// whose body moves to the server's formatting pool (over 16 KiB, or a
/// formatter to build) is refused before it is sent when its body is too
/// large, and otherwise shows as a response that does not end: warm the
/// formatters first.
public final class InProcessConnection {
    public let server: FormatServer
    private let channel: EmbeddedChannel
    private var closed = false

    public init(server: FormatServer) throws {
        self.server = server
        channel = EmbeddedChannel()
        try server.configureConnection(channel)
        try channel.connect(to: SocketAddress(ipAddress: "127.0.0.1", port: 49_152)).wait()
    }

    /// The response's bytes to `request` (a whole HTTP request, or several).
    /// - Throws: ``BenchError`` for a body the server would run on its pool;
    ///   what the pipeline throws.
    public func exchange(_ request: [UInt8]) throws -> [UInt8] {
        try refuseLargeBody(request)
        var buffer = channel.allocator.buffer(capacity: request.count)
        buffer.writeBytes(request)
        try channel.writeInbound(buffer)
        channel.embeddedEventLoop.run()
        var response: [UInt8] = []
        while let part = try channel.readOutbound(as: IOData.self) {
            guard case .byteBuffer(let bytes) = part else { throw BenchError("a file region in a response") }
            response += bytes.readableBytesView
        }
        return response
    }

    /// The hot loop's exchange: `request` sent again and again, the
    /// response's bytes counted and dropped.
    /// - Parameter expecting: the response's length; any other is an error
    ///   (a response that did not end on the event loop).
    public func runner(_ request: [UInt8], expecting count: Int) throws -> () throws -> Int {
        try refuseLargeBody(request)
        var buffer = channel.allocator.buffer(capacity: request.count)
        buffer.writeBytes(request)
        let channel = self.channel
        return { [buffer] in
            try channel.writeInbound(buffer)
            channel.embeddedEventLoop.run()
            var bytes = 0
            while let part = try channel.readOutbound(as: IOData.self) { bytes += part.readableBytes }
            guard bytes == count else {
                throw BenchError("a response of \(bytes) bytes, not \(count): did its request leave the event loop?")
            }
            return bytes
        }
    }

    /// Closes the connection as its client would; its handlers release what
    /// they hold and cancel their timers.
    public func close() throws {
        guard !closed else { return }
        closed = true
        _ = try channel.finish(acceptAlreadyClosed: true)
    }

    deinit { try? close() }

    private func refuseLargeBody(_ request: [UInt8]) throws {
        let head = request.firstRange(of: Array("\r\n\r\n".utf8))?.upperBound ?? request.count
        guard request.count - head <= FormatServer.inlineBodyBytes else {
            throw BenchError(
                "a body of \(request.count - head) bytes would run on the formatting pool; the in-process path "
                    + "takes bodies of at most \(FormatServer.inlineBodyBytes) bytes")
        }
    }
}
