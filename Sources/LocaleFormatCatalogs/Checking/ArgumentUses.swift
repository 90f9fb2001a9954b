import LocaleFormat

/// The kind of value a specifier takes, as the checker compares them:
/// `@ s S` a string or object, `d i D u U x X o O` an integer,
/// `f F e E g G a A` a float, `c C` a character.
enum ArgumentClass: String, Hashable, Comparable {
    case object, integer, float, char

    init(conversion: UInt8) {
        switch conversion {
        case UInt8(ascii: "@"), UInt8(ascii: "s"), UInt8(ascii: "S"): self = .object
        case UInt8(ascii: "c"), UInt8(ascii: "C"): self = .char
        case UInt8(ascii: "f"), UInt8(ascii: "F"), UInt8(ascii: "e"), UInt8(ascii: "E"), UInt8(ascii: "g"),
            UInt8(ascii: "G"), UInt8(ascii: "a"), UInt8(ascii: "A"):
            self = .float
        default: self = .integer
        }
    }

    /// A substitution's `formatSpecifier` / `NSStringFormatValueTypeKey` (`lld`, `%d`, `@`).
    init(specifier: String) {
        self.init(conversion: specifier.utf8.last ?? UInt8(ascii: "@"))
    }

    var name: String {
        switch self {
        case .object: return "string (%@)"
        case .integer: return "integer"
        case .float: return "float"
        case .char: return "character"
        }
    }

    /// The name with its article: "an integer".
    var withArticle: String { (self == .integer ? "an " : "a ") + name }

    static func < (lhs: Self, rhs: Self) -> Bool { lhs.name < rhs.name }
}

/// An argument that a format string takes, after its substitutions are
/// expanded as the renderer expands them.
struct ArgumentUse {
    var position: Int
    var kind: ArgumentClass
    /// A specifier prints it; false for the operand of a `%#@name@`, which
    /// only chooses a variant.
    var printed: Bool
    /// The variant path the specifier is written in.
    var variant: String
}

/// Why a format string cannot be rendered, and in which variant.
struct FormatFault: Error {
    var variant: String
    var message: String
}

/// One way of expanding a text: each substitution takes one category.
struct Expansion {
    var uses: [ArgumentUse] = []
    /// CoreFoundation's counter over the expanded string.
    var counter = 0
    /// Each substitution operand's position → the variant chosen for it.
    var operands: [Int: (variant: String, category: PluralCategory)] = [:]

    /// The positions that specifiers print.
    var printed: Set<Int> { Set(uses.lazy.filter(\.printed).map(\.position)) }
}

/// Expands format texts the way ``EntryRenderer`` does (each `%#@name@`
/// replaced by a variant, `%arg` by `%N$` with the substitution's specifier,
/// then the whole counted again), recording which argument each specifier
/// takes and where it is written.
enum ArgumentUses {
    /// At most this many combinations of substitution variants are expanded
    /// for one text; beyond, each variant is tried with the others at `other`.
    static let maximumCombinations = 64

    /// Every expansion of a text worth checking: one per combination of its
    /// substitutions' categories.
    /// - Throws: the first ``FormatFault`` (an unrenderable specifier, a
    ///   missing variable).
    static func expansions(of text: FormatText, variant: String) throws(FormatFault) -> [Expansion] {
        let names = try substitutionNames(
            in: text.format, substitutions: text.substitutions, variant: variant, depth: 0)
        var choices: [[String: PluralCategory]] = [[:]]
        let options: [(String, [PluralCategory])] = names.sorted().compactMap { name in
            guard let substitution = text.substitutions?.byName[name] else { return nil }
            return (name, PluralCategory.allCases.filter { substitution.variants.variants[$0] != nil })
        }
        let product = options.reduce(1) { $0 * max($1.1.count, 1) }
        if product <= maximumCombinations {
            for (name, categories) in options where !categories.isEmpty {
                choices = choices.flatMap { choice in
                    categories.map { category in
                        var next = choice
                        next[name] = category
                        return next
                    }
                }
            }
        } else {
            for (name, categories) in options {
                for category in categories { choices.append([name: category]) }
            }
        }
        var result: [Expansion] = []
        for choice in choices {
            var expansion = Expansion()
            try expand(
                text.format, substitutions: text.substitutions, depth: 0, variant: variant, choice: choice,
                into: &expansion)
            result.append(expansion)
        }
        return result
    }

