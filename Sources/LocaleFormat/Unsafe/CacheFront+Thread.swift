/// The calling thread's ``CacheFront``, kept in the shim's per-thread slot
/// (``ShimThreadObject``), and the front's slots, which hold their entries
/// unmanaged: here, in the unsafe layer, which counts references by hand.
/// The rest of the front is plain Swift (`Cache/CacheFront.swift`).
extension CacheFront {
    struct Slot {
        /// The ``FormatterCache/frontOwner`` of the cache; 0: empty.
        var owner: UInt64 = 0
        var hash = 0
        /// What the entry is charged in its cache.
        var bytes = 0
        /// A `FormatterCache<Key, Value>.FrontEntry` of the owner's types,
        /// retained by the slot, and read without touching its count on a hit.
        var entry: Unmanaged<AnyObject>?
    }

    /// Calls `body` with this thread's front, made on the thread's first
    /// call; nil when the thread cannot keep one. The front is borrowed, not
    /// retained: only its own thread reaches it, and only the thread's exit
    /// releases it.
    @inline(__always)
    static func withCurrent<R>(_ body: (CacheFront) -> R?) -> R? {
        guard let raw = ShimThreadObject.current else { return withNew(body) }
        return Unmanaged<CacheFront>.fromOpaque(raw)._withUnsafeGuaranteedRef(body)
    }

    /// Calls `body` with this thread's front if the thread has one; nil
    /// otherwise (a hit needs no front made: the miss that follows makes
    /// it). One call site of `body`, so that it inlines whole.
    @inline(__always)
    static func withExisting<R>(_ body: (CacheFront) -> R?) -> R? {
        guard let raw = ShimThreadObject.current else { return nil }
        return Unmanaged<CacheFront>.fromOpaque(raw)._withUnsafeGuaranteedRef(body)
    }

    /// ``withExisting(_:)`` handing `argument` to `body` rather than having
    /// `body` capture it: a key passed this way is read where the caller
    /// holds it, where a captured one is first copied into the closure's
    /// context (a cache hit inlines whole this way: 40 instructions fewer).
    @inline(__always)
    static func withExisting<Argument, R>(
        passing argument: Argument, _ body: (CacheFront, Argument) -> R?
    ) -> R? {
        guard let raw = ShimThreadObject.current else { return nil }
        return Unmanaged<CacheFront>.fromOpaque(raw)._withUnsafeGuaranteedRef { body($0, argument) }
    }

    @inline(never)
    private static func withNew<R>(_ body: (CacheFront) -> R?) -> R? {
        let front = CacheFront()
        let retained = Unmanaged.passRetained(front)
        let set = ShimThreadObject.set(retained.toOpaque()) { raw in
            if let raw { Unmanaged<CacheFront>.fromOpaque(raw).release() }
        }
        guard set else {
            retained.release()
            return nil
        }
        return body(front)
    }

    /// `body` applied to the entry of slot `index` if the slot was last given
    /// one by the cache `owner` for `hash`; nil otherwise. The entry is
    /// borrowed, not retained, and taken as an `Entry` unchecked: the owner
    /// number says which cache, so which types, put it there. `body` must
    /// not change this front.
    @inline(__always)
    func withEntry<Entry: AnyObject, R>(
        at index: Int, owner: UInt64, hash: Int, as _: Entry.Type, _ body: (Entry) -> R?
    ) -> R? {
        guard slots[index].owner == owner, slots[index].hash == hash, let entry = slots[index].entry else {
            return nil
        }
        return entry._withUnsafeGuaranteedRef { body(unsafeDowncast($0, to: Entry.self)) }
    }

    /// Puts `entry`, charged `bytes` in its cache, in slot `index`
    /// (retained), releasing what the slot held, and empties other slots,
    /// round robin from where the last such call stopped, while the front
    /// would hold more than ``byteLimit``: a front kept full by large
    /// entries empties about one slot a store, not every slot before it.
    func store(_ entry: AnyObject, bytes: Int, at index: Int, owner: UInt64, hash: Int) {
        clear(index)
        var scanned = 0
        while heldBytes + bytes > Self.byteLimit, scanned < Self.slotCount {
            let next = nextToClear
            nextToClear = (next + 1) % Self.slotCount
            scanned += 1
            if slots[next].entry != nil { clear(next) }
        }
        slots[index] = Slot(owner: owner, hash: hash, bytes: bytes, entry: Unmanaged.passRetained(entry))
        heldBytes += bytes
    }

    /// Empties slot `index`, releasing what it held.
    func clear(_ index: Int) {
        let old = slots[index].entry
        heldBytes -= slots[index].bytes
        slots[index] = Slot()
        old?.release()
    }
}
