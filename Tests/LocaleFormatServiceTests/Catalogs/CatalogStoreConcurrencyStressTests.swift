import LocaleFormat
import LocaleFormatCatalogs
import LocaleFormatService
import Testing

/// Tasks render `string` requests through one dispatcher while another
/// reloads its two catalogs again and again, their files rewritten between
/// two versions each time: every answer is one version's text, never an
/// error or a mix, and the set always has both catalogs. Run under Thread
/// Sanitizer by CI (`--filter ConcurrencyStress`).
@Suite struct CatalogStoreConcurrencyStressTests {
    static func xcstrings(_ greeting: String) -> String {
        let russian = TemporaryCatalog.plural([
            "one": "%lld пост \(greeting)", "few": "%lld поста \(greeting)", "many": "%lld постов \(greeting)",
            "other": "%lld поста \(greeting)",
        ])
        let english = TemporaryCatalog.plural(["one": "%lld post", "other": "%lld posts"])
        return #"""
            {"sourceLanguage": "en", "version": "1.0", "strings": {
              "Greeting": {"localizations": {"en": \#(TemporaryCatalog.unit(greeting))}},
              "%lld posts": {"localizations": {"ru": \#(russian), "en": \#(english)}}
            }}
            """#
    }

    @Test func renderingWhileReloading() async throws {
        let files = TemporaryCatalog()
        files.write("one/Localizable.xcstrings", Self.xcstrings("A"))
        files.write("two/Localizable.xcstrings", Self.xcstrings("A"))
        let store = try CatalogStore(paths: ["one": files.root + "/one", "two": files.root + "/two"])
        let dispatcher = FormatDispatcher(catalogs: store)
        // Russian 22 is `few`: "22 поста A" or "22 поста B".
        let expected: Set<String> = [
            #"{"result":{"text":"22 поста A","localization":"ru","fallback":false}}"#,
            #"{"result":{"text":"22 поста B","localization":"ru","fallback":false}}"#,
        ]
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask {
                for round in 0..<40 {
                    let version = round % 2 == 0 ? "B" : "A"
                    files.write("one/Localizable.xcstrings", Self.xcstrings(version))
                    files.write("two/Localizable.xcstrings", Self.xcstrings(version))
                    let reloaded = try store.reload()
                    #expect(reloaded.catalogs.count == 2)
                }
            }
            for task in 0..<4 {
                group.addTask {
                    for round in 0..<400 {
                        let catalog = (task + round) % 2 == 0 ? "one" : "two"
                        let line =
                            #"{"op":"string","catalog":"\#(catalog)","key":"%lld posts","languages":["ru"],"args":[22]}"#
                        let answer = dispatcher.responseLine(for: Array(line.utf8)).map {
                            String(decoding: $0, as: UTF8.self)
                        }
                        #expect(answer.map { expected.contains($0) } == true, "\(answer ?? "nil")")
                        #expect(store.current.catalogs.count == 2)
                    }
                }
            }
            try await group.waitForAll()
        }
    }
}
