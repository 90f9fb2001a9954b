import LocaleFormat

/// A request object read field by field. Every read checks the field's JSON
/// type (a wrong type is `invalidRequest`) and marks the field as known, so
/// that ``rejectUnknownFields()`` can report typos such as `"dateStlye"`.
struct RequestFields {
    /// Where the fields are read: a parsed object, or one read in place
    /// from its bytes (``FlatObject``: every value a scalar).
    private enum Source {
        case tree(JSONObject)
        case flat(FlatObject)
    }

    private let source: Source
    /// Which members a read found, by member index: a bit each for the
    /// first 64, a set beyond (a request has a dozen fields; more are
    /// unknown ones). No hashing of names per read.
    private var read: UInt64 = 0
    private var readBeyond: Set<Int> = []
    /// Where the next read of a ``FlatObject`` starts looking: after the
    /// member the last read found.
    private var next = 0
    /// Set once ``hasUnreadFields`` found every member but `id` and `op`
    /// read: reads only mark more, so the answer stays.
    private var allRead = false

    init(_ object: JSONObject) { source = .tree(object) }

    /// Fields read in place from a request's bytes, which must live as long as these.
    init(_ object: FlatObject) { source = .flat(object) }

    private mutating func value(_ name: StaticString) -> JSONValue? {
        switch source {
        case .tree(let object):
            guard let index = object.index(ofASCII: name) else { return nil }
            markRead(index)
            return object.members[index].value
        case .flat(let object):
            return index(of: name, in: object).map(object.value(at:))
        }
    }

    /// The index of the field `name` in `object` (this one's source), marked read.
    private mutating func index(of name: StaticString, in object: FlatObject) -> Int? {
        guard let index = object.index(ofASCII: name, from: next) else { return nil }
        markRead(index)
        next = index + 1
        return index
    }

    /// The value of the field `name`, without marking it read (for checks
    /// that look at a field before the op reads it).
    func peek(_ name: StaticString) -> JSONValue? {
        switch source {
        case .tree(let object): object.value(ofASCII: name)
        case .flat(let object): object.value(ofASCII: name)
        }
    }

    private mutating func markRead(_ index: Int) {
        if index < 64 { read |= 1 << UInt64(index) } else { readBeyond.insert(index) }
    }

    private func wasRead(_ index: Int) -> Bool {
        index < 64 ? read & (1 << UInt64(index)) != 0 : readBeyond.contains(index)
    }

    static func invalid(_ message: String) -> LocaleFormatError { LocaleFormatError(.invalidRequest, message) }

