extension NumberDisplay {
    /// What a style brings to the digit options: ECMA-402's default minimum
    /// and maximum fraction digits, and whether ICU's own rounding without
    /// a stem already is them.
    struct StyleDigits {
        /// Compact notation: no digit option means ICU's compact rounding.
        static let compact = StyleDigits(minimum: 0, maximum: 0, implicit: true, isCompact: true)

        var minimum: Int
        var maximum: Int
        /// No stem is written when no digit option is given.
        var implicit: Bool
        var isCompact = false
    }

    /// The roundings `roundingIncrement` takes (ECMA-402).
    public static let roundingIncrements = [1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1000, 2000, 2500, 5000]
    static let fractionDigitRange = 0...20
    static let significantDigitRange = 1...21
    static let integerDigitRange = 1...30
    static let exponentDigitRange = 1...20
    static let maximumScaleLength = 40

    /// Whether any option that changes the rounding is set (a currency
    /// then needs its digits, read from ICU).
    var setsDigits: Bool {
        minimumFractionDigits != nil || maximumFractionDigits != nil || minimumSignificantDigits != nil
            || maximumSignificantDigits != nil || roundingPriority != .auto || roundingIncrement != 1
            || trailingZeroDisplay != .auto
    }

    /// Appends this value's stems: notation, sign, precision, integer
    /// width, grouping, rounding mode, decimal separator, scale (left out
    /// when the caller wrote it, as percent does), then ``icuStems`` (whose
    /// precision stem, if any, replaces the fields').
    /// - Throws: `invalidOptions` for a value out of range or options that
    ///   do not go together (Docs/Protocol.md, "Number options");
    ///   `invalidPattern` for ICU stems ICU rejects with the others.
    func appendStems(
        to skeleton: inout NumberSkeleton, style: StyleDigits, accounting: Bool = false, cashRounding: Bool = false,
        writesScale: Bool = true
    ) throws(LocaleFormatError) {
        if let stem = try notationStem() { skeleton.append(stem) }
        if signDisplay != .auto || accounting { skeleton.append(signDisplay.stem(accounting: accounting)) }
        if let stem = try precision(style: style, cashRounding: cashRounding)
            .stem(stripIfInteger: trailingZeroDisplay == .stripIfInteger), !icuStemsRound
        {
            skeleton.append(stem)
        }
        if let stem = try integerWidthStem() { skeleton.append(stem) }
        if let grouping { skeleton.append(grouping.stem) }
        if roundingMode != .halfEven { skeleton.append(roundingMode.skeletonStem) }
        if decimalSeparatorAlways { skeleton.append("decimal-always") }
        if writesScale, let scale { skeleton.append("scale/" + (try Self.checkedScale(scale))) }
        if let icuStems { try Self.appendChecked(icuStems, to: &skeleton) }
    }

    /// The scale stem of percent: ×100, times ``scale`` when given.
    func percentScaleStem() throws(LocaleFormatError) -> String {
        guard let scale else { return "scale/100" }
        return "scale/" + (try Self.checkedScale(scale)) + "E2"
    }

    /// `scientific/*ee/sign-always`; nil for standard notation.
    private func notationStem() throws(LocaleFormatError) -> String? {
        let exponential = notation == .scientific || notation == .engineering
        if !exponential, exponentSignDisplay != .auto || minimumExponentDigits != 1 {
            throw LocaleFormatError(
                .invalidOptions,
                "exponentSignDisplay and minimumExponentDigits need scientific or engineering notation")
        }
        guard var stem = notation.stem else { return nil }
        guard Self.exponentDigitRange.contains(minimumExponentDigits) else {
            throw Self.outOfRange("minimumExponentDigits", minimumExponentDigits, Self.exponentDigitRange)
        }
        if minimumExponentDigits > 1 { stem += "/*" + String(repeating: "e", count: minimumExponentDigits) }
        if exponentSignDisplay != .auto { stem += "/" + exponentSignDisplay.stem(accounting: false) }
        return stem
    }

    /// `integer-width/*000` or `integer-width/##00`; nil for the default.
    private func integerWidthStem() throws(LocaleFormatError) -> String? {
        guard Self.integerDigitRange.contains(minimumIntegerDigits) else {
            throw Self.outOfRange("minimumIntegerDigits", minimumIntegerDigits, Self.integerDigitRange)
        }
        guard let maximum = maximumIntegerDigits else {
            return minimumIntegerDigits > 1 ? NumberSkeleton.integerWidth(minimum: minimumIntegerDigits) : nil
        }
        guard Self.integerDigitRange.contains(maximum) else {
            throw Self.outOfRange("maximumIntegerDigits", maximum, Self.integerDigitRange)
        }
        guard minimumIntegerDigits <= maximum else {
            throw LocaleFormatError(
                .invalidOptions,
                "minimumIntegerDigits (\(minimumIntegerDigits)) is greater than maximumIntegerDigits (\(maximum))")
        }
        return "integer-width/" + String(repeating: "#", count: maximum - minimumIntegerDigits)
            + String(repeating: "0", count: minimumIntegerDigits)
    }

