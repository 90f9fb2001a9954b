#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A failed `read(2)`.
public struct LineReadError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The `errno` value `read(2)` reported.
    public var code: Int32

    public init(code: Int32) {
        self.code = code
    }

    public var description: String {
        "read failed: \(String(cString: strerror(code))) (errno \(code))"
    }
}

/// Reads `\n`-separated lines from a file descriptor in chunks.
///
/// - A `\r` before the `\n` (or at the very end of the input) is removed.
/// - A line longer than `maximumLineLength` bytes (not counting its `\r\n`
///   or `\n`) is never buffered whole: it yields ``Line/overlong`` and its
///   bytes are skipped up to and including its newline.
/// - The last line is yielded even without a trailing newline; an input that
///   ends with `\n` has no empty line after it.
/// - Memory stays within about `maximumLineLength + chunkSize` bytes.
/// - `EINTR` is retried; on a non-blocking descriptor `EAGAIN` waits with
///   `poll(2)`; any other read failure throws ``LineReadError``.
///
/// The reader does not close the descriptor.
///
/// ```swift
/// var reader = LineReader(fileDescriptor: 0)
/// while let line = try reader.next() {
///     switch line {
///     case .line(let bytes): handle(bytes)
///     case .overlong: reportTooLong()
///     }
/// }
/// ```
public struct LineReader: Sendable {
    public enum Line: Sendable, Hashable {
        /// The line's bytes without its line terminator.
        case line([UInt8])
        /// A line over the maximum length; its bytes were discarded.
        case overlong
    }

    public let fileDescriptor: Int32
    public let maximumLineLength: Int
    public let chunkSize: Int

    /// Bytes `head..<tail` are read but not yet yielded.
    private var buffer: [UInt8] = []
    private var head = 0
    private var tail = 0
    /// `head..<scanned` is known to hold no newline.
    private var scanned = 0
    /// Skipping the rest of an overlong line.
    private var discarding = false
    private var reachedEndOfFile = false

    public init(fileDescriptor: Int32, maximumLineLength: Int = 1_048_576, chunkSize: Int = 65_536) {
        self.fileDescriptor = fileDescriptor
        self.maximumLineLength = min(max(0, maximumLineLength), Int.max / 4)
        self.chunkSize = min(max(1, chunkSize), Int.max / 4)
    }

    /// The next line, or `nil` at the end of the input.
    public mutating func next() throws(LineReadError) -> Line? {
        while true {
            if let newline = findNewline() {
                let start = head
                head = newline + 1
                scanned = head
                if discarding {
                    discarding = false
                    return .overlong
                }
                return line(from: start, to: newline)
            }
            scanned = tail
            if reachedEndOfFile {
                // The last line has no newline.
                let last: Line? = discarding ? .overlong : head < tail ? line(from: head, to: tail) : nil
                discarding = false
                discardBuffered()
                return last
            }
            if discarding {
                discardBuffered()
            } else if tail - head > maximumLineLength + 1 {
                // Even without its "\r" the line is too long: stop keeping it.
                discarding = true
                discardBuffered()
            }
            try fill()
        }
    }

    /// Whether ``next()`` can answer without reading from the descriptor: a
    /// whole line is buffered, or the input has ended. A writer that flushes
    /// its output whenever this is false never makes a co-process wait for an
    /// answer while the reader blocks.
    public var hasBufferedLine: Bool { reachedEndOfFile || findNewline() != nil }

    /// The size of the internal buffer (for tests of the memory bound).
    var bufferCapacity: Int { buffer.count }

    private mutating func line(from start: Int, to end: Int) -> Line {
        var end = end
        if end > start && buffer[end - 1] == UInt8(ascii: "\r") {
            end -= 1
        }
        if end - start > maximumLineLength {
            return .overlong
        }
        return .line(Array(buffer[start..<end]))
    }

    private mutating func discardBuffered() {
        head = 0
        tail = 0
        scanned = 0
    }

    private func findNewline() -> Int? {
        guard scanned < tail else { return nil }
        return buffer.withUnsafeBytes { raw -> Int? in
            guard let base = raw.baseAddress,
                let found = memchr(base + scanned, Int32(UInt8(ascii: "\n")), tail - scanned)
            else { return nil }
            return base.distance(to: UnsafeRawPointer(found))
        }
    }

    /// Reads at most one chunk after `tail`, making room first.
    private mutating func fill() throws(LineReadError) {
        if buffer.count - tail < chunkSize {
            if head > 0 {
                let pending = tail - head
                let from = head
                buffer.withUnsafeMutableBytes { raw in
                    guard let base = raw.baseAddress else { return }
                    _ = memmove(base, base + from, pending)
                }
                head = 0
                tail = pending
                scanned -= from
            }
            if buffer.count - tail < chunkSize {
                // tail <= maximumLineLength + 1 here, so this stays in bounds.
                let limit = maximumLineLength + 1 + chunkSize
                let wanted = min(max(buffer.count * 2, tail + chunkSize), limit)
                buffer.append(contentsOf: repeatElement(0, count: wanted - buffer.count))
            }
        }
        let descriptor = fileDescriptor
        let start = tail
        while true {
            let (count, error) = buffer.withUnsafeMutableBytes { raw -> (Int, Int32) in
                guard let base = raw.baseAddress else { return (0, 0) }
                let count = read(descriptor, base + start, raw.count - start)
                return (count, count < 0 ? errno : 0)
            }
            if count > 0 {
                tail += count
                return
            }
            if count == 0 {
                reachedEndOfFile = true
                return
            }
            switch error {
            case EINTR:
                continue
            case EAGAIN, EWOULDBLOCK:
                var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
                _ = poll(&request, 1, -1)
            default:
                throw LineReadError(code: error)
            }
        }
    }
}
