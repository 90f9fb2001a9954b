import Foundation
import LocaleFormatFuzzing
import Testing

/// Runs every checked-in input of `Fuzz/Corpus/<Target>/` (the seeds and the
/// inputs that once broke an invariant) through its fuzz target, so that the
/// targets' checks run in the normal test suite and cannot rot.
@Suite struct CorpusReplayTests {
    static let corpus = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fuzz/Corpus")

    static func inputs(of target: String) throws -> [URL] {
        try FileManager.default.contentsOfDirectory(
            at: corpus.appendingPathComponent(target), includingPropertiesForKeys: nil
        ).sorted { $0.lastPathComponent < $1.lastPathComponent }
    }

    @Test(arguments: FuzzTargets.all.map { $0.name })
    func replay(target name: String) throws {
        let target = try #require(FuzzTargets.all.first { $0.name == name })
        let files = try Self.inputs(of: name)
        #expect(!files.isEmpty, "no corpus for \(name)")
        for file in files {
            let input = try [UInt8](Data(contentsOf: file))
            do {
                try target.run(input)
            } catch {
                Issue.record("\(name)/\(file.lastPathComponent): \(error)")
            }
        }
    }

    @Test func everyCorpusFolderIsATarget() throws {
        let folders = try FileManager.default.contentsOfDirectory(atPath: Self.corpus.path).sorted()
        #expect(folders == FuzzTargets.all.map { $0.name }.sorted())
    }
}
