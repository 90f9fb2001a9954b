internal import CICU

extension ICUMessageHandle {
    /// The argument values of one call in the shim's structs
    /// (`CICUMessageArgument`), one slot per argument name in the order of
    /// ``ICUMessageHandle/setArgumentNames(_:)``, written in any order; their
    /// texts are copied into one buffer the structs point into. Written in
    /// storage a handle keeps between calls (one call at a time), so that a
    /// call with a handful of short arguments allocates nothing; a text
    /// buffer grown past ``Storage/keptTextBytes`` is freed after the call,
    /// so that no large client text stays behind.
    struct ArgumentList: ~Copyable {
        /// Slots and text bytes, owned by one handle (or one list).
        struct Storage {
            private(set) var slots: UnsafeMutablePointer<CICUMessageArgument>
            private(set) var slotCapacity: Int
            private(set) var text: UnsafeMutablePointer<CChar>
            private(set) var textCapacity: Int

            /// Text bytes kept between calls; a larger buffer is freed.
            static var keptTextBytes: Int { 1_024 }

            init() {
                (slotCapacity, textCapacity) = (8, 256)
                slots = .allocate(capacity: slotCapacity)
                text = .allocate(capacity: textCapacity)
            }

            func deallocate() {
                slots.deallocate()
                text.deallocate()
            }

            /// `count` empty slots (of no kind: -1).
            mutating func resetSlots(_ count: Int) {
                if count > slotCapacity {
                    slots.deallocate()
                    slotCapacity = max(count, slotCapacity * 2)
                    slots = .allocate(capacity: slotCapacity)
                }
                slots.update(
                    repeating: CICUMessageArgument(
                        name: nil, name_length: 0, kind: -1, text: nil, text_length: 0, integer: 0, date: 0),
                    count: count)
            }

            /// Room for `needed` text bytes in all; the texts of the first
            /// `count` slots move with the buffer.
            mutating func reserveText(_ needed: Int, slots count: Int) {
                guard needed > textCapacity else { return }
                let capacity = max(needed, textCapacity * 2)
                let grown = UnsafeMutablePointer<CChar>.allocate(capacity: capacity)
                grown.update(from: text, count: textCapacity)
                let base = UnsafePointer(text)
                for index in 0..<count {
                    if let old = slots[index].text { slots[index].text = UnsafePointer(grown + base.distance(to: old)) }
                }
                text.deallocate()
                (text, textCapacity) = (grown, capacity)
            }

            /// Copies `source` at `offset` (room reserved); its length.
            func copy(_ source: String, at offset: Int) -> Int {
                let destination = UnsafeMutableRawPointer(text + offset)
                let copied = source.utf8.withContiguousStorageIfAvailable { bytes in
                    if let base = bytes.baseAddress { destination.copyMemory(from: base, byteCount: bytes.count) }
                    return bytes.count
                }
                if let copied { return copied }
                return UnsafeMutableRawBufferPointer(start: destination, count: textCapacity - offset)
                    .initializeMemory(as: UInt8.self, from: source.utf8).initialized.count
            }

            /// The storage for the next call: a large text buffer freed.
            func trimmed() -> Storage {
                guard textCapacity > Self.keptTextBytes else { return self }
                text.deallocate()
                var kept = self
                kept.textCapacity = 256
                kept.text = .allocate(capacity: kept.textCapacity)
                return kept
            }
        }

        private(set) var storage: Storage
        /// The slots of this call.
        let count: Int
        private var textBytes = 0

        /// `count` empty slots in `storage`.
        init(storage: Storage, count: Int) {
            self.storage = storage
            self.count = count
            self.storage.resetSlots(count)
        }

        /// Whether slot `index` was set.
        func isSet(at index: Int) -> Bool { storage.slots[index].kind >= 0 }

        /// Sets slot `index` to a string.
        /// - Throws: `limitExceeded` when the texts pass 2 GiB together.
        mutating func setString(_ text: String, at index: Int) throws(LocaleFormatError) {
            try setText(text, kind: Int32(CICU_MSGVAL_STRING), at: index)
        }

        /// Sets slot `index` to a decimal number's text, kept exact.
        /// - Throws: `limitExceeded` when the texts pass 2 GiB together.
        mutating func setDecimal(_ text: String, at index: Int) throws(LocaleFormatError) {
            try setText(text, kind: Int32(CICU_MSGVAL_DECIMAL), at: index)
        }

        /// Sets slot `index` to an integer.
        mutating func setInteger(_ integer: Int64, at index: Int) {
            precondition(index < count)
            (storage.slots[index].kind, storage.slots[index].integer) = (Int32(CICU_MSGVAL_INTEGER), integer)
        }

        /// Sets slot `index` to an instant, in milliseconds since 1970.
        mutating func setDate(millisecondsSince1970 milliseconds: Double, at index: Int) {
            precondition(index < count)
            (storage.slots[index].kind, storage.slots[index].date) = (Int32(CICU_MSGVAL_DATE), milliseconds)
        }

        /// Makes each slot's text its name as well (the names of
        /// ``ICUMessageHandle/setArgumentNames(_:)``).
        func nameSlotsByTheirTexts() {
            for index in 0..<count {
                (storage.slots[index].name, storage.slots[index].name_length) =
                    (storage.slots[index].text, storage.slots[index].text_length)
            }
        }

        private mutating func setText(_ text: String, kind: Int32, at index: Int) throws(LocaleFormatError) {
            precondition(index < count)
            let length = text.utf8.count
            guard length <= Int(Int32.max) - textBytes else {
                throw LocaleFormatError(.limitExceeded, "the message arguments are too long")
            }
            storage.reserveText(textBytes + length, slots: count)
            let copied = storage.copy(text, at: textBytes)
            storage.slots[index].kind = kind
            storage.slots[index].text = UnsafePointer(storage.text + textBytes)
            storage.slots[index].text_length = Int32(copied)
            textBytes += copied
        }

        /// The storage back, for the handle to keep.
        func finish() -> Storage { storage.trimmed() }
    }
}
