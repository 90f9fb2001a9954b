import Foundation
import Testing

/// Runs the built `icufmt` binary (or `icufmt-bench`) as a child process.
enum ICUFmtProcess {
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// The binaries sit beside the test bundle in the build folder.
    static func executable(_ name: String = "icufmt") -> URL {
        let bundle = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        return bundle.appendingPathComponent(name)
    }

    static var executable: URL { executable() }

    static func run(
        _ arguments: [String], input: Data = Data(), environment: [String: String]? = nil,
        executable name: String = "icufmt"
    ) throws -> Result {
        let process = Process()
        process.executableURL = executable(name)
        process.arguments = arguments
        if let environment { process.environment = environment }
        let stdin = Pipe(), stdout = Pipe(), stderr = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        // Feed and drain concurrently so large inputs and outputs cannot deadlock.
        let writer = Thread {
            stdin.fileHandleForWriting.write(input)
            try? stdin.fileHandleForWriting.close()
        }
        writer.start()
        let errData = Locked(Data())
        let errReader = Thread { errData.set(stderr.fileHandleForReading.readDataToEndOfFile()) }
        errReader.start()
        let out = stdout.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        while errReader.isExecuting || writer.isExecuting { Thread.sleep(forTimeInterval: 0.01) }
        return Result(
            status: process.terminationStatus, stdout: String(decoding: out, as: UTF8.self),
            stderr: String(decoding: errData.get(), as: UTF8.self))
    }

    static func run(_ arguments: [String], input: String, environment: [String: String]? = nil) throws -> Result {
        try run(arguments, input: Data(input.utf8), environment: environment)
    }
}

final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value
    init(_ value: Value) { self.value = value }
    func set(_ newValue: Value) { lock.withLock { value = newValue } }
    func get() -> Value { lock.withLock { value } }
}
