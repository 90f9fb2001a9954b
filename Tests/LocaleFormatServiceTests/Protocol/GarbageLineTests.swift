import Testing
import LocaleFormatService

/// Random bytes and mutated requests through the dispatcher: every line gets
/// exactly one well-formed response object with a result or a known code.
@Suite struct GarbageLineTests {
    private static let codes: Set<String> = [
        "invalidRequest", "invalidLocale", "invalidTimeZone", "invalidCalendar", "invalidDate", "invalidNumber",
        "invalidCurrency", "invalidUnit", "invalidPattern", "limitExceeded",
    ]

    private func check(_ line: [UInt8]) {
        let dispatcher = FormatDispatcher()
        guard let response = dispatcher.responseLine(for: line) else {
            #expect(line.allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D })
            return
        }
        guard case .object(let object)? = try? JSONParser.parse(response) else {
            Issue.record("response is not a JSON object: \(String(decoding: response, as: UTF8.self))")
            return
        }
        if case .object(let error)? = object["error"] {
            guard case .string(let code)? = error["code"], Self.codes.contains(code) else {
                Issue.record("unexpected error \(String(decoding: response, as: UTF8.self))")
                return
            }
        } else {
            #expect(object["result"] != nil)
        }
    }

    @Test func randomBytes() {
        var state: UInt64 = 42
        for _ in 0..<2_000 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let count = Int(state >> 56) % 64
            var line: [UInt8] = []
            for _ in 0..<count {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                line.append(UInt8(truncatingIfNeeded: state >> 33))
            }
            check(line)
        }
    }

    @Test func mutatedRequests() {
        let seeds = [
            #"{"id":1,"op":"date","locale":"es-ES","date":"2015-08-07T17:29:32Z","timeZone":"America/Los_Angeles","dateStyle":"full","timeStyle":"long"}"#,
            #"{"id":[true,null],"op":"date","locale":"ja_JP@calendar=japanese","date":1.5e9,"skeleton":"yMMMd"}"#,
            #"{"id":"x","op":"locale","locale":"iw-IL","displayLocale":"en"}"#,
        ].map { Array($0.utf8) }
        var state: UInt64 = 7
        func random(_ n: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(state >> 33) % n
        }
        let bytes = Array(#"{}[]":,0123456789.eE+-tfnu\ azAZ_@"#.utf8) + [0x00, 0x80, 0xC3, 0xFF]
        for round in 0..<3_000 {
            var line = seeds[round % seeds.count]
            for _ in 0...random(4) {
                let at = random(line.count)
                switch random(3) {
                case 0: line[at] = bytes[random(bytes.count)]
                case 1: line.insert(bytes[random(bytes.count)], at: at)
                default: line.remove(at: at)
                }
            }
            check(line)
        }
    }
}
