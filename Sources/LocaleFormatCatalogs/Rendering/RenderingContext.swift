import LocaleFormat

/// What rendering one localization reads besides its value and the caller's
/// arguments: its plural rules, the locale its numbers are printed in with
/// the options of a plain integer made once, and the formatters both are
/// looked up in. A list of preferences keeps one for each localization it
/// renders (``CatalogNegotiator/Choice``), and a rendering passes it down as
/// a parameter, read in place: a copy, or a member of a renderer, would
/// retain its locales on every rendering.
struct RenderingContext: Sendable {
    /// The localization's plural rules (by their options): they choose plural variants.
    let pluralRules: PluralRules.Options
    /// The locale localized numbers are printed in.
    let formatLocale: LocaleIdentifier
    /// `d i D u U` without a precision: no fraction digit, at least one
    /// integer digit, grouped, rounding half-even.
    let integerOptions: NumberFormat.Options
    /// ``Formatters/shared``, held here so that a lookup reads it in place
    /// (reading the global retains it).
    let formatters: Formatters

    init(pluralRules: PluralRules.Options, formatLocale: LocaleIdentifier) {
        self.pluralRules = pluralRules
        self.formatLocale = formatLocale
        integerOptions = Self.numberOptions(formatLocale, fractionDigits: 0, integerDigits: 1)
        formatters = Formatters.shared
    }

    /// The options a localized specifier prints with: the `number` op's,
    /// grouped, rounding half-even, with these digits.
    static func numberOptions(_ locale: LocaleIdentifier, fractionDigits: Int, integerDigits: Int)
        -> NumberFormat.Options
    {
        NumberFormat.Options(
            locale: locale, minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits,
            minimumIntegerDigits: integerDigits, grouping: true, roundingMode: .halfEven)
    }
}
