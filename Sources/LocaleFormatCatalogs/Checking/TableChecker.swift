import LocaleFormat

/// Checks one table: every key in every included localization.
struct TableChecker {
    let table: CatalogTable
    /// Per localization index: whether its findings are wanted.
    let included: [Bool]
    var facts: PluralFactsCache
    private(set) var findings: [CatalogFinding] = []

    init(table: CatalogTable, included: [Bool], facts: PluralFactsCache) {
        self.table = table
        self.included = included
        self.facts = facts
    }

    /// The texts and plural variations of a value, with their variant paths.
    struct Flattened {
        /// Each text, and the category of the plural variation directly
        /// above it (whose operand is argument 1).
        var texts: [(text: FormatText, variant: String, category: PluralCategory?)] = []
        var plurals: [(variants: PluralVariants, variant: String)] = []
    }

    /// What the development language's value takes: the classes at each
    /// position and the positions it prints.
    struct Signature {
        var classes: [Int: Set<ArgumentClass>] = [:]
        var printed: Set<Int> = []
        var hasNonEmptyText = false
    }

    mutating func run() throws(LocaleFormatError) {
        let development = table.development
        for (index, localization) in table.localizations.enumerated() where included[index] {
            if localization.locale.dataLocale == "root" {
                findings.append(
                    CatalogFinding(
                        .warning, .unknownLanguage, table: table.name, key: "", language: localization.tag,
                        file: localization.files.first ?? "",
                        message:
                            "ICU has no data for \(localization.tag): plural rules and numbers follow the root locale"))
            }
        }
        let keys = table.entries.keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        for key in keys {
            guard let entry = table.entries[key] else { continue }
            let developmentValue = entry.values.first { Int($0.localization) == development }
            let source: CatalogValue? =
                developmentValue?.value
                ?? (table.keyIsSourceValue ? .text(FormatText(format: key, substitutions: nil)) : nil)
            let sourcePlace = place(of: developmentValue, entry: entry, localization: development)
            var signature: Signature?
            if let source {
                var flattened = Flattened()
                Self.flatten(source, variant: "", category: nil, into: &flattened)
                signature = Self.signature(of: flattened)
            }
            if entry.stale, included[development] {
                append(
                    .note, .stale, key: key, localization: development, place: sourcePlace,
                    message: "extractionState is stale: the source code no longer uses this key")
            }
            for index in table.localizations.indices where included[index] {
                let value = entry.values.first { Int($0.localization) == index }
                if index != development, !entry.shouldTranslate { continue }
                guard let value else {
                    if index != development, source != nil {
                        append(
                            .error, .missingTranslation, key: key, localization: index, place: sourcePlace,
                            message: "no value in \(table.localizations[index].tag)")
                    }
                    continue
                }
                try check(
                    value, key: key, localization: index,
                    against: index == development ? nil : signature)
            }
        }
        for state in table.reviewStates {
            guard let index = table.indexByTag[state.localization], included[index] else { continue }
            let value = table.entries[state.key]?.values.first { Int($0.localization) == index }
            let place = place(of: value, entry: table.entries[state.key], localization: index)
            let review = state.state == "needs_review"
            append(
                .warning, review ? .needsReview : .newState, key: state.key, localization: index,
                variant: state.variant, place: place,
                message: review
                    ? "state needs_review: the translation waits for review" : "state new: not translated yet")
        }
        for duplicate in table.duplicates {
            guard let index = table.indexByTag[duplicate.localization], included[index] else { continue }
            append(
                .warning, .duplicateKey, key: duplicate.key, localization: index,
                place: (duplicate.file, duplicate.line),
                message: "the key is written again (first on line \(duplicate.firstLine)); the last one wins")
        }
        findings.sort(by: Self.order)
    }

