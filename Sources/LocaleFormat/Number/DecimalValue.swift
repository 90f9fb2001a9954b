public import struct Foundation.Decimal

/// An exact decimal number, kept with the digits it was written with.
///
/// Formatters take `DecimalValue`s so that no `Double` ever stands between a
/// price and ICU: `"12345678901234567.89"` keeps its cents, and `"1.0"` keeps
/// its visible fraction digit, which makes it `other` rather than `one` in
/// English plural rules.
///
/// ```swift
/// let price = try DecimalValue("12345678901234567.89")
/// try CurrencyFormat(locale: "de-DE", currency: "EUR").string(from: price)
/// // "12.345.678.901.234.567,89 €"
/// try DecimalValue("1.0") == DecimalValue("1")     // false: 1.0 shows a fraction digit
/// try DecimalValue("1E+21").description            // "1000000000000000000000"
/// ```
///
/// Accepted text: an optional sign, digits with an optional decimal point
/// (`"1234.5"`, `"-0.001"`, `".5"`, `"5."`, `"+7"`), an optional exponent
/// (`"1e21"`, `"1E+21"`, `"2.5e-3"`), or exactly `"NaN"`, `"Infinity"`,
/// `"-Infinity"`, `"+Infinity"`. ASCII only: no spaces, no grouping
/// separators, no decimal comma.
///
/// Limits (Docs/Protocol.md, "Numbers"):
/// - at most 100 significant digits, counted from the first to the last
///   non-zero digit (`"100"` has one, `"1.50"` two; zeros around them are
///   kept but not counted);
/// - the *adjusted* exponent, the exponent of the number written with one
///   digit before the point (`"12345e998"` is 1.2345e1002: adjusted 1002),
///   within -1000…1000. The adjusted exponent, not the written one, bounds
///   the magnitude, so `"0.1e1001"` (1e1000) passes and `"10e1000"` does
///   not. A zero's adjusted exponent is its written exponent
///   (`"0e-1001"` fails), as in Python's `Decimal.adjusted()`.
///
/// Equality compares the value and its visible fraction digits: `1.0` and
/// `1.00` differ from each other and from `1`, because they format and
/// pluralize differently, while `1e3`, `1000` and `001000` are one value.
public struct DecimalValue: Hashable, Sendable, CustomStringConvertible, ExpressibleByIntegerLiteral {
    /// At most this many significant digits.
    public static let maximumSignificantDigits = 100
    /// The adjusted exponent must lie within `-maximumExponent…maximumExponent`.
    public static let maximumExponent = 1000

    private enum Kind: Hashable, Sendable {
        case finite, nan, infinity
    }

    private let kind: Kind
    /// Whether the sign is minus, also for `-0` and `-Infinity`.
    public let isNegative: Bool
    /// The coefficient's ASCII digits without leading zeros (`"0"` for zero)
    /// and, when `exponent >= 0`, without trailing zeros (see `canonical`).
    let coefficient: [UInt8]
    /// The value is `coefficient × 10^exponent`.
    let exponent: Int
    /// The text handed to ICU (decNumber syntax), also ``description``.
    let text: String

    /// Not a number. `NumberFormat` prints it as ICU does (`"NaN"`);
    /// currencies, units and plurals reject it.
    public static let nan = DecimalValue(kind: .nan, negative: false)
    /// Positive infinity (`"∞"` in `NumberFormat`).
    public static let infinity = DecimalValue(kind: .infinity, negative: false)
    /// Negative infinity (`"-∞"` in `NumberFormat`).
    public static let negativeInfinity = DecimalValue(kind: .infinity, negative: true)

    /// True for ``nan``.
    public var isNaN: Bool { kind == .nan }
    /// True for ``infinity`` and ``negativeInfinity``.
    public var isInfinite: Bool { kind == .infinity }
    /// True unless the value is NaN or infinite.
    public var isFinite: Bool { kind == .finite }
    /// True for a finite zero, whatever its sign and fraction digits.
    public var isZero: Bool { kind == .finite && coefficient == [UInt8(ascii: "0")] }

    /// Digits after the decimal point as written (`"1.50"`: 2, `"1e-3"`: 3,
    /// `"1e3"`: 0): CLDR's plural operand `v`.
    public var fractionDigitCount: Int { kind == .finite ? max(0, -exponent) : 0 }

    /// The power of ten of the first significant digit (`"1234.5"`: 3,
    /// `"0.05"`: -2); 0 for zero and for values that are not finite.
    var adjustedExponent: Int { kind == .finite && !isZero ? exponent + coefficient.count - 1 : 0 }

    /// Whether a digit after the decimal point is not zero (`"1.5"`; not
    /// `"1.0"` or `"2"`).
    var hasNonZeroFraction: Bool {
        guard kind == .finite, exponent < 0 else { return false }
        return coefficient.suffix(-exponent).contains { $0 != UInt8(ascii: "0") }
    }

