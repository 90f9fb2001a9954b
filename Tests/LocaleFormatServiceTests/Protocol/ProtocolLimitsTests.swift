@_spi(Testing) import LocaleFormat
import LocaleFormatService
import Testing

/// Limits before work (Docs/Protocol.md, "Limits"): a line over 1 MiB, a string
/// over 64 KiB, a `sort` over 100,000 strings, a number over 100 significant
/// digits and a locale over 157 bytes are refused before any ICU call, with
/// the protocol's code, and the request at each limit is accepted.
///
/// "Before any ICU call" is counted: the debug build's shim counts its calls
/// per thread (`ICUObjectCounts`), and a dispatcher answers on the calling
/// thread, so the count of this thread's shim calls must not move.
@Suite struct ProtocolLimitsTests {
    /// A dispatcher with its own, empty caches: nothing is answered from a
    /// cache that an earlier test filled.
    private static func freshDispatcher() -> FormatDispatcher {
        FormatDispatcher(formatters: Formatters(capacity: 16))
    }

    /// The response line and the shim calls this thread made for it.
    private static func respondCounting(_ line: String, with dispatcher: FormatDispatcher) -> (String, Int) {
        let before = ICUObjectCounts.current(.thisThread)
        let response = dispatcher.responseLine(for: Array(line.utf8)).map { String(decoding: $0, as: UTF8.self) } ?? ""
        let after = ICUObjectCounts.current(.thisThread)
        return (response, after.calls - before.calls)
    }

    private static let over64KiB = String(repeating: "a", count: ProtocolLimits.standard.maximumStringBytes + 1)
    private static let at64KiB = String(repeating: "a", count: ProtocolLimits.standard.maximumStringBytes)
    private static let digits101 = "1" + String(repeating: "2", count: 100)
    private static let digits100 = "1" + String(repeating: "2", count: 99)
    private static let locale158 = "en-" + String(repeating: "x", count: 155)
    /// 16,385 bytes of collation rules: one more than `Collator.maximumRulesLength`.
    private static let rules16KiBPlus1 = String(repeating: "&a<b", count: 4_096) + " "

