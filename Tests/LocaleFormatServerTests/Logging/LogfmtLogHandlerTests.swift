import Testing

@testable import LocaleFormatServer

@Suite struct LogfmtLogHandlerTests {
    @Test func valuesAreQuotedOnlyWhenNeeded() {
        #expect(LogfmtLogHandler.quoted("date:2,locale:1") == "date:2,locale:1")
        #expect(LogfmtLogHandler.quoted("/v1/format") == "/v1/format")
        #expect(LogfmtLogHandler.quoted("") == #""""#)
        #expect(LogfmtLogHandler.quoted("a b") == #""a b""#)
        #expect(LogfmtLogHandler.quoted(#"say "hi""#) == #""say \"hi\"""#)
        #expect(LogfmtLogHandler.quoted("k=v") == #""k=v""#)
        #expect(LogfmtLogHandler.quoted("line\nbreak\u{1B}") == #""line\nbreak\u{1b}""#)
        #expect(LogfmtLogHandler.quoted("año") == "año")
    }

    @Test func timestampIsUTCWithMilliseconds() {
        let stamp = LogfmtLogHandler.timestamp()
        #expect(stamp.count == 24)
        #expect(stamp.hasSuffix("Z"))
        #expect(stamp.contains("T"))
    }
}
