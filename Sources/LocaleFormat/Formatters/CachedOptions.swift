/// The options of a cached kind, such as ``DateFormat/Options`` or
/// ``NumberFormat/Options``: a `Hashable` value naming one formatter, which
/// ``Formatters/with(_:_:)`` lends and whose `format` methods format through
/// ``Formatters/shared``.
///
/// ```swift
/// let medium = DateFormat.Options(locale: try LocaleIdentifier("de-DE"), layout: .styles(date: .medium))
/// try medium.format(Instant(iso8601: "2019-05-01T00:00:00Z"))   // "01.05.2019"
/// ```
///
/// Every kind of the library conforms; the protocol is not meant for
/// conformances of your own.
public protocol CachedOptions: Hashable, Sendable {
    /// The formatter these options open (``DateFormat`` for ``DateFormat/Options``).
    associatedtype Formatter: Sendable

    /// The formatter for these options in `formatters`, lent to `body`:
    /// what ``Formatters/with(_:_:)`` calls.
    @_documentation(visibility: internal)
    func _lend<R>(in formatters: Formatters, _ body: (Formatter) throws(LocaleFormatError) -> R)
        throws(LocaleFormatError) -> R
}

extension Formatters {
    // MARK: Lent lookups: the formatter for the length of a closure.

    /// Calls `body` with the shared formatter for `options` and returns its
    /// result. The same formatter as the lookup by options gives
    /// (``date(_:)``, ``number(_:)``, …), lent instead of handed out: when
    /// the calling thread found it before, the lookup takes no lock and
    /// writes nothing another thread reads, so threads formatting with one
    /// formatter at once do not slow each other down. Do not keep the
    /// formatter past `body`.
    ///
    /// ```swift
    /// let options = DateFormat.Options(locale: try LocaleIdentifier("de-DE"), layout: .styles(date: .medium))
    /// try Formatters.shared.with(options) { f throws(LocaleFormatError) in
    ///     try f.string(from: Instant(iso8601: "2019-05-01T00:00:00Z"))
    /// }
    /// // "01.05.2019"
    /// let swedish = Collator.Options(locale: try LocaleIdentifier("sv"))
    /// try Formatters.shared.with(swedish) { $0.compare("ä", "z") }   // .orderedDescending
    /// ```
    /// `body` throws ``LocaleFormatError`` only, as every lookup does; a
    /// closure that calls throwing methods says so
    /// (`f throws(LocaleFormatError) in`): Swift does not infer a closure's
    /// error type from its body. Plural rules are lent as
    /// ``pluralRules(_:)`` finds them, under the locale itself.
    /// - Throws: as the kind's `init(_:)` (``DateFormat/init(_:)`` …), a
    ///   ``LocaleFormatError``, or what `body` throws.
    @inlinable
    public func with<Options: CachedOptions, R>(
        _ options: Options, _ body: (Options.Formatter) throws(LocaleFormatError) -> R
    ) throws(LocaleFormatError) -> R {
        try options._lend(in: self, body)
    }
}
