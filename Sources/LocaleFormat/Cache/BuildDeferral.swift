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
@_spi(Server) public enum BuildDeferral {
    @TaskLocal static var isActive = false

    /// Runs `body` with builds deferred in the current task.
    public static func run<T>(_ body: () throws -> T) rethrows -> T {
        try $isActive.withValue(true, operation: body)
    }

    /// The error a deferred lookup throws.
    static var error: LocaleFormatError {
        LocaleFormatError(.buildDeferred, "the value is not cached and building it was deferred")
    }
}

extension LocaleFormatError.Code {
    /// A lookup inside ``BuildDeferral/run(_:)`` would have built a value;
    /// never a response's code (the caller runs the request again).
    @_spi(Server) public static let buildDeferred = LocaleFormatError.Code(rawValue: "buildDeferred")
}
