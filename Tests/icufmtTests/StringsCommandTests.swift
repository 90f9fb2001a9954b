import Foundation
import Testing

/// `icufmt strings render` and `icufmt batch --catalog`, on a catalog the
/// tests write at run time. Expected texts come from the catalog and CLDR's
/// rules by hand (`ru`: 5 is many, 3 few; `de` groups `1.234`).
@Suite struct StringsCommandTests {
    /// A folder holding `App/Localizable.xcstrings` (source `en`; `en`, `de`, `ru`).
    final class App: @unchecked Sendable {
        let root = NSTemporaryDirectory() + "icufmt-strings-" + UUID().uuidString
        var path: String { root + "/App" }

        init() {
            try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
            write("App/Localizable.xcstrings", Self.document)
        }

        deinit { try? FileManager.default.removeItem(atPath: root) }

        func write(_ relative: String, _ text: String) {
            _ = FileManager.default.createFile(atPath: root + "/" + relative, contents: Data(text.utf8))
        }

        static func unit(_ value: String) -> String {
            #"{"stringUnit": {"state": "translated", "value": "\#(value)"}}"#
        }

        static let document = #"""
            {"sourceLanguage": "en", "version": "1.0", "strings": {
              "%lld followers": {"localizations": {
                "en": {"variations": {"plural": {"one": \#(unit("%lld follower")), "other": \#(unit("%lld followers"))}}},
                "de": {"variations": {"plural": {"one": \#(unit("%lld Follower")), "other": \#(unit("%lld Follower"))}}},
                "ru": {"variations": {"plural": {"one": \#(unit("%lld подписчик")), "few": \#(unit("%lld подписчика")), "many": \#(unit("%lld подписчиков")), "other": \#(unit("%lld подписчика"))}}}
              }},
              "Hello %@": {"localizations": {"en": \#(unit("Hello %@")), "de": \#(unit("Hallo %@"))}},
              "Tap": {"localizations": {"en": {"variations": {"device": {"ipad": \#(unit("Tap on your iPad")), "other": \#(unit("Tap"))}}}}},
              "Only English": {"localizations": {"en": \#(unit("Only English"))}}
            }}
            """#
    }

    @Test func renderPrintsTheText() throws {
        let app = App()
        let cases: [([String], String)] = [
            (["%lld followers", "--languages", "ru,en", "5"], "5 подписчиков"),
            (["%lld followers", "--languages", "ru, en", "3"], "3 подписчика"),
            // The region of the preference: `de-AT` groups with U+00A0.
            (["%lld followers", "--languages", "de-AT", "1234"], "1\u{00A0}234 Follower"),
            (["%lld followers", "--languages", "de-DE", "1234"], "1.234 Follower"),
            (["%lld followers", "--languages", "de", "--format-locale", "en", "1234"], "1,234 Follower"),
            (["%lld followers", "--languages", "en", "--no-localize-numbers", "1234"], "1234 followers"),
            (["%lld followers", "--languages", "en", "--", "-1"], "-1 follower"),
            (["Hello %@", "--languages", "de", "Ada"], "Hallo Ada"),
            // A number for %@ is localized; --string keeps it as written.
            (["Hello %@", "--languages", "de", "1234.5"], "Hallo 1.234,5"),
            (["Hello %@", "--languages", "de", "--string", "1234.5"], "Hallo 1234.5"),
            (["Tap", "--languages", "en", "--device", "ipad"], "Tap on your iPad"),
            (["Tap", "--languages", "en", "--table", "Localizable"], "Tap"),
            (["Only English", "--languages", "de"], "Only English"),
        ]
        for (arguments, expected) in cases {
            let result = try ICUFmtProcess.run(["strings", "render", app.path] + arguments)
            #expect(result.status == 0, "\(arguments): \(result.stderr)")
            #expect(result.stdout == expected + "\n", "\(arguments)")
        }
    }

    /// A request's error exits 1 with its code on standard error, as the
    /// other subcommands do; a catalog that cannot be loaded exits 65.
    @Test func renderErrors() throws {
        let app = App()
        let failures: [([String], String)] = [
            (["Only English", "--languages", "de", "--strict"], "error: missingTranslation: "),
            (["Nope", "--languages", "en"], "error: unknownKey: "),
            (["%lld followers", "--languages", "en", "many"], "error: invalidArgument: "),
            (["%lld followers", "--languages", "en"], "error: invalidArgument: "),
            (["Tap", "--languages", "en!!"], "error: invalidLocale: "),
            (["Tap", "--languages", "en", "--device", "watch"], "error: invalidRequest: "),
            (["Tap", "--languages", "en", "--width", "0"], "error: invalidRequest: "),
        ]
        for (arguments, prefix) in failures {
            let result = try ICUFmtProcess.run(["strings", "render", app.path] + arguments)
            #expect(result.status == 1, "\(arguments)")
            #expect(result.stdout == "")
            #expect(result.stderr.hasPrefix(prefix), "\(arguments): \(result.stderr)")
        }
        app.write("Broken.xcstrings", "{\"sourceLanguage\": \"en\",\n\"strings\": {\"a\": 1,}}")
        let broken = try ICUFmtProcess.run([
            "strings", "render", app.root + "/Broken.xcstrings", "Tap", "--languages", "en",
        ])
        #expect(broken.status == 65)
        #expect(broken.stderr.contains("Broken.xcstrings:2:"), "\(broken.stderr)")
        let missing = try ICUFmtProcess.run(["strings", "render", app.root + "/Nothing", "Tap", "--languages", "en"])
        #expect(missing.status == 65)
        #expect(missing.stderr.contains("Nothing"))
    }

    @Test func batchRendersFromNamedCatalogs() throws {
        let app = App()
        let input = """
            {"id":1,"op":"string","catalog":"app","key":"%lld followers","languages":["ru-RU","en"],"args":[5]}
            {"id":2,"op":"string","catalog":"other","key":"Hello %@","languages":["de-CH"],"args":["Ada"]}
            {"id":3,"op":"string","catalog":"app","key":"Only English","languages":["de"]}
            {"id":4,"op":"string","catalog":"nope","key":"Tap","languages":["en"]}
            """
        let result = try ICUFmtProcess.run(
            ["batch", "--catalog", "app=\(app.path)", "--catalog", "other=\(app.path)/Localizable.xcstrings"],
            input: input)
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 4)
        #expect(lines.first == #"{"id":1,"result":{"text":"5 подписчиков","localization":"ru","fallback":false}}"#)
        #expect(
            lines.dropFirst().first == #"{"id":2,"result":{"text":"Hallo Ada","localization":"de","fallback":false}}"#)
        #expect(
            lines.dropFirst(2).first
                == #"{"id":3,"result":{"text":"Only English","localization":"en","fallback":true}}"#)
        #expect(lines.last?.hasPrefix(#"{"id":4,"error":{"code":"unknownCatalog","#) == true)
    }

    /// A catalog that cannot be loaded stops the batch before any line: 65,
    /// with the file and line on standard error. A malformed flag is 64.
    @Test func batchCatalogErrors() throws {
        let app = App()
        app.write("Broken.xcstrings", "{\"sourceLanguage\": \"en\",\n\"strings\": {\"a\": 1,}}")
        let request = #"{"id":1,"op":"locale","locale":"de"}"#
        let broken = try ICUFmtProcess.run(
            ["batch", "--catalog", "app=\(app.path)", "--catalog", "bad=\(app.root)/Broken.xcstrings"], input: request)
        #expect(broken.status == 65)
        #expect(broken.stdout == "")
        #expect(broken.stderr.contains("Broken.xcstrings:2:"), "\(broken.stderr)")
        for flag in ["app", "=\(app.path)", "app="] {
            let malformed = try ICUFmtProcess.run(["batch", "--catalog", flag], input: request)
            #expect(malformed.status == 64, "\(flag)")
        }
        let twice = try ICUFmtProcess.run(
            ["batch", "--catalog", "a=\(app.path)", "--catalog", "a=\(app.path)"], input: request)
        #expect(twice.status == 64)
    }
}
