/// Lookups that answer from the caches only, for code on a thread that must
/// not block for long (a server's event loop).
///
/// Inside ``run(_:)``, a lookup of ``Formatters`` that would build a value (a
/// miss: tens of microseconds, or a Russian spellout's 70 ms) or wait for
/// another caller's build throws ``LocaleFormatError/Code/buildDeferred``
/// before doing anything, so the caller can run the request again where
/// blocking is fine, from the start (nothing was built or written). Hits run
/// as usual. Outside, lookups behave as always.
///
/// ```swift
/// let response = BuildDeferral.run { dispatcher.response(to: request) }
/// if response.error?.code == .buildDeferred { /* run it on a worker thread */ }
/// ```
///
/// Inside ``run(recording:_:)``, a deferred lookup also says what it
/// deferred, so that concurrent misses of one value share one build: the
/// first miss of a key *claims* its build (the ``Record`` holds the claim:
/// its caller runs the request again where blocking is fine, soon, and that
/// run builds the value), and a later lookup of the key while it is claimed
/// or being built notes a ``BuildTicket`` to wait on without blocking
/// (``BuildTicket/whenSettled(_:)``), then runs again from the caches.
@_spi(Server) public enum BuildDeferral {
    @TaskLocal static var current: Record?

    static var isActive: Bool { current != nil }

    /// Runs `body` with builds deferred in the current task.
    public static func run<T>(_ body: () throws -> T) rethrows -> T {
        try $current.withValue(Record.untracked, operation: body)
    }

    /// Runs `body` with builds deferred in the current task, noting in
    /// `record` (cleared first) what the deferred lookup waits for.
    public static func run<T>(recording record: Record, _ body: () throws -> T) rethrows -> T {
        record.clear()
        return try $current.withValue(record, operation: body)
    }

    /// What a deferred lookup deferred: a build to wait for, or the claim
    /// of one. Used by one thread at a time (its owner hands it to
    /// ``run(recording:_:)`` and reads it after).
    public final class Record: @unchecked Sendable {
        /// Records nothing: for ``run(_:)``, whose callers do not wait on builds.
        static let untracked = Record(tracking: false)

        let tracks: Bool
        /// The build the deferred lookup is about, if it deferred on one.
        public private(set) var ticket: (any BuildTicket)?
        /// The deferred lookup claimed ``ticket``: its caller must run the
        /// request again where blocking is fine (that builds the value) or
        /// ``BuildTicket/relinquish()`` the claim; every other lookup of the
        /// key waits for one of the two.
        public private(set) var holdsClaim = false

        public init() { tracks = true }
        private init(tracking: Bool) { tracks = tracking }

        func clear() {
            ticket = nil
            holdsClaim = false
        }

        func note(_ ticket: any BuildTicket, claim: Bool) {
            guard tracks else { return }
            self.ticket = ticket
            holdsClaim = claim
        }
    }

    /// The error a deferred lookup throws.
    static var error: LocaleFormatError {
        LocaleFormatError(.buildDeferred, "the value is not cached and building it was deferred")
    }
}

/// A build that a deferred lookup claimed or waits for.
@_spi(Server) public protocol BuildTicket: AnyObject, Sendable {
    /// Runs `body` once, when the build has settled, with how: at once if
    /// it has already. `body` runs on whichever thread settles it and must
    /// not block.
    func whenSettled(_ body: @escaping @Sendable (BuildSettlement) -> Void)
    /// Gives a claim back, unbuilt (its request will not run again): the
    /// lookups waiting for it run again, and one of them claims it. Nothing
    /// happens once the build has started.
    func relinquish()
}

/// How a build a deferred lookup waited for settled: what its caller does next.
@_spi(Server) public enum BuildSettlement: Sendable {
    /// Built and cached: the request runs again from the caches.
    case cached
    /// Built and not kept (larger than the cache keeps, or removed while it
    /// was built), or failed: the request runs again where blocking is
    /// fine, building its own (or meeting the same error).
    case notCached
    /// Given back by its claimer, or removed, before it started: the
    /// request runs again from the caches, and may claim it.
    case reopened
}

extension LocaleFormatError.Code {
    /// A lookup inside ``BuildDeferral/run(_:)`` would have built a value;
    /// never a response's code (the caller runs the request again).
    @_spi(Server) public static let buildDeferred = LocaleFormatError.Code(rawValue: "buildDeferred")
}
