import LocaleFormat

/// One localization's value of an entry, or a variant inside it: a format
/// string, or variations chosen at render time.
///
/// Not `indirect`: every case's payload is a reference already (a class, a
/// dictionary, an array), so a value is a word and a tag held inline, and
/// taking a text or plural variants out of it retains one object.
enum CatalogValue: Sendable {
    case text(FormatText)
    case plural(PluralVariants)
    /// Present devices only.
    case device([Device: CatalogValue])
    /// Sorted by width, ascending; keys are distinct.
    case width([(width: Int, value: CatalogValue)])

    /// The first format text reached through `other` branches (or the first
    /// present one), for the operand type of top-level plural variations.
    var representativeText: FormatText? {
        switch self {
        case .text(let text): return text
        case .plural(let plural): return (plural.variants[.other] ?? plural.variants.values.first)?.representativeText
        case .device(let devices):
            for device in Device.fallbackOrder {
                if let value = devices[device] { return value.representativeText }
            }
            return nil
        case .width(let widths): return widths.last?.value.representativeText
        }
    }
}

/// A format string and the substitutions (`%#@name@`) it and its variants
/// may name. A class, immutable: a rendering takes the text it chose with
/// one retain, not one per member.
final class FormatText: Sendable {
    let format: String
    /// Shared by every text of one localization of one entry; nil when there
    /// are none.
    let substitutions: Substitutions?
    /// The format string cut into pieces once, when it is read, so that a
    /// rendering does not parse it again.
    let compiled: CompiledFormat
    /// ``compiled``'s program when it has no substitution: what most
    /// renderings format, read without copying the enumeration (which would
    /// retain its payload).
    let program: FormatProgram?

    init(format: String, substitutions: Substitutions?) {
        self.format = format
        self.substitutions = substitutions
        compiled = CompiledFormat(format)
        if case .program(let program) = compiled, !program.hasSubstitution {
            self.program = program
        } else {
            program = nil
        }
    }
}

/// The named substitutions of one localization of one entry (an `.xcstrings`
/// `substitutions` object, or a `.stringsdict` entry's variables).
final class Substitutions: Sendable {
    let byName: [String: Substitution]
    init(_ byName: [String: Substitution]) { self.byName = byName }
}

/// One substitution: plural variants over one argument.
struct Substitution: Sendable {
    /// `.xcstrings` `argNum`: the operand's position when given.
    var argumentNumber: Int?
    /// The conversion that prints `%arg` and types the operand (`lld`, `d`, `f`, `@`).
    var specifier: String
    /// Whether the variants write the operand as `%arg` (`.xcstrings`).
    var usesArgToken: Bool
    var variants: PluralVariants
}

/// Plural variants, by CLDR category. A class, immutable: a rendering takes
/// them out of a value with one retain, not one per member.
final class PluralVariants: Sendable {
    let variants: [PluralCategory: CatalogValue]
    /// Whether the operand is an integer (which also enables Apple's zero rule).
    let integerOperand: Bool
    /// The variants again, one slot per category in CLDR order: a
    /// rendering's lookup is an index, with no hashing and no scan.
    private let byCategory: [CatalogValue?]
    /// The text a category renders (its variant, else `other`'s) when that
    /// variant is a text, by slot: the usual plural takes its text in one
    /// read, without copying a value out and walking it.
    private let textByCategory: [FormatText?]

    init(variants: [PluralCategory: CatalogValue], integerOperand: Bool) {
        self.variants = variants
        self.integerOperand = integerOperand
        byCategory = Self.slots(variants)
        textByCategory = PluralCategory.allCases.map { category in
            if case .text(let text) = variants[category] ?? variants[.other] { text } else { nil }
        }
    }

    /// A category's variant.
    func variant(_ category: PluralCategory) -> CatalogValue? { byCategory[category.slot] }

    /// The text a category renders, its variant's or else `other`'s, when
    /// that variant is a text; nil when it has variations (or is missing).
    func text(_ category: PluralCategory) -> FormatText? { textByCategory[category.slot] }

    private static func slots(_ variants: [PluralCategory: CatalogValue]) -> [CatalogValue?] {
        PluralCategory.allCases.map { variants[$0] }
    }
}

extension PluralCategory {
    /// The category's place in CLDR order (`zero` 0 … `other` 5).
    var slot: Int {
        switch self {
        case .zero: 0
        case .one: 1
        case .two: 2
        case .few: 3
        case .many: 4
        case .other: 5
        }
    }
}

/// What kind of value a conversion takes, for operand types.
enum ConversionKind {
    case integer, floating, object

    init(specifier: String) {
        let trimmed = specifier.hasPrefix("%") ? specifier.dropFirst() : Substring(specifier)
        switch trimmed.last {
        case "d", "i", "D", "u", "U", "x", "X", "o", "O", "c", "C": self = .integer
        case "f", "F", "e", "E", "g", "G", "a", "A": self = .floating
        default: self = .object
        }
    }
}
