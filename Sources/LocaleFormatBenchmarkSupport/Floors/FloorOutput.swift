import CBenchmarkFloors

/// What every floor does around its C call, and nothing else: the output
/// conversion to `String` that the library pays on its fast path
/// (`ICUString.make`: UTF-8 written into a 256-byte stack buffer, decoded),
/// without the retry for longer output, and the check of an open.
///
/// Each floor's call is a function of its own (`@inline(never)`), as a call
/// into the library is, so that callgrind can count it by name
/// (Scripts/bench/floor-vs-bare.sh).
///
/// The only Swift of the benchmark support that touches pointers, with the
/// floors of this folder (`.ci/run` checks it).
enum FloorOutput {
    /// Bytes of UTF-8 a floor call writes into, the library's `ICUString.stackCapacity`.
    static let capacity = 256

    /// Runs a floor call that writes UTF-8 into a stack buffer and decodes
    /// what it wrote; an empty string when the call failed or the output did
    /// not fit (the harness then finds that it differs from the library's).
    @inline(__always)
    static func string(_ body: (UnsafeMutablePointer<CChar>, Int32, inout Int32) -> Int32) -> String {
        withUnsafeTemporaryAllocation(of: CChar.self, capacity: capacity) { buffer in
            guard let base = buffer.baseAddress else { return "" }
            var status: Int32 = 0
            let length = body(base, Int32(capacity), &status)
            guard status <= 0, length >= 0, length <= capacity else { return "" }
            return base.withMemoryRebound(to: UInt8.self, capacity: Int(length)) {
                String(decoding: UnsafeBufferPointer(start: $0, count: Int(length)), as: UTF8.self)
            }
        }
    }

    /// The floor a `benchfloor_…_open` call returned.
    /// - Throws: ``BenchError`` naming ICU's error when it returned none.
    static func opened(_ floor: OpaquePointer?, _ status: Int32, _ what: String) throws -> OpaquePointer {
        guard let floor, status <= 0 else {
            throw BenchError("floor: \(what) failed with ICU status \(status)")
        }
        return floor
    }

    /// A Swift string's length for a C call.
    static func length(_ text: String) throws -> Int32 {
        guard let length = Int32(exactly: text.utf8.count) else { throw BenchError("floor: input too long") }
        return length
    }
}
