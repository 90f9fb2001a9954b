extension JSONObject {
    /// The UTF-8 length of each of an object's first eight keys, a byte each
    /// (255 for 255 or more), so that finding a key reads only the members
    /// whose key is as long.
    struct KeyLengths: Sendable, Hashable {
        /// How many keys are measured.
        static let count = 8

        private var bytes: UInt64 = 0

        init() {}

        init(_ members: [Member]) {
            for index in 0..<Swift.min(members.count, Self.count) { set(index, to: members[index].key) }
        }

        /// Records the length of the key at `index` (below ``count``).
        mutating func set(_ index: Int, to key: String) {
            bytes |= Self.byte(key) << UInt64(8 * index)
        }

        /// The index among the first ``count`` of `members` of the key that
        /// `equal` finds equal to `key` (by default, the same bytes).
        @inline(__always)
        func firstIndex(
            of key: String, in members: [Member], equal: (String, String) -> Bool = sameKey
        ) -> Int? {
            firstIndex(ofLength: key.utf8.count, in: members) { equal($0, key) }
        }

        /// The index among the first ``count`` of `members` of the key,
        /// `length` bytes long in UTF-8, that `matches`; only keys that
        /// long are given to it.
        @inline(__always)
        func firstIndex(ofLength length: Int, in members: [Member], where matches: (String) -> Bool) -> Int? {
            let measured = Swift.min(members.count, Self.count)
            guard measured > 0 else { return nil }
            // The bytes equal to the key's length, found all at once: a byte
            // of `x` is zero where they are equal, and the classic zero-byte
            // test sets its high bit there (a borrow can mark a byte above a
            // zero byte too: those candidates fail the comparison).
            let x = bytes ^ (UInt64(Swift.min(length, 255)) &* 0x0101_0101_0101_0101)
            var candidates = (x &- 0x0101_0101_0101_0101) & ~x & 0x8080_8080_8080_8080
            if measured < Self.count { candidates &= (1 << UInt64(8 * measured)) &- 1 }
            while candidates != 0 {
                let index = candidates.trailingZeroBitCount >> 3
                if matches(members[index].key) { return index }
                candidates &= candidates &- 1
            }
            return nil
        }

        private static func byte(_ key: String) -> UInt64 { UInt64(Swift.min(key.utf8.count, 255)) }
    }
}
