/// An immutable value with its hash, computed once, shared by the copies of
/// the options that hold it: a cache key whose part is costly to copy or to
/// hash (a message pattern, a number range's sides) is then one reference,
/// hashed for free and compared by identity first.
final class HashedBox<Value: Hashable & Sendable>: Sendable {
    let value: Value
    /// The value's hash, as its options' cache hash mixes it.
    let hash: Int

    init(_ value: Value, hash: Int) {
        self.value = value
        self.hash = hash
    }

    /// Whether both hold equal values: the same box, or equal hashes and values.
    @inline(__always)
    func holdsSameValue(as other: HashedBox) -> Bool {
        self === other || (hash == other.hash && value == other.value)
    }
}

extension HashedBox where Value == String {
    /// Whether both hold the same text byte for byte (``SpellingComparison``):
    /// the same box, or equal hashes and bytes. `String.==` would also hold
    /// canonically equivalent texts equal.
    @inline(__always)
    func holdsSameBytes(as other: HashedBox) -> Bool {
        self === other || (hash == other.hash && SpellingComparison.same(value, other.value))
    }
}