    private static func order(_ lhs: CatalogFinding, _ rhs: CatalogFinding) -> Bool {
        if lhs.key != rhs.key { return lhs.key.utf8.lexicographicallyPrecedes(rhs.key.utf8) }
        if lhs.language != rhs.language { return lhs.language.utf8.lexicographicallyPrecedes(rhs.language.utf8) }
        if lhs.variant != rhs.variant { return lhs.variant.utf8.lexicographicallyPrecedes(rhs.variant.utf8) }
        if lhs.code != rhs.code { return lhs.code.rawValue < rhs.code.rawValue }
        return lhs.message.utf8.lexicographicallyPrecedes(rhs.message.utf8)
    }

    /// A value's file and line: its own, else the key's (`.xcstrings`), else
    /// the localization's first file.
    private func place(of value: CatalogTable.LocalizedValue?, entry: CatalogTable.Entry?, localization: Int)
        -> (file: String, line: Int?)
    {
        let files = table.localizations[localization].files
        if let value {
            let file = Int(value.file) < files.count ? files[Int(value.file)] : files.first ?? ""
            return (file, value.line == 0 ? nil : Int(value.line))
        }
        let development = table.localizations[table.development].files
        if let entry, entry.line != 0 { return (development.first ?? files.first ?? "", Int(entry.line)) }
        return (files.first ?? development.first ?? "", nil)
    }

    private mutating func append(
        _ severity: CatalogFinding.Severity, _ code: CatalogFinding.Code, key: String, localization: Int,
        variant: String = "", place: (file: String, line: Int?), message: String
    ) {
        findings.append(
            CatalogFinding(
                severity, code, table: table.name, key: key, language: table.localizations[localization].tag,
                variant: variant, file: place.file, line: place.line, message: message))
    }

    static func flatten(_ value: CatalogValue, variant: String, category: PluralCategory?, into result: inout Flattened)
    {
        let prefix = variant.isEmpty ? "" : variant + "."
        switch value {
        case .text(let text):
            result.texts.append((text, variant, category))
        case .plural(let plural):
            result.plurals.append((plural, prefix + "plural"))
            for category in PluralCategory.allCases {
                guard let variant = plural.variants[category] else { continue }
                flatten(variant, variant: prefix + "plural." + category.rawValue, category: category, into: &result)
            }
        case .device(let devices):
            for device in Device.allCases {
                guard let variant = devices[device] else { continue }
                flatten(variant, variant: prefix + "device." + device.rawValue, category: category, into: &result)
            }
        case .width(let widths):
            for (width, variant) in widths {
                flatten(variant, variant: prefix + "width.\(width)", category: category, into: &result)
            }
        }
    }

    /// The development language's signature over all its texts and expansions.
    static func signature(of flattened: Flattened) -> Signature {
        var signature = Signature()
        for (text, variant, _) in flattened.texts {
            if !text.format.isEmpty { signature.hasNonEmptyText = true }
            guard let expansions = try? ArgumentUses.expansions(of: text, variant: variant) else { continue }
            for expansion in expansions {
                for use in expansion.uses {
                    signature.classes[use.position, default: []].insert(use.kind)
                    if use.printed { signature.printed.insert(use.position) }
                }
            }
        }
        return signature
    }

