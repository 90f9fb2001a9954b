/// A strict RFC 8259 JSON parser over UTF-8 bytes.
///
/// - Numbers keep their literal text (``JSONValue/number(_:)``).
/// - Rejected as ``JSONParseError/Kind/syntax``: trailing commas, comments,
///   leading zeros, `+1`, `.5`, `1.`, `NaN`/`Infinity`, single quotes, lone
///   surrogate escapes, unescaped U+0000–U+001F in strings, duplicate keys in
///   one object (compared byte for byte), a leading byte order mark, and
///   anything but whitespace after the value.
/// - Ill-formed UTF-8 anywhere in the input (overlong forms, encoded
///   surrogates, bytes C0, C1, F5–FF, stray continuation bytes, truncated
///   sequences) is ``JSONParseError/Kind/invalidUTF8``.
/// - Arrays and objects nested more than `maximumDepth` levels are
///   ``JSONParseError/Kind/tooDeep``. The parser keeps its own stack on the
///   heap, so no input can exhaust the native stack.
/// - Any value may stand at the top level, scalars included.
///
/// The reading itself is `JSONScanner` (strings in `JSONScanner+Strings.swift`);
/// UTF-8 is checked by the functions of `UTF8Validation.swift`.
///
/// ## Limits
///
/// Parsed with ``ProtocolLimits``, strings and nested arrays over a size
/// limit are read (and checked) to their end but not kept whole, so that
/// ``ProtocolLimits/check(_:)`` refuses them afterwards without the parser
/// having stored their size:
///
/// - A string longer than `maximumStringBytes` UTF-8 bytes (after escapes
///   are decoded) is kept as its first characters up to the first character
///   boundary after `maximumStringBytes` bytes: still over the limit, and at
///   most `maximumStringBytes + 4` bytes long (object keys too, so two
///   over-long keys that share that prefix are duplicates).
/// - An array below the top level with more than `maximumArrayCount`
///   elements keeps its first `maximumArrayCount + 1`; the others are
///   parsed, checked and dropped. The top-level value itself is never cut
///   (an HTTP body's array of requests has its own limit).
///
/// Such a value is meant to be refused by the limit check, not used.
/// `maximumLineBytes` is the caller's to enforce before parsing.
public enum JSONParser {
    /// The nesting accepted unless told otherwise: 64, the protocol's (Docs/Protocol.md, "Limits").
    public static let defaultMaximumDepth = ProtocolLimits.standard.maximumDepth

    /// Parses exactly one JSON value surrounded by optional whitespace, with
    /// `limits`' depth, cutting strings and nested arrays over its limits.
    public static func parse(_ bytes: UnsafeRawBufferPointer, limits: ProtocolLimits) throws(JSONParseError)
        -> JSONValue
    {
        let result = bytes.withMemoryRebound(to: UInt8.self) { buffer in
            parseResult(buffer, limits: limits)
        }
        return try result.get()
    }

    /// Parses exactly one JSON value surrounded by optional whitespace, with
    /// `limits`' depth, cutting strings and nested arrays over its limits.
    public static func parse(_ bytes: [UInt8], limits: ProtocolLimits) throws(JSONParseError) -> JSONValue {
        let result = bytes.withUnsafeBufferPointer { buffer in
            parseResult(buffer, limits: limits)
        }
        return try result.get()
    }

    /// Parses exactly one JSON value surrounded by optional whitespace, with
    /// `limits`' depth, cutting strings and nested arrays over its limits.
    public static func parse(_ string: String, limits: ProtocolLimits) throws(JSONParseError) -> JSONValue {
        var string = string
        let result = string.withUTF8 { buffer in
            parseResult(buffer, limits: limits)
        }
        return try result.get()
    }

    /// Parses exactly one JSON value surrounded by optional whitespace,
    /// keeping everything whole.
    ///
    /// `maximumDepth` is the number of arrays and objects that may be open at
    /// once: with 2, `[[1]]` parses and `[[[1]]]` is `tooDeep`; with 0 only
    /// scalars parse.
    public static func parse(_ bytes: UnsafeRawBufferPointer, maximumDepth: Int = defaultMaximumDepth)
        throws(JSONParseError) -> JSONValue
    {
        try parse(bytes, limits: .unlimited(maximumDepth: maximumDepth))
    }

    /// Parses exactly one JSON value surrounded by optional whitespace,
    /// keeping everything whole; `maximumDepth` as for raw bytes.
    public static func parse(_ bytes: [UInt8], maximumDepth: Int = defaultMaximumDepth) throws(JSONParseError)
        -> JSONValue
    {
        try parse(bytes, limits: .unlimited(maximumDepth: maximumDepth))
    }

    /// Parses exactly one JSON value surrounded by optional whitespace,
    /// keeping everything whole; `maximumDepth` as for raw bytes.
    public static func parse(_ string: String, maximumDepth: Int = defaultMaximumDepth) throws(JSONParseError)
        -> JSONValue
    {
        try parse(string, limits: .unlimited(maximumDepth: maximumDepth))
    }

    static func parseResult(_ buffer: UnsafeBufferPointer<UInt8>, limits: ProtocolLimits)
        -> Result<JSONValue, JSONParseError>
    {
        parseNotingLimits(buffer, limits: limits).map(\.value)
    }

    /// A parsed byte array (a batch line), and whether a string or an array
    /// in it passed `limits`' string and array limits (and was cut). When
    /// none did, ``ProtocolLimits/check(_:)`` of the value with those limits
    /// throws nothing, and a caller that parsed it may skip that walk.
    package static func parseNotingLimits(_ bytes: [UInt8], limits: ProtocolLimits)
        -> Result<(value: JSONValue, passedLimits: Bool), JSONParseError>
    {
        bytes.withUnsafeBufferPointer { parseNotingLimits($0, limits: limits) }
    }

    static func parseNotingLimits(_ buffer: UnsafeBufferPointer<UInt8>, limits: ProtocolLimits)
        -> Result<(value: JSONValue, passedLimits: Bool), JSONParseError>
    {
        guard let base = buffer.baseAddress, !buffer.isEmpty else {
            return .failure(.syntax("expected a value, found end of input", at: 0))
        }
        var scanner = JSONScanner(buffer: buffer, base: UnsafeRawPointer(base), limits: limits)
        do {
            let value = try scanner.parseDocument()
            return .success((value, scanner.passedLimits))
        } catch {
            return .failure(scanner.preferringUTF8Fault(error))
        }
    }
}
