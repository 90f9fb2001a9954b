import Foundation
import LocaleFormat
import Testing

@testable import LocaleFormatCatalogs

/// The checker over the real catalogs (`LOCALEFORMAT_REAL_CATALOGS`; skipped,
/// saying so, when it is unset): every app checks, and the plural defects
/// known in them are found.
@Suite(.enabled(if: realCatalogsRoot != nil, "LOCALEFORMAT_REAL_CATALOGS is not set: real catalogs skipped"))
struct RealCatalogCheckTests {
    @Test(arguments: RealCatalogTests.catalogs)
    func everyAppChecks(relative: String) throws {
        let start = ContinuousClock.now
        let report = try CatalogCheckReport(path: RealCatalogTests.path(relative))
        let elapsed = ContinuousClock.now - start
        #expect(report.loaded)
        var counts: [String: Int] = [:]
        for finding in report.findings {
            counts["\(finding.code) \(finding.severity.rawValue)", default: 0] += 1
            #expect(!finding.file.isEmpty)
            #expect(!finding.description.contains("\n"))
        }
        print("\(relative): \(report.findings.count) findings in \(elapsed): \(counts.sorted { $0.key < $1.key })")
    }

    /// The `(language, category)` pairs of missing plural categories, and
    /// their severities.
    static func missing(_ relative: String) throws -> [String: Set<CatalogFinding.Severity>] {
        let catalog = try Catalog(path: RealCatalogTests.path(relative))
        var result: [String: Set<CatalogFinding.Severity>] = [:]
        for finding in try catalog.check() where finding.code == .missingPluralCategory {
            let category = finding.variant.split(separator: ".").last.map(String.init) ?? ""
            result["\(finding.language) \(category)", default: []].insert(finding.severity)
        }
        return result
    }

    @Test func iceCubesSlavicPlurals() throws {
        let missing = try Self.missing("Dimillian__IceCubesApp")
        // Ukrainian and Belarusian without few and many, Polish without
        // many: integers reach all of them, so errors.
        for pair in ["uk few", "uk many", "be few", "be many", "pl many"] {
            #expect(missing[pair] == [.error], "\(pair)")
        }
        // English has one and other only; nothing is missing there.
        #expect(missing.keys.allSatisfy { !$0.hasPrefix("en ") })
    }

    @Test func elementXLithuanianAndWelsh() throws {
        let catalog = try Catalog(path: RealCatalogTests.path("element-hq__element-x-ios"))
        let findings = try catalog.check(languages: ["lt", "cy"]).filter { $0.code == .missingPluralCategory }
        // Lithuanian without few (2-9, 22-29…: an error for integers); its
        // many is reached only by fractions.
        #expect(findings.contains { $0.language == "lt" && $0.variant.hasSuffix(".few") && $0.severity == .error })
        #expect(!findings.contains { $0.language == "lt" && $0.variant.hasSuffix(".many") && $0.severity == .error })
        // Welsh entries with some of its six forms: each missing one named.
        var welsh: [String: Set<String>] = [:]
        for finding in findings where finding.language == "cy" {
            welsh[finding.key, default: []].insert(String(finding.variant.split(separator: ".").last ?? ""))
        }
        #expect(!welsh.isEmpty)
        for (key, categories) in welsh {
            #expect(categories.isSubset(of: ["zero", "one", "two", "few", "many", "other"]), "\(key)")
            #expect(categories.count < 6, "\(key)")
        }
        #expect(welsh.values.contains { $0.isSuperset(of: ["zero", "two", "few", "many"]) })
        #expect(findings.allSatisfy { $0.file.hasSuffix(".stringsdict") })
    }
}
