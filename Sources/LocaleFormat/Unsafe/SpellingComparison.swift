import Glibc

/// Whether two spellings are the same bytes: how the caches of lookups by
/// strings compare a stored spelling with the caller's, consistent with
/// ``SpellingHasher`` (which hashes the bytes).
///
/// `String.==` compares canonical equivalence: for text that is not known
/// to be NFC (any non-ASCII text read from a request, such as a message
/// pattern in Polish) it normalizes as it goes, several times the cost of
/// comparing bytes. Two spellings that are equivalent but not the same
/// bytes hash apart anyway, so they were never found equal in practice.
///
/// In the unsafe layer for the same reason as ``SpellingHasher``: it reads
/// the strings' UTF-8 storage through raw buffers.
enum SpellingComparison {
    /// Whether `a` and `b` hold the same UTF-8 bytes.
    @inline(__always)
    static func same(_ a: String, _ b: String) -> Bool {
        guard a.utf8.count == b.utf8.count else { return false }
        let fast = a.utf8.withContiguousStorageIfAvailable { x in
            b.utf8.withContiguousStorageIfAvailable { y in
                guard let xBytes = x.baseAddress, let yBytes = y.baseAddress else { return x.count == y.count }
                return memcmp(xBytes, yBytes, x.count) == 0
            }
        }
        if let fast, let result = fast { return result }
        return a.utf8.elementsEqual(b.utf8)
    }
}
