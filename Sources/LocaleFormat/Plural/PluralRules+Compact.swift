import Synchronization

extension PluralRules {
    /// How the number whose category is asked for is written: as digits, or
    /// compactly with a power of ten in a word or letter ("1,2 M",
    /// "1.2 million"), which CLDR's operand `c` (or `e`) makes count.
    public enum Notation: String, Sendable, Hashable, CaseIterable {
        /// All digits written: `"1000000"`.
        case standard
        /// As the locale's compact format (ICU's `compact-short`) writes it,
        /// rounding included: 1,200,000 is `1,2 M` in French, `c` = 6.
        case compact
    }

    /// The category of `significand` × 10^`exponent` written compactly,
    /// `exponent` being CLDR's compact exponent operand `c` (also `e`): "1.2
    /// million" is `1.2c6`. French, Spanish, Italian, Portuguese and Catalan
    /// choose `many` for it, where `1200000` written out is `other`.
    ///
    /// ICU reads the operands from a number it formatted with that exponent
    /// (`uplrules_selectFormatted`), in scientific notation when the
    /// significand has one integer digit and in engineering notation when the
    /// exponent is a multiple of 3 and it has up to three: so `1.2c6`,
    /// `12c6`, `250c3` and `3c5` can be asked, `12c5` or `0.5c6` cannot.
    ///
    /// ```swift
    /// let french = try Formatters.shared.pluralRules(locale: "fr")
    /// try french.category(for: "1.2", compactExponent: 6)   // .many ("1,2 million de …")
    /// try french.category(for: "1200000")                   // .other
    /// ```
    /// - Parameters:
    ///   - significand: the digits written before the power of ten, their
    ///     fraction digits as written.
    ///   - exponent: the power of ten, 0 or more (0: `significand` itself).
    /// - Throws: `invalidNumber` for a significand or exponent outside
    ///   those forms, an exponent that puts the number beyond ±10^1000, NaN
    ///   and infinities.
    public func category(for significand: DecimalValue, compactExponent exponent: Int) throws(LocaleFormatError)
        -> PluralCategory
    {
        guard significand.isFinite else {
            throw LocaleFormatError(.invalidNumber, "plural rules need a finite number, not \(significand)")
        }
        if exponent == 0 { return try category(for: significand) }
        let magnitude = significand.adjustedExponent
        let notation: CompactOperands.Notation
        if exponent > 0, !significand.isZero, magnitude == 0 {
            notation = .scientific
        } else if exponent > 0, exponent % 3 == 0, !significand.isZero, (0...2).contains(magnitude) {
            notation = .engineering
        } else {
            throw LocaleFormatError(
                .invalidNumber,
                "a compact exponent must be positive, with a significand from 1 to below 10, or below 1000 when "
                    + "the exponent is a multiple of 3 (\"1.2c6\", \"250c3\"); not \(significand)c\(exponent)")
        }
        let value = try significand.scaled(byPowerOfTen: exponent)
        return try CompactOperands.withFormatter(notation, fractionDigits: significand.fractionDigitCount) {
            (formatter) throws(LocaleFormatError) in
            try handle.category(decimal: value.text, formattedWith: formatter)
        }
    }

    /// ``category(for:compactExponent:)`` of text: `"1.2"` and `6`.
    ///
    /// - Throws: `invalidNumber`, as ``DecimalValue/init(_:)`` and
    ///   ``category(for:compactExponent:)``.
    public func category(for significand: String, compactExponent exponent: Int) throws(LocaleFormatError)
        -> PluralCategory
    {
        try category(for: DecimalValue(significand), compactExponent: exponent)
    }

