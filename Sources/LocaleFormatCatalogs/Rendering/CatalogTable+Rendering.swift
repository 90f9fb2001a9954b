import LocaleFormat

extension CatalogTable {
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
        let explicitPrinting = explicitFormatLocale.map(NumberPrinting.init)
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
            // preferences, by the negotiator).
            if let explicitPrinting { return try render(value, localization: index, printing: explicitPrinting) }
            if index == chosen { return try render(value, localization: index, printing: choice.chosenPrinting) }
            if index == development {
                return try render(value, localization: index, printing: choice.developmentPrinting)
            }
            // Not reached: a rendering tries the chosen localization, then the development language.
            assertionFailure("a localization neither chosen nor the development language")
            return try render(value, localization: index, printing: NumberPrinting(localizations[index].locale))
        }
        func render(
            _ value: CatalogValue, localization index: Int, printing: Result<NumberPrinting, LocaleFormatError>
        ) throws(LocaleFormatError) -> String? {
            switch printing {
            case .success(let printing): return try render(value, localization: index, printing: printing)
            case .failure(let error): throw error
            }
        }
        func render(_ value: CatalogValue, localization index: Int, printing: NumberPrinting)
            throws(LocaleFormatError) -> String?
        {
            try renderer.render(value, arguments: arguments, pluralRules: pluralRules[index], printing: printing)
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
