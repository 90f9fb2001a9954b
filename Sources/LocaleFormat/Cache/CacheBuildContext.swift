/// What a ``FormatterCache`` asks of the code around it while it builds,
/// given at init instead of called by name: whether builds are deferred
/// now (a server's event loop), and what a build allocated (the bytes an
/// entry is charged).
protocol CacheBuildContext: Sendable {
    /// Whether a lookup that would build or wait must throw
    /// ``deferredError`` instead of blocking.
    var defersBuilds: Bool { get }
    /// The error a deferred lookup throws.
    var deferredError: LocaleFormatError { get }
    /// Runs `build` and returns its result with the bytes it allocated that
    /// are still held (0 when not measurable).
    func measure<T>(_ build: () -> T) -> (value: T, bytes: Int)
}

/// LocaleFormat's context: ``BuildDeferral`` defers, ``ICUMemory`` measures
/// what ICU allocated.
struct StandardBuildContext: CacheBuildContext {
    var defersBuilds: Bool { BuildDeferral.isActive }
    var deferredError: LocaleFormatError { BuildDeferral.error }

    func measure<T>(_ build: () -> T) -> (value: T, bytes: Int) { ICUMemory.measure(build) }
}
