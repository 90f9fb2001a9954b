/// The thread's front of a ``FormatterCache`` (``CacheFront``): a hit on an
/// entry the calling thread found before, served without the lock, and the
/// entries a thread found under the lock (or built) put in its front.
extension FormatterCache {
    /// The thread's front entry for `key`, retained (by this thread only),
    /// counted as a hit; nil when the front cannot serve it.
    @inline(__always)
    func frontEntry(for key: Key, hash: Int) -> FrontEntry? {
        CacheFront.withExisting(passing: key) { front, key in
            frontHit(in: front, hash: hash, where: { $0 == key }) { $0 }
        }
    }

    /// The value of the calling thread's front slot for `hash`, if it holds
    /// `key`'s entry and that entry is still in this cache: a hit that takes
    /// no lock, and retains nothing but the value it returns.
    @inline(__always)
    func frontValue(for key: Key, hash: Int) -> Value? {
        CacheFront.withExisting(passing: key) { front, key in
            frontHit(in: front, hash: hash, where: { $0 == key }) { $0.value }
        }
    }

    /// ``frontValue(for:hash:)`` for a lookup whose key is a test.
    @inline(__always)
    func frontValue(hash: Int, matching matches: (Key) -> Bool) -> Value? {
        CacheFront.withExisting { front in frontHit(in: front, hash: hash, where: matches) { $0.value } }
    }

    /// What `take` takes from `front`'s entry for `hash`,
    /// if the slot holds an entry of this cache that is still in it and
    /// whose key `matches`: a hit, counted. A slot whose entry left the
    /// cache is emptied, giving its value back now.
    @inline(__always)
    func frontHit<T>(
        in front: CacheFront, hash: Int, where matches: (Key) -> Bool, _ take: (FrontEntry) -> T
    ) -> T? {
        let index = CacheFront.slotIndex(owner: frontOwner, hash: hash)
        var left = false
        // The owner number says which cache, so which types, put the entry there.
        let taken: T? = front.withEntry(at: index, owner: frontOwner, hash: hash, as: FrontEntry.self) { entry in
            guard entry.box.isHeld else {
                left = true
                return nil
            }
            guard matches(entry.key) else { return nil }
            entry.box.markReferenced()
            return take(entry)
        }
        if taken != nil {
            frontHits.increment(stripe: front.stripe)
        } else if left {
            front.clear(index)
        }
        return taken
    }

    /// Puts an entry the calling thread found under the lock (or built) in
    /// its front, in place of whatever held that slot.
    func remember(_ place: FrontPlace, _ value: Value, hash: Int) {
        _ = CacheFront.withCurrent { front -> Void? in
            front.store(
                FrontEntry(key: place.box.key, box: place.box, value: value), bytes: place.bytes,
                at: CacheFront.slotIndex(owner: frontOwner, hash: hash), owner: frontOwner, hash: hash)
        }
    }
}
