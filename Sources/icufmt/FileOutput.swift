#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Unbuffered writes to a file descriptor, retrying short writes and EINTR.
enum FileOutput {
    /// Writes every byte; returns false when the descriptor fails (a closed pipe).
    @discardableResult
    static func write(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
        writeAll(bytes, to: descriptor) == 0
    }

    /// Writes every byte; returns 0, or the `errno` of the write that failed
    /// (`EPIPE` for a closed pipe, `EBADF` for a closed descriptor, `ENOSPC`
    /// for a full device).
    static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Int32 {
        bytes.withUnsafeBytes { buffer in
            guard var base = buffer.baseAddress else { return 0 }
            var remaining = buffer.count
            while remaining > 0 {
                let written = Glibc.write(descriptor, base, remaining)
                if written < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                remaining -= written
                base += written
            }
            return 0
        }
    }

    /// The system's words for an `errno` value.
    static func describe(_ error: Int32) -> String {
        guard let text = strerror(error) else { return "errno \(error)" }
        return String(cString: text)
    }
}
