import ArgumentParser
import Foundation
import LocaleFormatCatalogs
import LocaleFormatService

/// `icufmt strings check PATH`: the catalog checker (Docs/Protocol.md,
/// "Checking catalogs").
struct StringsCheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check string catalogs before they ship.",
        discussion: """
            Reports missing translations, plural categories missing or unused under \
            CLDR's rules, format specifiers that differ from the development \
            language's or cannot be rendered, empty values, .xcstrings review \
            states, duplicate .strings keys and languages ICU has no data for.

            Exit status: 0 no errors, 1 errors found, 65 the path could not be loaded.

            Example:
              icufmt strings check App/Resources --languages uk,pl
              App/Resources/Localizable.xcstrings:120: error: uk needs few (integers \
            such as 2, 3, 4, 22) for an integer operand; other is used instead \
            (key "%lld posts", uk, plural.few, table Localizable) [missingPluralCategory]
            """
    )

    enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
        case text, json
    }

    @Argument(help: "A .xcstrings file, a .lproj folder, a .strings or .stringsdict file, or a folder of them.")
    var path: String

    @Option(help: "text: one finding a line, as compilers write them; json: an array of findings.")
    var format: OutputFormat = .text

    @Option(
        help: "Comma-separated languages to check (BCP 47 tags or ICU ids; `pt` takes `pt-BR` too). All by default.")
    var languages: String?

    func run() throws {
        let wanted = languages.map { list in
            list.split(separator: ",").map { String($0).trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        }
        let report: CatalogCheckReport
        do {
            report = try CatalogCheckReport(path: path, languages: wanted)
        } catch {
            FileHandle.standardError.write(Data("icufmt: \(error.code): \(error.message)\n".utf8))
            throw ExitCode(64)
        }
        var output = ""
        switch format {
        case .text:
            for finding in report.findings { output += finding.description + "\n" }
        case .json:
            output = JSONWriter.string(.array(report.findings.map(Self.json))) + "\n"
        }
        FileHandle.standardOutput.write(Data(output.utf8))
        if !report.loaded { throw ExitCode(65) }
        if report.hasErrors { throw ExitCode(1) }
    }

    /// A finding as a JSON object; `line` is null when unknown.
    static func json(_ finding: CatalogFinding) -> JSONValue {
        .object(
            JSONObject([
                .init(key: "severity", value: .string(finding.severity.rawValue)),
                .init(key: "code", value: .string(finding.code.rawValue)),
                .init(key: "table", value: .string(finding.table)),
                .init(key: "key", value: .string(finding.key)),
                .init(key: "language", value: .string(finding.language)),
                .init(key: "variant", value: .string(finding.variant)),
                .init(key: "file", value: .string(finding.file)),
                .init(key: "line", value: finding.line.map { .number(String($0)) } ?? .null),
                .init(key: "message", value: .string(finding.message)),
            ]))
    }
}
