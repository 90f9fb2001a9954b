@_spi(Catalogs) public import LocaleFormat

/// One argument of a rendering (Docs/Catalogs.md, "Format strings and arguments"): a number or a string, as
/// the `args` of the `string` op are JSON numbers and strings.
///
/// ```swift
/// let arguments: [CatalogArgument] = [5, "Ada", 2.5, .number(try DecimalValue("1234.50"))]
/// ```
///
/// Integer conversions (`%d %u %x %c`, integer plural operands) take a number
/// without fraction digits, or a string of one; `%f` and float operands take
/// any number or decimal string; `%@` takes either; `%s` takes a string.
public enum CatalogArgument: Sendable, Hashable, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral,
    ExpressibleByStringLiteral
{
    /// A number, exactly as written (a JSON number's text).
    case number(DecimalValue)
    /// A string.
    case string(String)

    /// An integer argument.
    public init(integerLiteral value: Int) { self = .number(DecimalValue(value)) }
    /// A `Double` argument, by its shortest decimal (`0.1` is `"0.1"`).
    public init(floatLiteral value: Double) { self = .number(DecimalValue(value)) }
    /// A string argument.
    public init(stringLiteral value: String) { self = .string(value) }

    /// An integer argument.
    public static func integer<T: BinaryInteger>(_ value: T) -> CatalogArgument { .number(DecimalValue(value)) }
    /// A `Double` argument, by its shortest decimal.
    public static func double(_ value: Double) -> CatalogArgument { .number(DecimalValue(value)) }
}

/// An integer argument within the range of some C conversion.
enum IntegerArgument {
    case signed(Int64)
    case unsigned(UInt64)

    /// The integer of a sign and a magnitude, as `Int64(_:)` and then
    /// `UInt64(_:)` read its text; nil below −2⁶³.
    init?(negative: Bool, magnitude: UInt64) {
        if negative {
            guard magnitude <= UInt64(Int64.max) + 1 else { return nil }
            self = .signed(magnitude == UInt64(Int64.max) + 1 ? Int64.min : -Int64(magnitude))
        } else if magnitude <= UInt64(Int64.max) {
            self = .signed(Int64(magnitude))
        } else {
            self = .unsigned(magnitude)
        }
    }

    var decimal: DecimalValue {
        switch self {
        case .signed(let value): return DecimalValue(value)
        case .unsigned(let value): return DecimalValue(value)
        }
    }

    var isZero: Bool {
        switch self {
        case .signed(let value): return value == 0
        case .unsigned(let value): return value == 0
        }
    }
}

extension CatalogArgument {
    /// The argument as a decimal: a number, or a string of one.
    func decimal(for specifier: String, position: Int) throws(LocaleFormatError) -> DecimalValue {
        switch self {
        case .number(let value):
            guard value.isFinite else { throw wrong(specifier, position, "a finite number") }
            return value
        case .string(let text):
            guard let value = try? DecimalValue(text), value.isFinite else {
                throw wrong(specifier, position, "a number")
            }
            return value
        }
    }

    /// The argument as an integer in −2⁶³…2⁶⁴−1.
    func integer(for specifier: String, position: Int) throws(LocaleFormatError) -> IntegerArgument {
        try integerAndDecimal(for: specifier, position: position).integer
    }

    /// The argument as an integer in −2⁶³…2⁶⁴−1, and that integer as a
    /// decimal: the argument's own value when it is written as the integer
    /// is (`5`, not `05` or `-0`), so that no second decimal is made from it.
    func integerAndDecimal(for specifier: String, position: Int) throws(LocaleFormatError)
        -> (integer: IntegerArgument, decimal: DecimalValue)
    {
        let value = try decimal(for: specifier, position: position)
        guard value.fractionDigitCount == 0 else { throw wrong(specifier, position, "an integer") }
        guard let read = Self.integer(value) else {
            throw LocaleFormatError(
                .invalidArgument,
                "\(specifier) takes argument \(position), \(value.description), which is out of the 64-bit range")
        }
        return read
    }

    /// ``integerAndDecimal(for:position:)`` of `arguments[position - 1]`,
    /// reading a finite integer number in place: calling a method on an
    /// element copies the element first (its decimal's digits and text).
    static func integerAndDecimal(in arguments: [CatalogArgument], position: Int, for specifier: String)
        throws(LocaleFormatError) -> (integer: IntegerArgument, decimal: DecimalValue)
    {
        // The integer read here rather than through `integer(_:)`: the
        // decimal is copied once, into the result.
        if case .number(let value) = arguments[position - 1], value.isFinite, value.fractionDigitCount == 0,
            let magnitude = value.integerMagnitude,
            let integer = IntegerArgument(negative: value.isNegative, magnitude: magnitude)
        {
            return (integer, value.isNegative && magnitude == 0 ? integer.decimal : value)
        }
        return try arguments[position - 1].integerAndDecimal(for: specifier, position: position)
    }

    /// A finite decimal without fraction digits as an integer in
    /// −2⁶³…2⁶⁴−1 (nil beyond), and as the decimal to format: itself when it
    /// is written as the integer is. A description has no plus sign and no
    /// leading zero, so the only integer not written as it is, is `-0`.
    private static func integer(_ value: DecimalValue) -> (integer: IntegerArgument, decimal: DecimalValue)? {
        guard let magnitude = value.integerMagnitude,
            let integer = IntegerArgument(negative: value.isNegative, magnitude: magnitude)
        else { return nil }
        return (integer, value.isNegative && magnitude == 0 ? integer.decimal : value)
    }

    private func wrong(_ specifier: String, _ position: Int, _ expected: String) -> LocaleFormatError {
        let given: String
        switch self {
        case .number(let value): given = "the number \(value)"
        case .string(let text): given = "the string \"\(text.prefix(40))\""
        }
        return LocaleFormatError(
            .invalidArgument, "\(specifier) takes argument \(position), \(given), which is not \(expected)")
    }
}
