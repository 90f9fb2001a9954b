import LocaleFormat

/// The locale a rendering prints its numbers in, with the number options of
/// a plain integer specifier (`%d`, `%lld`: no precision) made with it once.
/// A list of preferences keeps one for each localization it renders
/// (``CatalogNegotiator/Choice``), so that printing the usual integer makes
/// no options (whose hash mixes the locale's) and copies no locale.
struct NumberPrinting: Sendable {
    let locale: LocaleIdentifier
    /// `d i D u U` without a precision: no fraction digit, at least one
    /// integer digit, grouped, rounding half-even.
    let integerOptions: NumberFormat.Options

    init(_ locale: LocaleIdentifier) {
        self.locale = locale
        integerOptions = Self.options(locale, fractionDigits: 0, integerDigits: 1)
    }

    /// The options a localized specifier prints with: the `number` op's,
    /// grouped, rounding half-even, with these digits.
    static func options(_ locale: LocaleIdentifier, fractionDigits: Int, integerDigits: Int) -> NumberFormat.Options {
        NumberFormat.Options(
            locale: locale, minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits,
            minimumIntegerDigits: integerDigits, grouping: true, roundingMode: .halfEven)
    }
}