    /// The category of a number as the locale's compact format shows it
    /// (ICU's `compact-short`, its rounding included): ICU formats it and
    /// selects on what it wrote, its compact exponent `c` included.
    ///
    /// ```swift
    /// let spanish = try Formatters.shared.pluralRules(locale: "es")
    /// try spanish.category(for: 1_000_000, notation: .compact)   // .many ("1 M")
    /// try spanish.category(for: 1_000_000)                       // .many (CLDR: i % 1000000 = 0)
    /// try spanish.category(for: 1_200_000, notation: .compact)   // .many ("1,2 M")
    /// try spanish.category(for: 1_200_000)                       // .other
    /// ```
    /// - Throws: `invalidNumber` for NaN and infinities; `internal` when ICU
    ///   fails.
    public func category(for value: DecimalValue, notation: Notation) throws(LocaleFormatError) -> PluralCategory {
        guard notation == .compact else { return try category(for: value) }
        guard value.isFinite else {
            throw LocaleFormatError(.invalidNumber, "plural rules need a finite number, not \(value)")
        }
        return try handle.category(decimal: value.text, formattedWith: try compactFormatter())
    }

    /// The category of text in CLDR's sample syntax: a decimal, or a decimal
    /// with a compact exponent after `c` (`"1.2c6"`, `"1c3"`; an `e` is the
    /// decimal's own exponent, as everywhere in the library).
    ///
    /// ```swift
    /// try Formatters.shared.pluralRules(locale: "it").category(forSample: "1c6")   // .many
    /// ```
    /// - Throws: `invalidNumber`, as ``category(for:compactExponent:)``.
    public func category(forSample text: String) throws(LocaleFormatError) -> PluralCategory {
        guard let (significand, exponent) = try Self.compactSample(text) else { return try category(for: text) }
        return try category(for: significand, compactExponent: exponent)
    }

    /// The significand and compact exponent of `"1.2c6"`; nil for text
    /// without `c`.
    /// - Throws: `invalidNumber` for a `c` without a plain decimal before it
    ///   and digits after it.
    public static func compactSample(_ text: String) throws(LocaleFormatError) -> (DecimalValue, Int)? {
        guard let c = text.utf8.firstIndex(of: UInt8(ascii: "c")) else { return nil }
        let significand = text.utf8[..<c]
        let digits = text.utf8[text.utf8.index(after: c)...]
        guard !significand.contains(where: { $0 == UInt8(ascii: "e") || $0 == UInt8(ascii: "E") }),
            !digits.isEmpty, digits.count <= 4, digits.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }),
            let exponent = Int(Substring(digits))
        else {
            throw LocaleFormatError(
                .invalidNumber, "\"\(text.prefix(64))\" is not a decimal with a compact exponent (\"1.2c6\")")
        }
        return (try DecimalValue(String(Substring(significand))), exponent)
    }
}

/// The number formatters that give a plural selection its compact exponent:
/// scientific and engineering notation with a given count of fraction
/// digits, shared by all locales (the operands do not depend on the locale).
enum CompactOperands {
    enum Notation: Int {
        case scientific = 0, engineering = 1
    }

    private static let opened = Mutex<[Int: ICUNumberHandle]>([:])

    /// Calls `body` with the formatter for `notation` and `fractionDigits`
    /// (at most 100: a significand has at most 100 significant digits),
    /// opened once and kept.
    static func withFormatter<R>(
        _ notation: Notation, fractionDigits: Int, _ body: (ICUNumberHandle) throws(LocaleFormatError) -> R
    ) throws(LocaleFormatError) -> R {
        let key = fractionDigits * 2 + notation.rawValue
        if let cached = opened.withLock({ $0[key] }) { return try body(cached) }
        let precision = NumberSkeleton.fractionPrecision(minimum: fractionDigits, maximum: fractionDigits)
        let handle = try ICUNumberHandle(
            skeleton: "\(notation == .scientific ? "scientific" : "engineering") \(precision) group-off "
                + "rounding-mode-down",
            locale: "root", syntaxErrorCode: .internal)
        // Bounded: two notations of at most 101 counts each.
        let kept = opened.withLock { cache in
            if let raced = cache[key] { return raced }
            cache[key] = handle
            return handle
        }
        return try body(kept)
    }
}
