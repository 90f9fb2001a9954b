import LocaleFormat

/// The size limits of the request protocol (Docs/Protocol.md, "Limits"): the one
/// place that holds them, states the refusals, and checks a parsed request.
///
/// Every limit is checked before any formatting work, each where the bytes
/// first are:
///
/// | limit | enforced by |
/// |---|---|
/// | ``maximumLineBytes`` | the line reader and ``FormatDispatcher`` (a batch line), the HTTP body reader (a single request), the scan of an array body (each element) |
/// | ``maximumDepth`` | ``JSONParser`` |
/// | ``maximumStringBytes``, ``maximumArrayCount`` | ``check(_:)``, which ``FormatDispatcher`` runs on every request before its op is looked up; ``JSONParser`` keeps only a prefix of anything over them, so that nothing the size of the offending input is stored |
///
/// Because only a prefix is kept, the messages name the limit, not the full size.
public struct ProtocolLimits: Sendable, Hashable {
    /// The longest request line (batch) or request object (HTTP), in bytes.
    public var maximumLineBytes: Int
    /// The longest string, keys included, in UTF-8 bytes after escapes are
    /// decoded: 65,536 pass, 65,537 fail.
    public var maximumStringBytes: Int
    /// The most items of any array in a request (the strings of a `sort`).
    public var maximumArrayCount: Int
    /// The most arrays and objects open at once; deeper is `invalidRequest`
    /// (the parser's `tooDeep`). With 2, `[[1]]` parses and `[[[1]]]` does not.
    public var maximumDepth: Int

    /// The protocol's limits: 1 MiB lines, 64 KiB strings, 100,000 items, 64 levels.
    public static let standard = ProtocolLimits(
        maximumLineBytes: 1_048_576, maximumStringBytes: 65_536, maximumArrayCount: 100_000, maximumDepth: 64)

    /// Limits that cut nothing: plain JSON, nested at most `maximumDepth` levels.
    public static func unlimited(maximumDepth: Int = standard.maximumDepth) -> ProtocolLimits {
        ProtocolLimits(
            maximumLineBytes: .max, maximumStringBytes: .max, maximumArrayCount: .max, maximumDepth: maximumDepth)
    }

    /// Each limit is clamped to `0...Int.max / 2`, so that a limit plus a
    /// few bytes never overflows; unnamed limits are the protocol's.
    public init(
        maximumLineBytes: Int = standard.maximumLineBytes,
        maximumStringBytes: Int = standard.maximumStringBytes,
        maximumArrayCount: Int = standard.maximumArrayCount,
        maximumDepth: Int = standard.maximumDepth
    ) {
        func clamped(_ limit: Int) -> Int { max(0, min(limit, Int.max / 2)) }
        self.maximumLineBytes = clamped(maximumLineBytes)
        self.maximumStringBytes = clamped(maximumStringBytes)
        self.maximumArrayCount = clamped(maximumArrayCount)
        self.maximumDepth = clamped(maximumDepth)
    }

    /// The same limits for a body that holds requests one level down (an
    /// HTTP array of requests): each element may nest as deep as a line.
    public var oneLevelDeeper: ProtocolLimits {
        var limits = self
        limits.maximumDepth = min(maximumDepth + 1, Int.max / 2)
        return limits
    }

    /// `limitExceeded` for a batch line over ``maximumLineBytes``.
    public var lineTooLong: LocaleFormatError {
        LocaleFormatError(.limitExceeded, "the line is longer than \(maximumLineBytes) bytes")
    }

    /// `limitExceeded` for a request (an HTTP body or an element of an array
    /// body) over ``maximumLineBytes``.
    public var requestTooLong: LocaleFormatError {
        LocaleFormatError(.limitExceeded, "the request is longer than \(maximumLineBytes) bytes")
    }

    private func check(string s: String) throws(LocaleFormatError) {
        if s.utf8.count > maximumStringBytes {
            throw LocaleFormatError(.limitExceeded, "a string is longer than \(maximumStringBytes) bytes, the limit")
        }
    }

    /// Checks every string (keys included) and every array of a parsed
    /// request, in document order.
    /// - Throws: `limitExceeded` for the first string over
    ///   ``maximumStringBytes`` or array over ``maximumArrayCount``.
    public func check(_ value: JSONValue) throws(LocaleFormatError) {
        switch value {
        case .string(let s):
            try check(string: s)
        case .array(let items):
            if items.count > maximumArrayCount {
                throw LocaleFormatError(
                    .limitExceeded, "an array has more than \(maximumArrayCount) items, the limit")
            }
            for item in items { try check(item) }
        case .object(let object):
            for member in object.members {
                try check(string: member.key)
                try check(member.value)
            }
        case .null, .bool, .number:
            break
        }
    }
}
