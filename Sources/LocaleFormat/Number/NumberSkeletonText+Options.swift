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
        display.icuStems = icuStems
        return display
    }

    /// Sorts the unit tokens for `op`: those of `forICU` are kept as ICU
    /// stems, those of `accepted` stay for the op to read.
    /// - Throws: `invalidPattern` for any other: it names a unit the op does not format.
    mutating func sortUnitTokens(
        accepted: Set<Substring>, forICU: Set<Substring>, op: String
    ) throws(LocaleFormatError) {
        if let token = unitTokens.first(where: { !accepted.contains($0.stem) && !forICU.contains($0.stem) }) {
            throw Self.noEquivalent(token.token, "names a unit the \(op) op does not format")
        }
        for token in unitTokens where forICU.contains(token.stem) { keepForICU(token.token) }
        unitTokens.removeAll { forICU.contains($0.stem) }
    }

    /// Keeps a sign-accounting or currency precision stem for ICU, where no
    /// currency makes it an option.
    mutating func keepCurrencyStemsForICU() {
        if let token = accountingToken {
            display.signDisplay = .auto
            accountingToken = nil
            keepForICU(token)
        }
        if let token = currencyPrecision {
            cashRounding = false
            currencyPrecision = nil
            keepForICU(token)
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

extension NumberSkeletonText {
    /// The unit width stems.
    static let unitWidths: Set<Substring> = [
        "unit-width-narrow", "unit-width-short", "unit-width-full-name", "unit-width-iso-code", "unit-width-formal",
        "unit-width-variant", "unit-width-hidden",
    ]
}

extension NumberFormat.Options {
    /// The options an ICU number skeleton means (`"percent .00 sign-always"`,
    /// concise `"% .00 +!"`): one formatter with the same options given field
    /// by field. `percent` without `scale/100` (ICU's percent of a value
    /// already multiplied) is style `percent` with scale 0.01. Stems no
    /// field says (`precision-unlimited`, `.00*`, `numbering-system/…`,
    /// `permille`, unit widths) are kept in ``NumberDisplay/icuStems``.
    ///
    /// ```swift
    /// let options = try NumberFormat.Options(locale: try LocaleIdentifier("en"), skeleton: "%x100 .0 +!")
    /// try NumberFormat(options).string(from: "0.256")   // "+25.6%"
    /// ```
    /// - Throws: `invalidPattern` for a skeleton ICU rejects (the message
    ///   names the token and its offset), or a stem that names a currency, a
    ///   measure unit or a usage (the `currency` and `unit` formats read those).
    public init(locale: LocaleIdentifier, skeleton: String) throws(LocaleFormatError) {
        var text = try NumberSkeletonText(skeleton)
        try text.sortUnitTokens(
            accepted: [], forICU: NumberSkeletonText.unitWidths.union(["permille"]), op: "number")
        text.keepCurrencyStemsForICU()
        if let token = text.percent, !text.percentScaled,
            text.icuTokens.contains(where: { $0.text.hasPrefix("scale/") })
        {
            // A scale no field says: the percent stays ICU's too.
            text.percent = nil
            text.keepForICU(token)
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
    /// `precision-currency-cash` is ``cashRounding``; the widths `formal`,
    /// `variant`, `hidden` and stems no field says are kept in
    /// ``NumberDisplay/icuStems``.
    /// - Throws: as ``NumberFormat/Options/init(locale:skeleton:)``, and
    ///   `invalidPattern` for another currency, a measure unit, a percent or
    ///   `permille`.
    public init(locale: LocaleIdentifier, currency: String, skeleton: String) throws(LocaleFormatError) {
        var text = try NumberSkeletonText(skeleton)
        try text.sortUnitTokens(
            accepted: [
                "currency", "unit-width-narrow", "unit-width-short", "unit-width-full-name", "unit-width-iso-code",
            ],
            forICU: ["unit-width-formal", "unit-width-variant", "unit-width-hidden"], op: "currency")
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
        if let token = text.percent {
            throw NumberSkeletonText.noEquivalent(token, "names a unit the currency op does not format")
        }
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
    /// `usage` when both are given); `unit-width-…` is ``width``;
    /// `per-measure-unit/…` must name what follows `-per-` in `unit`
    /// (`measure-unit/…` then names what precedes it). Other widths and
    /// stems no field says are kept in ``NumberDisplay/icuStems``.
    /// - Throws: as ``NumberFormat/Options/init(locale:skeleton:)``, and
    ///   `invalidPattern` for another unit or usage, a currency, a percent or
    ///   `permille`.
    public init(locale: LocaleIdentifier, unit: String, usage: String? = nil, skeleton: String)
        throws(LocaleFormatError)
    {
        var text = try NumberSkeletonText(skeleton)
        try text.sortUnitTokens(
            accepted: [
                "unit", "measure-unit", "per-measure-unit", "usage", "unit-width-narrow", "unit-width-short",
                "unit-width-full-name",
            ],
            forICU: ["unit-width-iso-code", "unit-width-formal", "unit-width-variant", "unit-width-hidden"], op: "unit")
        text.keepCurrencyStemsForICU()
        var width = UnitFormat.Width.short
        var usage = usage
        // `per-measure-unit/duration-second` is the request's `…-per-second`;
        // `measure-unit/…` then names the unit before `-per-`.
        var measured = unit
        if let per = text.unitTokens.first(where: { $0.stem == "per-measure-unit" }) {
            let name = per.option?.split(separator: "-", maxSplits: 1).last.map(String.init) ?? ""
            guard unit.hasSuffix("-per-" + name), unit.utf8.count > name.utf8.count + 5 else {
                throw NumberSkeletonText.noEquivalent(per.token, "names another unit than \(unit.prefix(64))")
            }
            measured = String(unit.dropLast(name.count + 5))
        }
        for token in text.unitTokens {
            let option = token.option.map(String.init)
            switch token.stem {
            case "unit" where option != unit,
                "measure-unit" where option?.split(separator: "-", maxSplits: 1).last.map(String.init) != measured:
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
        if let token = text.percent {
            throw NumberSkeletonText.noEquivalent(token, "names a unit the unit op does not format")
        }
        let digits: NumberDisplay.StyleDigits =
            text.display.notation.isCompact ? .compact : .init(minimum: 0, maximum: 6, implicit: true)
        self.init(
            locale: locale, unit: unit, width: width, usage: usage, numberDisplay: text.numberDisplay(style: digits))
    }
}
