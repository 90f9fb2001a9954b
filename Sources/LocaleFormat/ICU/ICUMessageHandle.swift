internal import CICU

/// Owns one `icu::MessageFormat` of the shim (`CICUMessageFormat`).
///
/// `@unchecked Sendable`: ICU says a `MessageFormat` must not be used by two
/// threads at once (it builds sub-formatters lazily while formatting, and
/// the shim keeps each result in the handle). A handle is therefore either a
/// prototype that is only ever cloned (clone is a const read, safe from many
/// threads while nobody formats with it) or a clone that an
/// ``ICUHandlePool`` lends to one thread at a time. It moves between threads
/// but is never used by two at once.
final class ICUMessageHandle: @unchecked Sendable {
    /// What the pattern does with an argument at one place (`CICU_MSGARG_*`).
    enum UsageKind: Int32 {
        case any = 0, number, date, plural, select
    }

    /// An argument value in the shim's terms (`CICU_MSGVAL_*`).
    enum Value {
        case string(String)
        case integer(Int64)
        case decimal(String)
        case date(Double)
    }

    private let raw: OpaquePointer
    /// The values of the call under way, kept between calls (emptied, its
    /// capacity kept) so that a call allocates no array: one thread formats
    /// with a handle at a time.
    @exclusivity(unchecked) private var values: [Value] = []

    private init(raw: OpaquePointer) { self.raw = raw }

    deinit { cicu_msgfmt_close(raw) }

    /// Parses `pattern` for `locale`; date arguments use `timeZone`, an id
    /// the caller validated.
    /// - Throws: the error `invalid` builds from ICU's status and the UTF-16
    ///   offset ICU reported (nil when it gave none); `internal` when ICU ran
    ///   out of memory.
    static func open(
        pattern: String, locale: String, timeZone: String,
        invalid: (_ status: ICUStatus, _ utf16Offset: Int?) -> LocaleFormatError
    ) throws(LocaleFormatError) -> ICUMessageHandle {
        guard let patternLength = Int32(exactly: pattern.utf8.count) else {
            throw LocaleFormatError(.limitExceeded, "the message pattern is too long")
        }
        var status: Int32 = 0
        var offset: Int32 = -1
        let opened = cicu_msgfmt_open(
            pattern, patternLength, locale, timeZone, Int32(clamping: timeZone.utf8.count), &offset, &status)
        let failure = ICUStatus(rawValue: status)
        guard let opened, !failure.isFailure else {
            if failure.name == "U_MEMORY_ALLOCATION_ERROR" {
                try failure.check(.internal, "MessageFormat(\(locale))")
            }
            throw invalid(
                failure.isFailure ? failure : ICUStatus(rawValue: ICUStatus.illegalArgument),
                offset >= 0 ? Int(offset) : nil)
        }
        return ICUMessageHandle(raw: opened)
    }

    /// What `pattern` asks of ICU, from MessagePattern's parse alone, before
    /// any format is built for it (`cicu_msgfmt_measure`).
    /// - Throws: the error `invalid` builds for a pattern that does not parse;
    ///   `internal` when ICU ran out of memory.
    static func measure(
        pattern: String, invalid: (_ status: ICUStatus, _ utf16Offset: Int?) -> LocaleFormatError
    ) throws(LocaleFormatError) -> (arguments: Int, numberSigns: Int, subformats: Int, ruleBased: Int) {
        guard let patternLength = Int32(exactly: pattern.utf8.count) else {
            throw LocaleFormatError(.limitExceeded, "the message pattern is too long")
        }
        var status: Int32 = 0
        var offset: Int32 = -1
        var (arguments, numberSigns, subformats, ruleBased): (Int32, Int32, Int32, Int32) = (0, 0, 0, 0)
        cicu_msgfmt_measure(
            pattern, patternLength, &arguments, &numberSigns, &subformats, &ruleBased, &offset, &status)
        let failure = ICUStatus(rawValue: status)
        if failure.isFailure {
            if failure.name == "U_MEMORY_ALLOCATION_ERROR" { try failure.check(.internal, "MessagePattern") }
            throw invalid(failure, offset >= 0 ? Int(offset) : nil)
        }
        return (Int(arguments), Int(numberSigns), Int(subformats), Int(ruleBased))
    }

    /// An independent copy for another thread.
    func clone() throws(LocaleFormatError) -> ICUMessageHandle {
        var status: Int32 = 0
        guard let copy = cicu_msgfmt_clone(raw, &status), !ICUStatus(rawValue: status).isFailure else {
            try ICUStatus(rawValue: status).check(.internal, "MessageFormat::clone")
            throw LocaleFormatError(.internal, "MessageFormat::clone returned nothing")
        }
        return ICUMessageHandle(raw: copy)
    }

    /// Every place the pattern uses an argument, nested ones included.
    func usages() throws(LocaleFormatError) -> [(name: String, kind: UsageKind)] {
        let count = cicu_msgfmt_usage_count(raw)
        var result: [(name: String, kind: UsageKind)] = []
        for index in 0..<Swift.max(count, 0) {
            var kind: Int32 = 0
            let name = try ICUString.make(.internal, "message argument \(index)") { out, cap, st in
                cicu_msgfmt_usage(raw, index, &kind, out, cap, &st)
            }
            result.append((name, UsageKind(rawValue: kind) ?? .any))
        }
        return result
    }

