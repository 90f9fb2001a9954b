import Synchronization

/// Texts by 64-bit key that readers find without a lock and without a
/// reference count, for data that many threads read on every call and that
/// rarely grows (the zone names of a locale and zone).
///
/// The texts known so far form an immutable version, published through an
/// atomic pointer. A writer publishes a new version (the previous texts and
/// one more) under a lock; every version stays alive as long as this object
/// does, so a reader uses the one it loaded without retaining it, and a
/// ``Text`` stays valid for as long as its reader holds this object. So that
/// the versions kept stay small, nothing more is published once there are
/// `maximumVersions` of them or a version would hold more than
/// `maximumTexts`: the caller keeps such texts in a structure of its own.
final class PublishedTexts: Sendable {
    /// One immutable set of texts: keys, and each text's bytes in `bytes`.
    fileprivate final class Version: Sendable {
        let keys: [UInt64]
        let starts: [Int]
        let bytes: [UInt8]

        init(keys: [UInt64], starts: [Int], bytes: [UInt8]) {
            self.keys = keys
            self.starts = starts
            self.bytes = bytes
        }

        /// The version with `text` under `key` added.
        func adding(_ key: UInt64, _ text: [UInt8]) -> Version {
            Version(keys: keys + [key], starts: starts + [bytes.count + text.count], bytes: bytes + text)
        }
    }

    /// A published text, read from the version it was found in (valid while
    /// the ``PublishedTexts`` that found it is alive).
    struct Text {
        fileprivate let version: Unmanaged<Version>
        fileprivate let start: Int
        /// Its length in bytes.
        let count: Int

        /// Appends the text's bytes.
        func append(to out: inout UTF8Output) {
            let (start, count) = (self.start, self.count)
            version._withUnsafeGuaranteedRef { out.append($0.bytes, from: start, count: count) }
        }
    }

    private let current = Atomic<Unmanaged<Version>?>(nil)
    /// Every version published, oldest first; only writers touch it.
    private let versions = Mutex<[Version]>([])
    private let maximumVersions: Int
    private let maximumTexts: Int

    init(maximumVersions: Int, maximumTexts: Int) {
        self.maximumVersions = maximumVersions
        self.maximumTexts = maximumTexts
    }

    /// The text published under `key`, or nil.
    func text(for key: UInt64) -> Text? {
        guard let version = current.load(ordering: .acquiring) else { return nil }
        return version._withUnsafeGuaranteedRef { found in
            guard let index = found.keys.firstIndex(of: key) else { return nil }
            let start = index == 0 ? 0 : found.starts[index - 1]
            return Text(version: version, start: start, count: found.starts[index] - start)
        }
    }

    /// Publishes `text` under `key` in a new version, unless the key is
    /// published already or the bounds are reached.
    func publish(_ key: UInt64, _ text: [UInt8]) {
        versions.withLock { versions in
            let latest = versions.last
            guard versions.count < maximumVersions, (latest?.keys.count ?? 0) < maximumTexts,
                latest?.keys.contains(key) != true
            else { return }
            let next = latest?.adding(key, text) ?? Version(keys: [key], starts: [text.count], bytes: text)
            versions.append(next)
            current.store(Unmanaged.passUnretained(next), ordering: .releasing)
        }
    }
}
