import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// `icufmt serve --catalog-poll 1` with a catalog in a folder updated as
/// the kubelet updates a mounted ConfigMap (`ConfigMapVolume`): no signal;
/// the change is served after one reload, counted with `cause="watch"`, and
/// a broken update is logged while the catalogs loaded before keep serving.
@Suite struct CatalogWatchIntegrationTests {
    static func catalog(hello: String) -> String {
        #"{"sourceLanguage": "en", "version": "1.0", "strings": {"Hello %@": {"localizations": {"en": "#
            + #"{"stringUnit": {"state": "translated", "value": "\#(hello)"}}}}}}"#
    }
    static let hello = #"{"id":2,"op":"string","catalog":"app","key":"Hello %@","languages":["en-US"],"args":["Ada"]}"#
    static func answer(_ text: String) -> String {
        #"{"id":2,"result":{"text":"\#(text)","localization":"en","fallback":false}}"#
    }

    static func reloads(_ server: ServerProcess, _ result: String) throws -> String? {
        let metrics = try RawHTTP.get(port: server.port, "/metrics").text
        let prefix = #"icufmt_catalog_reloads_total{cause="watch",result="\#(result)"} "#
        return metrics.split(separator: "\n").first { $0.hasPrefix(prefix) }.map { String($0.dropFirst(prefix.count)) }
    }

    /// The catalog named by its file, by the mount's folder, or by a folder
    /// that is a link into `..data` (an `items` path `app/Localizable.xcstrings`).
    @Test(arguments: ["file", "folder", "linked folder"])
    func aConfigMapUpdateIsReloadedOnceWithoutASignal(_ path: String) throws {
        let volume = ConfigMapVolume()
        let key = path == "linked folder" ? "app/Localizable.xcstrings" : "Localizable.xcstrings"
        volume.publish([key: Self.catalog(hello: "Hello %@")])
        let catalog = [
            "file": volume.root + "/Localizable.xcstrings", "folder": volume.root,
            "linked folder": volume.root + "/app",
        ][path, default: ""]
        let server = try ServerProcess(["--catalog", "app=\(catalog)", "--catalog-poll", "1"])
        #expect(try RawHTTP.post(port: server.port, Self.hello).text == Self.answer("Hello Ada"))

        volume.publish([key: Self.catalog(hello: "Welcome back, %@")])
        #expect(server.waitForLog { $0.contains("catalogs reloaded") })
        #expect(try RawHTTP.post(port: server.port, Self.hello).text == Self.answer("Welcome back, Ada"))
        // One reload, and no other after two more polls of still files.
        Thread.sleep(forTimeInterval: 2.5)
        #expect(try Self.reloads(server, "ok") == "1")
        #expect(server.logText.components(separatedBy: "catalogs reloaded").count == 2, "\(server.logText)")
        let line = server.logText.split(separator: "\n").first { $0.contains("catalogs reloaded") } ?? ""
        #expect(line.contains("cause=watch"), "\(line)")

        // A broken update: logged at error, and the catalogs loaded before keep serving.
        volume.publish([key: "{\"sourceLanguage\": \"en\",\n  \"strings\": {\"Hello %@\": }}"])
        #expect(server.waitForLog { $0.contains("catalog reload failed") })
        #expect(try RawHTTP.post(port: server.port, Self.hello).text == Self.answer("Welcome back, Ada"))
        #expect(try Self.reloads(server, "failed") == "1")
        #expect(server.terminate() == 0)
    }
}
