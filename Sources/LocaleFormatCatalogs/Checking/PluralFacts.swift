import LocaleFormat

/// What the checker needs to know of a language's CLDR cardinal rules:
/// its categories, those an integer reaches, and those that hold a single
/// number (such as `one` in English, which only 1 takes).
struct PluralFacts {
    /// Every category of the language (always `other`).
    var categories: Set<PluralCategory>
    /// The categories some integer reaches: tested on 0…1000 and the powers
    /// of ten up to 10¹⁵ (CLDR's rules look at no more digits than that).
    var integerCategories: Set<PluralCategory>
    /// The categories exactly one tested integer reaches and no tested
    /// fraction does; with Apple's zero rule, `zero` holds 0 alone where
    /// the language has no `zero` of its own.
    var singleNumberCategories: Set<PluralCategory>

    /// The integers tested.
    static let integers: [Int] = Array(0...1000) + (4...15).map { power in (0..<power).reduce(1) { r, _ in r * 10 } }
    /// The fractions tested (visible fraction digits count in CLDR's rules).
    static let fractions: [String] =
        (0...20).flatMap { n in [".1", ".5", ".25", ".01"].map { "\(n)\($0)" } }
        + ["100.5", "1000.5", "1000000.5"]

    /// - Throws: what ICU's plural rules throw (`internal` only).
    init(locale: LocaleIdentifier) throws(LocaleFormatError) {
        let rules = try Formatters.shared.pluralRules(PluralRules.Options(locale: locale))
        categories = Set(rules.categories)
        var integerCounts: [PluralCategory: Int] = [:]
        for integer in Self.integers {
            integerCounts[try rules.category(for: DecimalValue(integer)), default: 0] += 1
        }
        var fractionCategories: Set<PluralCategory> = []
        for fraction in Self.fractions {
            fractionCategories.insert(try rules.category(for: fraction))
        }
        integerCategories = Set(integerCounts.keys)
        var single: Set<PluralCategory> = []
        for (category, count) in integerCounts where count == 1 && !fractionCategories.contains(category) {
            single.insert(category)
        }
        if !categories.contains(.zero) { single.insert(.zero) }
        singleNumberCategories = single
    }
}
