import Foundation
import LocaleFormat

extension BenchWorkloads {
    /// German grouping and decimal comma, three fraction digits (the default
    /// of `NumberFormatter.decimal` and of the `number` op alike).
    static func number() throws -> BenchWorkload {
        let (locale, text) = ("de-DE", "1234567.891")
        let shared = Formatters.shared
        let options = NumberFormat.Options(locale: try LocaleIdentifier(locale))
        let value = try DecimalValue(text)
        let held = try shared.number(options)
        let floor = try NumberFloor(
            skeleton: NumberFormat(options).skeleton, locale: options.locale.icuID, decimal: text)
        let decimal = try foundationDecimal(text)
        let formatter = NumberFormatter()
        formatter.locale = Locale(identifier: "de_DE")
        formatter.numberStyle = .decimal
        let style = Decimal.FormatStyle(locale: Locale(identifier: "de_DE"))
        return BenchWorkload(
            kind: "number", name: "number/format", input: "\(locale) decimal \(text)",
            cached: { try shared.number(options).string(from: value) },
            hit: { _ = try shared.number(options) },
            uncached: { try NumberFormat(options).string(from: value) },
            floor: { floor.string() },
            peers: [
                .init(name: "NumberFormatter .decimal (reused)", slug: "numberformatter") {
                    formatter.string(from: decimal as NSDecimalNumber) ?? ""
                },
                .init(name: "Decimal.FormatStyle", slug: "formatstyle") { style.format(decimal) },
            ],
            lent: { try shared.with(options) { _ in } },
            held: { _ = try held.string(from: value) })
    }

    /// Euros in German: ISO digits, a no-break space before the sign.
    static func currency() throws -> BenchWorkload {
        let (locale, code, text) = ("de-DE", "EUR", "1234.5")
        let shared = Formatters.shared
        let options = CurrencyFormat.Options(locale: try LocaleIdentifier(locale), currency: code)
        let value = try DecimalValue(text)
        let held = try shared.currency(options)
        let floor = try NumberFloor(
            skeleton: CurrencyFormat(options).skeleton, locale: options.locale.icuID, decimal: text)
        let decimal = try foundationDecimal(text)
        let formatter = NumberFormatter()
        formatter.locale = Locale(identifier: "de_DE")
        formatter.numberStyle = .currency
        formatter.currencyCode = code
        let style = Decimal.FormatStyle.Currency(code: code, locale: Locale(identifier: "de_DE"))
        return BenchWorkload(
            kind: "currency", name: "currency/format", input: "\(locale) \(code) \(text)",
            cached: { try shared.currency(options).string(from: value) },
            hit: { _ = try shared.currency(options) },
            uncached: { try CurrencyFormat(options).string(from: value) },
            floor: { floor.string() },
            peers: [
                .init(name: "Decimal.FormatStyle.Currency", slug: "formatstyle") { style.format(decimal) },
                .init(name: "NumberFormatter .currency (reused)", slug: "numberformatter") {
                    formatter.string(from: decimal as NSDecimalNumber) ?? ""
                },
            ],
            lent: { try shared.with(options) { _ in } },
            held: { _ = try held.string(from: value) })
    }

    /// A CLDR unit, short width, no usage conversion. Foundation on Linux
    /// has neither `MeasurementFormatter` nor `Measurement.FormatStyle`.
    static func unit() throws -> BenchWorkload {
        let (locale, unit, text) = ("en-US", "kilometer-per-hour", "88")
        let shared = Formatters.shared
        let options = UnitFormat.Options(locale: try LocaleIdentifier(locale), unit: unit)
        let value = try DecimalValue(text)
        let held = try shared.unit(options)
        let floor = try NumberFloor(skeleton: UnitFormat(options).skeleton, locale: options.locale.icuID, decimal: text)
        return BenchWorkload(
            kind: "unit", name: "unit/format", input: "\(locale) \(unit) \(text)",
            cached: { try shared.unit(options).string(from: value) },
            hit: { _ = try shared.unit(options) },
            uncached: { try UnitFormat(options).string(from: value) },
            floor: { floor.string() },
            lent: { try shared.with(options) { _ in } },
            held: { _ = try held.string(from: value) })
    }

    /// Polish cardinal category of 5 (`many`). Foundation has no plural rules API.
    static func plural() throws -> BenchWorkload {
        let (locale, text) = ("pl", "5")
        let shared = Formatters.shared
        let options = PluralRules.Options(locale: try LocaleIdentifier(locale))
        let value = try DecimalValue(text)
        let held = try shared.pluralRules(options)
        let floor = try PluralFloor(locale: options.locale.icuID, decimal: text)
        return BenchWorkload(
            kind: "plural", name: "plural/select", input: "\(locale) cardinal \(text)",
            cached: { try shared.pluralRules(options).category(for: value).rawValue },
            hit: { _ = try shared.pluralRules(options) },
            uncached: { try PluralRules(options).category(for: value).rawValue },
            floor: { floor.string() },
            lent: { try shared.with(options) { _ in } },
            held: { _ = try held.category(for: value) })
    }

    /// Foundation's `Decimal` for text in the protocol's syntax.
    private static func foundationDecimal(_ text: String) throws -> Decimal {
        guard let decimal = Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")) else {
            throw BenchError("\(text) is not a decimal Foundation reads")
        }
        return decimal
    }
}
