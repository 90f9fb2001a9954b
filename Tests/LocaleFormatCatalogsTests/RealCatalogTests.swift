import Foundation
import LocaleFormat
import Testing

@testable import LocaleFormatCatalogs

/// Where the real catalogs are, from the environment; nil when unset.
let realCatalogsRoot = ProcessInfo.processInfo.environment["LOCALEFORMAT_REAL_CATALOGS"].flatMap {
    $0.isEmpty ? nil : $0
}

/// The real catalogs of eleven open-source apps, read where
/// `LOCALEFORMAT_REAL_CATALOGS` points (never copied into this repository:
/// their licences differ). Without the variable these tests are skipped,
/// so that a fresh clone passes.
@Suite(.enabled(if: realCatalogsRoot != nil, "LOCALEFORMAT_REAL_CATALOGS is not set: real catalogs skipped"))
struct RealCatalogTests {
    static var root: String? { realCatalogsRoot }

    /// One catalog per app bundle. NetNewsWire's module has its own bundle
    /// and its own `Localizable` table, so it is a catalog of its own.
    static let catalogs = [
        "Automattic__simplenote-ios", "CubeLabsNZ__CubeTime", "Dimillian__IceCubesApp",
        "Ranchero-Software__NetNewsWire/Shared", "Ranchero-Software__NetNewsWire/Mac",
        "Ranchero-Software__NetNewsWire/Modules/ActivityLog", "Whisky-App__Whisky", "element-hq__element-x-ios",
        "mastodon__mastodon-ios", "p0deje__Maccy", "sparkle-project__Sparkle",
    ]

    static func path(_ relative: String) -> String { (root ?? "") + "/" + relative }

    @Test(arguments: catalogs)
    func loadsAndRenders(relative: String) throws {
        let catalog = try Catalog(path: Self.path(relative))
        var rendered = 0
        var failures: [String] = []
        for summary in catalog.tableSummaries {
            #expect(summary.keyCount > 0)
            let table = try #require(catalog.tables[summary.name])
            // A sample: every 7th key in code-point order, at most 60.
            let keys = table.entries.keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
            let sample = stride(from: 0, to: keys.count, by: 7).prefix(60).map { keys[$0] }
            let languages =
                [["en"], ["ru"], ["ar-EG"], ["de-CH", "fr"], ["ja"], ["pl"], ["zh-Hant-TW"]]
                + summary.localizations.map { [$0] }
            for key in sample {
                for preference in languages {
                    do {
                        _ = try Self.render(catalog, table: summary.name, key: key, languages: preference)
                        rendered += 1
                    } catch {
                        failures.append("\(summary.name) \(preference) \(key.prefix(40)): \(error)")
                    }
                }
            }
        }
        print("\(relative): \(rendered) renderings, \(failures.count) typed errors \(failures.prefix(3))")
        #expect(rendered > 0)
        // Every fault is typed; an app's own entries may hold a lone `%`
        // (`invalidCatalog`), but they are few.
        #expect(failures.count * 20 <= rendered, "\(failures.prefix(10))")
    }

    /// Renders with arguments fitted to the specifiers: numbers, else strings.
    static func render(_ catalog: Catalog, table: String, key: String, languages: [String]) throws
        -> RenderedString
    {
        do {
            return try catalog.render(
                table: table, key: key, languages: languages, arguments: Array(repeating: 3, count: 10))
        } catch let error where error.code == .invalidArgument {
            return try catalog.render(
                table: table, key: key, languages: languages, arguments: Array(repeating: "x", count: 10))
        }
    }

    /// Plural entries of IceCubes in Ukrainian (CLDR: 1 and 21 `one`, 5 and
    /// 11 `many`, which these values lack, so `other`): 21 renders as 1 does
    /// and 11 as 5 does, with the number changed; 1 and 5 differ.
    @Test func iceCubesUkrainianPlurals() throws {
        let catalog = try Catalog(path: Self.path("Dimillian__IceCubesApp"))
        let table = try #require(catalog.tables["Localizable"])
        let ukrainian = try #require(table.indexByTag["uk"])
        var checked = 0
        for (key, entry) in table.entries {
            guard case .plural(let plural)? = entry.value(in: ukrainian), plural.integerOperand,
                plural.variants[.one] != nil, plural.variants[.other] != nil, plural.variants[.many] == nil
            else { continue }
            func text(_ count: Int) throws -> String {
                try catalog.render(
                    key: key, languages: ["uk"], arguments: [.integer(count)] + Array(repeating: 3, count: 5)
                ).text
            }
            let one = try text(1)
            let five = try text(5)
            if one.filter({ $0 == "1" }).count == 1 {
                #expect(try text(21) == one.replacing("1", with: "21"), "\(key)")
            }
            if five.filter({ $0 == "5" }).count == 1 {
                #expect(try text(11) == five.replacing("5", with: "11"), "\(key)")
            }
            #expect(one != five, "\(key)")
            checked += 1
        }
        #expect(checked > 10)
    }

    /// Loaded whole, NetNewsWire holds two `Localizable.xcstrings`: the same
    /// table twice, a load error.
    @Test func netNewsWireWholeIsTwoTables() throws {
        let error = try #require(throws: CatalogLoadError.self) {
            try Catalog(path: Self.path("Ranchero-Software__NetNewsWire"))
        }
        #expect(error.message.contains("Localizable"))
    }
}
