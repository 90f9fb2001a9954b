import Glibc

/// Hashes text as callers spelled it (locale, time zone and calendar strings,
/// patterns) for the caches of lookups by strings, in a few nanoseconds.
/// Here, apart from ``Spelling`` (`Formatters/`) which it serves, because it
/// reads bytes through pointers, which `.ci/run` allows in `Unsafe/` only.
///
/// `Hasher` (SipHash-1-3 over every byte, plus its setup and finalization)
/// costs about as much as a whole cache hit on short strings, which made a
/// lookup by strings several times dearer than one by parsed options. This
/// is a wyhash-style multiply-mix over 8-byte words, keyed with secrets drawn
/// from the system's random source for each ``Formatters`` registry: a client
/// cannot choose strings that collide without knowing them, and the caches it
/// serves are bounded in any case, so colliding spellings could at worst
/// lengthen probes, never grow memory. Equal keys are still compared in full:
/// the hash only finds candidates.
///
/// In the unsafe layer: it reads a string's UTF-8 storage through a raw
/// buffer.
struct SpellingHasher {
    /// Two odd 64-bit secrets from the system's random source.
    struct Secrets: Sendable {
        fileprivate let pair: (UInt64, UInt64)

        /// Fixed secrets when `SWIFT_DETERMINISTIC_HASHING` is set, as the
        /// standard library's `Hasher` does: the deterministic fuzzing run of
        /// CI sets it, and a probe sequence that changes from run to run
        /// changes the coverage it sees.
        init() {
            if getenv("SWIFT_DETERMINISTIC_HASHING") != nil {
                pair = (0x2D35_8DCC_AA6C_78A5, 0x8BB8_4B93_962E_ACC9)
                return
            }
            var random = SystemRandomNumberGenerator()
            pair = (random.next() | 1, random.next() | 1)
        }
    }

    private let secret: (UInt64, UInt64)
    private var state: UInt64

    init(_ secrets: Secrets) {
        secret = secrets.pair
        state = secret.0
    }

    /// Mixes in a small number (an enumeration's ordinal, a digit count) or a
    /// hash computed elsewhere.
    @inline(__always)
    mutating func combine(_ value: Int) {
        state = (state ^ UInt64(UInt(bitPattern: value))) &* 0x9E37_79B9_7F4A_7C15
        state ^= state >> 32
    }

    /// Mixes in the bytes of `text` and its length.
    @inline(__always)
    mutating func combine(_ text: String) {
        if let hashed = text.utf8.withContiguousStorageIfAvailable({ [state, secret] bytes in
            Self.hash(UnsafeRawBufferPointer(bytes), seed: state, secret: secret)
        }) {
            state = hashed
        } else {
            // Strings are contiguous UTF-8 on Linux; this is for any other.
            let bytes = Array(text.utf8)
            state = bytes.withUnsafeBytes { [state, secret] in Self.hash($0, seed: state, secret: secret) }
        }
    }

    /// Mixes in optional text; nil and `""` hash apart.
    @inline(__always)
    mutating func combine(_ text: String?) {
        if let text { combine(text) } else { combine(Int.min) }
    }

    var value: Int { Int(bitPattern: UInt(state)) }

    /// The high and low halves of the full product, folded.
    @inline(__always)
    private static func mix(_ a: UInt64, _ b: UInt64) -> UInt64 {
        let product = a.multipliedFullWidth(by: b)
        return product.high ^ product.low
    }

    @inline(__always)
    private static func word(_ bytes: UnsafeRawBufferPointer, _ offset: Int) -> UInt64 {
        UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
    }

    @inline(__always)
    private static func halfWord(_ bytes: UnsafeRawBufferPointer, _ offset: Int) -> UInt64 {
        UInt64(UInt32(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt32.self)))
    }

    /// wyhash's reading of the input: up to 16 bytes as two overlapping
    /// words (or halves of words, or three bytes), longer input 16 bytes at a
    /// time and then its last 16 bytes; one multiplication per 16 bytes.
    private static func hash(_ bytes: UnsafeRawBufferPointer, seed: UInt64, secret: (UInt64, UInt64)) -> UInt64 {
        let count = bytes.count
        if count >= 8 {
            if count <= 16 {
                return mix(word(bytes, 0) ^ secret.1, word(bytes, count - 8) ^ seed ^ UInt64(count))
            }
            var seed = seed
            var offset = 0
            while count - offset > 16 {
                seed = mix(word(bytes, offset) ^ secret.1, word(bytes, offset + 8) ^ seed)
                offset += 16
            }
            return mix(word(bytes, count - 16) ^ secret.1 ^ UInt64(count), word(bytes, count - 8) ^ seed)
        }
        let packed: UInt64
        if count >= 4 {
            packed = halfWord(bytes, 0) << 32 | halfWord(bytes, count - 4)
        } else if count > 0 {
            packed = UInt64(bytes[0]) << 16 | UInt64(bytes[count >> 1]) << 8 | UInt64(bytes[count - 1])
        } else {
            packed = 0
        }
        return mix(packed ^ secret.1, seed ^ secret.0 ^ UInt64(count))
    }
}
