/// A CLDR plural category. Raw values are CLDR's keywords.
///
/// ```swift
/// try PluralRules(locale: "ar").category(for: "3")    // .few
/// PluralCategory(rawValue: "many")                    // .many
/// ```
public enum PluralCategory: String, Sendable, Hashable, CaseIterable {
    case zero, one, two, few, many, other
}
