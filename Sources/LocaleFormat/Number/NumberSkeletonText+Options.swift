extension NumberSkeletonText {
    /// The shared options, for a style's default digits, with the digits in
    /// their shortest form: a bound the style's default (or ECMA-402's lone
    /// bound rule) gives is no field, so that `.###` in `decimal` is no
    /// digit option and `.##` is `maximumFractionDigits: 2`.
    func numberDisplay(style: NumberDisplay.StyleDigits) -> NumberDisplay {
        var display = display
        var fraction = fraction
        if !precisionGiven, !style.implicit, !style.isCompact, !cashRounding {
            fraction = (0, 6)  // ICU's own default without a precision stem
        }
        if let (minimum, maximum) = fraction {
            let defaultMaximum = display.roundingIncrement != 1 ? style.minimum : style.maximum
            if !style.implicit, !style.isCompact, minimum == style.minimum, maximum == defaultMaximum {
                (display.minimumFractionDigits, display.maximumFractionDigits) = (nil, nil)
            } else if Swift.min(style.minimum, maximum) == minimum {
                (display.minimumFractionDigits, display.maximumFractionDigits) = (nil, maximum)
            } else if Swift.max(defaultMaximum, minimum) == maximum {
                (display.minimumFractionDigits, display.maximumFractionDigits) = (minimum, nil)
            } else {
                (display.minimumFractionDigits, display.maximumFractionDigits) = (minimum, maximum)
            }
        }
        if let (minimum, maximum) = significant {
            display.minimumSignificantDigits = minimum == 1 ? nil : minimum
            display.maximumSignificantDigits = maximum == 21 ? nil : maximum
            if display.roundingPriority == .auto, display.minimumSignificantDigits == nil,
                display.maximumSignificantDigits == nil
            {
                display.maximumSignificantDigits = 21
            }
        }
        if display.grouping == (display.notation.isCompact ? .min2 : .auto) { display.grouping = nil }
        return display
    }

    /// The first unit token, refused: it belongs to another op.
    func refuseUnitTokens(_ accepted: Set<Substring>, op: String) throws(LocaleFormatError) {
        if let token = unitTokens.first(where: { !accepted.contains($0.stem) }) {
            throw Self.noEquivalent(token.token, "has no equivalent among the options of \(op)")
        }
    }

    /// `value` / 100, as plain decimal text with no needless zeros; nil for 1.
    static func hundredth(of value: String) -> String? {
        let negative = value.hasPrefix("-")
        let unsigned = negative ? value.dropFirst() : Substring(value)
        let parts = unsigned.split(separator: ".", omittingEmptySubsequences: false)
        var integer = Array(parts[0])
        let fraction = parts.count > 1 ? Array(parts[1]) : []
        while integer.count < 3 { integer.insert("0", at: 0) }
        var newFraction = Array(integer.suffix(2)) + fraction
        var newInteger = Array(integer.dropLast(2))
        while newInteger.count > 1, newInteger.first == "0" { newInteger.removeFirst() }
        while newFraction.last == "0" { newFraction.removeLast() }
        let text = String(newInteger) + (newFraction.isEmpty ? "" : "." + String(newFraction))
        return text == "1" && !negative ? nil : (negative ? "-" : "") + text
    }
}

extension NumberFormat.Options {
    /// The options an ICU number skeleton means (`"percent .00 sign-always"`,
    /// concise `"% .00 +!"`): one formatter with the same options given field
    /// by field. `percent` without `scale/100` (ICU's percent of a value
    /// already multiplied) is style `percent` with scale 0.01.
    ///
    /// ```swift
    /// let options = try NumberFormat.Options(locale: try LocaleIdentifier("en"), skeleton: "%x100 .0 +!")
    /// try NumberFormat(options).string(from: "0.256")   // "+25.6%"
    /// ```
    /// - Throws: `invalidPattern` for a skeleton ICU rejects (the message
    ///   names the token and its offset), a stem with no equivalent option
    ///   (`precision-unlimited`, `.00*`, `numbering-system/…`), or one
    ///   that names a currency or a unit (the `currency` and `unit` formats
    ///   read those).
    public init(locale: LocaleIdentifier, skeleton: String) throws(LocaleFormatError) {
        let text = try NumberSkeletonText(skeleton)
        try text.refuseUnitTokens([], op: "number")
        if let token = text.accountingToken ?? text.currencyPrecision {
            throw NumberSkeletonText.noEquivalent(token, "needs a currency")
        }
        var display = text.display
        var style = NumberFormat.Style.decimal
        if text.percent != nil {
            style = .percent
            if !text.percentScaled { display.scale = NumberSkeletonText.hundredth(of: display.scale ?? "1") }
        }
        var withScale = text
        withScale.display.scale = display.scale
        let digits: NumberDisplay.StyleDigits =
            switch (style, display.notation) {
            case (_, .compactShort), (_, .compactLong): .compact
            case (.percent, _): .init(minimum: 0, maximum: 0, implicit: false)
            case (_, .scientific), (_, .engineering): .init(minimum: 0, maximum: 6, implicit: true)
            default: .init(minimum: 0, maximum: 3, implicit: false)
            }
        self.init(locale: locale, style: style, numberDisplay: withScale.numberDisplay(style: digits))
    }
}

