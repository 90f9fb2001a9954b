import LocaleFormat
import LocaleFormatService
import LocaleFormatTestSupport
import Metrics
import NIOCore
import Testing

@testable import LocaleFormatServer

/// A small array answered in one pass, each element read where it stands,
/// answers, refuses and counts exactly as the same body scanned first.
@Suite struct FormatExchangeOnePassTests {
    let dispatcher = FormatDispatcher(formatters: Formatters(capacity: 64))

    /// What an exchange made of a body: its response, or the error that
    /// refused it; what it counted in its summary and its metrics.
    struct Outcome: Equatable, CustomStringConvertible {
        var response: String?
        var refusal: String?
        var operations: [String: Int]
        var errors: Int
        /// The `icufmt_requests_total` lines of the metrics.
        var counted: [String]

        var description: String {
            "\(response ?? "refused: \(refusal ?? "")") \(operations) errors \(errors) \(counted)"
        }
    }

    /// `body` answered by an exchange of its own, every step in turn: its
    /// plan found as the service finds it, or scanned first.
    func answer(_ body: String, maximumBatchCount: Int, scanned: Bool) throws -> Outcome {
        let metrics = ServiceMetrics(factory: NOOPMetricsHandler.instance)
        let exchange = FormatExchange(
            dispatcher: dispatcher, metrics: metrics, maximumBatchCount: maximumBatchCount, timeBudget: nil)
        let buffer = ByteBuffer(string: body)
        let counted = { () -> [String] in
            var text: [UInt8] = []
            metrics.requests.emit(into: &text)
            return String(decoding: text, as: UTF8.self).split(separator: "\n").map(String.init)
                .filter { $0.hasPrefix("icufmt_requests_total{") }
        }
        let plan: FormatExchange.Plan
        do {
            plan = scanned ? try exchange.scannedPlan(buffer) : try exchange.plan(buffer)
        } catch {
            return Outcome(refusal: error.description, operations: [:], errors: 0, counted: counted())
        }
        let work = ExchangeWork(body: buffer, plan: plan)
        var output: [UInt8] = []
        while true {
            switch exchange.step(work, into: &output, deferring: false) {
            case .done:
                return Outcome(
                    response: String(decoding: output, as: UTF8.self), operations: work.summary.operations,
                    errors: work.summary.errors, counted: counted())
            case .more, .deferred:
                continue
            case .refused(let error):
                #expect(output.isEmpty, "\(body)")
                return Outcome(
                    refusal: error.description, operations: work.summary.operations, errors: work.summary.errors,
                    counted: counted())
            }
        }
    }

    static let elements = [
        #"{"id":1,"op":"date","locale":"es-ES","date":"2015-08-07T17:29:32Z","timeZone":"America/Los_Angeles","dateStyle":"full","timeStyle":"long"}"#,
        #"{"op":"date","locale":"ja","date":1438968572,"dateStyle":"medium"}"#,
        #"{"id":"p","op":"plural","locale":"pl","value":3}"#,
        #"{"op":"currency","locale":"de-DE","currency":"EUR","value":"1234.5"}"#,
        #"{"id":null,"op":"locale","locale":"de-CH"}"#,
        #"{"op":"nope"}"#,
        #"{"op":"date","locale":"fr","date":"not a date","dateStyle":"long"}"#,
        #"{"op":"message","locale":"ru","pattern":"{n, plural, one {# файл} few {# файла} other {# файлов}}","args":{"n":3}}"#,
        #"{"op":"locale","locale":"d\u0065-AT"}"#,
        #"{"id":[1,2],"op":"plural","locale":"ar","value":11}"#,
        "{}", "{ }", "null", "42", #""x""#, "[1,2]", #"{"a":1} x"#, #"{"a":1}{"b":2}"#, #"{"op":"date""#, "tru",
    ]

    static let separators = [",", ", ", "\n,\n", ",", ",", " ,", ",,", " ", "", "]", "}", ":"]

