import Foundation
import Testing

/// The Swift examples of the DocC articles (`Sources/*/*.docc/*.md`)
/// compile against the library as built: an article's code blocks, in
/// order, each in a scope nested in the one before (so a block sees the
/// names of the blocks above it and may reuse one), are type-checked by
/// `swiftc` with the package's modules. A renamed or removed symbol an
/// article still calls fails here.
@Suite struct DocCExampleTests {
    /// The package's root, from this file's path.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The build folder: the test bundle sits in it.
    static let build = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()

    /// Every article with a Swift code block.
    static let articles: [String] = {
        let sources = root.appendingPathComponent("Sources")
        let folders = (try? FileManager.default.contentsOfDirectory(atPath: sources.path)) ?? []
        var paths: [String] = []
        for folder in folders.sorted() {
            let catalogs = (try? FileManager.default.contentsOfDirectory(atPath: sources.path + "/" + folder)) ?? []
            for catalog in catalogs.sorted() where catalog.hasSuffix(".docc") {
                let directory = "Sources/\(folder)/\(catalog)"
                let files = (try? FileManager.default.contentsOfDirectory(atPath: root.path + "/" + directory)) ?? []
                for file in files.sorted() where file.hasSuffix(".md") {
                    let path = directory + "/" + file
                    if !codeBlocks(path).isEmpty { paths.append(path) }
                }
            }
        }
        return paths
    }()

    /// The Swift code blocks of an article, in order.
    static func codeBlocks(_ path: String) -> [String] {
        guard let text = try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8) else {
            return []
        }
        var blocks: [String] = []
        var current: [Substring]?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.drop { $0 == " " }
            if current == nil, trimmed == "```swift" {
                current = []
            } else if let lines = current, trimmed.hasPrefix("```") {
                blocks.append(lines.joined(separator: "\n"))
                current = nil
            } else {
                current?.append(line)
            }
        }
        return blocks
    }

    /// One program of an article's blocks: their imports and the module of
    /// the article's catalog first, then each block in a `do` nested in the
    /// one before.
    static func program(_ path: String) -> String {
        let module = path.split(separator: "/").dropFirst().first.map(String.init) ?? "LocaleFormat"
        var imports: [String] = ["import LocaleFormat", "import \(module)"]
        var body: [String] = []
        for (index, block) in codeBlocks(path).enumerated() {
            if index > 0 { body.append("do {") }
            for line in block.split(separator: "\n", omittingEmptySubsequences: false) {
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                if trimmed.hasPrefix("import ") {
                    if !imports.contains(trimmed) { imports.append(trimmed) }
                } else {
                    body.append(String(line))
                }
            }
        }
        body += Array(repeating: "}", count: max(0, codeBlocks(path).count - 1))
        return (imports + body).joined(separator: "\n") + "\n"
    }

    /// `-fmodule-map-file` for each C module the package's modules import.
    static var moduleMaps: [String] {
        var maps: [String] = []
        let manager = FileManager.default
        for entry in (try? manager.contentsOfDirectory(atPath: build.path)) ?? [] where entry.hasSuffix(".build") {
            let map = build.path + "/" + entry + "/module.modulemap"
            if manager.fileExists(atPath: map) { maps.append(map) }
        }
        maps.append(root.path + "/Sources/CICUSystem/module.modulemap")
        // The scratch folder holds the checkouts; the build folder is in it,
        // one or two levels down (`debug`, `x86_64-unknown-linux-gnu/debug`).
        var scratch = build.deletingLastPathComponent()
        for _ in 0..<2 where !manager.fileExists(atPath: scratch.appendingPathComponent("checkouts").path) {
            scratch = scratch.deletingLastPathComponent()
        }
        let checkouts = scratch.appendingPathComponent("checkouts").path
        for package in (try? manager.contentsOfDirectory(atPath: checkouts)) ?? [] {
            let sources = checkouts + "/" + package + "/Sources"
            for target in (try? manager.contentsOfDirectory(atPath: sources)) ?? [] {
                let map = sources + "/" + target + "/include/module.modulemap"
                if manager.fileExists(atPath: map) { maps.append(map) }
            }
        }
        return maps.flatMap { ["-Xcc", "-fmodule-map-file=" + $0] }
    }

    /// Articles whose examples call what the library no longer has, each
    /// to be fixed in its article; the check fails once one compiles, so
    /// the entry leaves with the fix.
    static let knownStale: Set<String> = []

    @Test func theArticlesHaveExamples() {
        #expect(Self.articles.count >= 8, "\(Self.articles)")
    }

    @Test(arguments: articles)
    func examplesCompile(article: String) throws {
        let source = FileManager.default.temporaryDirectory.appendingPathComponent(
            "docc-example-" + UUID().uuidString + ".swift")
        try Self.program(article).write(to: source, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: source) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments =
            ["swiftc", "-typecheck", "-swift-version", "6", "-I", Self.build.appendingPathComponent("Modules").path]
            + Self.moduleMaps + [source.path]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let output = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let diagnostics = String(decoding: output, as: UTF8.self).split(separator: "\n").filter {
            $0.contains("error:")
        }
        let report = "\(article):\n\(diagnostics.joined(separator: "\n"))"
        if Self.knownStale.contains(article) {
            withKnownIssue { #expect(process.terminationStatus == 0, "\(report)") }
        } else {
            #expect(process.terminationStatus == 0, "\(report)")
        }
    }
}
