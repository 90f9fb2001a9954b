import LocaleFormatTestSupport
import Testing

@testable import LocaleFormatService

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

@Suite("LineReader")
struct LineReaderTests {
    // MARK: Fixtures

    /// Reads every line of `bytes` through a temporary file.
    func readLines(_ bytes: [UInt8], maximumLineLength: Int = 1_048_576, chunkSize: Int = 65_536) throws -> [LineReader
        .Line]
    {
        let descriptor = try temporaryFile(holding: bytes)
        defer { close(descriptor) }
        var reader = LineReader(fileDescriptor: descriptor, maximumLineLength: maximumLineLength, chunkSize: chunkSize)
        var lines: [LineReader.Line] = []
        while let line = try reader.next() {
            lines.append(line)
        }
        #expect(try reader.next() == nil)
        return lines
    }

    func readLines(_ text: String, maximumLineLength: Int = 1_048_576, chunkSize: Int = 65_536) throws -> [LineReader
        .Line]
    {
        try readLines(Array(text.utf8), maximumLineLength: maximumLineLength, chunkSize: chunkSize)
    }

    /// An unlinked temporary file holding `bytes`, positioned at its start.
    func temporaryFile(holding bytes: [UInt8]) throws -> Int32 {
        var template = Array("/tmp/LineReaderTests.XXXXXX".utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { buffer -> Int32 in
            guard let path = buffer.baseAddress else { return -1 }
            let descriptor = mkstemp(path)
            if descriptor >= 0 { unlink(path) }
            return descriptor
        }
        guard descriptor >= 0 else { throw LineReadError(code: errno) }
        try writeAllBytes(bytes, to: descriptor)
        guard lseek(descriptor, 0, SEEK_SET) == 0 else { throw LineReadError(code: errno) }
        return descriptor
    }

    func line(_ text: String) -> LineReader.Line {
        .line(Array(text.utf8))
    }

    /// What the reader must yield, computed the obvious way.
    func referenceLines(_ bytes: [UInt8], maximumLineLength: Int) -> [LineReader.Line] {
        var parts = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map(Array.init)
        if bytes.isEmpty || bytes.last == UInt8(ascii: "\n") {
            parts.removeLast()
        }
        return parts.map { part in
            var part = part
            if part.last == UInt8(ascii: "\r") { part.removeLast() }
            return part.count > maximumLineLength ? .overlong : .line(part)
        }
    }

    // MARK: Lines

    @Test func splitsLines() throws {
        #expect(try readLines("a\nbc\n\ndef\n") == [line("a"), line("bc"), line(""), line("def")])
        #expect(try readLines("") == [])
        #expect(try readLines("\n") == [line("")])
        #expect(try readLines("\n\n") == [line(""), line("")])
        #expect(try readLines("\n\nx") == [line(""), line(""), line("x")])
    }

    @Test func lastLineWithoutNewline() throws {
        #expect(try readLines("a\nlast") == [line("a"), line("last")])
        #expect(try readLines("only") == [line("only")])
        #expect(try readLines("a\nlast", chunkSize: 1) == [line("a"), line("last")])
    }

    @Test func stripsCarriageReturns() throws {
        #expect(try readLines("a\r\nb\r\n\r\nc\r") == [line("a"), line("b"), line(""), line("c")])
        // Only one "\r", and only at the end of the line.
        #expect(try readLines("a\r\r\nb\rc\n") == [line("a\r"), line("b\rc")])
    }

    @Test func keepsBytesAsTheyAre() throws {
        let bytes: [UInt8] = [0xFF, 0x00, 0xC3, 0xA9, 0x0A, 0x80]
        #expect(try readLines(bytes) == [.line([0xFF, 0x00, 0xC3, 0xA9]), .line([0x80])])
    }

    // MARK: The length limit

    @Test(arguments: [1, 3, 7, 64, 65_536])
    func lengthLimitIsExact(chunkSize: Int) throws {
        let limit = 100
        let atLimit = String(repeating: "a", count: limit)
        let overLimit = String(repeating: "b", count: limit + 1)
        let input = atLimit + "\n" + overLimit + "\nnext\n" + atLimit + "\r\n" + overLimit + "\r\n" + overLimit
        #expect(
            try readLines(input, maximumLineLength: limit, chunkSize: chunkSize) == [
                line(atLimit), .overlong, line("next"), line(atLimit), .overlong, .overlong,
            ])
    }

