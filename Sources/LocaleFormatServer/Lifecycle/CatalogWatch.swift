/// When a server reloads its catalogs because their files changed
/// (`--catalog-poll`): the catalog paths are polled, and a reload is due
/// once what they hold differs from what was last loaded and has stayed
/// the same for one whole interval.
///
/// That quiet interval is the debounce: files copied one by one, or a
/// Kubernetes ConfigMap's many files swapped by one rename of its `..data`
/// link, make one reload of the finished set, not one per file. A reload is
/// due once per change: one that fails (a broken file) is not tried again
/// until the files change again, and the catalogs loaded before keep serving.
struct CatalogWatch: Sendable {
    /// The files as they were when the catalogs in use were loaded.
    private(set) var loaded: CatalogFingerprint
    /// The files at the previous poll.
    private var previous: CatalogFingerprint

    /// - Parameter loaded: the files taken before the catalogs in use were
    ///   loaded, so that a change made during that load is seen.
    init(loaded: CatalogFingerprint) {
        self.loaded = loaded
        previous = loaded
    }

    /// Takes one poll's fingerprint; true when the catalogs are to be
    /// reloaded now (and `now` counts as loaded from here on).
    mutating func reloadIsDue(now: CatalogFingerprint) -> Bool {
        defer { previous = now }
        guard now != loaded, now == previous else { return false }
        loaded = now
        return true
    }
}
