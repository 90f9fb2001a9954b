import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// `icufmt serve --port 0` as a child process; the port is read from its
/// "listening" log line.
final class ServerProcess: @unchecked Sendable {
    let process = Process()
    let port: Int
    private let log = LogBuffer()

    /// The binary sits beside the test bundle in the build folder.
    static var executable: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("icufmt")
    }

    init(_ arguments: [String] = [], environment: [String: String] = [:]) throws {
        process.executableURL = Self.executable
        process.arguments = ["serve"] + (arguments.contains("--port") ? [] : ["--port", "0"]) + arguments
        var env = ProcessInfo.processInfo.environment.filter { !$0.key.hasPrefix("ICUFMT_") }
        env.merge(environment) { $1 }
        process.environment = env
        let stderr = Pipe()
        process.standardError = stderr
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let log = self.log
        let reader = Thread {
            let handle = stderr.fileHandleForReading
            while true {
                let data = handle.availableData
                if data.isEmpty { break }
                log.append(data)
            }
            log.close()
        }
        reader.start()
        guard let port = log.waitForPort(seconds: 30) else {
            process.terminate()
            throw RawHTTP.Failure.socket("the server did not report a port; its log:\n\(log.text)")
        }
        self.port = port
    }

    deinit {
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
        }
    }

    var logText: String { log.text }

    /// Sends SIGTERM and waits (up to `seconds`) for the exit status.
    func terminate(seconds: Double = 20) -> Int32? {
        kill(process.processIdentifier, SIGTERM)
        return waitForExit(seconds: seconds)
    }

    func waitForExit(seconds: Double) -> Int32? {
        let deadline = Date().addingTimeInterval(seconds)
        while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
        return process.isRunning ? nil : process.terminationStatus
    }
}

/// The child's standard error, gathered by a reader thread.
final class LogBuffer: @unchecked Sendable {
    private let condition = NSCondition()
    private var data = Data()
    private var closed = false

    func append(_ more: Data) {
        condition.lock()
        data.append(more)
        condition.broadcast()
        condition.unlock()
    }

    func close() {
        condition.lock()
        closed = true
        condition.broadcast()
        condition.unlock()
    }

    var text: String {
        condition.lock()
        defer { condition.unlock() }
        return String(decoding: data, as: UTF8.self)
    }

    func waitForPort(seconds: Double) -> Int? {
        let deadline = Date().addingTimeInterval(seconds)
        condition.lock()
        defer { condition.unlock() }
        while true {
            let text = String(decoding: data, as: UTF8.self)
            for line in text.split(separator: "\n") where line.contains("listening") {
                if let range = line.range(of: #"port=(\d+)"#, options: .regularExpression) {
                    return Int(line[range].dropFirst("port=".count))
                }
            }
            if closed || !condition.wait(until: deadline) { return nil }
        }
    }
}
