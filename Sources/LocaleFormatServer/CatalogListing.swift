import LocaleFormatCatalogs
import LocaleFormatService

/// The body of `GET /v1/catalogs`: each loaded catalog's name, development
/// language, tables, localizations and entry counts, never contents
/// (Docs/Protocol.md, "Catalogs over HTTP").
///
/// ```json
/// {"catalogs":[{"name":"app","developmentLanguage":"en","entries":4,
///   "tables":[{"name":"Localizable","localizations":["de","en"],"keys":2,"entries":4}]}]}
/// ```
enum CatalogListing {
    /// The listing of the set in use now (`{"catalogs":[]}` without catalogs).
    static func json(_ store: CatalogStore?) -> [UInt8] {
        let set = store?.current
        let names = (set?.catalogs.keys).map { $0.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) } } ?? []
        var catalogs: [JSONValue] = []
        for name in names {
            guard let catalog = set?.catalogs[name] else { continue }
            let tables = catalog.tableSummaries
            let entries = tables.reduce(0) { $0 + $1.valueCount }
            catalogs.append(
                .object(
                    JSONObject([
                        .init(key: "name", value: .string(name)),
                        .init(key: "developmentLanguage", value: .string(catalog.developmentLanguage)),
                        .init(key: "entries", value: .number(String(entries))),
                        .init(
                            key: "tables",
                            value: .array(
                                tables.map { table in
                                    .object(
                                        JSONObject([
                                            .init(key: "name", value: .string(table.name)),
                                            .init(
                                                key: "localizations",
                                                value: .array(table.localizations.map { .string($0) })),
                                            .init(key: "keys", value: .number(String(table.keyCount))),
                                            .init(key: "entries", value: .number(String(table.valueCount))),
                                        ]))
                                })),
                    ])))
        }
        var output: [UInt8] = []
        JSONWriter.write(.object(JSONObject([.init(key: "catalogs", value: .array(catalogs))])), into: &output)
        return output
    }
}
