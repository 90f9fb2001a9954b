extension MessageFormat {
    /// The value of one named message argument.
    ///
    /// Literals make arguments directly:
    /// `["name": "Ana", "count": 3, "price": .decimal("19.99"),
    ///   "when": .date(try Instant(iso8601: "2015-08-07T17:29:32Z"))]`.
    public enum Argument: Hashable, Sendable, ExpressibleByStringLiteral, ExpressibleByIntegerLiteral {
        /// Text, for `{x}` and `select`.
        case string(String)
        /// An integer, for `plural`, `selectordinal`, `number` and `{x}`.
        case integer(Int64)
        /// A decimal number as text (`"1234.50"`, `"-0.001"`, `"1e21"`), kept
        /// exact: ICU receives the digits, never a `Double`. Visible fraction
        /// digits matter to plurals as ICU formats them: in
        /// `{n, plural, one {# day} other {# days}}` the decimal `"1.5"` is
        /// "1.5 days".
        case decimal(String)
        /// An instant, for `date` and `time` (and `{x}`).
        case date(Instant)

        /// `"Ana"` as an argument: ``string(_:)``.
        public init(stringLiteral value: String) { self = .string(value) }
        /// `3` as an argument: ``integer(_:)``.
        public init(integerLiteral value: Int64) { self = .integer(value) }

        var kindDescription: String {
            switch self {
            case .string: "a string"
            case .integer: "an integer"
            case .decimal: "a decimal"
            case .date: "a date"
            }
        }
    }

    /// Refuses a value the pattern cannot use at one of its places.
    static func check(_ argument: Argument, name: String, usedAs kind: ICUMessageHandle.UsageKind)
        throws(LocaleFormatError)
    {
        let fits: Bool
        let wanted: String
        switch kind {
        case .any:
            return
        case .number, .plural:
            wanted = kind == .plural ? "a number (plural, selectordinal or choice)" : "a number"
            switch argument {
            case .integer, .decimal: fits = true
            default: fits = false
            }
        case .select:
            wanted = "a string (select)"
            if case .string = argument { fits = true } else { fits = false }
        case .date:
            wanted = "a date"
            if case .date = argument { fits = true } else { fits = false }
        }
        guard fits else {
            throw LocaleFormatError(
                .invalidOptions,
                "the message uses the argument \"\(name)\" as \(wanted), but it is \(argument.kindDescription)")
        }
    }
}

extension MessageFormat.Argument {
    /// The value handed to the shim, validated.
    func shimValue(name: String) throws(LocaleFormatError) -> ICUMessageHandle.Value {
        switch self {
        case .string(let s):
            return .string(s)
        case .integer(let i):
            return .integer(i)
        case .decimal(let text):
            // The protocol's number rules, shared with NumberFormat: at most
            // 100 significant digits, exponent within ±1000, no NaN or infinity.
            let value: DecimalValue
            do {
                value = try DecimalValue(text)
            } catch {
                throw LocaleFormatError(error.code, "the argument \"\(name)\": \(error.message)")
            }
            guard value.isFinite else {
                throw LocaleFormatError(.invalidNumber, "the argument \"\(name)\" is not a finite number")
            }
            return .decimal(text)
        case .date(let instant):
            return .date(Double(instant.millisecondsSince1970))
        }
    }
}
