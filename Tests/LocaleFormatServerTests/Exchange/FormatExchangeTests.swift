import LocaleFormat
import LocaleFormatService
import Metrics
import NIOCore
import Testing

@testable import LocaleFormatServer

@Suite struct FormatExchangeTests {
    let exchange = FormatExchange(
        dispatcher: FormatDispatcher(formatters: Formatters(capacity: 16)),
        metrics: ServiceMetrics(factory: NOOPMetricsHandler.instance), maximumBatchCount: 5,
        // No time budget: the test runner's threads may be held by other suites' sockets.
        timeBudget: nil)
    let pool = FormattingPool(workers: 2, maximumQueued: 4)

    func run(_ body: [UInt8]) async -> (Result<String, HTTPRefusal>, FormatExchange.Summary) {
        var summary = FormatExchange.Summary()
        do {
            let output = try await exchange.respond(to: ByteBuffer(bytes: body), pool: pool, summary: &summary)
            return (.success(String(decoding: output, as: UTF8.self)), summary)
        } catch {
            return (.failure(error), summary)
        }
    }

    func run(_ body: String) async -> (Result<String, HTTPRefusal>, FormatExchange.Summary) {
        await run(Array(body.utf8))
    }

    @Test func singleRequestIsOneResponse() async throws {
        let (result, summary) = await run(
            #"{"id":[1],"op":"date","locale":"de","date":"2015-08-07T17:29:32Z","pattern":"d. MMMM y"}"#)
        #expect(try result.get() == #"{"id":[1],"result":"7. August 2015"}"#)
        #expect(summary.operations == ["date": 1])
        #expect(summary.errors == 0)
    }

    @Test func arrayKeepsOrderAndCountsOutcomes() async throws {
        let (result, summary) = await run(
            #"[{"id":1,"op":"locale","locale":"de-CH"},{"id":2,"op":"nope"},null,{"id":4,"op":"date"}]"#)
        let text = try result.get()
        #expect(text.hasPrefix(#"[{"id":1,"result":{"#))
        #expect(text.contains(#"{"id":2,"error":{"code":"invalidRequest""#))
        #expect(
            text.contains(
                #"},{"error":{"code":"invalidRequest","message":"a request must be a JSON object"}},{"id":4,"error""#))
        #expect(summary.operations == ["locale": 1, "unknown": 2, "date": 1])
        #expect(summary.errors == 3)
    }

    /// A small body runs where it arrives until a request would build a
    /// formatter; that one and the rest move to the pool, each answered and
    /// counted once, in order.
    @Test func aSmallBodyMovesToThePoolAtItsFirstMiss() async throws {
        let formatters = Formatters(capacity: 16)
        let exchange = FormatExchange(
            dispatcher: FormatDispatcher(formatters: formatters),
            metrics: ServiceMetrics(factory: NOOPMetricsHandler.instance), maximumBatchCount: 10, timeBudget: nil)
        let pool = FormattingPool(workers: 1, maximumQueued: 4)
        _ = try formatters.pluralRules(locale: "pl")
        let body = """
            [{"id":1,"op":"plural","locale":"pl","value":3},            {"id":2,"op":"message","locale":"ru","pattern":"{n, spellout}","args":{"n":21}},            {"id":3,"op":"plural","locale":"pl","value":5}]
            """
        var summary = FormatExchange.Summary()
        let output = try await exchange.respond(to: ByteBuffer(string: body), pool: pool, summary: &summary)
        #expect(
            String(decoding: output, as: UTF8.self)
                == #"[{"id":1,"result":"few"},{"id":2,"result":"двадцать один"},{"id":3,"result":"many"}]"#)
        #expect(summary.operations == ["plural": 2, "message": 1] && summary.errors == 0)
        #expect(formatters.statistics(for: .message).misses == 1)
        #expect(formatters.statistics(for: .pluralRules).misses == 1)

        // A single request that misses: built once, answered once.
        var single = FormatExchange.Summary()
        let again = try await exchange.respond(
            to: ByteBuffer(string: #"{"op":"date","locale":"fr","date":0,"dateStyle":"long"}"#), pool: pool,
            summary: &single)
        #expect(String(decoding: again, as: UTF8.self) == #"{"result":"1 janvier 1970"}"#)
        #expect(single.operations == ["date": 1])
        #expect(formatters.statistics(for: .date).misses == 1)
    }

    @Test func largeArraysRunOnThePoolInChunksInOrder() async throws {
        let exchange = FormatExchange(
            dispatcher: FormatDispatcher(formatters: Formatters(capacity: 16)),
            metrics: ServiceMetrics(factory: NOOPMetricsHandler.instance), maximumBatchCount: 1_000, timeBudget: nil)
        let pool = FormattingPool(workers: 2, maximumQueued: 4)
        let requests = (0..<600).map { #"{"id":\#($0),"op":"plural","locale":"pl","value":\#($0)}"# }
        var summary = FormatExchange.Summary()
        let body = ByteBuffer(string: "[" + requests.joined(separator: ",") + "]")
        #expect(body.readableBytes > FormatExchange.inlineBodyBytes)
        let text = String(decoding: try await exchange.respond(to: body, pool: pool, summary: &summary), as: UTF8.self)
        let expected = (0..<600).map { number -> String in
            let category =
                number == 1
                ? "one" : [2, 3, 4].contains(number % 10) && ![12, 13, 14].contains(number % 100) ? "few" : "many"
            return #"{"id":\#(number),"result":"\#(category)"}"#
        }
        #expect(text == "[" + expected.joined(separator: ",") + "]")
        #expect(summary.operations == ["plural": 600])
    }

    @Test func anArrayOutOfTimeAnswersTheRestLimitExceeded() async throws {
        var exchange = FormatExchange(
            dispatcher: FormatDispatcher(formatters: Formatters(capacity: 16)),
            metrics: ServiceMetrics(factory: NOOPMetricsHandler.instance), maximumBatchCount: 1_000)
        let pool = FormattingPool(workers: 1, maximumQueued: 4)
        exchange.timeBudget = .zero
        let requests = (0..<200).map { #"{"id":\#($0),"op":"locale","locale":"de"}"# }
        var summary = FormatExchange.Summary()
        let output = try await exchange.respond(
            to: ByteBuffer(string: "[" + requests.joined(separator: ",") + "]"), pool: pool, summary: &summary)
        guard case .array(let responses) = try JSONParser.parse(Array(output), limits: .standard) else {
            Issue.record("not an array")
            return
        }
        #expect(responses.count == 200)
        let first = String(decoding: output.prefix(120), as: UTF8.self)
        #expect(first.hasPrefix(#"[{"id":0,"error":{"code":"limitExceeded","message":"the array used its time budget"#))
        #expect(summary.errors == 200)
    }

    @Test func tooManyElementsIs413() async {
        let (result, _) = await run("[{},{},{},{},{},{}]")
        guard case .failure(let error) = result else {
            Issue.record("expected a failure")
            return
        }
        #expect(error.status == .payloadTooLarge)
        #expect(error.code == .limitExceeded)
    }

    @Test func anElementOverTheLineLimitGetsItsOwnError() async throws {
        // 1 MiB and a bit of digits in an array inside one request.
        var big = Array(#"{"id":"big","op":"date","x":["#.utf8)
        let digits = ProtocolLimits.standard.maximumLineBytes / 2 + 10
        for i in 0..<digits { big += i == 0 ? [UInt8(ascii: "0")] : [UInt8(ascii: ","), UInt8(ascii: "0")] }
        big += Array("]}".utf8)
        let body = Array("[".utf8) + big + Array(#",{"id":2,"op":"locale","locale":"fr"}]"#.utf8)
        let (result, summary) = await run(body)
        let text = try result.get()
        #expect(
            text.hasPrefix(
                #"[{"id":"big","error":{"code":"limitExceeded","message":"the request is longer than 1048576 bytes"}},{"id":2,"result":"#
            ))
        #expect(summary.errors == 1)

        // The same request on its own is refused as a whole.
        let (single, _) = await run(big)
        guard case .failure(let error) = single else {
            Issue.record("expected a failure")
            return
        }
        #expect(error.status == .payloadTooLarge)
    }

    /// A response over 1 MiB as written (a message whose control
    /// characters escape to six bytes each) is replaced by a
    /// `limitExceeded` with its request's `id` and op, counted once, as
    /// that; the element after it is answered.
    @Test func aResponseOverTheLineLimitIsReplacedAndCountedOnce() async throws {
        let argument = String(repeating: "\\u0001", count: 1_000)
        let pattern = String(repeating: "{a}", count: 200)
        let message = #"{"id":"m","op":"message","locale":"en","pattern":"\#(pattern)","args":{"a":"\#(argument)"}}"#
        let (result, summary) = await run(
            "[" + message + #",{"id":2,"op":"date","locale":"de","date":0,"pattern":"y"}]"#)
        #expect(
            try result.get()
                == #"[{"id":"m","error":{"code":"limitExceeded","message":"the response would be 1200022 bytes of JSON; at most 1048576 are allowed"}},{"id":2,"result":"1970"}]"#
        )
        #expect(summary.operations == ["message": 1, "date": 1])
        #expect(summary.errors == 1)
    }

    @Test func depthLimitIsTheLineLimitInsideAnArray() async throws {
        func nested(_ depth: Int) -> String {
            // An object holding depth - 1 nested arrays: `depth` levels in all.
            #"{"op":"locale","locale":"en","x":"# + String(repeating: "[", count: depth - 1)
                + String(repeating: "]", count: depth - 1) + "}"
        }
        let (alone, _) = await run(nested(ProtocolLimits.standard.maximumDepth))
        // Parsed: the fault is the unknown field "x", not the depth.
        let unknownField = #"{"error":{"code":"invalidRequest","message":"unknown field \"x\""}}"#
        #expect(try alone.get() == unknownField)
        let (inArray, _) = await run("[" + nested(ProtocolLimits.standard.maximumDepth) + "]")
        #expect(try inArray.get() == "[" + unknownField + "]")
        // One level deeper: that element is not JSON a request may be, and
        // gets its own error, as a batch line would; the array is answered.
        let (tooDeep, _) = await run(
            "[" + nested(ProtocolLimits.standard.maximumDepth + 1) + #",{"op":"locale","locale":"fr"}]"#)
        let text = try tooDeep.get()
        #expect(text.hasPrefix(#"[{"error":{"code":"invalidRequest","message":"the request is not JSON: "#))
        #expect(text.contains("nested more than"))
        #expect(text.contains(#"},{"result":{"#))
    }
}
