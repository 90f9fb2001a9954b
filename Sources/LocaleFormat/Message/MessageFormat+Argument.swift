extension MessageFormat {
    /// The value of one named message argument.
    ///
    /// Literals make arguments directly:
    /// `["name": "Ana", "count": 3, "price": .decimal("19.99"),
    ///   "when": .date(millisecondsSince1970: 1_438_968_572_000)]`.
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
        /// An instant, for `date` and `time` (and `{x}`), in milliseconds
        /// since 1970-01-01T00:00:00Z.
        case date(millisecondsSince1970: Double)

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
    static func check(_ argument: Argument, name: String, usedAs kind: ICUMessageHandle.UsageKind) throws {
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
                .invalidRequest, "the message uses the argument \"\(name)\" as \(wanted), but it is \(argument.kindDescription)")
        }
    }
}

extension MessageFormat.Argument {
    /// The value handed to the shim, validated.
    func shimValue(name: String) throws -> ICUMessageHandle.Value {
        switch self {
        case .string(let s):
            return .string(s)
        case .integer(let i):
            return .integer(i)
        case .decimal(let text):
            try MessageFormat.validateDecimal(text, name: name)
            return .decimal(text)
        case .date(let ms):
            guard ms.isFinite, ms >= MessageFormat.earliestDate, ms < MessageFormat.dateLimit else {
                throw LocaleFormatError(
                    .invalidDate, "the date argument \"\(name)\" is not an instant within years -100000…100000")
            }
            return .date(ms)
        }
    }
}

extension MessageFormat {
    /// -100000-01-01T00:00:00Z and 100001-01-01T00:00:00Z, in milliseconds
    /// since 1970 (proleptic ISO calendar).
    static let earliestDate = Double(daysFromCivil(year: -100_000, month: 1, day: 1)) * 86_400_000
    static let dateLimit = Double(daysFromCivil(year: 100_001, month: 1, day: 1)) * 86_400_000

    /// Days since 1970-01-01 of a proleptic Gregorian date (H. Hinnant's
    /// `days_from_civil`).
    static func daysFromCivil(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let monthIndex = (month + 9) % 12
        let dayOfYear = (153 * monthIndex + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// A decimal is `-?digits[.digits][(e|E)[+-]digits]` with at most 100
    /// significant digits and an exponent within ±1000 (the request
    /// protocol's number rules); NaN and infinities are refused.
    static func validateDecimal(_ text: String, name: String) throws {
        func fail(_ why: String) -> LocaleFormatError {
            LocaleFormatError(.invalidNumber, "the argument \"\(name)\" is not a decimal number: \(why)")
        }
        let bytes = Array(text.utf8)
        var i = 0
        if i < bytes.count, bytes[i] == UInt8(ascii: "-") || bytes[i] == UInt8(ascii: "+") { i += 1 }
        var digits: [UInt8] = []
        let integerStart = i
        while i < bytes.count, LocaleSyntax.isDigit(bytes[i]) {
            digits.append(bytes[i])
            i += 1
        }
        guard i > integerStart else { throw fail("\"\(text.prefix(40))\" does not start with a digit") }
        if i < bytes.count, bytes[i] == UInt8(ascii: ".") {
            i += 1
            let fractionStart = i
            while i < bytes.count, LocaleSyntax.isDigit(bytes[i]) {
                digits.append(bytes[i])
                i += 1
            }
            guard i > fractionStart else { throw fail("no digit after the decimal point") }
        }
        if i < bytes.count, bytes[i] == UInt8(ascii: "e") || bytes[i] == UInt8(ascii: "E") {
            i += 1
            var negative = false
            if i < bytes.count, bytes[i] == UInt8(ascii: "-") || bytes[i] == UInt8(ascii: "+") {
                negative = bytes[i] == UInt8(ascii: "-")
                i += 1
            }
            let exponentStart = i
            var exponent = 0
            while i < bytes.count, LocaleSyntax.isDigit(bytes[i]) {
                exponent = Swift.min(exponent * 10 + Int(bytes[i] - 48), 1_000_000)
                i += 1
            }
            guard i > exponentStart else { throw fail("no digit in the exponent") }
            guard exponent <= 1000 else {
                throw fail("the exponent \(negative ? "-" : "")\(exponent) is outside ±1000")
            }
        }
        guard i == bytes.count else { throw fail("unexpected characters in \"\(text.prefix(40))\"") }
        let significant = digits.drop { $0 == UInt8(ascii: "0") }.reversed().drop { $0 == UInt8(ascii: "0") }
        guard significant.count <= 100 else {
            throw fail("it has \(significant.count) significant digits; at most 100 are allowed")
        }
    }
}
