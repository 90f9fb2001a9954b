import LocaleFormatService
import Testing

/// Docs/Protocol.md, "Op interval": its examples, order of checks and errors.
/// Expected strings are ICU 72.1's (see DateIntervalFormatTests).
@Suite struct FormatDispatcherIntervalTests {
    @Test func protocolExamples() {
        #expect(
            respond(
                #"{"id":1,"op":"interval","locale":"en-US","start":"2015-08-07T17:29:32Z","end":"2015-08-10T10:00:00Z","skeleton":"yMMMd"}"#
            ) == "{\"id\":1,\"result\":\"Aug 7\u{2009}–\u{2009}10, 2015\"}")
        #expect(
            respond(
                #"{"id":2,"op":"interval","locale":"ja-JP","start":"2019-04-30T00:00:00+09:00","end":"2019-05-01T00:00:00+09:00","timeZone":"Asia/Tokyo","calendar":"japanese","skeleton":"yMMMMd"}"#
            ) == #"{"id":2,"result":"平成31年4月30日～令和元年5月1日"}"#)
        #expect(
            respond(
                #"{"id":3,"op":"interval","locale":"en-US","start":"2015-08-07T17:29:32Z","end":"2015-08-07T20:00:00Z","timeZone":"America/Los_Angeles","dateStyle":"medium","timeStyle":"short"}"#
            ) == "{\"id\":3,\"result\":\"Aug 7, 2015, 10:29\u{202F}AM\u{2009}–\u{2009}1:00\u{202F}PM\"}")
        #expect(
            respond(
                #"{"op":"interval","locale":"en-US","start":"2015-08-10T10:00:00Z","end":"2015-08-07T17:29:32Z","skeleton":"yMMMd"}"#
            ) == "{\"result\":\"Aug 10\u{2009}–\u{2009}7, 2015\"}")
    }

    @Test(arguments: [
        // The same day: one date; with styles, the style's own form.
        (#"{"op":"interval","locale":"ja-JP","start":1438968572,"end":1438977600,"dateStyle":"long"}"#, "2015年8月7日"),
        (
            #"{"op":"interval","locale":"ja-JP","start":1438968572,"end":1439200800,"dateStyle":"long"}"#,
            "2015/08/07～2015/08/10"
        ),
        // Over the fall-back hour both ends are 1:30 AM: one time.
        (
            #"{"op":"interval","locale":"en-US","start":"2015-11-01T08:30:00Z","end":"2015-11-01T09:30:00Z","timeZone":"America/Los_Angeles","skeleton":"jmz"}"#,
            "1:30\u{202F}AM PDT"
        ),
        (
            #"{"op":"interval","locale":"en-US","start":"2015-03-08T09:30:00Z","end":"2015-03-08T10:30:00Z","timeZone":"America/Los_Angeles","skeleton":"jmz"}"#,
            "1:30\u{2009}–\u{2009}3:30\u{202F}AM PDT"
        ),
        (
            #"{"op":"interval","locale":"en-US","start":1438968572,"end":1470590972,"calendar":"buddhist","skeleton":"GyMMMd"}"#,
            "Aug 7, 2558\u{2009}–\u{2009}Aug 7, 2559 BE"
        ),
    ])
    func results(line: String, expected: String) {
        #expect(respond(line) == "{\"result\":\"\(expected)\"}")
    }

    @Test(arguments: [
        // shape faults
        (#"{"op":"interval","locale":"en","end":0,"skeleton":"yMMMd"}"#, "invalidRequest"),
        (#"{"op":"interval","locale":"en","start":0,"skeleton":"yMMMd"}"#, "invalidRequest"),
        (#"{"op":"interval","locale":"en","start":true,"end":0,"skeleton":"yMMMd"}"#, "invalidRequest"),
        (#"{"op":"interval","locale":"en","start":0,"end":0}"#, "invalidRequest"),
        (#"{"op":"interval","locale":"en","start":0,"end":0,"skeleton":"yMMMd","dateStyle":"long"}"#, "invalidRequest"),
        (#"{"op":"interval","locale":"en","start":0,"end":0,"dateStyle":"none","timeStyle":"none"}"#, "invalidRequest"),
        (#"{"op":"interval","locale":"en","start":0,"end":0,"pattern":"yyyy"}"#, "invalidRequest"),
        (#"{"op":"interval","locale":"en","start":0,"end":0,"skeleton":null}"#, "invalidRequest"),
        // value faults
        (#"{"op":"interval","locale":"en","start":0,"end":0,"skeleton":"y M"}"#, "invalidPattern"),
        (#"{"op":"interval","locale":"en","start":0,"end":0,"skeleton":""}"#, "invalidPattern"),
        (#"{"op":"interval","locale":"en","start":0,"end":0,"skeleton":"yw"}"#, "invalidPattern"),
        (#"{"op":"interval","locale":"en","start":"yesterday","end":0,"skeleton":"yMMMd"}"#, "invalidDate"),
        (
            #"{"op":"interval","locale":"en","start":0,"end":0,"skeleton":"yMMMd","timeZone":"Mars/Base"}"#,
            "invalidTimeZone"
        ),
        (
            #"{"op":"interval","locale":"en","start":0,"end":0,"skeleton":"yMMMd","calendar":"Gregorian"}"#,
            "invalidCalendar"
        ),
        (#"{"op":"interval","locale":"en-","start":0,"end":0,"skeleton":"yMMMd"}"#, "invalidLocale"),
    ])
    func errors(line: String, code: String) {
        #expect(errorCode(line) == code)
    }
}