    /// Significant digits, from the first to the last non-zero digit (0 for zero).
    public var significantDigitCount: Int { Self.significantDigits(coefficient) }

    /// Plain notation (`"1234.5"`, `"-0.001"`, `"1000000000000000000000"`)
    /// for numbers up to 64 characters long, scientific notation with `E`
    /// (`"1.5E+999"`, ICU's decNumber syntax) for longer ones; `"NaN"`,
    /// `"Infinity"`, `"-Infinity"`. Parsing it gives the same value back.
    public var description: String { text }

    // MARK: - Creating values

    /// Parses decimal text, keeping every digit as written.
    ///
    /// ```swift
    /// try DecimalValue("-0.001")     // -0.001
    /// try DecimalValue("1,5")        // throws invalidNumber
    /// ```
    /// - Throws: `invalidNumber` for anything outside the grammar in the type's
    ///   documentation (`"1,5"`, `"--1"`, `"+"`, `"."`, `"1e"`, `" 1"`, `""`),
    ///   more than 100 significant digits, or an adjusted exponent beyond ±1000.
    public init(_ text: String) throws(LocaleFormatError) {
        // The limits are checked while the text is read, before any digit is
        // kept: text with too many digits is refused having stored at most
        // 100 of them, whatever its length.
        switch Self.parse(text, limited: true) {
        case .value(let parsed):
            self = parsed
        case .notADecimal:
            throw LocaleFormatError(.invalidNumber, "\"\(text.prefix(64))\" is not a decimal number")
        case .tooManyDigits:
            throw LocaleFormatError(
                .invalidNumber,
                "the number has more than \(Self.maximumSignificantDigits) significant digits; at most \(Self.maximumSignificantDigits) are allowed"
            )
        case .exponentOutOfRange(let adjusted):
            throw LocaleFormatError(
                .invalidNumber,
                "the number's exponent is \(adjusted); it must lie within ±\(Self.maximumExponent)")
        }
    }

    /// An integer, exactly. Integers are not held to the 100-digit limit.
    ///
    /// ```swift
    /// DecimalValue(9_007_199_254_740_993).description   // "9007199254740993"
    /// ```
    public init<T: BinaryInteger>(_ value: T) {
        self = Self.parse(value.description, limited: false).value ?? .nan
    }

    /// An integer literal: `let five: DecimalValue = 5`.
    public init(integerLiteral value: Int) {
        self.init(value)
    }

    /// A Foundation `Decimal`, exactly (its 38 digits are within the limits).
    /// `Decimal.nan` becomes ``nan``.
    ///
    /// ```swift
    /// if let price = Decimal(string: "19.99") {
    ///     DecimalValue(price).description   // "19.99"
    /// }
    /// ```
    public init(_ value: Decimal) {
        if value.isNaN {
            self = .nan
            return
        }
        self = Self.parse(value.description, limited: false).value ?? .nan
    }

    /// A convenience for `Double`s: the shortest decimal that reads back as
    /// the same `Double` (Swift's `description`), so `0.1` is `"0.1"`, not
    /// `0.1000000000000000055511151231257827…`. Integral values have no
    /// fraction digit (`1.0` is `"1"`, `one` in English plurals).
    ///
    /// A `Double` holds only about 16 significant digits: prices and other
    /// exact amounts belong in a `String` or a `Decimal`, never a `Double`
    /// (`12345678901234567.89` as a `Double` is `12345678901234568`).
    public init(_ value: Double) {
        if value.isNaN {
            self = .nan
        } else if value.isInfinite {
            self = value < 0 ? .negativeInfinity : .infinity
        } else if let parsed = Self.parse(value.description, limited: false).value {
            self = parsed.droppingTrailingFractionZeros()
        } else {
            self = .nan
        }
    }

    private init(kind: Kind, negative: Bool) {
        self.kind = kind
        self.isNegative = negative
        self.coefficient = [UInt8(ascii: "0")]
        self.exponent = 0
        switch kind {
        case .nan: text = "NaN"
        case .infinity: text = negative ? "-Infinity" : "Infinity"
        case .finite: text = negative ? "-0" : "0"
        }
    }

    /// - Parameter text: the value spelled as ``render`` spells it, when
    ///   the caller has it already; rendered when nil.
    private init(negative: Bool, coefficient: [UInt8], exponent: Int, text: String? = nil) {
        self.kind = .finite
        self.isNegative = negative
        self.coefficient = coefficient
        self.exponent = exponent
        self.text = text ?? Self.render(negative: negative, coefficient: coefficient, exponent: exponent)
    }

