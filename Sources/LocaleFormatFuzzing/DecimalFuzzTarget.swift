import LocaleFormat

/// Bytes as decimal text: `DecimalValue`, then a number, a price and a
/// plural category made from it. The first byte picks the locale, the
/// number style and the plural rule type, the second the currency and its
/// display; the rest is the text.
///
/// Invariants:
/// - parsing throws only `invalidNumber`, and a parsed value has at most 100
///   significant digits and reads back from its description as an equal value;
/// - a number of any style formats to a non-empty string;
/// - a finite value formats as a non-empty price and has one of the rules'
///   plural categories; NaN and infinities are `invalidNumber` for both;
/// - exactness: in English without grouping and with up to 20 fraction
///   digits, ICU prints the digits of the description (without the zeros
///   that end its fraction), for every value whose description is plain and
///   has at most 20 fraction digits.
public enum DecimalFuzzTarget: FuzzTarget {
    public static let name = "FuzzDecimal"

    private static let locales = ["en-US", "de-DE", "ar-EG", "hi-IN", "fr-CH", "ja", "pl", "und"]
    private static let currencies = ["USD", "EUR", "JPY", "BHD", "CHF", "CLF", "XAU", "INR"]
    private static let exactOptions = (try? LocaleIdentifier("en")).map {
        NumberFormat.Options(locale: $0, maximumFractionDigits: 20, grouping: false)
    }

    public static func run(_ input: [UInt8]) throws(InvariantViolation) {
        var reader = FuzzInput(input)
        let first = reader.byte()
        let second = reader.byte()
        let text = reader.text()
        let shown = String(text.prefix(200)).debugDescription
        func fail(_ message: String) -> InvariantViolation { InvariantViolation(name, "\(shown): \(message)") }

        let value: DecimalValue
        do {
            value = try DecimalValue(text)
        } catch {
            try ErrorExpectation.check(error, allowed: [.invalidNumber], target: name, input: shown)
            return
        }
        guard value.significantDigitCount <= DecimalValue.maximumSignificantDigits else {
            throw fail("\(value.significantDigitCount) significant digits")
        }
        guard let again = try? DecimalValue(value.description), again == value else {
            throw fail("its description \(value.description) does not read back as the same value")
        }

        let locale = (try? LocaleIdentifier(locales[Int(first) % locales.count])) ?? .root
        let style = NumberFormat.Style.allCases[Int(first / 8) % NumberFormat.Style.allCases.count]
        let type: PluralRules.RuleType = first >= 128 ? .ordinal : .cardinal
        let currency = currencies[Int(second) % currencies.count]
        let display = CurrencyFormat.Display.allCases[Int(second / 8) % CurrencyFormat.Display.allCases.count]
        do {
            let number = try Formatters.shared.number(NumberFormat.Options(locale: locale, style: style))
            guard try !number.string(from: value).isEmpty else { throw fail("empty \(style) number") }
            if let exactOptions, let expected = plainDigits(value) {
                let exact = try Formatters.shared.number(exactOptions).string(from: value)
                guard exact == expected else { throw fail("ICU prints \(exact), the digits are \(expected)") }
            }
        } catch let violation as InvariantViolation {
            throw violation
        } catch {
            throw fail("number formatting failed: \(error)")
        }

        let allowed: Set<LocaleFormatError.Code> = value.isFinite ? [] : [.invalidNumber]
        do {
            let price = try Formatters.shared.currency(
                CurrencyFormat.Options(locale: locale, currency: currency, display: display))
            guard try !price.string(from: value).isEmpty else { throw fail("empty price") }
            guard value.isFinite else { throw fail("a price for \(value)") }
        } catch let violation as InvariantViolation {
            throw violation
        } catch {
            try ErrorExpectation.check(error, allowed: allowed, target: name, input: "\(shown) in \(currency)")
        }
        do {
            let rules = try Formatters.shared.pluralRules(PluralRules.Options(locale: locale, type: type))
            let category = try rules.category(for: value)
            guard rules.categories.contains(category) else {
                throw fail("\(type) category \(category) is not among \(rules.categories)")
            }
            guard value.isFinite else { throw fail("a plural category for \(value)") }
        } catch let violation as InvariantViolation {
            throw violation
        } catch {
            try ErrorExpectation.check(error, allowed: allowed, target: name, input: "\(shown) \(type) in \(locale)")
        }
    }

    /// What an exact formatter must print: the description without a `+`
    /// and without the zeros (and point) that end its fraction; nil when the
    /// description is not plain or has more than 20 fraction digits.
    static func plainDigits(_ value: DecimalValue) -> String? {
        guard value.isFinite, value.fractionDigitCount <= 20 else { return nil }
        var text = value.description
        guard !text.contains("E") else { return nil }
        if text.contains(".") {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        return text
    }
}
