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

    private let raw: OpaquePointer
    /// The storage of a call's arguments, kept between calls so that a call
    /// allocates nothing: one thread formats with a handle at a time.
    @exclusivity(unchecked) private var storage = ArgumentList.Storage()

    private init(raw: OpaquePointer) { self.raw = raw }

    deinit {
        storage.deallocate()
        cicu_msgfmt_close(raw)
    }

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
        try Self.withCNames(names) {
            cicu_msgfmt_set_argument_names(raw, $0.baseAddress, Int32(clamping: $0.count), &status)
        }
        try ICUStatus(rawValue: status).check(.internal, "MessageFormat argument names")
    }

    /// Formats with the values of the arguments named by
    /// ``setArgumentNames(_:)``, which `fill` sets in a list of that many
    /// slots. Only for a handle this thread borrowed.
    /// - Parameters:
    ///   - outputBudget: the most UTF-8 bytes the result may have.
    ///   - count: the arguments named by ``setArgumentNames(_:)``.
    ///   - fill: sets every slot and returns true, or returns false to
    ///     format nothing; what it throws ends the call.
    /// - Returns: the result, or nil when `fill` returned false.
    /// - Throws: what `fill` throws; `limitExceeded` for a result over `outputBudget`,
    ///   `invalidNumber` for a decimal ICU cannot read, `internal` for any
    ///   other ICU failure (a result ICU could not allocate included).
    func format(
        outputBudget: Int, count: Int, values fill: (inout ArgumentList) throws(LocaleFormatError) -> Bool
    ) throws(LocaleFormatError) -> String? {
        var list = ArgumentList(storage: storage, count: count)
        defer { storage = list.finish() }
        guard try fill(&list) else { return nil }
        let (arguments, argumentCount) = (list.storage.slots, Int32(clamping: count))
        var formatStatus: Int32 = 0
        var overLimit: Int32 = 0
        // A result over the stack buffer stays in the handle for a second read.
        var kept = false
        defer { if kept { cicu_msgfmt_clear_result(raw, Self.keptResultCapacity) } }
        // Each UTF-16 unit is at least one UTF-8 byte: a result over the
        // budget in UTF-16 units is refused before it is converted.
        let utf16Limit = Int32(clamping: outputBudget)
        let result = try ICUString.make(.internal, "MessageFormat result") { out, capacity, status in
            if kept { return cicu_msgfmt_result(raw, out, capacity, &status) }
            let length = cicu_msgfmt_format_utf8(
                raw, arguments, argumentCount, utf16Limit, Self.keptResultCapacity, out, capacity, &overLimit,
                &formatStatus)
            kept = formatStatus == ICUStatus.bufferOverflow
            // A failure of the format itself is told apart below.
            status = kept ? formatStatus : 0
            return kept ? length : (formatStatus > 0 ? 0 : length)
        }
        // An overflow was the stack buffer's, read again from the handle.
        if !kept { try Self.check(formatStatus) }
        guard overLimit == 0, result.utf8.count <= outputBudget else { throw Self.overBudget(outputBudget) }
        return result
    }

    /// The error of a failed `MessageFormat::format`.
    private static func check(_ status: Int32) throws(LocaleFormatError) {
        let failure = ICUStatus(rawValue: status)
        guard failure.isFailure else { return }
        if failure.name == "U_DECIMAL_NUMBER_SYNTAX_ERROR" {
            throw LocaleFormatError(.invalidNumber, "ICU could not read a decimal argument", icuErrorName: failure.name)
        }
        if failure.name == "U_INTERNAL_PROGRAM_ERROR" {
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
    }

    /// Runs `body` with the shim's argument structs for `names`, each name's
    /// text in the structs' name fields, for the duration of `body`.
    /// - Throws: `limitExceeded` when the names pass 2 GiB together.
    private static func withCNames(
        _ names: [String], _ body: (UnsafeBufferPointer<CICUMessageArgument>) -> Void
    ) throws(LocaleFormatError) {
        var list = ArgumentList(storage: ArgumentList.Storage(), count: names.count)
        defer { list.storage.deallocate() }
        for (index, name) in names.enumerated() { try list.setString(name, at: index) }
        list.nameSlotsByTheirTexts()
        body(UnsafeBufferPointer(start: list.storage.slots, count: list.count))
    }

    /// The most bytes a handle keeps between calls for the storage of a
    /// call with `arguments` values: this side's slots and text buffer, and
    /// the shim's (`cicu_msgfmt_kept_call_bytes`). What a handle may grow by
    /// once it has formatted, for a cache to charge.
    func keptCallBytes(arguments: Int) -> Int {
        let slots = MemoryLayout<CICUMessageArgument>.stride * max(arguments, 8)
        return Int(cicu_msgfmt_kept_call_bytes(raw, Int32(clamping: arguments))) + slots
            + ArgumentList.Storage.keptTextBytes
    }

    /// UTF-16 units of result buffer a pooled handle may keep between calls.
    static let keptResultCapacity: Int32 = 16_384

    private static func overBudget(_ budget: Int) -> LocaleFormatError {
        LocaleFormatError(.limitExceeded, "the formatted message would be longer than \(budget) bytes")
    }
}