    /// Every op and field that carries a limited value, over the limit.
    static let overLimit: [(line: String, code: String)] = [
        // strings over 64 KiB, in values and keys
        (#"{"id":1,"op":"case","locale":"tr","mode":"upper","text":"\#(over64KiB)"}"#, "limitExceeded"),
        (#"{"id":1,"op":"compare","locale":"sv","a":"\#(over64KiB)","b":"z"}"#, "limitExceeded"),
        (#"{"id":1,"op":"sortKey","locale":"sv","text":"\#(over64KiB)"}"#, "limitExceeded"),
        (#"{"id":1,"op":"message","locale":"en","pattern":"\#(over64KiB)"}"#, "limitExceeded"),
        (#"{"id":1,"op":"date","locale":"en","date":0,"pattern":"\#(over64KiB)"}"#, "limitExceeded"),
        (#"{"id":1,"op":"locale","locale":"en","\#(over64KiB)":1}"#, "limitExceeded"),
        (
            #"{"id":1,"op":"currency","locale":"en","amount":"1","currency":"EUR","x":["\#(over64KiB)"]}"#,
            "limitExceeded"
        ),
        // escapes that decode to more than 64 KiB: 21,846 × "\u4e2d" is 65,538 bytes of UTF-8
        (
            #"{"id":1,"op":"case","locale":"tr","mode":"upper","text":"\#(String(repeating: #"\u4e2d"#, count: 21_846))"}"#,
            "limitExceeded"
        ),
        // sort over 100,000 strings
        (
            #"{"id":1,"op":"sort","locale":"sv","strings":[\#(Array(repeating: #""a""#, count: 100_001).joined(separator: ","))]}"#,
            "limitExceeded"
        ),
        // numbers over 100 significant digits, in every op that takes one
        (#"{"id":1,"op":"number","locale":"en","value":"\#(digits101)"}"#, "invalidNumber"),
        (#"{"id":1,"op":"number","locale":"en","value":\#(digits101)}"#, "invalidNumber"),
        (#"{"id":1,"op":"currency","locale":"de","amount":"\#(digits101)","currency":"EUR"}"#, "invalidNumber"),
        (#"{"id":1,"op":"unit","locale":"en","value":"\#(digits101)","unit":"meter"}"#, "invalidNumber"),
        (#"{"id":1,"op":"plural","locale":"ar","value":"0.\#(digits101)"}"#, "invalidNumber"),
        (
            #"{"id":1,"op":"message","locale":"en","pattern":"{n, number}","args":{"n":\#(digits101).5}}"#,
            "invalidNumber"
        ),
        (
            #"{"id":1,"op":"number","locale":"en","value":"1\#(String(repeating: "0", count: 60_000))1"}"#,
            "invalidNumber"
        ),
        // locales over 157 bytes, in every op and every locale field
        (#"{"id":1,"op":"date","locale":"\#(locale158)","date":0,"dateStyle":"full"}"#, "invalidLocale"),
        (#"{"id":1,"op":"number","locale":"\#(locale158)","value":"1"}"#, "invalidLocale"),
        (#"{"id":1,"op":"currency","locale":"\#(locale158)","amount":"1","currency":"EUR"}"#, "invalidLocale"),
        (#"{"id":1,"op":"unit","locale":"\#(locale158)","value":"1","unit":"meter"}"#, "invalidLocale"),
        (#"{"id":1,"op":"plural","locale":"\#(locale158)","value":"1"}"#, "invalidLocale"),
        (#"{"id":1,"op":"compare","locale":"\#(locale158)","a":"a","b":"b"}"#, "invalidLocale"),
        (#"{"id":1,"op":"sort","locale":"\#(locale158)","strings":["b","a"]}"#, "invalidLocale"),
        (#"{"id":1,"op":"sortKey","locale":"\#(locale158)","text":"a"}"#, "invalidLocale"),
        (#"{"id":1,"op":"message","locale":"\#(locale158)","pattern":"x"}"#, "invalidLocale"),
        (#"{"id":1,"op":"case","locale":"\#(locale158)","mode":"upper","text":"i"}"#, "invalidLocale"),
        (#"{"id":1,"op":"locale","locale":"\#(locale158)"}"#, "invalidLocale"),
        (#"{"id":1,"op":"locale","locale":"de","displayLocale":"\#(locale158)"}"#, "invalidLocale"),
        (
            #"{"id":1,"op":"negotiate","requested":["de"],"supported":["en","\#(locale158)"],"default":"en"}"#,
            "invalidLocale"
        ),
        (
            #"{"id":1,"op":"negotiate","requested":["de"],"supported":["en","de"],"default":"\#(locale158)"}"#,
            "invalidLocale"
        ),
        // collation rules over 16 KiB, in every collation op
        (#"{"id":1,"op":"compare","locale":"en","a":"a","b":"b","rules":"\#(rules16KiBPlus1)"}"#, "limitExceeded"),
        (#"{"id":1,"op":"sort","locale":"en","strings":["b","a"],"rules":"\#(rules16KiBPlus1)"}"#, "limitExceeded"),
        (#"{"id":1,"op":"sortKey","locale":"en","text":"a","rules":"\#(rules16KiBPlus1)"}"#, "limitExceeded"),
    ]

    @Test(.enabled(if: ICUObjectCounts.isAvailable), arguments: overLimit.indices)
    func overLimitIsRefusedBeforeAnyICUCall(index: Int) {
        let (line, code) = Self.overLimit[index]
        let (response, calls) = Self.respondCounting(line, with: Self.freshDispatcher())
        let refused = response.hasPrefix(#"{"id":1,"error":{"code":"\#(code)","#)
        #expect(refused, "\(response.prefix(200))")
        #expect(calls == 0, "\(calls) shim calls for \(line.prefix(120))")
    }

    @Test func overLimitCodesAlsoWithoutCounters() {
        let dispatcher = Self.freshDispatcher()
        for (line, code) in Self.overLimit {
            let response = dispatcher.responseLine(for: Array(line.utf8)).map { String(decoding: $0, as: UTF8.self) }
            let refused = response?.hasPrefix(#"{"id":1,"error":{"code":"\#(code)","#) == true
            #expect(refused, "\(line.prefix(120))")
        }
    }

    @Test(.enabled(if: ICUObjectCounts.isAvailable))
    func overlongLineIsRefusedBeforeAnyICUCall() {
        let line =
            #"{"id":1,"op":"case","locale":"en","mode":"upper","text":""#
            + String(repeating: "a", count: ProtocolLimits.standard.maximumLineBytes) + #""}"#
        let (response, calls) = Self.respondCounting(line, with: Self.freshDispatcher())
        #expect(response == #"{"error":{"code":"limitExceeded","message":"the line is longer than 1048576 bytes"}}"#)
        #expect(calls == 0)
    }

    /// The messages name the limits (the parser keeps only the first bytes
    /// of an over-long string, so they cannot tell the full size).
    @Test func messagesNameTheLimits() {
        let dispatcher = Self.freshDispatcher()
        func message(_ line: String) -> String {
            dispatcher.responseLine(for: Array(line.utf8)).map { String(decoding: $0, as: UTF8.self) } ?? ""
        }
        #expect(
            message(Self.overLimit[0].line)
                == #"{"id":1,"error":{"code":"limitExceeded","message":"a string is longer than 65536 bytes, the limit"}}"#
        )
        #expect(
            message(Self.overLimit[8].line)
                == #"{"id":1,"error":{"code":"limitExceeded","message":"an array has more than 100000 items, the limit"}}"#
        )
        #expect(message(Self.overLimit[9].line).contains("more than 100 significant digits"))
        #expect(message(Self.overLimit[16].line).contains("the locale is 158 bytes long; at most 157 are allowed"))
    }

    /// At each limit the request is accepted (and does reach ICU).
    @Test func atTheLimitsRequestsAreAnswered() {
        let dispatcher = Self.freshDispatcher()
        let pass = [
            #"{"id":1,"op":"case","locale":"tr","mode":"upper","text":"\#(Self.at64KiB)"}"#,
            #"{"id":1,"op":"number","locale":"en","value":"\#(Self.digits100)","grouping":false}"#,
            #"{"id":1,"op":"number","locale":"en","value":"1.\#(String(repeating: "0", count: 60_000))"}"#,
            #"{"id":1,"op":"plural","locale":"en","value":"1.\#(String(repeating: "0", count: 5_000))"}"#,
            #"{"id":1,"op":"locale","locale":"\#(Self.locale157)"}"#,
        ]
        for line in pass {
            let response = dispatcher.responseLine(for: Array(line.utf8)).map { String(decoding: $0, as: UTF8.self) }
            let answered = response?.hasPrefix(#"{"id":1,"result":"#) == true
            #expect(answered, "\(response?.prefix(200) ?? "nil")")
        }
        #expect(
            respond(#"{"op":"number","locale":"en","value":"\#(Self.digits100)","grouping":false}"#)
                == #"{"result":"1222222222222222222222222222222222222222222222222222222222222222222222222222222222222222222222222222"}"#
        )
    }

    /// A 157-byte locale that is valid: a private-use tag of 8-letter subtags.
    private static let locale157: String = {
        var tag = "en-x"
        while tag.utf8.count + 9 <= 157 { tag += "-abcdefgh" }
        let rest = 157 - tag.utf8.count - 1
        return rest > 0 ? tag + "-" + String(repeating: "z", count: rest) : tag
    }()

    @Test func theValidLocaleIsExactly157Bytes() {
        #expect(Self.locale157.utf8.count == 157)
        #expect((try? LocaleIdentifier(Self.locale157)) != nil)
    }

    /// `sort` at 100,000 strings is answered.
    @Test func sortAtTheLimit() {
        let strings = (0..<ProtocolLimits.standard.maximumArrayCount).map { "\"s\(($0 &* 7919) % 100_000)\"" }
        let line = #"{"id":1,"op":"sort","locale":"en","numeric":true,"strings":[\#(strings.joined(separator: ","))]}"#
        let response = Self.freshDispatcher().responseLine(for: Array(line.utf8)).map {
            String(decoding: $0, as: UTF8.self)
        }
        let sorted = response?.hasPrefix(#"{"id":1,"result":["s0","s1","s2","#) == true
        #expect(sorted)
    }
}
