/// The floor of a catalog sentence with one plural integer (`"%lld items"`
/// in Russian): the plural rules' select (``PluralFloor``) and the number's
/// format (``NumberFloor``) on ICU objects held open, then the sentence put
/// together from the number and the chosen variant's text after it.
///
/// Not `Sendable`: it holds its floors' `UFormattedNumber`s, and floors are
/// measured on one thread.
public final class StringFloor {
    private let plural: PluralFloor
    private let number: NumberFloor
    private let tails: [String: String]

    /// - Parameters:
    ///   - locale: an ICU locale id (``LocaleIdentifier/icuID``).
    ///   - numberSkeleton: the skeleton of the number formatter the library
    ///     prints the integer with (``NumberFormat/skeleton``).
    ///   - decimal: the integer, in decNumber syntax.
    ///   - tails: what each category's variant has after its number
    ///     (`"few": " предмета"`); `other` when a category has none.
    public init(locale: String, numberSkeleton: String, decimal: String, tails: [String: String]) throws {
        plural = try PluralFloor(locale: locale, decimal: decimal)
        number = try NumberFloor(skeleton: numberSkeleton, locale: locale, decimal: decimal)
        self.tails = tails
    }

    /// One select, one format, one concatenation.
    @inline(never)
    public func string() -> String {
        let category = plural.string()
        return number.string() + (tails[category] ?? tails["other"] ?? "")
    }
}
