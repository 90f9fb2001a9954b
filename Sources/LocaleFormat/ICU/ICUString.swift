internal import CICU

/// The single home of the buffer-growing loop: turns a shim call that writes
/// UTF-8 with ICU's preflighting rules into a Swift `String`.
enum ICUString {
    /// Bytes tried on the stack before asking the heap.
    static let stackCapacity = 256

    /// Runs `body(buffer, capacity, &status)` and returns what it wrote.
    ///
    /// `body` returns the full length of its result; when that exceeds the
    /// capacity (`U_BUFFER_OVERFLOW_ERROR`) it is called once more with a
    /// buffer of exactly that size. An empty result is a success. Any other
    /// ICU failure throws `code` with ICU's error name.
    static func make(
        _ code: LocaleFormatError.Code,
        _ context: @autoclosure () -> String,
        _ body: (UnsafeMutablePointer<CChar>, Int32, inout Int32) -> Int32
    ) throws(LocaleFormatError) -> String {
        ICUDefaultLocale.ensurePinned()
        var status: Int32 = 0
        var needed: Int32 = 0
        let onStack: String? = withUnsafeTemporaryAllocation(of: CChar.self, capacity: stackCapacity) {
            buffer in
            guard let base = buffer.baseAddress else { return nil }
            needed = body(base, Int32(stackCapacity), &status)
            guard status <= 0, needed <= stackCapacity, needed >= 0 else { return nil }
            return decode(base, count: Int(needed))
        }
        if let onStack { return onStack }
        guard status == ICUStatus.bufferOverflow, needed > 0 else {
            try ICUStatus(rawValue: status == 0 ? ICUStatus.illegalArgument : status).check(code, context())
            return ""
        }
        let capacity = Int(needed) + 1
        // `withUnsafeTemporaryAllocation` rethrows untyped: carry the typed
        // error out in a Result.
        return try withUnsafeTemporaryAllocation(of: CChar.self, capacity: capacity) { buffer in
            Result { () throws(LocaleFormatError) in
                guard let base = buffer.baseAddress else {
                    throw LocaleFormatError(.internal, "\(context()): out of memory")
                }
                var retryStatus: Int32 = 0
                let length = body(base, Int32(capacity), &retryStatus)
                try ICUStatus(rawValue: retryStatus).check(code, context())
                guard length >= 0, length <= capacity else {
                    throw LocaleFormatError(.internal, "\(context()): ICU's result changed size between calls")
                }
                return decode(base, count: Int(length))
            }
        }.get()
    }

    /// Runs `body` with `text` as a NUL-terminated C string and its UTF-8
    /// length. Passing a `String` straight to a `const char *` parameter
    /// copies it into a new array (a heap allocation per call) when it is
    /// small (15 bytes or fewer: decimal text, codes); `withCString` lends
    /// its bytes, from the stack for those.
    static func withCText<Result>(
        _ text: String, _ body: (UnsafePointer<CChar>, Int32) throws(LocaleFormatError) -> Result
    ) throws(LocaleFormatError) -> Result {
        // `withCString` rethrows untyped: carry the typed error out in a Result.
        try text.withCString { pointer in
            Swift.Result { () throws(LocaleFormatError) in try body(pointer, Int32(clamping: text.utf8.count)) }
        }.get()
    }

    /// Runs `body` with the UTF-8 bytes of `text` and their count, for a
    /// call that takes a length (no NUL is added). A native string lends
    /// its own bytes (a small one from the stack), with no copy into a C
    /// string; any other goes through ``withCText(_:_:)``.
    @inline(__always)
    static func withUTF8Text<Result>(
        _ text: String, _ body: (UnsafePointer<CChar>, Int32) throws(LocaleFormatError) -> Result
    ) throws(LocaleFormatError) -> Result {
        // `withContiguousStorageIfAvailable` rethrows untyped: carry the
        // typed error out in a Result.
        let lent = text.utf8.withContiguousStorageIfAvailable { bytes -> Swift.Result<Result, LocaleFormatError>? in
            guard let base = bytes.baseAddress else { return nil }
            let chars = UnsafeRawPointer(base).assumingMemoryBound(to: CChar.self)
            return Swift.Result { () throws(LocaleFormatError) in try body(chars, Int32(clamping: bytes.count)) }
        }
        if let lent, let result = lent { return try result.get() }
        return try withCText(text, body)
    }

    private static func decode(_ base: UnsafeMutablePointer<CChar>, count: Int) -> String {
        base.withMemoryRebound(to: UInt8.self, capacity: count) {
            String(decoding: UnsafeBufferPointer(start: $0, count: count), as: UTF8.self)
        }
    }
}