    /// The same value without zeros at the end of its fraction (`1.50` → `1.5`, `2.0` → `2`).
    func droppingTrailingFractionZeros() -> DecimalValue {
        guard kind == .finite, exponent < 0 else { return self }
        if isZero { return Self.canonical(negative: isNegative, digits: coefficient, exponent: 0) }
        var digits = coefficient
        var exp = exponent
        while exp < 0, digits.count > 1, digits.last == UInt8(ascii: "0") {
            digits.removeLast()
            exp += 1
        }
        return Self.canonical(negative: isNegative, digits: digits, exponent: exp)
    }

    /// The same value truncated toward zero to at most `digits` fraction digits.
    func truncated(toFractionDigits digits: Int) -> DecimalValue {
        guard kind == .finite, -exponent > digits else { return self }
        let drop = -exponent - digits
        let kept = Array(coefficient.dropLast(min(drop, coefficient.count)))
        return Self.canonical(negative: isNegative, digits: kept, exponent: -digits)
    }

    /// The value times 10^`power` (`1.2` scaled by 6 is `1.2E+6`), its
    /// significant digits unchanged.
    /// - Throws: `invalidNumber` when the result's adjusted exponent lies
    ///   beyond ±``maximumExponent``.
    func scaled(byPowerOfTen power: Int) throws(LocaleFormatError) -> DecimalValue {
        guard kind == .finite, power != 0 else { return self }
        let sign = isNegative ? "-" : ""
        return try DecimalValue("\(sign)\(String(decoding: coefficient, as: UTF8.self))E\(exponent + power)")
    }

    // MARK: - Parsing and rendering

    private static let zero = UInt8(ascii: "0")

    private static func significantDigits(_ digits: [UInt8]) -> Int {
        guard let first = digits.firstIndex(where: { $0 != zero }),
            let last = digits.lastIndex(where: { $0 != zero })
        else { return 0 }
        return last - first + 1
    }

    /// What ``parse(_:limited:)`` found.
    private enum Parsed {
        case value(DecimalValue)
        case notADecimal
        /// More than ``maximumSignificantDigits`` significant digits.
        case tooManyDigits
        /// An adjusted exponent beyond ±``maximumExponent``.
        case exponentOutOfRange(Int)

        var value: DecimalValue? {
            if case .value(let value) = self { return value }
            return nil
        }
    }

