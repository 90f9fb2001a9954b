import LocaleFormatService
import LocaleFormatTestSupport
import Testing

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
        var rng = SeededGenerator(seed: 42)
        for _ in 0..<2_000 {
            let count = Int.random(in: 0..<64, using: &rng)
            let line = (0..<count).map { _ in UInt8.random(in: 0...255, using: &rng) }
            check(line)
        }
    }

    @Test func mutatedRequests() {
        let seeds = [
            #"{"id":1,"op":"date","locale":"es-ES","date":"2015-08-07T17:29:32Z","timeZone":"America/Los_Angeles","dateStyle":"full","timeStyle":"long"}"#,
            #"{"id":[true,null],"op":"date","locale":"ja_JP@calendar=japanese","date":1.5e9,"skeleton":"yMMMd"}"#,
            #"{"id":"x","op":"locale","locale":"iw-IL","displayLocale":"en"}"#,
        ].map { Array($0.utf8) }
        var rng = SeededGenerator(seed: 7)
        func random(_ n: Int) -> Int { n > 0 ? Int.random(in: 0..<n, using: &rng) : 0 }
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
