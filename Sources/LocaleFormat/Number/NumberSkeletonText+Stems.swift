extension NumberSkeletonText {
    /// Reads one token ICU has accepted, a stem and its `/` options, into
    /// the fields.
    /// - Throws: `invalidPattern` when no field says the token (the caller
    ///   then keeps it for ICU).
    mutating func read(_ token: Token) throws(LocaleFormatError) {
        let parts = token.text.split(separator: "/", omittingEmptySubsequences: false)
        let stem = parts[0]
        let options = parts.dropFirst()
        switch stem.first {
        case ".": return try readFraction(stem.dropFirst(), options, token)
        case "@":
            precisionGiven = true
            significant = try Self.digits(stem, "@", token)
            return try readPrecisionOptions(options, token)
        case "E": return try readConciseExponent(stem.dropFirst(), token)
        case "0":
            display.minimumIntegerDigits = stem.count
            return
        default: break
        }
        switch stem {
        case "precision-integer": return try readFraction("", options, token)
        case "precision-increment": return try readIncrement(options, token)
        case "precision-currency-standard", "precision-currency-cash":
            precisionGiven = stem.hasSuffix("cash")
            cashRounding = stem.hasSuffix("cash")
            currencyPrecision = token
            return try readPrecisionOptions(options, token)
        case "compact-short", "K": display.notation = .compactShort
        case "compact-long", "KK": display.notation = .compactLong
        case "notation-simple": display.notation = .standard
        case "scientific", "engineering":
            display.notation = stem == "scientific" ? .scientific : .engineering
            for option in options {
                if option.first == "*" || option.first == "+" {
                    display.minimumExponentDigits = option.count - 1
                } else if let sign = Self.sign(option) {
                    guard !sign.accounting else { throw Self.noEquivalent(token, "has no equivalent option") }
                    display.exponentSignDisplay = sign.display
                }
            }
        case "percent", "%": percent = token
        case "%x100":
            percent = token
            percentScaled = true
        case "base-unit": break
        case "currency", "measure-unit", "per-measure-unit", "unit", "usage", "permille", "unit-width-narrow",
            "unit-width-short",
            "unit-width-full-name", "unit-width-iso-code", "unit-width-formal", "unit-width-variant",
            "unit-width-hidden":
            unitTokens.append(UnitToken(stem: stem, option: options.first, token: token))
        case "integer-width": try readIntegerWidth(options.first ?? "", token)
        case "group-off", ",_": display.grouping = .false
        case "group-min2", ",?": display.grouping = .min2
        case "group-auto": display.grouping = .auto
        case "group-on-aligned", ",!": display.grouping = .always
        case "decimal-auto": display.decimalSeparatorAlways = false
        case "decimal-always": display.decimalSeparatorAlways = true
        case "scale":
            guard let plain = Self.plainDecimal(options.first ?? ""),
                plain.utf8.count <= NumberDisplay.maximumScaleLength
            else {
                throw Self.noEquivalent(token, "is not a decimal the scale field takes")
            }
            display.scale = plain
        default:
            if let mode = RoundingMode.allCases.first(where: { $0.skeletonStem == stem }) {
                display.roundingMode = mode
            } else if let sign = Self.sign(stem) {
                display.signDisplay = sign.display
                if sign.accounting { accountingToken = token }
            } else {
                throw Self.noEquivalent(token, "has no equivalent option")
            }
        }
    }

    /// `.00##` (its digits after the point), then an optional `@…` and `w`.
    private mutating func readFraction(
        _ digits: Substring, _ options: ArraySlice<Substring>, _ token: Token
    ) throws(LocaleFormatError) {
        precisionGiven = true
        fraction = try Self.digits(digits, "0", token)
        var options = options
        if let first = options.first, first.first == "@" {
            options = options.dropFirst()
            let priority = first.last
            // Without `r` or `s`, ICU keeps the minimum fraction digits,
            // which no priority does: such a stem stays ICU's.
            guard priority == "r" || priority == "s" || fraction?.minimum == 0 else {
                throw Self.noEquivalent(token, "keeps its minimum fraction digits")
            }
            var sig = first
            if priority == "r" || priority == "s" { sig = sig.dropLast() }
            if sig.last == "*" || sig.last == "+" {
                // withMinDigits(n): ICU's relaxed priority over 1…n significant digits.
                significant = (1, sig.count - 1)
                display.roundingPriority = .morePrecision
            } else {
                let bounds = try Self.digits(sig, "@", token)
                significant = bounds
                // withMaxDigits(n) without a priority letter: ICU's strict priority over 1…n.
                display.roundingPriority = priority == "r" ? .morePrecision : .lessPrecision
            }
        }
        try readPrecisionOptions(options, token)
    }

    /// `precision-increment/0.05`: the increment in units of its last digit,
    /// and as many fraction digits as it has.
    private mutating func readIncrement(_ options: ArraySlice<Substring>, _ token: Token) throws(LocaleFormatError) {
        precisionGiven = true
        let text = options.first ?? ""
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        let digits = parts.count == 2 ? parts[1].count : 0
        guard Self.isPlainDecimal(text), text.first != "-", let units = Int(parts.joined()),
            NumberDisplay.roundingIncrements.contains(units)
        else {
            throw Self.noEquivalent(
                token,
                "has no equivalent option: roundingIncrement counts 1, 2, 5, 10, 20, 25, 50, … 5000 units of the last fraction digit"
            )
        }
        fraction = (digits, digits)
        display.roundingIncrement = units
        incrementGiven = true
        try readPrecisionOptions(options.dropFirst(), token)
    }

    /// A precision stem's `w` (trailing zeros stripped from whole results).
    private mutating func readPrecisionOptions(
        _ options: ArraySlice<Substring>, _ token: Token
    ) throws(LocaleFormatError) {
        for option in options {
            guard option == "w" else { throw Self.noEquivalent(token, "has no equivalent option") }
            display.trailingZeroDisplay = .stripIfInteger
        }
    }

    /// `E0`, `EE+!00`: engineering, the exponent's sign and digits.
    private mutating func readConciseExponent(_ rest: Substring, _ token: Token) throws(LocaleFormatError) {
        var rest = rest
        display.notation = .scientific
        if rest.first == "E" {
            display.notation = .engineering
            rest = rest.dropFirst()
        }
        if rest.hasPrefix("+!") {
            display.exponentSignDisplay = .always
        } else if rest.hasPrefix("+?") {
            display.exponentSignDisplay = .exceptZero
        }
        display.minimumExponentDigits = rest.filter { $0 == "0" }.count
    }

    /// `integer-width/*000` (at least 3), `integer-width/##0` (1 to 3).
    private mutating func readIntegerWidth(_ option: Substring, _ token: Token) throws(LocaleFormatError) {
        let unlimited = option.first == "*" || option.first == "+"
        let zeros = option.filter { $0 == "0" }.count
        let hashes = option.filter { $0 == "#" }.count
        guard zeros >= 1 else {
            throw Self.noEquivalent(token, "has no equivalent option: minimumIntegerDigits is at least 1")
        }
        display.minimumIntegerDigits = zeros
        display.maximumIntegerDigits = unlimited ? nil : zeros + hashes
    }

    /// `00##` or `@@##`: the count of `first` and the count of both; a
    /// wildcard (no maximum) has no equivalent option.
    private static func digits(
        _ text: Substring, _ first: Character, _ token: Token
    ) throws(LocaleFormatError) -> (minimum: Int, maximum: Int) {
        guard text.last != "*", text.last != "+" else {
            throw noEquivalent(token, "has no equivalent option: the maximum digits must be given")
        }
        let minimum = text.filter { $0 == first }.count
        return (minimum, minimum + text.filter { $0 == "#" }.count)
    }

    /// A sign stem, long or concise, and whether it is an accounting one.
    private static func sign(_ stem: Substring) -> (display: NumberDisplay.SignDisplay, accounting: Bool)? {
        switch stem {
        case "sign-auto": (.auto, false)
        case "sign-always", "+!": (.always, false)
        case "sign-never", "+_": (.never, false)
        case "sign-except-zero", "+?": (.exceptZero, false)
        case "sign-negative", "+-": (.negative, false)
        case "sign-accounting", "()": (.auto, true)
        case "sign-accounting-always", "()!": (.always, true)
        case "sign-accounting-except-zero", "()?": (.exceptZero, true)
        case "sign-accounting-negative", "()-": (.negative, true)
        default: nil
        }
    }

    /// `text` as plain decimal text (an optional `-`, digits, an optional
    /// point and digits): kept when it is, else ICU's other forms
    /// (`1E2`, `.5`, `5.`, `+2`) written out (`100`, `0.5`, `5`, `2`); nil
    /// for text that is no decimal or whose exponent exceeds 100.
    static func plainDecimal(_ text: Substring) -> String? {
        if isPlainDecimal(text) { return String(text) }
        var rest = text
        let negative = rest.first == "-"
        if rest.first == "-" || rest.first == "+" { rest = rest.dropFirst() }
        let parts = rest.split(omittingEmptySubsequences: false) { $0 == "e" || $0 == "E" }
        guard parts.count <= 2, let mantissa = parts.first else { return nil }
        var exponent = 0
        if parts.count == 2 {
            guard let value = Int(parts[1]), abs(value) <= 100 else { return nil }
            exponent = value
        }
        let halves = mantissa.split(separator: ".", omittingEmptySubsequences: false)
        let isDigits = { (part: Substring) in part.allSatisfy { $0 >= "0" && $0 <= "9" } }
        guard halves.count <= 2, halves.allSatisfy(isDigits), halves.contains(where: { !$0.isEmpty }) else {
            return nil
        }
        let fraction = halves.count == 2 ? halves[1] : ""
        var digits = Array(halves[0] + fraction)
        var point = halves[0].count + exponent
        while point <= 0 {
            digits.insert("0", at: 0)
            point += 1
        }
        while digits.count < point { digits.append("0") }
        var integer = Array(digits[..<point])
        var decimals = Array(digits[point...])
        while integer.count > 1, integer.first == "0" { integer.removeFirst() }
        while decimals.last == "0" { decimals.removeLast() }
        let plain = String(integer) + (decimals.isEmpty ? "" : "." + String(decimals))
        return negative ? "-" + plain : plain
    }

    /// An optional `-`, digits, an optional point and digits.
    static func isPlainDecimal(_ text: Substring) -> Bool {
        let unsigned = text.first == "-" ? text.dropFirst() : text
        let parts = unsigned.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count <= 2
            && parts.allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }
    }
}