    /// The rounding, after ECMA-402's `SetNumberFormatDigitOptions`:
    /// significant digits win over fraction digits under `auto`; compact
    /// notation without digit options keeps ICU's compact rounding; an
    /// increment needs fraction rounding with equal minimum and maximum.
    func precision(style: StyleDigits, cashRounding: Bool = false) throws(LocaleFormatError) -> NumberPrecision {
        try checkRanges()
        let hasSignificant = minimumSignificantDigits != nil || maximumSignificantDigits != nil
        let hasFraction = minimumFractionDigits != nil || maximumFractionDigits != nil
        if cashRounding {
            guard !hasSignificant, !hasFraction, roundingIncrement == 1, roundingPriority == .auto else {
                throw LocaleFormatError(
                    .invalidOptions,
                    "cash rounding takes the currency's own digits: leave out the fraction, significant digit, roundingPriority and roundingIncrement options"
                )
            }
            return .currencyCash
        }
        var defaultMaximum = style.maximum
        if roundingIncrement != 1 { defaultMaximum = style.minimum }
        var needSignificant = true
        var needFraction = true
        if roundingPriority == .auto {
            needSignificant = hasSignificant
            if needSignificant || (!hasFraction && style.isCompact) { needFraction = false }
        }
        var significant = (minimum: 1, maximum: 21)
        if needSignificant, hasSignificant {
            let minimum = minimumSignificantDigits ?? 1
            let maximum = maximumSignificantDigits ?? 21
            guard minimum <= maximum else {
                throw LocaleFormatError(
                    .invalidOptions,
                    "minimumSignificantDigits (\(minimum)) is greater than maximumSignificantDigits (\(maximum))")
            }
            significant = (minimum, maximum)
        }
        var fraction = (minimum: style.minimum, maximum: defaultMaximum)
        if needFraction, hasFraction {
            fraction = try resolvedFraction(defaultMinimum: style.minimum, defaultMaximum: defaultMaximum)
        }
        let result: NumberPrecision
        if !needSignificant, !needFraction {
            result = .icuDefault
        } else if roundingPriority != .auto {
            result = .both(fraction: fraction, significant: significant, priority: roundingPriority)
        } else if hasSignificant {
            result = .significant(minimum: significant.minimum, maximum: significant.maximum)
        } else if !hasFraction, style.implicit, roundingIncrement == 1, trailingZeroDisplay == .auto {
            result = .icuDefault
        } else {
            result = .fraction(minimum: fraction.minimum, maximum: fraction.maximum)
        }
        guard roundingIncrement != 1 else { return result }
        guard case .fraction(let minimum, let maximum) = result else {
            throw LocaleFormatError(
                .invalidOptions,
                "roundingIncrement needs fraction digit rounding: no significant digits, roundingPriority auto, and fraction digits in compact notation"
            )
        }
        guard minimum == maximum else {
            throw LocaleFormatError(
                .invalidOptions,
                "roundingIncrement needs equal minimumFractionDigits and maximumFractionDigits, not \(minimum) and \(maximum)"
            )
        }
        return .increment(roundingIncrement, digits: maximum)
    }

    /// The given fraction digits, a lone one moving the other default
    /// (ECMA-402: a lone minimum raises the maximum, a lone maximum lowers the minimum).
    private func resolvedFraction(defaultMinimum: Int, defaultMaximum: Int) throws(LocaleFormatError) -> (
        minimum: Int, maximum: Int
    ) {
        switch (minimumFractionDigits, maximumFractionDigits) {
        case (let minimum?, nil): return (minimum, max(defaultMaximum, minimum))
        case (nil, let maximum?): return (min(defaultMinimum, maximum), maximum)
        case (let minimum?, let maximum?):
            guard minimum <= maximum else {
                throw LocaleFormatError(
                    .invalidOptions,
                    "minimumFractionDigits (\(minimum)) is greater than maximumFractionDigits (\(maximum))")
            }
            return (minimum, maximum)
        case (nil, nil): return (defaultMinimum, defaultMaximum)
        }
    }

    private func checkRanges() throws(LocaleFormatError) {
        for (name, value) in [
            ("minimumFractionDigits", minimumFractionDigits), ("maximumFractionDigits", maximumFractionDigits),
        ] {
            if let value, !Self.fractionDigitRange.contains(value) {
                throw Self.outOfRange(name, value, Self.fractionDigitRange)
            }
        }
        for (name, value) in [
            ("minimumSignificantDigits", minimumSignificantDigits),
            ("maximumSignificantDigits", maximumSignificantDigits),
        ] {
            if let value, !Self.significantDigitRange.contains(value) {
                throw Self.outOfRange(name, value, Self.significantDigitRange)
            }
        }
        guard Self.roundingIncrements.contains(roundingIncrement) else {
            throw LocaleFormatError(
                .invalidOptions,
                "roundingIncrement is \(roundingIncrement); it must be one of "
                    + Self.roundingIncrements.map(String.init).joined(separator: ", "))
        }
    }

    private static func outOfRange(_ name: String, _ value: Int, _ range: ClosedRange<Int>) -> LocaleFormatError {
        LocaleFormatError(
            .invalidOptions, "\(name) is \(value); it must lie within \(range.lowerBound)…\(range.upperBound)")
    }

    /// A scale is plain decimal text: an optional `-`, digits, and an
    /// optional point followed by digits; anything else would change the
    /// skeleton it is written into.
    private static func checkedScale(_ scale: String) throws(LocaleFormatError) -> String {
        var bytes = Substring(scale).utf8[...]
        if bytes.first == UInt8(ascii: "-") { bytes = bytes.dropFirst() }
        let parts = bytes.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
        let isDigits = { (part: Substring.UTF8View.SubSequence) in
            !part.isEmpty && part.allSatisfy { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
        }
        guard scale.utf8.count <= maximumScaleLength, parts.count <= 2, parts.allSatisfy(isDigits) else {
            throw LocaleFormatError(
                .invalidOptions,
                "scale \"\(scale.prefix(64))\" is not a decimal such as 1000, 0.5 or -1 of at most \(maximumScaleLength) characters"
            )
        }
        return scale
    }
}
