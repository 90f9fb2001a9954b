/// A CLDR plural category. Raw values are CLDR's keywords.
///
/// ```swift
/// try PluralRules(locale: "ar").category(for: "3")    // .few
/// PluralCategory(rawValue: "many")                    // .many
/// ```
public enum PluralCategory: String, Sendable, Hashable, CaseIterable {
    case zero, one, two, few, many, other

    /// Hashes the case, not its name (a raw-valued enum hashes its raw
    /// value by default): a dictionary keyed by category, such as a
    /// catalog's plural variants, hashes one small integer, not a string.
    public func hash(into hasher: inout Hasher) {
        switch self {
        case .zero: hasher.combine(0 as UInt8)
        case .one: hasher.combine(1 as UInt8)
        case .two: hasher.combine(2 as UInt8)
        case .few: hasher.combine(3 as UInt8)
        case .many: hasher.combine(4 as UInt8)
        case .other: hasher.combine(5 as UInt8)
        }
    }
}
