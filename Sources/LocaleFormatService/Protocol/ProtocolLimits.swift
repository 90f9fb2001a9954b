/// The size limits of the request protocol (PROTOCOL.md, "Limits"). Every one
/// is checked before any formatting work is done.
public enum ProtocolLimits {
    /// The longest request line (batch) or request object (HTTP), in bytes.
    public static let maximumLineBytes = 1_048_576
    /// The longest string field, in UTF-8 bytes: 65,536 pass, 65,537 fail.
    public static let maximumStringBytes = 65_536
    /// The most strings a `sort` request, or any array in a request, may hold.
    public static let maximumArrayCount = 100_000
    /// The deepest JSON nesting accepted; deeper is `invalidRequest`.
    public static let maximumDepth = 64

    /// What ``JSONParser`` keeps of strings and arrays over the limits: just
    /// enough for the check after parsing to refuse them, so an over-long
    /// string or array is never stored whole.
    public static let parserLimits = JSONParser.Limits(
        maximumStringBytes: maximumStringBytes, maximumArrayCount: maximumArrayCount)
}
