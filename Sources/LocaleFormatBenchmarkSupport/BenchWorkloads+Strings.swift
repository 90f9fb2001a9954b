// The catalog row: an app's sentence rendered from a loaded catalog
// (LocaleFormatCatalogs), against the bare ICU calls it needs.

import Foundation
import LocaleFormat
import LocaleFormatCatalogs

extension BenchWorkloads {
    /// The Russian plural variants of the row's entry, by category, as an
    /// app's `.xcstrings` writes them.
    static let russianItems: [(category: String, value: String)] = [
        ("one", "%lld предмет"), ("few", "%lld предмета"), ("many", "%lld предметов"), ("other", "%lld предмета"),
    ]

    /// `"%lld items"` in Russian with 1234: "1 234 предмета" (a no-break
    /// space groups, 1234 is `few`). The floor is a held plural-rules select,
    /// a held number format and the concatenation (``StringFloor``).
    static func string() throws -> BenchWorkload {
        let key = "%lld items"
        let count: CatalogArgument = 1234
        let folder = try BenchCatalogFolder(xcstrings: benchCatalogJSON(key: key))
        let catalog = try Catalog(path: folder.path)
        let russian = try LocaleIdentifier("ru")
        let numberOptions = NumberFormat.Options(
            locale: russian, minimumFractionDigits: 0, maximumFractionDigits: 0, minimumIntegerDigits: 1,
            grouping: true, roundingMode: .halfEven)
        let pluralOptions = PluralRules.Options(locale: russian)
        let shared = Formatters.shared
        // The caller's inputs are held, as the floor's are: the row measures
        // the rendering, not the building of two one-element arrays.
        let languages = ["ru"]
        let arguments = [count]
        let floor = try StringFloor(
            locale: russian.icuID, numberSkeleton: NumberFormat(numberOptions).skeleton, decimal: "1234",
            tails: Dictionary(uniqueKeysWithValues: russianItems.map { ($0.category, String($0.value.dropFirst(4))) }))
        return BenchWorkload(
            kind: "string", name: "string/render", input: "ru \"\(key)\" plural, 1234",
            cached: { try catalog.render(key: key, languages: languages, arguments: arguments).text },
            hit: {
                _ = try shared.pluralRules(pluralOptions)
                _ = try shared.number(numberOptions)
            },
            uncached: {
                try Catalog(path: folder.path).render(key: key, languages: languages, arguments: arguments).text
            },
            floor: { floor.string() },
            held: { _ = try catalog.render(key: key, languages: languages, arguments: arguments) })
    }

    /// A one-entry `.xcstrings`: English and Russian plural variants of `key`.
    static func benchCatalogJSON(key: String) -> String {
        func plural(_ variants: [(category: String, value: String)]) -> String {
            let members = variants.map {
                "\"\($0.category)\":{\"stringUnit\":{\"state\":\"translated\",\"value\":\"\($0.value)\"}}"
            }
            return "{\"variations\":{\"plural\":{\(members.joined(separator: ","))}}}"
        }
        let english = plural([("one", "%lld item"), ("other", "%lld items")])
        return """
            {"sourceLanguage":"en","version":"1.0","strings":{"\(key)":{"localizations":{\
            "en":\(english),"ru":\(plural(russianItems))}}}}
            """
    }
}

/// A temporary folder holding one `Localizable.xcstrings`, removed with the
/// last workload that holds it.
final class BenchCatalogFolder: Sendable {
    let path: String

    init(xcstrings json: String) throws {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent(
                "localeformat-bench-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(json.utf8).write(to: folder.appendingPathComponent("Localizable.xcstrings"))
        path = folder.path
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }
}