    /// Random arrays of requests, near-requests and no requests, joined by
    /// commas and now and then by something else, with random tails.
    static func bodies(seed: UInt64, count: Int) -> [String] {
        var random = SeededGenerator(seed: seed)
        let alphabet = Array(#"{}[]:,"0123456789 truefalsnl\"#)
        return (0..<count).map { _ in
            let length = Int.random(in: 0...70, using: &random)
            var body = ["[", " [", "\n[ "].randomElement(using: &random) ?? "["
            for index in 0..<length {
                if index > 0 {
                    // Mostly a comma; a fault now and then.
                    let fault = Int.random(in: 0..<40, using: &random) == 0
                    body += fault ? (separators.randomElement(using: &random) ?? ",") : ","
                }
                body += elements.randomElement(using: &random) ?? "{}"
            }
            body += ["]", " ]\n", "] x", "", "],", "]]"].randomElement(using: &random) ?? "]"
            if Int.random(in: 0..<6, using: &random) == 0 { body = random.mutate(body, alphabet: alphabet) }
            return body
        }
    }

    /// The differential: 1,500 random bodies, at the service's count limit
    /// and at one of five (a step's worth stops the pass; more is a `413`).
    @Test(arguments: [1_000, 5])
    func answersAsTheScannedBodyDoes(maximumBatchCount: Int) throws {
        var onePass = 0
        for body in Self.bodies(seed: UInt64(maximumBatchCount), count: 1_500) {
            let exchange = FormatExchange(
                dispatcher: dispatcher, metrics: ServiceMetrics(factory: NOOPMetricsHandler.instance),
                maximumBatchCount: maximumBatchCount, timeBudget: nil)
            if case .unscannedArray = try exchange.plan(ByteBuffer(string: body)) { onePass += 1 }
            let found = try answer(body, maximumBatchCount: maximumBatchCount, scanned: false)
            let scanned = try answer(body, maximumBatchCount: maximumBatchCount, scanned: true)
            #expect(found == scanned, "\(body)")
        }
        #expect(onePass > 1_200)
    }

    /// Arrays whose every element is read in place, the service's usual
    /// body: answered in one pass, in order, across ops and outcomes.
    @Test func arraysOfFlatRequestsAreAnsweredInOnePass() throws {
        let body =
            "[" + (0..<64).map { #"{"id":\#($0),"op":"plural","locale":"pl","value":\#($0)}"# }.joined(separator: ",")
            + "," + #"{"op":"nope"}"# + "]"
        let outcome = try answer(body, maximumBatchCount: 1_000, scanned: false)
        let expected = (0..<64).map { number -> String in
            let category =
                number == 1
                ? "one" : [2, 3, 4].contains(number % 10) && ![12, 13, 14].contains(number % 100) ? "few" : "many"
            return #"{"id":\#(number),"result":"\#(category)"}"#
        }
        #expect(
            outcome.response?.hasPrefix(
                "[" + expected.joined(separator: ",")
                    + #",{"error":{"code":"invalidRequest","message":"unknown op \"nope\"; the ops are date, "#) == true
        )
        #expect(outcome.operations == ["plural": 64, "unknown": 1])
        #expect(
            outcome.counted == [
                #"icufmt_requests_total{op="plural",outcome="ok"} 64"#,
                #"icufmt_requests_total{op="unknown",outcome="invalidRequest"} 1"#,
            ])
        #expect(try answer("[ ]", maximumBatchCount: 5, scanned: false).response == "[]")
    }

    /// A request the pass reaches that would build stops it there: the
    /// rest of the body moves to the pool, each request answered and
    /// counted once, in order.
    @Test func aRequestThatWouldBuildMovesTheRestToThePool() async throws {
        let formatters = Formatters(capacity: 16)
        let exchange = FormatExchange(
            dispatcher: FormatDispatcher(formatters: formatters),
            metrics: ServiceMetrics(factory: NOOPMetricsHandler.instance), maximumBatchCount: 10, timeBudget: nil)
        _ = try formatters.pluralRules(locale: "pl")
        let body = ByteBuffer(
            string: #"[{"id":1,"op":"plural","locale":"pl","value":3},{"id":2,"op":"plural","locale":"cy","value":3},"#
                + #"{"id":3,"op":"plural","locale":"pl","value":5}]"#)
        guard case .unscannedArray = try exchange.plan(body) else {
            Issue.record("a small array is answered in one pass")
            return
        }
        var summary = FormatExchange.Summary()
        let output = try await exchange.respond(
            to: body, pool: FormattingPool(workers: 1, maximumQueued: 4), summary: &summary)
        #expect(
            String(decoding: output, as: UTF8.self)
                == #"[{"id":1,"result":"few"},{"id":2,"result":"few"},{"id":3,"result":"many"}]"#)
        #expect(summary.operations == ["plural": 3] && summary.errors == 0)
        #expect(formatters.statistics(for: .pluralRules).misses == 2)
    }

    /// A body whose framing breaks after requests the pass answered is
    /// refused whole, with nothing of them written or counted.
    @Test(arguments: [
        #"[{"op":"plural","locale":"fr","value":2},{"op":"locale","locale":"fr"}] x"#,
        #"[{"op":"plural","locale":"fr","value":2},{"op":"locale","locale":"fr"},]"#,
        #"[{"op":"plural","locale":"fr","value":2},,{"op":"locale","locale":"fr"}]"#,
        #"[{"op":"plural","locale":"fr","value":2},{"op":"locale","locale":"fr"}"#,
    ])
    func aBrokenFrameCountsNothing(body: String) throws {
        let outcome = try answer(body, maximumBatchCount: 1_000, scanned: false)
        #expect(outcome.response == nil)
        #expect(outcome.refusal?.hasPrefix("400 invalidRequest: the body is not a JSON array of requests") == true)
        #expect(outcome.operations.isEmpty && outcome.errors == 0)
        #expect(outcome.counted.isEmpty)
    }

    /// More elements than the count limit: a `413` after the pass answered a step's worth.
    @Test func tooManyElementsCountNothing() throws {
        let body = "[" + Array(repeating: #"{"op":"locale","locale":"it"}"#, count: 6).joined(separator: ",") + "]"
        let outcome = try answer(body, maximumBatchCount: 5, scanned: false)
        #expect(outcome.refusal == "413 limitExceeded: the array has more than 5 requests")
        #expect(outcome.counted.isEmpty && outcome.operations.isEmpty)
    }
}