    @Test func overlongLineFollowedByNormalLines() throws {
        let huge = String(repeating: "x", count: 300_000)
        let lines = try readLines(
            huge + "\n{\"id\":1}\n" + huge + "\n" + huge + "\nend", maximumLineLength: 1000, chunkSize: 4096)
        #expect(lines == [.overlong, line("{\"id\":1}"), .overlong, .overlong, line("end")])
    }

    @Test func defaultLimitIsOneMebibyte() throws {
        let reader = LineReader(fileDescriptor: 0)
        #expect(reader.maximumLineLength == 1_048_576)
        #expect(reader.chunkSize == 65_536)
        let atLimit = [UInt8](repeating: UInt8(ascii: "a"), count: 1_048_576)
        let lines = try readLines(atLimit + [0x0A] + atLimit + [0x61, 0x0A, 0x62])
        #expect(lines == [.line(atLimit), .overlong, line("b")])
    }

    @Test func zeroLengthLimit() throws {
        #expect(try readLines("\na\n\r\n", maximumLineLength: 0, chunkSize: 2) == [line(""), .overlong, line("")])
    }

    @Test func overlongLinesAreNotBuffered() throws {
        // 8 MiB without a newline through a pipe, while the reader keeps at
        // most limit + chunk bytes.
        let (readEnd, writeEnd) = try makeTestPipe()
        defer { close(readEnd) }
        let big = [UInt8](repeating: UInt8(ascii: "z"), count: 8 << 20)
        let writer = try PipeWriterThread(descriptor: writeEnd, pieces: [big, Array("\nok".utf8)])
        var reader = LineReader(fileDescriptor: readEnd, maximumLineLength: 10_000, chunkSize: 1000)
        #expect(try reader.next() == .overlong)
        #expect(reader.bufferCapacity <= 10_000 + 1 + 1000)
        #expect(try reader.next() == line("ok"))
        #expect(try reader.next() == nil)
        writer.join()
    }

    // MARK: Many lines, pipes, odd chunk sizes

    @Test func tenThousandLinesThroughAPipe() throws {
        let (readEnd, writeEnd) = try makeTestPipe()
        defer { close(readEnd) }
        let lines = (0..<10_000).map { "{\"id\":\($0),\"op\":\"number\",\"value\":\"\($0 * 7)\"}" }
        let input = Array(lines.joined(separator: "\n").utf8) + [0x0A]
        // Uneven pieces so that lines straddle reads.
        var pieces: [[UInt8]] = []
        var generator = SeededGenerator(seed: 7)
        var start = 0
        while start < input.count {
            let end = min(input.count, start + Int.random(in: 1...5000, using: &generator))
            pieces.append(Array(input[start..<end]))
            start = end
        }
        let writer = try PipeWriterThread(descriptor: writeEnd, pieces: pieces)
        var reader = LineReader(fileDescriptor: readEnd, chunkSize: 4096)
        var read: [LineReader.Line] = []
        while let line = try reader.next() {
            read.append(line)
        }
        writer.join()
        #expect(read.count == 10_000)
        #expect(read == lines.map(line))
    }