    /// Keeps the argument names, converted for ICU once: ``format(_:outputBudget:)``
    /// takes values in this order. Call on the prototype before cloning it.
    /// - Throws: `internal` when ICU cannot allocate them.
    func setArgumentNames(_ names: [String]) throws(LocaleFormatError) {
        var status: Int32 = 0
        try Self.withCArguments(names.map { .string($0) }, asNames: true) {
            cicu_msgfmt_set_argument_names(raw, $0.baseAddress, Int32(clamping: $0.count), &status)
        }
        try ICUStatus(rawValue: status).check(.internal, "MessageFormat argument names")
    }

    /// Formats with the values of the arguments named by
    /// ``setArgumentNames(_:)``, in that order, which `fill` appends to the
    /// handle's empty list. Only for a handle this thread borrowed.
    /// - Parameters:
    ///   - outputBudget: the most UTF-8 bytes the result may have.
    ///   - fill: appends the values; what it throws ends the call.
    /// - Throws: what `fill` throws; `limitExceeded` for a result over `outputBudget`,
    ///   `invalidNumber` for a decimal ICU cannot read, `internal` for any
    ///   other ICU failure (a result ICU could not allocate included).
    func format(
        outputBudget: Int, values fill: (inout [Value]) throws(LocaleFormatError) -> Void
    ) throws(LocaleFormatError) -> String {
        // The handle goes back to a pool: it keeps no large result, and no
        // client text past the call.
        defer {
            values.removeAll(keepingCapacity: true)
            cicu_msgfmt_clear_result(raw, Self.keptResultCapacity)
        }
        try fill(&values)
        var status: Int32 = 0
        try Self.withCArguments(values) {
            cicu_msgfmt_format(raw, $0.baseAddress, Int32(clamping: $0.count), &status)
        }
        let failure = ICUStatus(rawValue: status)
        if failure.isFailure, failure.name == "U_DECIMAL_NUMBER_SYNTAX_ERROR" {
            throw LocaleFormatError(.invalidNumber, "ICU could not read a decimal argument", icuErrorName: failure.name)
        }
        if failure.isFailure, failure.name == "U_INTERNAL_PROGRAM_ERROR" {
            // ICU 72 rounds to a pattern's rounding increment ({x, number, 43},
            // {x, number, 0.07}; 0.05 and 0.5 take a path of their own) in
            // 34-digit decimal arithmetic, and fails this way for an argument
            // of 10^34 or more.
            throw LocaleFormatError(
                .invalidNumber,
                "ICU could not format a number argument with its pattern (ICU 72 rounds to a pattern's rounding "
                    + "increment in 34 digits: an argument of 10^34 or more cannot be rounded)",
                icuErrorName: failure.name)
        }
        try failure.check(.internal, "MessageFormat::format")
        // Each UTF-16 unit is at least one UTF-8 byte.
        if Int(cicu_msgfmt_result_length(raw)) > outputBudget {
            throw Self.overBudget(outputBudget)
        }
        let result = try ICUString.make(.internal, "MessageFormat result") { out, cap, st in
            cicu_msgfmt_result(raw, out, cap, &st)
        }
        guard result.utf8.count <= outputBudget else { throw Self.overBudget(outputBudget) }
        return result
    }

    /// Runs `body` with the shim's argument structs for `values`, without
    /// names (those set by ``setArgumentNames(_:)`` apply), their texts in
    /// one buffer the structs point into for the duration of `body`.
    /// `asNames`: each value is the text of an argument name, put in the
    /// structs' name fields.
    /// - Throws: `limitExceeded` when the texts pass 2 GiB together.
    private static func withCArguments(
        _ values: [Value], asNames: Bool = false, _ body: (UnsafeBufferPointer<CICUMessageArgument>) -> Void
    ) throws(LocaleFormatError) {
        var size = 1  // one byte more: the buffer has a base address even with no texts
        for value in values {
            switch value {
            case .string(let text), .decimal(let text): size += text.utf8.count
            case .integer, .date: break
            }
        }
        guard size <= Int(Int32.max) else {
            throw LocaleFormatError(.limitExceeded, "the message arguments are too long")
        }
        // Both on the stack for the usual handful of arguments (the heap past
        // the temporary allocation's limit): no array is made per call.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: size) { bytes in
            withUnsafeTemporaryAllocation(of: CICUMessageArgument.self, capacity: values.count) { arguments in
                guard let base = bytes.baseAddress else { return }
                let chars = UnsafeMutableRawPointer(base).assumingMemoryBound(to: CChar.self)
                var offset = 0
                /// Copies `text` after the texts before it; its length.
                func place(_ text: String) -> Int32 {
                    let count = UnsafeMutableBufferPointer(rebasing: bytes[offset...]).initialize(
                        fromContentsOf: text.utf8)
                    offset += count
                    return Int32(count)
                }
                for (index, value) in values.enumerated() {
                    var argument = CICUMessageArgument(
                        name: nil, name_length: 0, kind: 0, text: chars + offset, text_length: 0, integer: 0,
                        date: 0)
                    switch value {
                    case .string(let text): (argument.kind, argument.text_length) = (0, place(text))
                    case .decimal(let text): (argument.kind, argument.text_length) = (2, place(text))
                    case .integer(let integer): (argument.kind, argument.integer) = (1, integer)
                    case .date(let milliseconds): (argument.kind, argument.date) = (3, milliseconds)
                    }
                    if asNames { (argument.name, argument.name_length) = (argument.text, argument.text_length) }
                    arguments.initializeElement(at: index, to: argument)
                }
                body(UnsafeBufferPointer(arguments))
            }
        }
    }

    /// UTF-16 units of result buffer a pooled handle may keep between calls.
    static let keptResultCapacity: Int32 = 16_384

    private static func overBudget(_ budget: Int) -> LocaleFormatError {
        LocaleFormatError(.limitExceeded, "the formatted message would be longer than \(budget) bytes")
    }
}
