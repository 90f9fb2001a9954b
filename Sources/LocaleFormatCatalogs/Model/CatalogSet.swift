public import LocaleFormat

/// Catalogs by name, as `--catalog NAME=PATH` loads them: what the `string`
/// op renders from. Immutable: a reload builds a new set and swaps it whole.
///
/// ```swift
/// let catalogs = CatalogSet(["app": try Catalog(path: "/srv/app/Resources")])
/// try catalogs.render(catalog: "app", key: "Hello", languages: ["fr-CA"]).text   // "Bonjour"
/// ```
public struct CatalogSet: Sendable {
    /// The catalogs, by name.
    public let catalogs: [String: Catalog]

    /// A set of named catalogs.
    public init(_ catalogs: [String: Catalog]) { self.catalogs = catalogs }

    /// Loads each `name: path` pair.
    /// - Throws: the first ``CatalogLoadError``, in name order.
    public init(paths: [String: String]) throws(CatalogLoadError) {
        var catalogs: [String: Catalog] = [:]
        for (name, path) in paths.sorted(by: { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }) {
            catalogs[name] = try Catalog(path: path)
        }
        self.catalogs = catalogs
    }

    /// Renders an entry of a named catalog: ``Catalog/render(table:key:languages:arguments:device:width:formatLocale:localizeNumbers:strict:transform:)``.
    /// - Throws: ``LocaleFormatError`` `unknownCatalog` when no catalog has
    ///   that name; otherwise what ``Catalog/render(table:key:languages:arguments:device:width:formatLocale:localizeNumbers:strict:transform:)`` throws.
    public func render(
        catalog: String, table: String = "Localizable", key: String, languages: [String],
        arguments: [CatalogArgument] = [], device: Device = .other, width: Int? = nil, formatLocale: String? = nil,
        localizeNumbers: Bool = true, strict: Bool = false, transform: FormatTransform? = nil
    ) throws(LocaleFormatError) -> RenderedString {
        guard let loaded = catalogs[catalog] else {
            throw LocaleFormatError(.unknownCatalog, "no catalog named \"\(catalog.prefix(80))\" is loaded")
        }
        return try loaded.render(
            table: table, key: key, languages: languages, arguments: arguments, device: device, width: width,
            formatLocale: formatLocale, localizeNumbers: localizeNumbers, strict: strict,
            transform: transform)
    }
}
