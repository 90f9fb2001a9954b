import LocaleFormat

/// Renders one localization's value: chooses the variant (Docs/Catalogs.md,
/// "Entries and variations"), replaces each `%#@name@` by its chosen
/// variant, then formats the result with the arguments ("Format strings and
/// arguments"), as Apple's runtime does.
///
/// A rendering's options are its members; what it reads from the caller
/// and the catalog (the arguments and the localization's
/// ``RenderingContext``) is passed to it, borrowed: a member would retain
/// each on every rendering.
struct EntryRenderer {
    var device: Device
    var width: Int?
    var printer: SpecifierPrinter
    /// Applied to the format string once substitutions are expanded, before
    /// the arguments are put in (the `string` op's `pseudo` field).
    var transform: FormatTransform?

    /// The text, or nil when a variant is missing (no category and no `other`).
    /// - Parameter context: the localization's plural rules and number printing.
    func render(_ value: CatalogValue, arguments: [CatalogArgument], _ context: RenderingContext)
        throws(LocaleFormatError) -> String?
    {
        var operand = IntegerOperand()
        guard let text = try choose(value, arguments, context, operand: &operand) else { return nil }
        // Without substitutions or a transform, the program compiled at load
        // is the program of the string to format.
        if transform == nil {
            if let program = text.program { return try format(program, operand, arguments, context) }
            switch text.compiled {
            case .plain: return text.format
            case .invalid(let error): throw error
            case .program: break
            }
        }
        guard
            let expanded = try expand(
                text.format, substitutions: text.substitutions, depth: 0, arguments, context, operand: &operand)
        else { return nil }
        guard let transform else { return try format(expanded, operand, arguments, context) }
        return try format(try transform.apply(expanded), operand, arguments, context)
    }

    /// Walks variations down to a format text; `operand` is the integer a
    /// plural choice read, if any.
    private func choose(
        _ value: CatalogValue, _ arguments: [CatalogArgument], _ context: RenderingContext,
        operand: inout IntegerOperand
    ) throws(LocaleFormatError) -> FormatText? {
        switch value {
        case .text(let text):
            return text
        case .plural(let plural):
            // Directly under a localization, plural variations count argument 1.
            let category = try category(
                of: plural, argument: 1, name: "plural variations", arguments, context, operand: &operand)
            if let text = plural.text(category) { return text }
            guard let variant = plural.variant(category) ?? plural.variant(.other) else { return nil }
            return try choose(variant, arguments, context, operand: &operand)
        case .device(let devices):
            if let chosen = devices[device] { return try choose(chosen, arguments, context, operand: &operand) }
            for fallback in Device.fallbackOrder {
                if let chosen = devices[fallback] {
                    return try choose(chosen, arguments, context, operand: &operand)
                }
            }
            return nil
        case .width(let widths):
            guard let first = widths.first, let last = widths.last else { return nil }
            guard let width else { return try choose(last.value, arguments, context, operand: &operand) }
            let chosen = widths.last { $0.width <= width } ?? first
            return try choose(chosen.value, arguments, context, operand: &operand)
        }
    }

    /// The category whose variant (else `other`'s) an argument chooses,
    /// with Apple's zero rule (`zero` when the integer is 0 and that
    /// variant is there). An integer operand is kept in `operand`, so that
    /// the specifier printing the same argument does not read it again.
    private func category(
        of plural: PluralVariants, argument position: Int, name: String, _ arguments: [CatalogArgument],
        _ context: RenderingContext, operand: inout IntegerOperand
    ) throws(LocaleFormatError) -> PluralCategory {
        guard position <= arguments.count else {
            throw LocaleFormatError(
                .invalidArgument,
                "\(name) take argument \(position); there \(arguments.count == 1 ? "is" : "are") \(arguments.count)")
        }
        if plural.integerOperand {
            if operand.position != position || operand.decimal == nil {
                let (integer, value) = try CatalogArgument.integerAndDecimal(
                    in: arguments, position: position, for: name)
                operand = IntegerOperand(position: position, integer: integer, decimal: value)
            }
            // Apple's zero rule: an integer 0 takes `zero` whatever CLDR says.
            if operand.integer.isZero, plural.variant(.zero) != nil { return .zero }
            return try operand.category(in: context.formatters.pluralRules(context.pluralRules))
        }
        let value = try arguments[position - 1].decimal(for: name, position: position)
        // The value as a double (ICU's `uplrules_select`): 1.0 is `one` in English.
        guard let double = Double(value.description) else {
            throw LocaleFormatError(.invalidArgument, "\(name): \(value) is not a double")
        }
        return try context.formatters.pluralRules(context.pluralRules).category(for: DecimalValue(double))
    }

    /// Replaces every `%#@name@`, the variants' own ones too (at most
    /// ``CatalogLimits/maximumDepth`` levels).
    private func expand(
        _ format: String, substitutions: Substitutions?, depth: Int, _ arguments: [CatalogArgument],
        _ context: RenderingContext, operand: inout IntegerOperand
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
                let category = try category(
                    of: substitution.variants, argument: position, name: specifier.text, arguments, context,
                    operand: &operand)
                guard
                    let chosen = substitution.variants.variant(category) ?? substitution.variants.variant(.other),
                    let text = try choose(chosen, arguments, context, operand: &operand)
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
                        arguments, context, operand: &operand)
                else { return nil }
                result += expanded
            }
        }
        return result
    }

    /// Formats a string without substitutions left.
    private func format(
        _ format: String, _ operand: IntegerOperand, _ arguments: [CatalogArgument], _ context: RenderingContext
    ) throws(LocaleFormatError) -> String {
        guard format.utf8.contains(UInt8(ascii: "%")) else { return format }
        return try self.format(FormatProgram(try FormatParser.parse(format)), operand, arguments, context)
    }

    /// Formats a program without substitutions left.
    private func format(
        _ program: FormatProgram, _ operand: IntegerOperand, _ arguments: [CatalogArgument], _ context: RenderingContext
    ) throws(LocaleFormatError) -> String {
        var result = program.texts[0]
        try checkLength(result)
        for index in program.specifiers.indices {
            try format(program.specifiers[index], operand, arguments, context, into: &result)
            result += program.texts[index + 1]
            try checkLength(result)
        }
        return result
    }

    /// Prints one specifier of a program onto `result`.
    private func format(
        _ specifier: FormatSpecifier, _ operand: IntegerOperand, _ arguments: [CatalogArgument],
        _ context: RenderingContext, into result: inout String
    ) throws(LocaleFormatError) {
        if specifier.substitution != nil {
            throw LocaleFormatError(.invalidCatalog, "\(specifier.text) is left after substitution")
        }
        guard specifier.argument <= arguments.count else {
            throw LocaleFormatError(
                .invalidArgument,
                "\(specifier.text) takes argument \(specifier.argument); there \(arguments.count == 1 ? "is" : "are") \(arguments.count)"
            )
        }
        let printed = try printer.print(specifier, of: arguments, read: operand, in: context)
        // A specifier's text first becomes the result without a copy.
        if result.isEmpty { result = printed } else { result += printed }
        try checkLength(result)
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

    /// The integer's category under `rules`, its decimal read in place.
    /// - Throws: as ``PluralRules/category(for:)-(DecimalValue)``; `internal`
    ///   when no integer was read (not reached: a plural choice reads it first).
    func category(in rules: PluralRules) throws(LocaleFormatError) -> PluralCategory {
        guard let decimal else { throw LocaleFormatError(.internal, "no integer operand was read") }
        return try rules.category(for: decimal)
    }
}