    private static func typeName(_ value: JSONValue) -> String {
        switch value {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }

    mutating func string(_ name: StaticString) throws -> String {
        guard let value = try optionalString(name) else { throw Self.invalid("missing field \"\(name)\"") }
        return value
    }

    /// The string field `name`, nil when absent; read in place, one that
    /// requests repeat is taken from `recurring` when given.
    mutating func optionalString(_ name: StaticString, recurring: RecurringStrings? = nil) throws -> String? {
        if case .flat(let object) = source {
            // Read in place: the string made from its bytes, no JSON value around it.
            guard let index = index(of: name, in: object) else { return nil }
            let (kind, bytes) = object.text(at: index)
            switch kind {
            case .asciiString:
                if let recurring { return recurring.string(bytes, isASCII: true) }
                return JSONScanner.string(validated: bytes, isASCII: true)
            case .string:
                if let recurring { return recurring.string(bytes, isASCII: false) }
                return JSONScanner.string(validated: bytes, isASCII: false)
            case .number, .true, .false, .null: throw Self.notAString(name, object.value(at: index))
            }
        }
        switch value(name) {
        case nil: return nil
        case .string(let s): return s
        case let other?: throw Self.notAString(name, other)
        }
    }

    private static func notAString(_ name: StaticString, _ value: JSONValue) -> LocaleFormatError {
        invalid("\"\(name)\" must be a string, not \(typeName(value))")
    }

    mutating func optionalBool(_ name: StaticString) throws -> Bool? {
        switch value(name) {
        case nil: return nil
        case .bool(let b): return b
        case let other?: throw Self.invalid("\"\(name)\" must be a boolean, not \(Self.typeName(other))")
        }
    }

    /// An integer field within `range`; `2.0` and `1e1` are not integers.
    mutating func optionalInteger(_ name: StaticString, in range: ClosedRange<Int>) throws -> Int? {
        switch value(name) {
        case nil: return nil
        case .number(let text):
            guard let n = Int(text), range.contains(n) else {
                throw Self.invalid("\"\(name)\" must be an integer from \(range.lowerBound) to \(range.upperBound)")
            }
            return n
        case let other?: throw Self.invalid("\"\(name)\" must be an integer, not \(Self.typeName(other))")
        }
    }

    /// One of an enum's raw values, case-sensitive (`Full` is not `full`).
    /// Read in place, an ASCII value is compared with the raw values' bytes
    /// (``RequestSpelled``); any other is made a string and constructed from.
    mutating func optionalEnum<E: RequestSpelled>(_ name: StaticString, _: E.Type) throws -> E? {
        let text: String
        if case .flat(let object) = source {
            guard let index = index(of: name, in: object) else { return nil }
            let (kind, bytes) = object.text(at: index)
            switch kind {
            case .asciiString:
                if let value = E.spellings.value(spelled: bytes) { return value }
                text = JSONScanner.string(validated: bytes, isASCII: true)
            case .string: text = JSONScanner.string(validated: bytes, isASCII: false)
            case .number, .true, .false, .null: throw Self.notAString(name, object.value(at: index))
            }
        } else {
            guard let string = try optionalString(name) else { return nil }
            text = string
        }
        guard let value = E(rawValue: text) else {
            let allowed = E.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
            throw Self.invalid("\"\(name)\" must be one of \(allowed)")
        }
        return value
    }

    /// A field that is a JSON boolean or one of an enum's raw values.
    enum BoolOrEnum<E> {
        case bool(Bool)
        case value(E)
    }

    /// A JSON boolean, or one of an enum's raw values as ``optionalEnum(_:_:)`` reads it.
    mutating func optionalBoolOrEnum<E: RequestSpelled>(_ name: StaticString, _: E.Type) throws -> BoolOrEnum<E>? {
        if case .bool? = peek(name) { return try optionalBool(name).map(BoolOrEnum.bool) }
        return try optionalEnum(name, E.self).map(BoolOrEnum.value)
    }

    /// A decimal given as a JSON string or a JSON number, as its literal text.
    mutating func optionalDecimalText(_ name: StaticString) throws -> DecimalText? {
        switch value(name) {
        case nil: return nil
        case .string(let s): return DecimalText(text: s, isJSONNumber: false)
        case .number(let s): return DecimalText(text: s, isJSONNumber: true)
        case let other?: throw Self.invalid("\"\(name)\" must be a string or a number, not \(Self.typeName(other))")
        }
    }

    mutating func decimalText(_ name: StaticString) throws -> DecimalText {
        guard let value = try optionalDecimalText(name) else { throw Self.invalid("missing field \"\(name)\"") }
        return value
    }

    mutating func optionalStringArray(_ name: StaticString) throws -> [String]? {
        switch value(name) {
        case nil: return nil
        case .array(let items):
            return try items.map {
                guard case .string(let s) = $0 else { throw Self.invalid("\"\(name)\" must be an array of strings") }
                return s
            }
        case let other?: throw Self.invalid("\"\(name)\" must be an array of strings, not \(Self.typeName(other))")
        }
    }

    mutating func optionalObject(_ name: StaticString) throws -> JSONObject? {
        switch value(name) {
        case nil: return nil
        case .object(let o): return o
        case let other?: throw Self.invalid("\"\(name)\" must be an object, not \(Self.typeName(other))")
        }
    }

    /// A required instant field (`date`, an interval's `start` and `end`):
    /// ISO 8601 text or a number of seconds, parsed where it lies (a string
    /// read in place is never made a `String`). Text that is no instant is
    /// the result's `invalidDate`, for the op to throw in its turn.
    mutating func instant(_ name: StaticString) throws -> Result<Instant, LocaleFormatError> {
        let wrongType = { Self.invalid("\"\(name)\" must be an ISO 8601 string or a number of seconds") }
        if case .flat(let object) = source {
            guard let index = index(of: name, in: object) else { throw Self.invalid("missing field \"\(name)\"") }
            let (kind, bytes) = object.text(at: index)
            switch kind {
            case .asciiString, .string:
                let text = UTF8Span(unchecked: bytes.span, isKnownASCII: kind == .asciiString)
                return Result { () throws(LocaleFormatError) in try Instant(iso8601: text) }
            case .number:
                let text = JSONScanner.string(validated: bytes, isASCII: true)
                return Result { () throws(LocaleFormatError) in try Instant(secondsSince1970: text) }
            case .true, .false, .null:
                throw wrongType()
            }
        }
        switch value(name) {
        case .string(let text)?: return Result { () throws(LocaleFormatError) in try Instant(iso8601: text) }
        case .number(let text)?: return Result { () throws(LocaleFormatError) in try Instant(secondsSince1970: text) }
        case nil: throw Self.invalid("missing field \"\(name)\"")
        case _?: throw wrongType()
        }
    }

    /// Any JSON value, unchecked (for fields of several shapes).
    mutating func raw(_ name: StaticString) -> JSONValue? { value(name) }

    /// Whether a member other than `id` and `op` is still unread: when none
    /// is, every further optional read would find nothing, and an op may
    /// skip them (the shared number options of a request that gives none).
    /// The first answer of false is kept, so that the ops' later checks
    /// cost a test of a flag.
    var hasUnreadFields: Bool {
        mutating get {
            guard !allRead else { return false }
            switch source {
            case .tree(let object):
                for (index, member) in object.members.enumerated() where !wasRead(index) {
                    if !sameKey(member.key, "id") && !sameKey(member.key, "op") { return true }
                }
            case .flat(let object):
                for index in 0..<object.count where !wasRead(index) {
                    if !object.key(at: index, is: "id") && !object.key(at: index, is: "op") { return true }
                }
            }
            allRead = true
            return false
        }
    }

    /// Throws `invalidRequest` naming the first field no read asked for.
    func rejectUnknownFields() throws {
        guard !allRead else { return }
        switch source {
        case .tree(let object):
            for (index, member) in object.members.enumerated() where !wasRead(index) {
                try Self.reject(member.key)
            }
        case .flat(let object):
            for index in 0..<object.count where !wasRead(index) {
                if object.key(at: index, is: "id") || object.key(at: index, is: "op") { continue }
                try Self.reject(object.key(at: index))
            }
        }
    }

    /// Throws `invalidRequest` for an unread field `key`, unless it is `id` or `op`.
    private static func reject(_ key: String) throws {
        if sameKey(key, "id") || sameKey(key, "op") { return }
        throw Self.invalid("unknown field \"\(key.prefix(64))\"")
    }
}

/// A number as the request wrote it: JSON numbers keep their literal text.
struct DecimalText: Hashable, Sendable {
    var text: String
    var isJSONNumber: Bool
}