    /// The substitution names a format string reaches, its variants' included.
    private static func substitutionNames(
        in format: String, substitutions: Substitutions?, variant: String, depth: Int
    ) throws(FormatFault) -> Set<String> {
        guard format.utf8.contains(UInt8(ascii: "#")), depth < CatalogLimits.maximumDepth else { return [] }
        var names: Set<String> = []
        for case .specifier(let specifier) in try pieces(format, variant: variant) {
            guard let name = specifier.substitution, let substitution = substitutions?.byName[name] else { continue }
            names.insert(name)
            for (category, value) in substitution.variants.variants {
                guard let text = value.representativeText else { continue }
                names.formUnion(
                    try substitutionNames(
                        in: text.format, substitutions: text.substitutions ?? substitutions,
                        variant: "substitutions.\(name).plural.\(category.rawValue)", depth: depth + 1))
            }
        }
        return names
    }

    private static func pieces(_ format: String, variant: String) throws(FormatFault) -> [FormatPiece] {
        do {
            return try FormatParser.parse(format)
        } catch {
            throw FormatFault(variant: variant, message: error.message)
        }
    }

    /// Whether a specifier names its argument (`%2$@`).
    static func isPositional(_ specifier: FormatSpecifier) -> Bool {
        let utf8 = specifier.text.utf8.dropFirst()
        let digits = utf8.prefix { $0 >= 0x30 && $0 <= 0x39 }
        return !digits.isEmpty && utf8.dropFirst(digits.count).first == UInt8(ascii: "$")
    }

    private static func expand(
        _ format: String, substitutions: Substitutions?, depth: Int, variant: String,
        choice: [String: PluralCategory], into expansion: inout Expansion
    ) throws(FormatFault) {
        guard format.utf8.contains(UInt8(ascii: "%")) else { return }
        for case .specifier(let specifier) in try pieces(format, variant: variant) {
            guard let name = specifier.substitution else {
                let position: Int
                if isPositional(specifier) {
                    position = specifier.argument
                } else {
                    expansion.counter += 1
                    position = expansion.counter
                }
                expansion.uses.append(
                    ArgumentUse(
                        position: position, kind: ArgumentClass(conversion: specifier.conversion), printed: true,
                        variant: variant))
                continue
            }
            guard depth < CatalogLimits.maximumDepth else {
                throw FormatFault(
                    variant: variant, message: "substitutions nested deeper than \(CatalogLimits.maximumDepth)")
            }
            guard let substitution = substitutions?.byName[name] else {
                throw FormatFault(variant: variant, message: "\(specifier.text) names no variable \"\(name)\"")
            }
            let position = substitution.argumentNumber ?? specifier.argument
            expansion.uses.append(
                ArgumentUse(
                    position: position, kind: ArgumentClass(specifier: substitution.specifier), printed: false,
                    variant: variant))
            let variants = substitution.variants.variants
            guard
                let category = choice[name] ?? (variants[.other] != nil ? .other : nil)
                    ?? PluralCategory.allCases.first(where: { variants[$0] != nil }),
                let text = variants[category]?.representativeText
            else { continue }
            let path = "substitutions.\(name).plural.\(category.rawValue)"
            expansion.operands[position] = (path, category)
            var variantFormat = text.format
            if substitution.usesArgToken {
                let trimmed =
                    substitution.specifier.hasPrefix("%")
                    ? String(substitution.specifier.dropFirst()) : substitution.specifier
                variantFormat = variantFormat.replacing("%arg", with: "%\(position)$\(trimmed)")
            }
            try expand(
                variantFormat, substitutions: text.substitutions ?? substitutions, depth: depth + 1, variant: path,
                choice: choice, into: &expansion)
        }
    }
}
