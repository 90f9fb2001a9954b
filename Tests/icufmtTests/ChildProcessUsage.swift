import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Runs a child process with `posix_spawn` and reaps it with `wait4`, so that
/// its own resource usage (peak resident memory) can be read: Foundation's
/// `Process` reaps its children itself and keeps no `rusage`.
enum ChildProcessUsage {
    struct Result {
        var exitStatus: Int32
        var stdout: [UInt8]
        /// `ru_maxrss`: the child's peak resident set, in KiB.
        var maximumResidentKiB: Int
    }

    enum Failure: Error { case spawn(Int32), pipe }

    /// Runs `executable` with `arguments`, writes `input` (in pieces, from
    /// another thread) to its standard input and collects its standard output.
    static func run(_ executable: String, _ arguments: [String], input: [[UInt8]]) throws -> Result {
        var toChild: [Int32] = [0, 0]
        var fromChild: [Int32] = [0, 0]
        guard pipe(&toChild) == 0 else { throw Failure.pipe }
        guard pipe(&fromChild) == 0 else {
            close(toChild[0]); close(toChild[1])
            throw Failure.pipe
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, toChild[0], 0)
        posix_spawn_file_actions_adddup2(&actions, fromChild[1], 1)
        for descriptor in toChild + fromChild { posix_spawn_file_actions_addclose(&actions, descriptor) }

        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, executable, &actions, nil, argv, environ)
        close(toChild[0])
        close(fromChild[1])
        guard spawned == 0 else {
            close(toChild[1]); close(fromChild[0])
            throw Failure.spawn(spawned)
        }

        let writeEnd = toChild[1]
        let writer = Thread {
            for piece in input {
                var offset = 0
                while offset < piece.count {
                    let written = piece[offset...].withUnsafeBytes { write(writeEnd, $0.baseAddress, $0.count) }
                    if written < 0 {
                        if errno == EINTR { continue }
                        break
                    }
                    offset += written
                }
            }
            close(writeEnd)
        }
        writer.start()

        var output: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(fromChild[0], $0.baseAddress, $0.count) }
            if count > 0 {
                output += chunk[0..<count]
            } else if count < 0 && errno == EINTR {
                continue
            } else {
                break
            }
        }
        close(fromChild[0])

        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
        while writer.isExecuting { Thread.sleep(forTimeInterval: 0.01) }
        return Result(exitStatus: (status >> 8) & 0xFF, stdout: output, maximumResidentKiB: Int(usage.ru_maxrss))
    }
}
