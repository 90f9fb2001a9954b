import LocaleFormat

extension CatalogTable {
    /// The negotiator's answer kept for `languages`, if any: a method of the
    /// table, which reads its negotiator in place (`table.negotiator.known`
    /// from outside retains the negotiator for the call).
    func knownChoice(for languages: [String]) -> CatalogNegotiator.Choice? { negotiator.known(languages) }

    /// ``Catalog/render(table:key:languages:arguments:device:width:formatLocale:localizeNumbers:strict:transform:)``
    /// once its table is found and its languages checked: a method of the
    /// table, so that the rendering reads the table's members without
    /// retaining the table for each.
    /// - Parameters:
    ///   - table: the table's name as the caller wrote it, for messages.
    ///   - known: the negotiator's answer kept for `languages`, if any.
    func render(
        table: String, key: String, languages: [String], known: CatalogNegotiator.Choice?, arguments: [CatalogArgument],
        device: Device, width: Int?, explicitFormatLocale: LocaleIdentifier?, localizeNumbers: Bool, strict: Bool,
        transform: FormatTransform?
    ) throws(LocaleFormatError) -> RenderedString {
        // The protocol compares keys as exact UTF-8 bytes (`Cafe\u{301}` is
        // not `Café`), as the key index does; Swift's dictionary would
        // compare them by canonical equivalence.
        guard let position = keyIndex.position(of: key, in: entries) else {
            throw LocaleFormatError(.unknownKey, "no key \"\(key.prefix(80))\" in table \(table.prefix(80))")
        }
        let choice: CatalogNegotiator.Choice
        if let known {
            choice = known
        } else {
            choice = try negotiator.choose(languages, in: self)
        }
        let chosen = choice.chosen
        let renderer = EntryRenderer(
            device: device, width: width, printer: SpecifierPrinter(localizeNumbers: localizeNumbers),
            transform: transform)
        // Local functions, not a value holding the rendering's inputs: they
        // borrow them where a value would retain each one.
        func render(localization index: Int) throws(LocaleFormatError) -> String? {
            // The entry read in place: a copy of it would retain its values.
            let value: CatalogValue
            if !entries.values[position].shouldTranslate || index == development {
                if let found = entries.values[position].value(in: development) {
                    value = found
                } else if keyIsSourceValue {
                    value = .text(FormatText(format: key, substitutions: nil))
                } else {
                    return nil
                }
            } else {
                guard let found = entries.values[position].value(in: index) else { return nil }
                value = found
            }
            // The request's format locale; else the localization's language
            // and script with the matched preference's region; else the
            // localization's locale (worked out once per list of
            // preferences, by the negotiator, with the plural rules).
            if let explicitFormatLocale {
                let context = RenderingContext(pluralRules: pluralRules[index], formatLocale: explicitFormatLocale)
                return try renderer.render(value, arguments: arguments, context)
            }
            if index == chosen {
                if let error = choice.chosenError { throw error }
                return try renderer.render(value, arguments: arguments, choice.chosenContext)
            }
            if index == development {
                if let error = choice.developmentError { throw error }
                return try renderer.render(value, arguments: arguments, choice.developmentContext)
            }
            // Not reached: a rendering tries the chosen localization, then the development language.
            assertionFailure("a localization neither chosen nor the development language")
            let context = RenderingContext(pluralRules: pluralRules[index], formatLocale: localizations[index].locale)
            return try renderer.render(value, arguments: arguments, context)
        }
        if let text = try render(localization: chosen) {
            return RenderedString(text: text, localization: tags[chosen], fallback: false)
        }
        let chosenTag = localizations[chosen].tag
        guard !strict, chosen != development,
            let text = try render(localization: development)
        else {
            throw LocaleFormatError(
                .missingTranslation, "\"\(key.prefix(80))\" of table \(table.prefix(80)) has no value in \(chosenTag)")
        }
        return RenderedString(
            text: text, localization: localizations[development].tag, fallback: true)
    }
}
