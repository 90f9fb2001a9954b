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

        /// One bit per kind, for ``MessageFormat/Usage/accepted``.
        var kindBit: UInt8 {
            switch self {
            case .string: Self.stringBit
            case .integer: Self.integerBit
            case .decimal: Self.decimalBit
            case .date: Self.dateBit
            }
        }
        static var stringBit: UInt8 { 1 }
        static var integerBit: UInt8 { 2 }
        static var decimalBit: UInt8 { 4 }
        static var dateBit: UInt8 { 8 }

        var kindDescription: String {
            switch self {
            case .string: "a string"
            case .integer: "an integer"
            case .decimal: "a decimal"
            case .date: "a date"
            }
        }
    }

    /// The argument kinds (``Argument/kindBit``) a place where the pattern
    /// uses an argument as `kind` takes.
    static func acceptedKinds(usedAs kind: ICUMessageHandle.UsageKind) -> UInt8 {
        switch kind {
        case .any: Argument.stringBit | Argument.integerBit | Argument.decimalBit | Argument.dateBit
        case .number, .plural: Argument.integerBit | Argument.decimalBit
        case .select: Argument.stringBit
        case .date: Argument.dateBit
        }
    }

    /// Whether a place where the pattern uses an argument as `kind` takes `argument`.
    static func takes(_ argument: Argument, usedAs kind: ICUMessageHandle.UsageKind) -> Bool {
        acceptedKinds(usedAs: kind) & argument.kindBit != 0
    }

    /// Refuses a value the pattern cannot use at one of its places.
    static func check(_ argument: Argument, name: String, usedAs kind: ICUMessageHandle.UsageKind)
        throws(LocaleFormatError)
    {
        guard !takes(argument, usedAs: kind) else { return }
        let wanted =
            switch kind {
            case .any: "anything"
            case .number: "a number"
            case .plural: "a number (plural, selectordinal or choice)"
            case .select: "a string (select)"
            case .date: "a date"
            }
        throw LocaleFormatError(
            .invalidOptions,
            "the message uses the argument \"\(name)\" as \(wanted), but it is \(argument.kindDescription)")
    }
}

extension MessageFormat {
    /// Refuses a decimal argument outside the protocol's number rules, shared
    /// with NumberFormat: at most 100 significant digits, exponent within
    /// ±1000, no NaN or infinity.
    static func checkDecimal(_ text: String, name: String) throws(LocaleFormatError) {
        let value: DecimalValue
        do {
            value = try DecimalValue(text)
        } catch {
            throw LocaleFormatError(error.code, "the argument \"\(name)\": \(error.message)")
        }
        guard value.isFinite else {
            throw LocaleFormatError(.invalidNumber, "the argument \"\(name)\" is not a finite number")
        }
    }
}
