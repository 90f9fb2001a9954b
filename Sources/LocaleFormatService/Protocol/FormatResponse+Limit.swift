import LocaleFormat

extension FormatResponse {
    /// Appends the response's JSON to `output` when it is at most `limit`
    /// bytes as written (escapes counted: a control character in a result
    /// is six bytes), and otherwise a `limitExceeded` with the response's
    /// `id` and op in its place: the same answer from every front door.
    /// - Returns: the replacement, when one was written.
    @discardableResult
    public func write(into output: inout [UInt8], limitedTo limit: Int) -> FormatResponse? {
        let start = output.count
        write(into: &output)
        let length = output.count - start
        guard length > limit else { return nil }
        output.removeSubrange(start...)
        let replacement = FormatResponse(
            id: id, operation: operation, outcome: .failure(Self.tooLong(length, limit: limit)))
        replacement.write(into: &output)
        return replacement
    }

    /// The `limitExceeded` that replaces a response of `length` bytes of
    /// JSON, over `limit`.
    public static func tooLong(_ length: Int, limit: Int) -> LocaleFormatError {
        LocaleFormatError(.limitExceeded, "the response would be \(length) bytes of JSON; at most \(limit) are allowed")
    }
}
