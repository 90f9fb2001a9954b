import NIOCore

#if canImport(Glibc)
    import Glibc
#endif

/// Closes a listening socket without resetting a client that has already
/// connected: a connection the kernel completed but the server has not yet
/// accepted is reset when the listener closes, after its client may have
/// sent a request. So the drain first makes the listener drop new
/// connection attempts (a socket filter that drops TCP segments with SYN
/// and without ACK: a client retries its SYN, and is refused once the
/// listener is closed, having sent nothing), then accepts what is queued,
/// then closes it.
///
/// Its pointer code hands the filter program to `setsockopt(SO_ATTACH_FILTER)`,
/// which copies it. (The server's other pointer code reads request bytes in
/// place: `BatchScanner`, the exchange's steps, the fields of a head.)
enum ListenerGate {
    /// One instruction of a classic BPF program (`struct sock_filter`).
    private struct Instruction {
        var code: UInt16
        var jumpIfTrue: UInt8
        var jumpIfFalse: UInt8
        var constant: UInt32
    }

    /// A program (`struct sock_fprog`). `@unchecked Sendable`: it goes to
    /// the listener's event loop, whose `setsockopt` reads it once (the
    /// kernel keeps a copy), and is freed when that is done.
    private struct Program: @unchecked Sendable {
        var length: UInt16
        var instructions: UnsafeMutablePointer<Instruction>?
    }

    /// Drops SYN-without-ACK segments on `listener` from now on. Run on its
    /// event loop. On a system without socket filters nothing changes.
    static func refuseNewConnections(_ listener: any Channel) -> EventLoopFuture<Void> {
        #if os(Linux)
            guard let provider = listener as? any SocketOptionProvider else {
                return listener.eventLoop.makeSucceededVoidFuture()
            }
            // The TCP header's flags byte (offset 13): SYN set and ACK clear is
            // a new connection attempt.
            let code: [Instruction] = [
                Instruction(code: 0x30, jumpIfTrue: 0, jumpIfFalse: 0, constant: 13),  // ldb [13]
                Instruction(code: 0x54, jumpIfTrue: 0, jumpIfFalse: 0, constant: 0x12),  // and #0x12 (SYN|ACK)
                Instruction(code: 0x15, jumpIfTrue: 0, jumpIfFalse: 1, constant: 0x02),  // jeq #SYN
                Instruction(code: 0x06, jumpIfTrue: 0, jumpIfFalse: 0, constant: 0),  // ret #0: drop
                Instruction(code: 0x06, jumpIfTrue: 0, jumpIfFalse: 0, constant: 0xFFFF_FFFF),  // ret: keep
            ]
            let instructions = UnsafeMutablePointer<Instruction>.allocate(capacity: code.count)
            instructions.initialize(from: code, count: code.count)
            let program = Program(length: UInt16(code.count), instructions: instructions)
            let attached = provider.unsafeSetSocketOption(
                level: SocketOptionLevel(SOL_SOCKET), name: SocketOptionName(SO_ATTACH_FILTER), value: program)
            return attached.always { _ in program.instructions?.deallocate() }
        #else
            return listener.eventLoop.makeSucceededVoidFuture()
        #endif
    }
}
