import Foundation
import Testing

/// `icufmt strings check`: text and JSON output and exit statuses, on
/// catalogs written at run time.
@Suite struct StringsCheckCommandTests {
    /// A folder with one `.lproj` pair, removed afterwards.
    final class Folder {
        let root = NSTemporaryDirectory() + "strings-check-" + UUID().uuidString

        func write(_ relative: String, _ text: String) {
            let path = root + "/" + relative
            try? FileManager.default.createDirectory(
                atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
        }

        deinit { try? FileManager.default.removeItem(atPath: root) }
    }

    static func broken() -> Folder {
        let folder = Folder()
        folder.write("en.lproj/Localizable.strings", "\"Hello\" = \"Hello %@\";\n\"Bye\" = \"Bye\";\n")
        folder.write("de.lproj/Localizable.strings", "\"Hello\" = \"Hallo %d\";\n\"Hello\" = \"Hallo %@\";\n")
        return folder
    }

    @Test func textIsOneFindingALineAsCompilersWriteThem() throws {
        let folder = Self.broken()
        let result = try ICUFmtProcess.run(["strings", "check", folder.root])
        #expect(result.status == 1)
        let english = folder.root + "/en.lproj/Localizable.strings"
        let german = folder.root + "/de.lproj/Localizable.strings"
        #expect(
            result.stdout == """
                \(english):2: error: no value in de (key "Bye", de, table Localizable) [missingTranslation]
                \(german):2: warning: the key is written again (first on line 1); the last one wins (key "Hello", de, table Localizable) [duplicateKey]

                """)
    }

    @Test func jsonIsAnArrayAndLanguagesFilter() throws {
        let folder = Self.broken()
        let result = try ICUFmtProcess.run(["strings", "check", folder.root, "--format", "json", "--languages", "de"])
        #expect(result.status == 1)
        let findings = try #require(
            try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
        #expect(findings.count == 2)
        #expect(findings.first?["severity"] as? String == "error")
        #expect(findings.first?["code"] as? String == "missingTranslation")
        #expect(findings.first?["key"] as? String == "Bye")
        #expect(findings.first?["language"] as? String == "de")
        #expect(findings.first?["table"] as? String == "Localizable")
        #expect(findings.first?["variant"] as? String == "")
        #expect(findings.first?["line"] as? Int == 2)
        let english = try ICUFmtProcess.run(["strings", "check", folder.root, "--format", "json", "--languages", "en"])
        #expect(english.status == 0)
        #expect(english.stdout == "[]\n")
    }

    @Test func exitStatuses() throws {
        let folder = Folder()
        folder.write("en.lproj/Localizable.strings", "\"A\" = \"A\";\n")
        folder.write("de.lproj/Localizable.strings", "\"A\" = \"\";\n")
        let warningsOnly = try ICUFmtProcess.run(["strings", "check", folder.root])
        #expect(warningsOnly.status == 0)
        #expect(warningsOnly.stdout.contains(": warning: ") && warningsOnly.stdout.contains("[emptyTranslation]"))
        folder.write("fr.lproj/Localizable.strings", "\"A\" = \"A\"\n")
        let broken = try ICUFmtProcess.run(["strings", "check", folder.root])
        #expect(broken.status == 65)
        #expect(broken.stdout.hasPrefix(folder.root + "/fr.lproj/Localizable.strings:2: error: "))
        #expect(broken.stdout.hasSuffix("[invalidCatalog]\n"))
        let missing = try ICUFmtProcess.run(["strings", "check", folder.root + "/nothing", "--format", "json"])
        #expect(missing.status == 65)
        #expect(missing.stdout.contains(#""code":"invalidCatalog""#))
        let badLanguage = try ICUFmtProcess.run(["strings", "check", folder.root, "--languages", "en-"])
        #expect(badLanguage.status == 64)
    }
}
