import LocaleFormat

/// Renders one localization's value: chooses the variant (Docs/Catalogs.md,
/// "Entries and variations"), replaces each `%#@name@` by its chosen
/// variant, then formats the result with the arguments ("Format strings and
/// arguments"), as Apple's runtime does.
struct EntryRenderer {
    var arguments: [CatalogArgument]
    var device: Device
    var width: Int?
    /// The localization's plural rules (by their options): they choose plural variants.
    var pluralRules: PluralRules.Options
    var printer: SpecifierPrinter
    /// Applied to the format string once substitutions are expanded, before
    /// the arguments are put in (the `string` op's `pseudo` field).
    var transform: FormatTransform?

    /// The text, or nil when a variant is missing (no category and no `other`).
    func render(_ value: CatalogValue) throws(LocaleFormatError) -> String? {
        var operand = IntegerOperand()
        guard let text = try choose(value, operand: &operand) else { return nil }
        // Without substitutions or a transform, the program compiled at load
        // is the program of the string to format.
        if transform == nil {
            switch text.compiled {
            case .plain: return text.format
            case .program(let program) where !program.hasSubstitution: return try format(program, operand)
            case .invalid(let error): throw error
            case .program: break
            }
        }
        guard let expanded = try expand(text.format, substitutions: text.substitutions, depth: 0, operand: &operand)
        else { return nil }
        guard let transform else { return try format(expanded, operand) }
        return try format(try transform.apply(expanded), operand)
    }

    /// Walks variations down to a format text; `operand` is the integer a
    /// plural choice read, if any.
    private func choose(_ value: CatalogValue, operand: inout IntegerOperand) throws(LocaleFormatError)
        -> FormatText?
    {
        switch value {
        case .text(let text):
            return text
        case .plural(let plural):
            // Directly under a localization, plural variations count argument 1.
            guard let variant = try variant(of: plural, argument: 1, name: "plural variations", operand: &operand)
            else { return nil }
            return try choose(variant, operand: &operand)
        case .device(let devices):
            if let chosen = devices[device] { return try choose(chosen, operand: &operand) }
            for fallback in Device.fallbackOrder {
                if let chosen = devices[fallback] { return try choose(chosen, operand: &operand) }
            }
            return nil
        case .width(let widths):
            guard let first = widths.first, let last = widths.last else { return nil }
            guard let width else { return try choose(last.value, operand: &operand) }
            let chosen = widths.last { $0.width <= width } ?? first
            return try choose(chosen.value, operand: &operand)
        }
    }

    /// The plural variant for an argument, with Apple's zero rule. An
    /// integer operand is kept in `operand`, so that the specifier printing
    /// the same argument does not read it again.
    private func variant(
        of plural: PluralVariants, argument position: Int, name: String, operand: inout IntegerOperand
    ) throws(LocaleFormatError) -> CatalogValue? {
        guard position <= arguments.count else {
            throw LocaleFormatError(
                .invalidArgument,
                "\(name) take argument \(position); there \(arguments.count == 1 ? "is" : "are") \(arguments.count)")
        }
        let category: PluralCategory
        if plural.integerOperand {
            let decimal: DecimalValue
            if operand.position == position, let read = operand.decimal {
                decimal = read
            } else {
                let (integer, value) = try CatalogArgument.integerAndDecimal(
                    in: arguments, position: position, for: name)
                operand = IntegerOperand(position: position, integer: integer, decimal: value)
                decimal = value
            }
            // Apple's zero rule: an integer 0 takes `zero` whatever CLDR says.
            if operand.integer.isZero, let zero = plural.variant(.zero) { return zero }
            category = try Formatters.shared.pluralRules(pluralRules).category(for: decimal)
        } else {
            let value = try arguments[position - 1].decimal(for: name, position: position)
            // The value as a double (ICU's `uplrules_select`): 1.0 is `one` in English.
            guard let double = Double(value.description) else {
                throw LocaleFormatError(.invalidArgument, "\(name): \(value) is not a double")
            }
            category = try Formatters.shared.pluralRules(pluralRules).category(for: DecimalValue(double))
        }
        return plural.variant(category) ?? plural.variant(.other)
    }

    /// Replaces every `%#@name@`, the variants' own ones too (at most
    /// ``CatalogLimits/maximumDepth`` levels).
    private func expand(
        _ format: String, substitutions: Substitutions?, depth: Int, operand: inout IntegerOperand
    ) throws(LocaleFormatError) -> String? {
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
                guard
                    let chosen = try variant(
                        of: substitution.variants, argument: position, name: specifier.text, operand: &operand),
                    let text = try choose(chosen, operand: &operand)
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
                        variantFormat, substitutions: text.substitutions ?? substitutions, depth: depth + 1,
                        operand: &operand)
                else { return nil }
                result += expanded
            }
        }
        return result
    }

    /// Formats a string without substitutions left.
    private func format(_ format: String, _ operand: IntegerOperand) throws(LocaleFormatError) -> String {
        guard format.utf8.contains(UInt8(ascii: "%")) else { return format }
        return try self.format(FormatProgram(try FormatParser.parse(format)), operand)
    }

    /// Formats a program without substitutions left.
    private func format(_ program: FormatProgram, _ operand: IntegerOperand) throws(LocaleFormatError) -> String {
        var result = program.texts[0]
        try checkLength(result)
        for index in program.specifiers.indices {
            let specifier = program.specifiers[index]
            if specifier.substitution != nil {
                throw LocaleFormatError(.invalidCatalog, "\(specifier.text) is left after substitution")
            }
            guard specifier.argument <= arguments.count else {
                throw LocaleFormatError(
                    .invalidArgument,
                    "\(specifier.text) takes argument \(specifier.argument); there \(arguments.count == 1 ? "is" : "are") \(arguments.count)"
                )
            }
            let printed = try printer.print(specifier, of: arguments, read: operand)
            // A specifier's text first becomes the result without a copy.
            if result.isEmpty { result = printed } else { result += printed }
            try checkLength(result)
            result += program.texts[index + 1]
            try checkLength(result)
        }
        return result
    }

    private func checkLength(_ text: String) throws(LocaleFormatError) {
        if text.utf8.count > CatalogLimits.maximumRenderedBytes {
            throw LocaleFormatError(
                .limitExceeded, "the rendered text is over \(CatalogLimits.maximumRenderedBytes) bytes")
        }
    }
}

/// An integer argument read for a plural choice, kept for the specifier
/// that prints it: the argument is read once per rendering. Not optional
/// itself (an empty one has position 0 and no decimal): a rendering passes
/// it around, and an optional of it is copied through its type's metadata.
struct IntegerOperand {
    /// The argument's position (1-based); 0 when none was read.
    var position = 0
    var integer = IntegerArgument.signed(0)
    /// The integer as the decimal to format and select with; nil when none was read.
    var decimal: DecimalValue?
}