extension CurrencyFormat.Options {
    /// The options an ICU number skeleton means for `currency`
    /// (`"sign-accounting .00"`, `"() unit-width-iso-code"`): its
    /// `currency/…` stem, if any, must name `currency`; `unit-width-…` is
    /// ``display``; `sign-accounting…` is ``accounting``;
    /// `precision-currency-cash` is ``cashRounding``.
    /// - Throws: as ``NumberFormat/Options/init(locale:skeleton:)``, and
    ///   `invalidPattern` for another currency, a measure unit or a percent.
    public init(locale: LocaleIdentifier, currency: String, skeleton: String) throws(LocaleFormatError) {
        let text = try NumberSkeletonText(skeleton)
        try text.refuseUnitTokens(
            ["currency", "unit-width-narrow", "unit-width-short", "unit-width-full-name", "unit-width-iso-code"],
            op: "currency")
        var display = CurrencyFormat.Display.symbol
        for unit in text.unitTokens {
            switch unit.stem {
            case "currency" where unit.option.map(String.init) != currency:
                throw NumberSkeletonText.noEquivalent(unit.token, "names another currency than \(currency.prefix(8))")
            case "unit-width-narrow": display = .narrowSymbol
            case "unit-width-full-name": display = .name
            case "unit-width-iso-code": display = .code
            default: break
            }
        }
        if let token = text.percent { throw NumberSkeletonText.noEquivalent(token, "has no equivalent for a currency") }
        var digits = NumberDisplay.StyleDigits(minimum: 0, maximum: 0, implicit: true)
        if text.display.notation.isCompact {
            digits = .compact
        } else if text.fraction != nil {
            let isoDigits = try ICUNumberHandle.defaultFractionDigits(currency: currency)
            digits = .init(minimum: isoDigits, maximum: isoDigits, implicit: true)
        }
        self.init(
            locale: locale, currency: currency, display: display, accounting: text.accountingToken != nil,
            cashRounding: text.cashRounding, numberDisplay: text.numberDisplay(style: digits))
    }
}

extension UnitFormat.Options {
    /// The options an ICU number skeleton means for `unit`
    /// (`"unit-width-full-name .0"`): its `unit/…` or `measure-unit/…` stem,
    /// if any, must name `unit`; `usage/…` is ``usage`` (the same as
    /// `usage` when both are given); `unit-width-…` is ``width``.
    /// - Throws: as ``NumberFormat/Options/init(locale:skeleton:)``, and
    ///   `invalidPattern` for another unit or usage, a currency or a percent.
    public init(locale: LocaleIdentifier, unit: String, usage: String? = nil, skeleton: String)
        throws(LocaleFormatError)
    {
        let text = try NumberSkeletonText(skeleton)
        try text.refuseUnitTokens(
            ["unit", "measure-unit", "usage", "unit-width-narrow", "unit-width-short", "unit-width-full-name"],
            op: "unit")
        var width = UnitFormat.Width.short
        var usage = usage
        for token in text.unitTokens {
            let option = token.option.map(String.init)
            switch token.stem {
            case "unit" where option != unit,
                "measure-unit" where option?.split(separator: "-", maxSplits: 1).last.map(String.init) != unit:
                throw NumberSkeletonText.noEquivalent(token.token, "names another unit than \(unit.prefix(64))")
            case "usage":
                guard usage == nil || usage == option else {
                    throw NumberSkeletonText.noEquivalent(token.token, "names another usage than the request")
                }
                usage = option
            case "unit-width-narrow": width = .narrow
            case "unit-width-full-name": width = .long
            default: break
            }
        }
        if let token = text.percent ?? text.accountingToken ?? text.currencyPrecision {
            throw NumberSkeletonText.noEquivalent(token, "has no equivalent for a unit")
        }
        let digits: NumberDisplay.StyleDigits =
            text.display.notation.isCompact ? .compact : .init(minimum: 0, maximum: 6, implicit: true)
        self.init(
            locale: locale, unit: unit, width: width, usage: usage, numberDisplay: text.numberDisplay(style: digits))
    }
}
