@_spi(Catalogs) import LocaleFormat

/// A table's keys found by their exact UTF-8 bytes, as a rendering compares
/// them (`Cafe\u{301}` is not `Café`): an open-addressed table of the keys'
/// ``TextHasher`` hashes pointing into the entries' dictionary. A rendering
/// hashes the caller's key in a few nanoseconds and compares bytes, where
/// the dictionary's own lookup would hash it with `Hasher` and compare by
/// canonical equivalence. Built once with the table; 24 bytes a key. A
/// class, so that a rendering takes it with one retain, not one per array.
final class KeyIndex: Sendable {
    typealias Position = [String: CatalogTable.Entry].Index

    private let hasher = TextHasher()
    /// The keys' places in the dictionary, in the order they were indexed.
    private let positions: [Position]
    /// One more than an index into ``positions``; 0 for an empty slot. At
    /// least twice as many slots as keys, so a probe is short.
    private let slots: [Int32]

    init(_ entries: [String: CatalogTable.Entry]) {
        var capacity = 4
        while capacity < 2 * entries.count { capacity *= 2 }
        var positions: [Position] = []
        positions.reserveCapacity(entries.count)
        var slots = [Int32](repeating: 0, count: capacity)
        var position = entries.startIndex
        while position != entries.endIndex {
            var slot = hasher.hash(entries.keys[position]) & (capacity - 1)
            while slots[slot] != 0 { slot = (slot + 1) & (capacity - 1) }
            positions.append(position)
            slots[slot] = Int32(positions.count)
            entries.formIndex(after: &position)
        }
        self.positions = positions
        self.slots = slots
    }

    /// The place of the entry whose key has exactly `key`'s bytes in
    /// `entries` (the dictionary the index was built from), if any.
    func position(of key: String, in entries: [String: CatalogTable.Entry]) -> Position? {
        let mask = slots.count - 1
        var slot = hasher.hash(key) & mask
        while slots[slot] != 0 {
            let position = positions[Int(slots[slot]) - 1]
            // The key alone: the whole element would copy the entry too.
            if TextHasher.same(entries.keys[position], key) { return position }
            slot = (slot + 1) & mask
        }
        return nil
    }
}
