import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// `icufmt serve --catalog` as a child process: the `string` op over HTTP,
/// `GET /v1/catalogs`, `SIGHUP` reloads (a changed catalog swapped in, a
/// broken one refused while the old set keeps serving) and their metrics.
/// Catalogs are written by the tests at run time.
@Suite struct ServeCatalogIntegrationTests {
    final class Files: @unchecked Sendable {
        let root = NSTemporaryDirectory() + "serve-catalogs-" + UUID().uuidString

        init() { try? FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true) }
        deinit { try? FileManager.default.removeItem(atPath: root) }

        /// Writes a file (through a temporary name and a rename, as a deploy does).
        func write(_ relative: String, _ text: String) {
            let path = root + "/" + relative
            try? FileManager.default.createDirectory(
                atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            _ = FileManager.default.createFile(atPath: path + ".tmp", contents: Data(text.utf8))
            _ = rename(path + ".tmp", path)
        }
    }

    static func unit(_ value: String) -> String { #"{"stringUnit": {"state": "translated", "value": "\#(value)"}}"# }

    /// `Localizable.xcstrings` (`en`, `ru`) with a greeting `hello` and a plural entry.
    static func app(hello: String) -> String {
        #"""
        {"sourceLanguage": "en", "version": "1.0", "strings": {
          "%lld new messages": {"localizations": {
            "en": {"variations": {"plural": {"one": \#(unit("%lld new message")), "other": \#(unit("%lld new messages"))}}},
            "ru": {"variations": {"plural": {"one": \#(unit("%lld новое сообщение")), "few": \#(unit("%lld новых сообщения")), "many": \#(unit("%lld новых сообщений")), "other": \#(unit("%lld нового сообщения"))}}}
          }},
          "Hello %@": {"localizations": {"en": \#(unit(hello)), "ru": \#(unit("Привет, %@"))}}
        }}
        """#
    }

    static let messages =
        #"{"id":1,"op":"string","catalog":"app","key":"%lld new messages","languages":["ru-RU","en"],"args":[5]}"#
    static let hello = #"{"id":2,"op":"string","catalog":"app","key":"Hello %@","languages":["en-US"],"args":["Ada"]}"#

    @Test func rendersAndListsCatalogs() throws {
        let files = Files()
        files.write("app/Localizable.xcstrings", Self.app(hello: "Hello %@"))
        files.write("web/en.lproj/Mail.strings", "\"Subject\" = \"Your order\";\n\"Thanks\";\n")
        files.write("web/de.lproj/Mail.strings", "\"Subject\" = \"Ihre Bestellung\";\n")
        let server = try ServerProcess(["--catalog", "app=\(files.root)/app"], environment: ["ICUFMT_CATALOGS": "x=y"])
        // A flag replaces the variable: `x=y` (no such path) is not loaded.
        let response = try RawHTTP.post(port: server.port, Self.messages)
        #expect(response.status == 200)
        #expect(
            response.text == #"{"id":1,"result":{"text":"5 новых сообщений","localization":"ru","fallback":false}}"#)
        let array = try RawHTTP.post(
            port: server.port,
            "[\(Self.hello),"
                + #"{"id":3,"op":"string","catalog":"web","key":"Subject","languages":["de"],"table":"Mail"}]"#)
        #expect(array.status == 200)
        #expect(
            array.text
                == #"[{"id":2,"result":{"text":"Hello Ada","localization":"en","fallback":false}},{"id":3,"error":{"code":"unknownCatalog","message":"no catalog named \"web\" is loaded"}}]"#
        )

        let listing = try RawHTTP.get(port: server.port, "/v1/catalogs")
        #expect(listing.status == 200)
        #expect(listing.headers["content-type"] == "application/json; charset=utf-8")
        #expect(
            listing.text
                == #"{"catalogs":[{"name":"app","developmentLanguage":"en","entries":4,"tables":[{"name":"Localizable","localizations":["en","ru"],"keys":2,"entries":4}]}]}"#
        )
        #expect(try RawHTTP.request(port: server.port, "POST", "/v1/catalogs", body: []).status == 405)
    }

    /// Two catalogs from `ICUFMT_CATALOGS`, one of them `.lproj` folders.
    @Test func catalogsFromTheEnvironment() throws {
        let files = Files()
        files.write("app/Localizable.xcstrings", Self.app(hello: "Hello %@"))
        files.write("web/en.lproj/Mail.strings", "\"Subject\" = \"Your order\";\n\"Thanks\";\n")
        files.write("web/de.lproj/Mail.strings", "\"Subject\" = \"Ihre Bestellung\";\n")
        let server = try ServerProcess(
            [], environment: ["ICUFMT_CATALOGS": "web=\(files.root)/web,app=\(files.root)/app"])
        let subject = try RawHTTP.post(
            port: server.port,
            #"{"op":"string","catalog":"web","table":"Mail","key":"Thanks","languages":["de-AT"]}"#)
        #expect(subject.text == #"{"result":{"text":"Thanks","localization":"en","fallback":true}}"#)
        let listing = try RawHTTP.get(port: server.port, "/v1/catalogs")
        #expect(
            listing.text
                == #"{"catalogs":[{"name":"app","developmentLanguage":"en","entries":4,"tables":[{"name":"Localizable","localizations":["en","ru"],"keys":2,"entries":4}]},{"name":"web","developmentLanguage":"en","entries":3,"tables":[{"name":"Mail","localizations":["de","en"],"keys":2,"entries":3}]}]}"#
        )
        let metrics = try RawHTTP.get(port: server.port, "/metrics").text
        #expect(metrics.contains(#"icufmt_catalog_entries{catalog="web"} 3"#), "\(metrics)")
        #expect(metrics.contains(#"icufmt_catalog_entries{catalog="app"} 4"#))
    }

    @Test func sighupSwapsInTheChangedCatalogAndAFailedReloadKeepsTheOld() throws {
        let files = Files()
        files.write("app/Localizable.xcstrings", Self.app(hello: "Hello %@"))
        // Not watched: only the signals reload (CatalogWatchIntegrationTests has the watch).
        let server = try ServerProcess(["--catalog", "app=\(files.root)/app", "--catalog-poll", "0"])
        #expect(
            try RawHTTP.post(port: server.port, Self.hello).text
                == #"{"id":2,"result":{"text":"Hello Ada","localization":"en","fallback":false}}"#)

        files.write("app/Localizable.xcstrings", Self.app(hello: "Welcome back, %@"))
        // Not before the signal.
        #expect(try RawHTTP.post(port: server.port, Self.hello).text.contains("Hello Ada"))
        kill(server.process.processIdentifier, SIGHUP)
        #expect(server.waitForLog { $0.contains("catalogs reloaded") })
        #expect(
            try RawHTTP.post(port: server.port, Self.hello).text
                == #"{"id":2,"result":{"text":"Welcome back, Ada","localization":"en","fallback":false}}"#)

        // A broken file: logged at error, and the catalogs loaded before keep serving.
        files.write("app/Localizable.xcstrings", "{\"sourceLanguage\": \"en\",\n  \"strings\": {\"Hello %@\": }}")
        kill(server.process.processIdentifier, SIGHUP)
        #expect(server.waitForLog { $0.contains("catalog reload failed") })
        let failure = server.logText.split(separator: "\n").first { $0.contains("catalog reload failed") } ?? ""
        #expect(failure.contains("level=error"), "\(failure)")
        #expect(failure.contains("Localizable.xcstrings:2:"), "\(failure)")
        #expect(
            try RawHTTP.post(port: server.port, Self.hello).text
                == #"{"id":2,"result":{"text":"Welcome back, Ada","localization":"en","fallback":false}}"#)
        let metrics = try RawHTTP.get(port: server.port, "/metrics").text
        #expect(metrics.contains(#"icufmt_catalog_reloads_total{cause="signal",result="ok"} 1"#), "\(metrics)")
        #expect(metrics.contains(#"icufmt_catalog_reloads_total{cause="signal",result="failed"} 1"#))
        #expect(server.process.isRunning)
        #expect(server.terminate() == 0)
    }

    /// A catalog that cannot be loaded at start: exit 65, the file and line logged.
    @Test func aLoadErrorAtStartExits65() throws {
        let files = Files()
        files.write("bad/Localizable.xcstrings", "{\"sourceLanguage\": \"en\",\n  \"strings\": [}")
        let process = Process()
        process.executableURL = ServerProcess.executable
        process.arguments = ["serve", "--port", "0", "--catalog", "bad=\(files.root)/bad"]
        let stderr = Pipe()
        process.standardError = stderr
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let log = String(decoding: stderr.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 65)
        #expect(log.contains("Localizable.xcstrings:2:"), "\(log)")
        #expect(!log.contains("listening"))
    }
}