    /// Checks one localization's value; `source` is nil for the development language.
    private mutating func check(
        _ localized: CatalogTable.LocalizedValue, key: String, localization: Int, against source: Signature?
    ) throws(LocaleFormatError) {
        let place = place(of: localized, entry: nil, localization: localization)
        let locale = table.localizations[localization].locale
        let facts = try facts.facts(locale)
        let tag = table.localizations[localization].tag
        var flattened = Flattened()
        Self.flatten(localized.value, variant: "", category: nil, into: &flattened)
        var reported: Set<String> = []
        func report(
            _ severity: CatalogFinding.Severity, _ code: CatalogFinding.Code, _ variant: String, _ message: String
        ) {
            guard reported.insert("\(code.rawValue) \(variant) \(message)").inserted else { return }
            append(
                severity, code, key: key, localization: localization, variant: variant, place: place, message: message)
        }
        var plurals = flattened.plurals
        var substitutionsSeen: Set<String> = []
        for (text, variant, category) in flattened.texts {
            for (name, substitution) in (text.substitutions?.byName ?? [:]).sorted(by: { $0.key < $1.key })
            where substitutionsSeen.insert(name).inserted && text.format.contains("@\(name)@") {
                plurals.append((substitution.variants, "substitutions.\(name).plural"))
            }
            if let source, text.format.isEmpty, source.hasNonEmptyText {
                report(.warning, .emptyTranslation, variant, "an empty value where the development language has text")
            }
            let expansions: [Expansion]
            do {
                expansions = try ArgumentUses.expansions(of: text, variant: variant)
            } catch {
                report(.error, .invalidFormat, error.variant, "cannot be rendered: \(error.message)")
                continue
            }
            guard let source else { continue }
            for expansion in expansions {
                for use in expansion.uses {
                    guard let classes = source.classes[use.position] else {
                        report(
                            .error, .formatMismatch, use.variant,
                            "uses argument \(use.position) (\(use.kind.name)), which the development language does not")
                        continue
                    }
                    if !classes.contains(use.kind) {
                        let expected = classes.sorted().map(\.withArticle).joined(separator: " or ")
                        report(
                            .error, .formatMismatch, use.variant,
                            "argument \(use.position) is \(use.kind.withArticle) here, \(expected) in the development language"
                        )
                    }
                }
                let printed = expansion.printed
                for position in source.printed.sorted() where !printed.contains(position) {
                    var blamed = variant
                    var holder: PluralCategory?
                    if let operand = expansion.operands[position] {
                        blamed = operand.variant
                        holder = operand.category
                    } else if position == 1, let category {
                        holder = category
                    }
                    let single = holder.map { facts.singleNumberCategories.contains($0) } ?? false
                    let number = single ? " (\(holder?.rawValue ?? "") holds one number in \(tag))" : ""
                    report(
                        single ? .note : .warning, .omittedArgument, blamed,
                        "does not print argument \(position), which the development language prints\(number)")
                }
            }
        }
        for (plural, variant) in plurals {
            let present = Set(plural.variants.keys)
            for category in PluralCategory.allCases
            where facts.categories.contains(category) && !present.contains(category) {
                let integer = facts.integerCategories.contains(category)
                let severity: CatalogFinding.Severity = !plural.integerOperand || integer ? .error : .warning
                let reach =
                    integer
                    ? "integers such as \(Self.sample(category, facts: facts, locale: locale))" : "only fractions"
                let operand = plural.integerOperand ? "an integer operand" : "a float operand"
                let instead =
                    present.contains(.other) ? "the other variant" : "the development language's text"
                report(
                    severity, .missingPluralCategory, "\(variant).\(category.rawValue)",
                    "\(tag) needs \(category.rawValue) (\(reach)) for \(operand); \(instead) is used instead")
            }
            for category in PluralCategory.allCases
            where present.contains(category) && !facts.categories.contains(category) && category != .zero {
                report(
                    .note, .unusedPluralCategory, "\(variant).\(category.rawValue)",
                    "\(tag) has no plural category \(category.rawValue): this variant is never chosen")
            }
        }
    }

    /// A few integers of a category, for messages ("2, 3, 4, 22").
    private static func sample(_ category: PluralCategory, facts: PluralFacts, locale: LocaleIdentifier) -> String {
        guard let rules = try? Formatters.shared.pluralRules(PluralRules.Options(locale: locale)) else { return "" }
        var found: [Int] = []
        for integer in 0...1000 where (try? rules.category(for: DecimalValue(integer))) == category {
            found.append(integer)
            if found.count == 4 { break }
        }
        return found.map(String.init).joined(separator: ", ")
    }
}