    @Test func nonBlockingPipeWaitsForData() throws {
        let (readEnd, writeEnd) = try makeTestPipe()
        defer { close(readEnd) }
        _ = fcntl(readEnd, F_SETFL, fcntl(readEnd, F_GETFL) | O_NONBLOCK)
        let writer = try PipeWriterThread(
            descriptor: writeEnd, pieces: [Array("first\nsec".utf8), Array("ond\n".utf8)], delayMicroseconds: 20_000)
        var reader = LineReader(fileDescriptor: readEnd)
        #expect(try reader.next() == line("first"))
        #expect(try reader.next() == line("second"))
        #expect(try reader.next() == nil)
        writer.join()
    }

    /// Random input, limits and chunk sizes against the reference splitter.
    @Test func agreesWithTheReferenceSplitter() throws {
        var generator = SeededGenerator(seed: 99)
        let alphabet: [UInt8] = [UInt8(ascii: "a"), UInt8(ascii: "b"), UInt8(ascii: "\r"), UInt8(ascii: "\n")]
        for _ in 0..<400 {
            let count = Int.random(in: 0...60, using: &generator)
            let bytes = (0..<count).map { _ in alphabet[Int.random(in: 0..<alphabet.count, using: &generator)] }
            let limit = Int.random(in: 0...8, using: &generator)
            let chunk = Int.random(in: 1...9, using: &generator)
            let expected = referenceLines(bytes, maximumLineLength: limit)
            #expect(
                try readLines(bytes, maximumLineLength: limit, chunkSize: chunk) == expected,
                "\(bytes) limit \(limit) chunk \(chunk)")
        }
    }

    // MARK: Errors

    @Test func readErrorsAreThrown() throws {
        var closed = LineReader(fileDescriptor: -1)
        #expect(throws: LineReadError(code: EBADF)) { try closed.next() }

        let directory = open("/", O_RDONLY)
        try #require(directory >= 0)
        defer { close(directory) }
        var reader = LineReader(fileDescriptor: directory)
        #expect(throws: LineReadError(code: EISDIR)) { try reader.next() }
        #expect(LineReadError(code: EISDIR).description.contains("errno \(EISDIR)"))
    }
}

// MARK: - Pipe helpers

func makeTestPipe() throws -> (read: Int32, write: Int32) {
    var descriptors: [Int32] = [-1, -1]
    guard pipe(&descriptors) == 0 else { throw LineReadError(code: errno) }
    return (descriptors[0], descriptors[1])
}

func writeAllBytes(_ bytes: [UInt8], to descriptor: Int32) throws {
    var written = 0
    while written < bytes.count {
        let result = bytes.withUnsafeBytes { raw in
            write(descriptor, raw.baseAddress.map { $0 + written }, raw.count - written)
        }
        if result < 0 {
            if errno == EINTR { continue }
            throw LineReadError(code: errno)
        }
        written += result
    }
}

/// Writes `pieces` to `descriptor` on its own thread, then closes it.
final class PipeWriterThread: @unchecked Sendable {
    private let descriptor: Int32
    private let pieces: [[UInt8]]
    private let delayMicroseconds: UInt32
    private var thread = pthread_t()

    init(descriptor: Int32, pieces: [[UInt8]], delayMicroseconds: UInt32 = 0) throws {
        self.descriptor = descriptor
        self.pieces = pieces
        self.delayMicroseconds = delayMicroseconds
        let context = Unmanaged.passRetained(self).toOpaque()
        let status = pthread_create(
            &thread, nil,
            { context in
                guard let context else { return nil }
                let job = Unmanaged<PipeWriterThread>.fromOpaque(context).takeRetainedValue()
                job.run()
                return nil
            }, context)
        guard status == 0 else {
            Unmanaged<PipeWriterThread>.fromOpaque(context).release()
            close(descriptor)
            throw LineReadError(code: status)
        }
    }

    private func run() {
        for piece in pieces {
            if delayMicroseconds > 0 { usleep(delayMicroseconds) }
            do {
                try writeAllBytes(piece, to: descriptor)
            } catch {
                break
            }
        }
        close(descriptor)
    }

    func join() {
        pthread_join(thread, nil)
    }
}
