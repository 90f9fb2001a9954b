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

    /// - Parameter launcher: a command that runs the server (`setpriv …`), or none.
    init(_ arguments: [String] = [], environment: [String: String] = [:], launcher: [String] = []) throws {
        let serve = ["serve"] + (arguments.contains("--port") ? [] : ["--port", "0"]) + arguments
        if let command = launcher.first {
            process.executableURL = URL(fileURLWithPath: command)
            process.arguments = Array(launcher.dropFirst()) + [Self.executable.path] + serve
        } else {
            process.executableURL = Self.executable
            process.arguments = serve
        }
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

    /// Waits (up to `seconds`) until the log text satisfies `condition`,
    /// woken by each piece of log the server writes; false at the deadline
    /// or when the log ends first.
    func waitForLog(seconds: Double = 20, until condition: (String) -> Bool) -> Bool {
        log.wait(seconds: seconds, until: condition)
    }

    /// How many log lines contain `text`.
    func logLines(containing text: String) -> Int {
        log.text.split(separator: "\n").count { $0.contains(text) }
    }

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
        var port: Int?
        _ = wait(seconds: seconds) { text in
            for line in text.split(separator: "\n") where line.contains("listening") {
                if let range = line.range(of: #"port=(\d+)"#, options: .regularExpression) {
                    port = Int(line[range].dropFirst("port=".count))
                    return true
                }
            }
            return false
        }
        return port
    }

    /// Waits until the text gathered so far satisfies `condition`, checking
    /// again whenever more arrives; false at the deadline or at the end.
    func wait(seconds: Double, until condition: (String) -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        self.condition.lock()
        defer { self.condition.unlock() }
        while true {
            if condition(String(decoding: data, as: UTF8.self)) { return true }
            if closed || !self.condition.wait(until: deadline) { return false }
        }
    }
}
