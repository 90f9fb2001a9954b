/// A value ``Formatters`` caches by its options: every formatter kind.
/// A kind's declaration is its conformance (in its `Formatters+<Kind>.swift`,
/// beside its options' ``SpelledOptions`` and ``CachedOptions``) and one
/// ``FormatterKind`` in ``Formatters``; lookups by options and by strings,
/// lending, statistics and the default locale's clean-up are derived from
/// them.
protocol CachedFormatter: AnyObject, Sendable {
    associatedtype Options: SpelledOptions
    /// The kind, for ``Formatters/statistics(for:)``.
    static var kind: Formatters.Kind { get }
    /// Whether the value is cached under its locale's formatting identity
    /// (formatters: locales without data of their own share their data
    /// locale's) or under the locale itself (plural rules, which ICU reads
    /// by the canonical id).
    static var sharesFormatters: Bool { get }
    /// What the value was built for: its key by options.
    var options: Options { get }
    /// Builds the value of a miss; `init(_:)` unless the kind says otherwise.
    static func cachedBuild(_ options: Options) throws(LocaleFormatError) -> Self
    init(_ options: Options) throws(LocaleFormatError)
}

extension CachedFormatter {
    static var sharesFormatters: Bool { true }

    static func cachedBuild(_ options: Options) throws(LocaleFormatError) -> Self { try Self(options) }
}
