import LocaleFormat
@_spi(Fuzzing) import LocaleFormatCatalogs

/// What the catalog targets check of a file's bytes, loaded at `path`.
///
/// Invariants:
/// - loading throws only `invalidCatalog` or `limitExceeded`, and says
///   where (the path given);
/// - loading twice gives the same tables and the same renderings;
/// - every key (the first ``maximumKeys``) renders, or throws only
///   `invalidArgument`, `invalidCatalog`, `missingTranslation` or
///   `limitExceeded`, with each of ``argumentSets`` in ``languageLists``;
/// - a value without `%` in the language it was chosen from renders to itself
///   (for a `.strings` file, whose values have no variations).
enum CatalogFuzzCheck {
    static let maximumKeys = 16
    static let languageLists: [[String]] = [["ru"], ["en-GB", "fr"], ["zz"]]
    static let argumentSets: [[CatalogArgument]] = [[], [1], [22, "Ana", 2.5], [0, -5, "x", 1e300]]

    /// - Parameter textLanguage: for a `.strings` file, its language: its
    ///   values without `%` must render to themselves in it.
    static func run(_ input: [UInt8], path: String, target: String, textLanguage: String?) throws(InvariantViolation) {
        let shown = "\(input.count) bytes as \(path)"
        func fail(_ message: String) -> InvariantViolation { InvariantViolation(target, "\(shown): \(message)") }
        let catalog: Catalog
        do {
            catalog = try Catalog(contents: input, path: path)
        } catch {
            guard error.code == .invalidCatalog || error.code == .limitExceeded else {
                throw fail("loading threw \(error)")
            }
            guard error.path == path else { throw fail("the error names \(error.path), not the file") }
            if case .success = Result(catching: { () throws(CatalogLoadError) in
                try Catalog(contents: input, path: path)
            }) {
                throw fail("a second load succeeded after \(error)")
            }
            return
        }
        guard let again = try? Catalog(contents: input, path: path),
            again.tableSummaries == catalog.tableSummaries
        else { throw fail("a second load gives other tables") }
        let allowed: Set<LocaleFormatError.Code> = [
            .invalidArgument, .invalidCatalog, .missingTranslation, .limitExceeded,
        ]
        for table in catalog.tableNames {
            for key in catalog.keys(inTable: table).prefix(maximumKeys) {
                for languages in languageLists {
                    for arguments in argumentSets {
                        let first = render(catalog, table, key, languages, arguments)
                        let second = render(again, table, key, languages, arguments)
                        switch (first, second) {
                        case (.success(let a), .success(let b)):
                            guard a == b else { throw fail("\(key.debugDescription) renders two ways") }
                        case (.failure(let a), .failure(let b)):
                            guard allowed.contains(a.code) else {
                                throw fail("\(key.debugDescription) in \(languages) threw \(a)")
                            }
                            guard a.code == b.code else { throw fail("\(key.debugDescription) fails two ways") }
                        default:
                            throw fail("\(key.debugDescription) renders once and fails once")
                        }
                    }
                }
            }
        }
        if let textLanguage { try checkPlainValues(catalog, language: textLanguage, fail: fail) }
    }

    /// A `.strings` value without `%` renders to itself.
    private static func checkPlainValues(
        _ catalog: Catalog, language: String, fail: (String) -> InvariantViolation
    ) throws(InvariantViolation) {
        for table in catalog.tableNames {
            for key in catalog.keys(inTable: table).prefix(maximumKeys) {
                guard let value = catalog.text(inTable: table, key: key, language: language),
                    !value.utf8.contains(UInt8(ascii: "%"))
                else { continue }
                switch render(catalog, table, key, [language], []) {
                case .success(let rendered):
                    guard rendered.text == value else {
                        throw fail("\(key.debugDescription) renders \(rendered.text.debugDescription), not its value")
                    }
                case .failure(let error):
                    throw fail("\(key.debugDescription), a value without %, threw \(error)")
                }
            }
        }
    }

    private static func render(
        _ catalog: Catalog, _ table: String, _ key: String, _ languages: [String], _ arguments: [CatalogArgument]
    ) -> Result<RenderedString, LocaleFormatError> {
        Result { () throws(LocaleFormatError) in
            try catalog.render(table: table, key: key, languages: languages, arguments: arguments)
        }
    }
}
