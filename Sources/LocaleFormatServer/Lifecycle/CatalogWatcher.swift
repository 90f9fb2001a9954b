/// Polls a server's catalog paths every `--catalog-poll` seconds and
/// reloads the catalogs when their files changed (``CatalogWatch``), as
/// `SIGHUP` does: swapped whole, or a failure logged and the old set kept.
///
/// A poll, not inotify: Kubernetes swaps a ConfigMap's files by renaming a
/// symbolic link above them, which an inotify watch on the files never
/// sees (the files themselves do not change), and a watch on the folder
/// must be set again after every swap; `stat` of the paths through their
/// links sees every kind of change, on every file system, for a few system
/// calls a poll.
enum CatalogWatcher {
    /// Polls until the task is cancelled.
    /// - Parameters:
    ///   - catalogs: the served catalogs, whose store names the paths.
    ///   - interval: between polls.
    ///   - loaded: the files taken before `catalogs` were loaded.
    static func run(_ catalogs: ServedCatalogs, every interval: Duration, loaded: CatalogFingerprint) async {
        var watch = CatalogWatch(loaded: loaded)
        while !Task.isCancelled {
            do {
                try await Task.sleep(for: interval)
            } catch {
                return
            }
            if watch.reloadIsDue(now: CatalogFingerprint(paths: catalogs.store.paths)) {
                catalogs.reload(cause: .watch)
            }
        }
    }
}
