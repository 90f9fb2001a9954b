/// UTF-8 written straight into a new `String`'s storage, for formatters that
/// produce their text in Swift (the compiled date path): no intermediate
/// array and no UTF-16 round trip. The one place such code touches a buffer.
///
/// Writes past the capacity given up front are dropped and mark the output
/// as overflowed; the string is then not made (the caller falls back), so a
/// wrong bound can cost speed, never memory safety or a truncated result.
struct UTF8Output: ~Copyable {
    private let base: UnsafeMutablePointer<UInt8>
    private let capacity: Int
    private(set) var count = 0
    private(set) var overflowed = false

    fileprivate init(base: UnsafeMutablePointer<UInt8>, capacity: Int) {
        self.base = base
        self.capacity = capacity
    }

    @inline(__always)
    mutating func append(_ byte: UInt8) {
        guard count < capacity else {
            overflowed = true
            return
        }
        base[count] = byte
        count += 1
    }

    @inline(__always)
    mutating func append(_ bytes: [UInt8]) {
        let n = bytes.count
        guard n <= capacity - count else {
            overflowed = true
            return
        }
        bytes.withUnsafeBufferPointer { source in
            guard let from = source.baseAddress else { return }
            (base + count).update(from: from, count: n)
        }
        count += n
    }

    /// Appends `bytes[start ..< start + n]` (a range the caller checked),
    /// byte by byte: the pieces a date writes are a few bytes, for which a
    /// `memcpy` call costs more than the copy.
    @inline(__always)
    mutating func append(_ bytes: [UInt8], from start: Int, count n: Int) {
        guard n <= capacity - count else {
            overflowed = true
            return
        }
        bytes.withUnsafeBufferPointer { source in
            let slice = source.extracting(start..<(start + n))
            for offset in 0..<n { base[count + offset] = slice[offset] }
        }
        count += n
    }

    /// Hands `body` the UTF-8 that `write` writes, at most `capacity` bytes,
    /// in a buffer on the stack: no `String` made. False, `body` not
    /// called, when `write` returns false, writes more than `capacity`, or
    /// writes nothing, or when what it wrote is not valid UTF-8
    /// (``string(capacity:_:)`` would repair that; the caller makes the
    /// string instead).
    static func withText(capacity: Int, _ write: (inout UTF8Output) -> Bool, _ body: (UTF8Span) -> Void) -> Bool {
        guard capacity > 0 else { return false }
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { buffer -> Bool in
            guard let base = buffer.baseAddress else { return false }
            var output = UTF8Output(base: base, capacity: capacity)
            guard write(&output), !output.overflowed, output.count > 0 else { return false }
            let written = UnsafeBufferPointer(start: base, count: output.count)
            guard let text = try? UTF8Span(validating: written.span) else { return false }
            body(text)
            return true
        }
    }

    /// Makes a string of at most `capacity` UTF-8 bytes written by `body`;
    /// nil when `body` returns false or writes more than `capacity`.
    static func string(capacity: Int, _ body: (inout UTF8Output) -> Bool) -> String? {
        guard capacity > 0 else { return "" }
        var succeeded = false
        let text = String(unsafeUninitializedCapacity: capacity) { buffer -> Int in
            guard let base = buffer.baseAddress else { return 0 }
            var output = UTF8Output(base: base, capacity: buffer.count)
            guard body(&output), !output.overflowed else { return 0 }
            succeeded = true
            return output.count
        }
        return succeeded ? text : nil
    }
}