    /// The grammar of the type's documentation, in one pass over the UTF-8.
    ///
    /// Only significant digits are stored: leading zeros are dropped and a run
    /// of zeros is counted, not stored, until a non-zero digit follows it. So
    /// with `limited`, text over the limits is refused having stored at most
    /// ``maximumSignificantDigits`` digits (the first digit over the limit
    /// stops the scan), and the trailing zeros a valid value keeps as
    /// visible fraction digits are stored only once the exponent is known to
    /// be within the limits.
    private static func parse(_ text: String, limited: Bool) -> Parsed {
        let utf8 = text.utf8
        guard let first = utf8.first else { return .notADecimal }
        if first == UInt8(ascii: "N") || first == UInt8(ascii: "I") || utf8.count == 9 {
            switch text {
            case "NaN": return .value(.nan)
            case "Infinity", "+Infinity": return .value(.infinity)
            case "-Infinity": return .value(.negativeInfinity)
            default: break
            }
        }
        enum State { case start, integer, fraction, exponentStart, exponentSigned, exponent }
        var state = State.start
        var negative = false
        var significant: [UInt8] = []  // first to last non-zero digit seen so far
        var pendingZeros = 0  // zeros after the last stored digit (or all of them, before it)
        var sawDigit = false
        var fractionDigits = 0
        var exponentNegative = false
        var writtenExponent = 0
        // Whether the text is spelled as `render` spells the value: no `+`,
        // no exponent, no leading zero but one before the point, digits on
        // both sides of a point. Then the text is kept instead of rendered.
        var asRendered = true
        var integerDigits = 0
        var integerLeadingZero = false
        for byte in utf8 {
            let isDigit = byte >= zero && byte <= UInt8(ascii: "9")
            switch state {
            case .start:
                state = .integer
                if byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+") {
                    negative = byte == UInt8(ascii: "-")
                    if byte == UInt8(ascii: "+") { asRendered = false }
                    continue
                }
                fallthrough
            case .integer, .fraction:
                if isDigit {
                    sawDigit = true
                    if state == .fraction {
                        fractionDigits += 1
                    } else {
                        if integerLeadingZero { asRendered = false }  // 01, 00
                        if integerDigits == 0 && byte == zero { integerLeadingZero = true }
                        integerDigits += 1
                    }
                    if byte == zero {
                        pendingZeros += 1
                        continue
                    }
                    if !significant.isEmpty {
                        if limited, significant.count + pendingZeros + 1 > maximumSignificantDigits {
                            return .tooManyDigits
                        }
                        significant.append(contentsOf: repeatElement(zero, count: pendingZeros))
                    }
                    pendingZeros = 0
                    significant.append(byte)
                } else if byte == UInt8(ascii: "."), state == .integer {
                    if integerDigits == 0 { asRendered = false }  // .5
                    state = .fraction
                } else if (byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E")) && sawDigit {
                    asRendered = false
                    state = .exponentStart
                } else {
                    return .notADecimal
                }
            case .exponentStart where byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+"):
                exponentNegative = byte == UInt8(ascii: "-")
                state = .exponentSigned
            case .exponentStart, .exponentSigned, .exponent:
                guard isDigit else { return .notADecimal }
                state = .exponent
                // Saturate far beyond any limit instead of overflowing.
                if writtenExponent < 1_000_000_000 {
                    writtenExponent = writtenExponent * 10 + Int(byte - zero)
                }
            }
        }
        switch state {
        case .start, .exponentStart, .exponentSigned: return .notADecimal
        case .integer, .fraction, .exponent: break
        }
        guard sawDigit else { return .notADecimal }
        if state == .fraction && fractionDigits == 0 { asRendered = false }  // 5.
        // `render` switches to E notation past 64 characters.
        let spelling = asRendered && utf8.count <= 64 ? text : nil
        if exponentNegative { writtenExponent = -writtenExponent }
        // The value is significant × 10^pendingZeros × 10^exponent.
        var exponent = writtenExponent - fractionDigits
        guard !significant.isEmpty else {
            // Zero: its adjusted exponent is its written one (see the type's documentation).
            let zeroExponent = min(exponent, 0)
            if limited, abs(zeroExponent) > maximumExponent { return .exponentOutOfRange(zeroExponent) }
            return .value(DecimalValue(negative: negative, coefficient: [zero], exponent: zeroExponent, text: spelling))
        }
        // Trailing zeros before the point move into the exponent (1000 is
        // 1e3); after it they stay, as visible fraction digits (1.50).
        let keptZeros: Int
        if exponent >= 0 {
            exponent += pendingZeros
            keptZeros = 0
        } else {
            keptZeros = pendingZeros
        }
        let adjusted = exponent + significant.count + keptZeros - 1
        if limited, abs(adjusted) > maximumExponent { return .exponentOutOfRange(adjusted) }
        significant.append(contentsOf: repeatElement(zero, count: keptZeros))
        return .value(DecimalValue(negative: negative, coefficient: significant, exponent: exponent, text: spelling))
    }

    /// One spelling per value and visible fraction digits: no leading zeros
    /// (one `0` for zero), and zeros before the decimal point moved into the
    /// exponent (`1000` and `1e3` are equal). Zeros after the point stay: they
    /// are visible fraction digits.
    private static func canonical(negative: Bool, digits: [UInt8], exponent: Int) -> DecimalValue {
        var digits = digits
        var exponent = exponent
        guard let firstNonZero = digits.firstIndex(where: { $0 != zero }) else {
            return DecimalValue(negative: negative, coefficient: [zero], exponent: min(exponent, 0))
        }
        digits.removeFirst(firstNonZero)
        // With a negative exponent the spelling is already the only one for
        // the value and its fraction digits (10.0 is 100 × 10^-1).
        while exponent >= 0, digits.count > 1, digits.last == zero {
            digits.removeLast()
            exponent += 1
        }
        return DecimalValue(negative: negative, coefficient: digits, exponent: exponent)
    }

    /// Plain notation when it is at most 64 characters long, else `dddE±x`
    /// (`d.dddE+x` with one digit before the point).
    private static func render(negative: Bool, coefficient: [UInt8], exponent: Int) -> String {
        var out: [UInt8] = negative ? [UInt8(ascii: "-")] : []
        let count = coefficient.count
        let plainLength = exponent >= 0 ? count + exponent : max(count, -exponent + 1) + 1
        if plainLength <= 64 || (exponent <= 0 && -exponent <= count + 6) {
            if exponent >= 0 {
                out += coefficient
                if coefficient != [zero] { out += repeatElement(zero, count: exponent) }
            } else {
                let fraction = -exponent
                if count > fraction {
                    out += coefficient[..<(count - fraction)]
                    out.append(UInt8(ascii: "."))
                    out += coefficient[(count - fraction)...]
                } else {
                    out += [zero, UInt8(ascii: ".")]
                    out += repeatElement(zero, count: fraction - count)
                    out += coefficient
                }
            }
        } else {
            out.append(coefficient[0])
            if count > 1 {
                out.append(UInt8(ascii: "."))
                out += coefficient[1...]
            }
            let adjusted = exponent + count - 1
            out += Array("E\(adjusted < 0 ? "-" : "+")\(abs(adjusted))".utf8)
        }
        return String(decoding: out, as: UTF8.self)
    }
}
