import Synchronization

/// Field values that requests repeat and that are too long for a `String`
/// to hold inline (over 15 UTF-8 bytes), such as the time zone
/// `America/Los_Angeles`: each kept once, so that reading one from a
/// request's bytes is a lookup, not an allocation and a free; and a
/// formatter cache's key made from it is the very string the next request
/// brings, equal at the first comparison.
///
/// A table of ``slotCount`` slots, one string each, found by a hash of its
/// bytes: a string not there takes its slot, and the one it replaces is
/// freed when no request holds it any longer. The table never grows: a run
/// of made-up names only sends the names in use through an allocation
/// again, as if there were no table, until they are read again.
final class RecurringStrings: Sendable {
    /// Slots in the table.
    static let slotCount = 256
    /// The longest value kept, in bytes: a time zone id has at most about 30.
    static let maximumBytes = 64
    /// Shorter values are held inline by `String` and need no table.
    static let inlineBytes = 15

    /// Time zone ids, as the date, interval and message ops read them.
    static let timeZones = RecurringStrings()

    private struct Slot {
        var hash: UInt64 = 0
        var string: String?
    }

    private let slots = Mutex([Slot](repeating: Slot(), count: RecurringStrings.slotCount))

    /// The string of `bytes`, valid UTF-8 (`isASCII`: of ASCII bytes only):
    /// the one kept, or made and kept.
    func string(_ bytes: UnsafeBufferPointer<UInt8>, isASCII: Bool) -> String {
        guard bytes.count > Self.inlineBytes, bytes.count <= Self.maximumBytes else {
            return String(copying: UTF8Span(unchecked: bytes.span, isKnownASCII: isASCII))
        }
        let hash = Self.hash(bytes)
        let index = Int(truncatingIfNeeded: hash) & (Self.slotCount - 1)
        let kept = slots.withLock { slots -> String? in
            guard slots[index].hash == hash, let string = slots[index].string,
                Self.equal(string, bytes)
            else { return nil }
            return string
        }
        if let kept { return kept }
        let made = String(copying: UTF8Span(unchecked: bytes.span, isKnownASCII: isASCII))
        // Freed outside the lock: the string this one replaces.
        let replaced = slots.withLock { slots -> String? in
            defer { slots[index] = Slot(hash: hash, string: made) }
            return slots[index].string
        }
        _ = replaced
        return made
    }

    /// How many strings the table holds (at most ``slotCount``).
    var count: Int {
        slots.withLock { slots in slots.count { $0.string != nil } }
    }

    /// FNV-1a of the bytes.
    private static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in bytes {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
        }
        return hash
    }

    /// Whether `string`'s UTF-8 is `bytes`, compared eight bytes at a time.
    private static func equal(_ string: String, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let equal = string.utf8.withContiguousStorageIfAvailable { stored -> Bool in
            guard stored.count == bytes.count else { return false }
            let a = UnsafeRawBufferPointer(stored)
            let b = UnsafeRawBufferPointer(bytes)
            var i = 0
            while i + 8 <= a.count {
                guard
                    a.loadUnaligned(fromByteOffset: i, as: UInt64.self)
                        == b.loadUnaligned(fromByteOffset: i, as: UInt64.self)
                else { return false }
                i += 8
            }
            while i < a.count {
                guard a[i] == b[i] else { return false }
                i += 1
            }
            return true
        }
        // Strings made here are native, so contiguous.
        return equal ?? false
    }
}
