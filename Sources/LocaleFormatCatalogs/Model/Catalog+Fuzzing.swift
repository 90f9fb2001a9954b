extension Catalog {
    /// A catalog of one file's bytes, loaded as ``init(path:)`` loads the
    /// file at `path`, without reading the file system: the fuzz targets'
    /// way into the readers (LocaleFormatFuzzing). Not API.
    ///
    /// - Parameters:
    ///   - contents: the file's bytes.
    ///   - path: where the file would be; its name and folder choose the
    ///     reader, table and language (`ru.lproj/Localizable.strings`).
    /// - Throws: ``CatalogLoadError`` as ``init(path:)`` throws it.
    @_spi(Fuzzing)
    public init(contents: [UInt8], path: String) throws(CatalogLoadError) {
        var loader = CatalogLoader(root: path)
        try loader.add(file: path, single: true, bytes: contents)
        self = try loader.catalog()
    }

    /// A table's keys, in code-point order; empty for a table it does not
    /// have. Not API: the fuzz targets render every key.
    @_spi(Fuzzing)
    public func keys(inTable name: String) -> [String] {
        guard let table = tables[name] else { return [] }
        return table.entries.keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }
}

extension Catalog {
    /// A key's value in a localization when it is a format string without
    /// variations; nil otherwise. Not API: the fuzz targets compare it with
    /// what renders.
    @_spi(Fuzzing)
    public func text(inTable name: String, key: String, language tag: String) -> String? {
        guard let table = tables[name], let index = table.indexByTag[tag],
            case .text(let text)? = table.entries[key]?.value(in: index)
        else { return nil }
        return text.format
    }
}
