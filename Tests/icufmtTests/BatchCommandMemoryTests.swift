import Testing

/// An over-long batch line is refused without being buffered whole: 64 MiB
/// without a newline go through `icufmt batch`, whose peak memory grows by
/// far less than the line (the reader keeps at most 1 MiB plus one chunk).
@Suite struct BatchCommandMemoryTests {
    @Test func a64MiBLineIsNeverBufferedWhole() throws {
        let executable = ICUFmtProcess.executable.path
        let next = Array(#"{"id":2,"op":"plural","locale":"en","value":"1"}"#.utf8) + [0x0A]

        // The same work without the long line: the memory the process needs anyway.
        let baseline = try ChildProcessUsage.run(executable, ["batch"], input: [Array("x\n".utf8), next])
        #expect(baseline.exitStatus == 0)

        let mebibyte = [UInt8](repeating: UInt8(ascii: "a"), count: 1 << 20)
        let head = Array(#"{"id":1,"op":"case","locale":"en","mode":"upper","text":""#.utf8)
        let line = [head] + Array(repeating: mebibyte, count: 64) + [Array("\"}\n".utf8), next]
        let result = try ChildProcessUsage.run(executable, ["batch"], input: line)
        #expect(result.exitStatus == 0)
        let lines = String(decoding: result.stdout, as: UTF8.self).split(separator: "\n").map(String.init)
        #expect(
            lines == [
                #"{"error":{"code":"limitExceeded","message":"the line is longer than 1048576 bytes"}}"#,
                #"{"id":2,"result":"one"}"#,
            ])
        // Buffering the line would add at least 64 MiB; the reader's bound is about 1 MiB.
        let grownKiB = result.maximumResidentKiB - baseline.maximumResidentKiB
        #expect(
            grownKiB < 16 * 1024, "peak memory grew by \(grownKiB) KiB (baseline \(baseline.maximumResidentKiB) KiB)")
    }
}
