import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// `icufmt serve` as an unprivileged user, as the container image runs it
/// (uid 10001): it must set no socket option that needs a privilege. It
/// once set `SO_DEBUG` on every connection (`.socketOption(.tcp_nodelay)`
/// is SOL_SOCKET's option 1), which only root may set, and so closed each
/// connection it accepted. Runs where the tests run as root and `setpriv`
/// (util-linux) can drop to `nobody`.
@Suite struct ServeUnprivilegedTests {
    static let setpriv = "/usr/bin/setpriv"

    @Test(.enabled(if: geteuid() == 0 && FileManager.default.isExecutableFile(atPath: setpriv)))
    func answersAsAnUnprivilegedUser() throws {
        let server = try ServerProcess(
            [], launcher: [Self.setpriv, "--reuid", "65534", "--regid", "65534", "--clear-groups"])
        #expect(try RawHTTP.get(port: server.port, "/readyz").status == 200)
        let response = try RawHTTP.post(port: server.port, #"{"id":1,"op":"plural","locale":"ar","value":"3"}"#)
        #expect(response.text == #"{"id":1,"result":"few"}"#)
        let status = try String(contentsOfFile: "/proc/\(server.process.processIdentifier)/status", encoding: .utf8)
        #expect(status.contains("\nUid:\t65534\t"), "\(status)")
        #expect(server.terminate() == 0)
    }
}
