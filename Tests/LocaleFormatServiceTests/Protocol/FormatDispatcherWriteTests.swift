import LocaleFormatTestSupport
import Testing

@testable import LocaleFormatService

/// A response written straight into a buffer
/// (`FormatDispatcher.writeResponse(toRequestBytes:into:)`, a date's text
/// lent by its formatter) is the bytes its response value writes.
@Suite struct FormatDispatcherWriteTests {
    /// Requests of every op and mutations of them, read in place or parsed,
    /// answered or refused: the same bytes after what the buffer held, the
    /// same id, op and error; nothing written for bytes that are no request.
    @Test func writtenResponsesAreTheResponsesBytes() {
        let dispatcher = FormatDispatcher()
        let requests = mutatedRequests(
            seed: 33,
            extra: [
                // Styles only: a mutated skeleton or pattern would be a new
                // layout each, churning the process's layouts under other tests.
                #"{"id":7,"op":"date","locale":"es-ES","date":"2015-08-07T17:29:32Z","timeZone":"America/Los_Angeles","dateStyle":"full","timeStyle":"long"}"#,
                #"{"id":[1],"op":"date","locale":"ar-EG","date":1438968572,"dateStyle":"medium"}"#,
                #"{"op":"date","locale":"he","date":"2019-01-01T00:00:00Z","calendar":"hebrew","dateStyle":"long"}"#,
            ], rounds: 150)
        var written = 0
        for text in requests {
            Array(text.utf8).withUnsafeBufferPointer { bytes in
                let response = dispatcher.response(toRequestBytes: bytes)
                var output = Array("[".utf8)
                let write = dispatcher.writeResponse(toRequestBytes: bytes, into: &output)
                switch (response, write) {
                case (.success(let response), .success(let write)):
                    written += 1
                    #expect(output == Array("[".utf8) + response.bytes, "\(text)")
                    #expect(write == FormatDispatcher.WrittenResponse(response), "\(text)")
                case (.failure(let error), .failure(let failure)):
                    #expect(error == failure, "\(text)")
                    #expect(output == Array("[".utf8), "\(text)")
                default:
                    Issue.record("\(text): \(response) but \(write)")
                }
            }
        }
        #expect(written > 600)
    }

    /// A request answered where it stands, other elements after it, is
    /// written as its own bytes are, and ends where they do.
    @Test func leadingRequestsAreWrittenAsTheirOwnBytes() {
        let dispatcher = FormatDispatcher()
        let requests = mutatedRequests(
            seed: 34,
            extra: [
                #"{"id":7,"op":"date","locale":"es-ES","date":"2015-08-07T17:29:32Z","timeZone":"America/Los_Angeles","dateStyle":"full","timeStyle":"long"}"#
            ], rounds: 60)
        var answered = 0
        for text in requests {
            let bytes = Array((text + #",{"op":"locale","locale":"fr"}]"#).utf8)
            bytes.withUnsafeBufferPointer { bytes in
                var output = Array("[".utf8)
                guard let (written, end) = dispatcher.writeResponse(toLeadingRequestOf: bytes, into: &output) else {
                    #expect(output == Array("[".utf8), "\(text)")
                    return
                }
                answered += 1
                var alone = Array("[".utf8)
                let own = dispatcher.writeResponse(
                    toRequestBytes: UnsafeBufferPointer(rebasing: bytes[..<end]), into: &alone)
                #expect(output == alone, "\(text)")
                #expect((try? own.get()) == written, "\(text)")
            }
        }
        #expect(answered > 300)
    }

    /// A batch line's response written into a buffer is the bytes its
    /// response value writes held to the line limit, for the same requests,
    /// blank lines, an overlong line and a response over 1 MiB.
    @Test func writtenLinesAreTheLinesResponses() {
        let dispatcher = FormatDispatcher()
        let overlong = Array(repeating: UInt8(ascii: " "), count: dispatcher.limits.maximumLineBytes) + Array("{}".utf8)
        let escapes = String(repeating: "\\u0001", count: 1_000)
        let large =
            #"{"id":7,"op":"message","locale":"en","pattern":"\#(String(repeating: "{a}", count: 200))","args":{"a":"\#(escapes)"}}"#
        let lines =
            mutatedRequests(seed: 35, extra: [], rounds: 60).map { Array($0.utf8) } + [
                [], Array(" \t\r".utf8), overlong, Array(large.utf8),
            ]
        for line in lines {
            var expected = Array("x".utf8)
            let answered = dispatcher.response(toLine: line)
            answered?.write(into: &expected, limitedTo: dispatcher.limits.maximumLineBytes)
            var output = Array("x".utf8)
            #expect(dispatcher.writeResponse(toLine: line, into: &output) == (answered != nil))
            #expect(output == expected, "\(String(decoding: line.prefix(200), as: UTF8.self))")
        }
    }

    /// A date's text goes into the buffer as the response value writes it,
    /// in several locales, calendars and numbering systems.
    @Test(arguments: [
        (
            #"{"id":1,"op":"date","locale":"es-ES","date":"2015-08-07T17:29:32Z","timeZone":"America/Los_Angeles","dateStyle":"full","timeStyle":"long"}"#,
            #"{"id":1,"result":"viernes, 7 de agosto de 2015, 10:29:32 GMT-7"}"#
        ),
        (
            #"{"id":"a","op":"date","locale":"en_US","date":"2015-08-07T17:29:32Z","timeZone":"America/Los_Angeles","dateStyle":"full","timeStyle":"long"}"#,
            "{\"id\":\"a\",\"result\":\"Friday, August 7, 2015 at 10:29:32\u{202F}AM PDT\"}"
        ),
        (
            #"{"op":"date","locale":"ar-EG","date":"2015-08-07T17:29:32Z","dateStyle":"full"}"#,
            #"{"result":"الجمعة، ٧ أغسطس ٢٠١٥"}"#
        ),
        (
            #"{"op":"date","locale":"he","date":"2019-01-01T00:00:00Z","calendar":"hebrew","dateStyle":"long"}"#,
            #"{"result":"כ״ד בטבת תשע״ט"}"#
        ),
        (
            #"{"id":2,"op":"date","locale":"de-DE","date":"2015-08-07T17:29:32Z","timeZone":"Mars/Olympus","dateStyle":"long"}"#,
            #"{"id":2,"error":{"code":"invalidTimeZone","#
        ),
    ])
    func datesAreWrittenAsTheirResponses(request: String, expected: String) {
        var output: [UInt8] = []
        let written = Array(request.utf8).withUnsafeBufferPointer {
            FormatDispatcher().writeResponse(toRequestBytes: $0, into: &output)
        }
        #expect(String(decoding: output, as: UTF8.self).hasPrefix(expected))
        #expect((try? written.get())?.operation == "date")
    }
}
