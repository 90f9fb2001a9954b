import Testing

@testable import LocaleFormatServer

/// A format response as it is made: a short one whole with its length, a
/// long one a part at a time, chunked (close-delimited for HTTP/1.0). No I/O.
@Suite struct ExchangeOutputTests {
    typealias Part = ExchangeOutput.Part

    static let part = [UInt8](repeating: UInt8(ascii: "a"), count: ResponseFraming.partBytes)

    @Test func aShortResponseIsWrittenWholeAtItsEnd() {
        var output = ExchangeOutput(closeDelimited: false)
        output.add(Array("[1,".utf8)) { _, _ in Issue.record("a short response was written before its end") }
        var ended: (Part, [UInt8], [UInt8])?
        output.end(Array("2]".utf8)) { ended = ($0, $1, $2) }
        #expect(ended?.0 == .whole)
        #expect(ended.map { String(decoding: $0.1 + $0.2, as: UTF8.self) } == "[1,2]")
        #expect(output.bytesOut == 5)
        #expect(output.headWritten)
    }

    @Test func aLongResponseIsChunkedAPartAtATime() {
        var output = ExchangeOutput(closeDelimited: false)
        var parts: [(Part, Int)] = []
        output.add(Array(Self.part.prefix(100))) { parts.append(($0, $1.count)) }
        #expect(parts.isEmpty)
        output.add(Self.part) { parts.append(($0, $1.count)) }
        output.add(Self.part) { parts.append(($0, $1.count)) }
        #expect(parts.map(\.0) == [.first(chunked: true), .next(chunked: true)])
        #expect(parts.map(\.1) == [ResponseFraming.partBytes + 100, ResponseFraming.partBytes])
        output.add(Array("x".utf8)) { _, _ in Issue.record("a short part was written") }
        var ended: (Part, Int, Int)?
        output.end(Array("]".utf8)) { ended = ($0, $1.count, $2.count) }
        #expect(ended?.0 == .last(chunked: true))
        #expect(ended?.1 == 1)
        #expect(ended?.2 == 1)
        #expect(output.bytesOut == 2 * ResponseFraming.partBytes + 102)
    }

    @Test func anHTTP10ClientsLongResponseIsCloseDelimited() {
        var output = ExchangeOutput(closeDelimited: true)
        var parts: [Part] = []
        output.add(Self.part) { part, _ in parts.append(part) }
        output.end([]) { part, _, _ in parts.append(part) }
        #expect(parts == [.first(chunked: false), .last(chunked: false)])
    }

    @Test func discardDropsWhatIsNotWritten() {
        var output = ExchangeOutput(closeDelimited: false)
        output.add(Array("[1,".utf8)) { _, _ in }
        output.discard()
        var ended: [UInt8]?
        output.end(Array("{}".utf8)) { ended = $1 + $2 }
        #expect(ended == Array("{}".utf8))
    }
}
