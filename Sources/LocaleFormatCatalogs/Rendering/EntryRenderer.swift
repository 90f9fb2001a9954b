import LocaleFormat

/// Renders one localization's value: chooses the variant (Docs/Catalogs.md,
/// "Entries and variations"), replaces each `%#@name@` by its chosen
/// variant, then formats the result with the arguments ("Format strings and
/// arguments"), as Apple's runtime does.
struct EntryRenderer {
    var arguments: [CatalogArgument]
    var device: Device
    var width: Int?
    /// The localization's locale: its plural rules choose plural variants.
    var pluralLocale: LocaleIdentifier
    var printer: SpecifierPrinter
    /// Applied to the format string once substitutions are expanded, before
    /// the arguments are put in (the `string` op's `pseudo` field).
    var transform: FormatTransform?

    /// The text, or nil when a variant is missing (no category and no `other`).
    func render(_ value: CatalogValue) throws(LocaleFormatError) -> String? {
        guard let text = try choose(value, topLevel: true) else { return nil }
        // Without substitutions or a transform, the pieces cut at load are
        // the pieces of the string to format.
        if transform == nil {
            switch text.compiled {
            case .plain: return text.format
            case .pieces(let pieces, hasSubstitution: false): return try format(pieces)
            case .invalid(let error): throw error
            case .pieces: break
            }
        }
        guard let expanded = try expand(text.format, substitutions: text.substitutions, depth: 0) else { return nil }
        guard let transform else { return try format(expanded) }
        return try format(try transform.apply(expanded))
    }

    /// Walks variations down to a format text.
    private func choose(_ value: CatalogValue, topLevel: Bool) throws(LocaleFormatError) -> FormatText? {
        switch value {
        case .text(let text):
            return text
        case .plural(let plural):
            // Directly under a localization, plural variations count argument 1.
            guard let variant = try variant(of: plural, argument: 1, name: "plural variations") else { return nil }
            return try choose(variant, topLevel: false)
        case .device(let devices):
            if let chosen = devices[device] { return try choose(chosen, topLevel: false) }
            for fallback in Device.fallbackOrder {
                if let chosen = devices[fallback] { return try choose(chosen, topLevel: false) }
            }
            return nil
        case .width(let widths):
            guard let first = widths.first, let last = widths.last else { return nil }
            guard let width else { return try choose(last.value, topLevel: false) }
            let chosen = widths.last { $0.width <= width } ?? first
            return try choose(chosen.value, topLevel: false)
        }
    }

    /// The plural variant for an argument, with Apple's zero rule.
    private func variant(of plural: PluralVariants, argument position: Int, name: String) throws(LocaleFormatError)
        -> CatalogValue?
    {
        guard position <= arguments.count else {
            throw LocaleFormatError(
                .invalidArgument,
                "\(name) take argument \(position); there \(arguments.count == 1 ? "is" : "are") \(arguments.count)")
        }
        let argument = arguments[position - 1]
        let operand: DecimalValue
        if plural.integerOperand {
            let (integer, decimal) = try argument.integerAndDecimal(for: name, position: position)
            // Apple's zero rule: an integer 0 takes `zero` whatever CLDR says.
            if integer.isZero, let zero = plural.variant(.zero) { return zero }
            operand = decimal
        } else {
            let decimal = try argument.decimal(for: name, position: position)
            // The value as a double (ICU's `uplrules_select`): 1.0 is `one` in English.
            guard let double = Double(decimal.description) else {
                throw LocaleFormatError(.invalidArgument, "\(name): \(decimal) is not a double")
            }
            operand = DecimalValue(double)
        }
        let rules = try Formatters.shared.pluralRules(PluralRules.Options(locale: pluralLocale))
        let category = try rules.category(for: operand)
        return plural.variant(category) ?? plural.variant(.other)
    }

    /// Replaces every `%#@name@`, the variants' own ones too (at most
    /// ``CatalogLimits/maximumDepth`` levels).
    private func expand(_ format: String, substitutions: Substitutions?, depth: Int) throws(LocaleFormatError)
        -> String?
    {
        guard format.utf8.contains(UInt8(ascii: "#")) else { return format }
        let pieces = try FormatParser.parse(format)
        guard pieces.contains(where: { if case .specifier(let s) = $0 { s.substitution != nil } else { false } }) else {
            return format
        }
        guard depth < CatalogLimits.maximumDepth else {
            throw LocaleFormatError(.invalidCatalog, "substitutions nested deeper than \(CatalogLimits.maximumDepth)")
        }
        var result = ""
        for piece in pieces {
            switch piece {
            case .literal(let text): result += text
            case .percent: result += "%%"
            case .specifier(let specifier):
                guard let name = specifier.substitution else {
                    result += specifier.text
                    continue
                }
                guard let substitution = substitutions?.byName[name] else {
                    throw LocaleFormatError(.invalidCatalog, "\(specifier.text) names no variable \"\(name)\"")
                }
                let position = substitution.argumentNumber ?? specifier.argument
                guard let chosen = try variant(of: substitution.variants, argument: position, name: specifier.text),
                    let text = try choose(chosen, topLevel: false)
                else { return nil }
                var variantFormat = text.format
                if substitution.usesArgToken {
                    let trimmed =
                        substitution.specifier.hasPrefix("%")
                        ? String(substitution.specifier.dropFirst()) : substitution.specifier
                    variantFormat = variantFormat.replacing("%arg", with: "%\(position)$\(trimmed)")
                }
                guard
                    let expanded = try expand(
                        variantFormat, substitutions: text.substitutions ?? substitutions, depth: depth + 1)
                else { return nil }
                result += expanded
            }
        }
        return result
    }

    /// Formats a string without substitutions left.
    private func format(_ format: String) throws(LocaleFormatError) -> String {
        guard format.utf8.contains(UInt8(ascii: "%")) else { return format }
        return try self.format(try FormatParser.parse(format))
    }

    /// Formats the pieces of a string without substitutions left.
    private func format(_ pieces: [FormatPiece]) throws(LocaleFormatError) -> String {
        var result = ""
        for piece in pieces {
            switch piece {
            case .literal(let text): result += text
            case .percent: result += "%"
            case .specifier(let specifier):
                if specifier.substitution != nil {
                    throw LocaleFormatError(.invalidCatalog, "\(specifier.text) is left after substitution")
                }
                guard specifier.argument <= arguments.count else {
                    throw LocaleFormatError(
                        .invalidArgument,
                        "\(specifier.text) takes argument \(specifier.argument); there \(arguments.count == 1 ? "is" : "are") \(arguments.count)"
                    )
                }
                result += try printer.print(specifier, arguments[specifier.argument - 1])
            }
            if result.utf8.count > CatalogLimits.maximumRenderedBytes {
                throw LocaleFormatError(
                    .limitExceeded, "the rendered text is over \(CatalogLimits.maximumRenderedBytes) bytes")
            }
        }
        return result
    }
}
