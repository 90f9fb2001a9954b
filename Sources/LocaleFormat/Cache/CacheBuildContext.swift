/// What a ``FormatterCache`` asks of the code around it while it builds,
/// given at init instead of called by name: whether builds are deferred
/// now (a server's event loop), and what a build allocated (the bytes an
/// entry is charged).
protocol CacheBuildContext: Sendable {
    /// The deferral in effect now, or nil when lookups may build and wait:
    /// a lookup that would build or wait throws ``deferredError`` instead
    /// of blocking, noting in the record the build it deferred on (or
    /// claimed), when the record tracks them.
    var deferral: BuildDeferral.Record? { get }
    /// The error a deferred lookup throws.
    var deferredError: LocaleFormatError { get }
    /// Runs `build` and returns its result with the bytes it allocated that
    /// are still held (0 when not measurable).
    func measure<T>(_ build: () -> T) -> (value: T, bytes: Int)
}

/// LocaleFormat's context: ``BuildDeferral`` defers, ``ICUMemory`` measures
/// what ICU allocated.
struct StandardBuildContext: CacheBuildContext {
    var deferral: BuildDeferral.Record? { BuildDeferral.current }
    var deferredError: LocaleFormatError { BuildDeferral.error }

    func measure<T>(_ build: () -> T) -> (value: T, bytes: Int) { ICUMemory.measure(build) }
}
