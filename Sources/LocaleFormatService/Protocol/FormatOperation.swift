import LocaleFormat

/// One `op` of the request protocol: one file in `Operations/` and one line
/// in ``FormatOperations``' table.
///
/// Decoding is split in two so that shape faults come before value faults
/// (Docs/Protocol.md, "Order of checks"): `init(fields:)` reads and type-checks the JSON fields and
/// throws only `invalidRequest`; `perform()` turns them into library values
/// and calls the library, throwing the value codes (`invalidLocale`, …).
/// Formatters come from the dispatcher's ``Formatters`` registry, so that a
/// batch or a service opens each distinct formatter once.
protocol FormatOperation: Sendable {
    /// The `op` string, such as `"date"`.
    static var name: String { get }
    /// What the op answers, in a few words for help texts.
    static var summary: String { get }
    /// The request's fields besides `id` and `op`: what `init(fields:)`
    /// reads, declared once for the OpenAPI document and the help texts.
    static var fields: [OperationField] { get }
    /// The type of a successful response's `result`.
    static var result: FieldType { get }
    /// A request of the op, as one JSON line: the OpenAPI document's
    /// example, and the request the declaration's tests start from.
    static var example: String { get }
    /// Limits of the op's own (an array's length), checked with the
    /// protocol's limits, before any field is read: `limitExceeded`.
    static func checkLimits(_ request: RequestFields) throws(LocaleFormatError)
    init(fields: inout RequestFields) throws
    /// Runs the request with formatters from `formatters`.
    func perform(with formatters: Formatters) throws -> JSONValue
    /// Runs the request with formatters from `formatters` and, for the ops
    /// that render them, the dispatcher's catalogs (nil when it has none).
    func perform(with formatters: Formatters, catalogs: CatalogStore?) throws -> JSONValue
    /// Runs the request as ``perform(with:catalogs:)`` does, for an op whose
    /// result is a string it can hand over as UTF-8 without making a
    /// `String` (a date): that text to `body`, and true. False, nothing
    /// run, for every other op (the default), which then runs through
    /// ``perform(with:catalogs:)``.
    func performText(with formatters: Formatters, _ body: (UTF8Span) -> Void) throws -> Bool
    /// Reads a request of this op from `fields` and runs it: its result;
    /// or nil when `writingText` and the op handed its string result over
    /// (``performText(with:_:)``), the response with `id` then written into
    /// `output`. One implementation for every op (below), as a requirement
    /// so that each op's is compiled for its own type: the request's value
    /// stays on the stack, not copied through the generic witnesses.
    static func answer(
        _ fields: inout RequestFields, formatters: Formatters, catalogs: CatalogStore?, id: RequestID,
        writingText: Bool, _ output: inout [UInt8]
    ) throws -> JSONValue?
}

extension FormatOperation {
    /// Most ops have no limits beyond the protocol's.
    static func checkLimits(_ request: RequestFields) throws(LocaleFormatError) {}

    static func answer(
        _ fields: inout RequestFields, formatters: Formatters, catalogs: CatalogStore?, id: RequestID,
        writingText: Bool, _ output: inout [UInt8]
    ) throws -> JSONValue? {
        let request = try Self(fields: &fields)
        try fields.rejectUnknownFields()
        if writingText,
            try request.performText(with: formatters, { FormatResponse.write(id: id, text: $0, into: &output) })
        {
            return nil
        }
        return try request.perform(with: formatters, catalogs: catalogs)
    }

    /// Most ops make their results as values.
    func performText(with formatters: Formatters, _ body: (UTF8Span) -> Void) throws -> Bool { false }

    /// Most ops render no catalog.
    func perform(with formatters: Formatters, catalogs: CatalogStore?) throws -> JSONValue {
        try perform(with: formatters)
    }
}
