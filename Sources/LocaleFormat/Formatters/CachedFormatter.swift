/// A value ``Formatters`` caches by its options: every formatter kind.
/// A kind's declaration is its conformance here and one ``FormatterKind``
/// in ``Formatters``; lookups by options, lending, statistics and the
/// default locale's clean-up are derived from them.
protocol CachedFormatter: AnyObject, Sendable {
    associatedtype Options: LocaleKeyed
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

extension DateFormat.Options: LocaleKeyed {}
extension DateFormat: CachedFormatter {
    static var kind: Formatters.Kind { .date }
    static func cachedBuild(_ options: Options) throws(LocaleFormatError) -> DateFormat {
        try DateZoneSiblings.sharedBuild(options)
    }
}
extension NumberFormat.Options: LocaleKeyed {}
extension NumberFormat: CachedFormatter { static var kind: Formatters.Kind { .number } }
extension CurrencyFormat.Options: LocaleKeyed {}
extension CurrencyFormat: CachedFormatter { static var kind: Formatters.Kind { .currency } }
extension UnitFormat.Options: LocaleKeyed {}
extension UnitFormat: CachedFormatter { static var kind: Formatters.Kind { .unit } }
extension PluralRules.Options: LocaleKeyed {}
extension PluralRules: CachedFormatter {
    static var kind: Formatters.Kind { .pluralRules }
    static var sharesFormatters: Bool { false }
}
extension Collator.Options: LocaleKeyed {}
extension Collator: CachedFormatter { static var kind: Formatters.Kind { .collator } }
extension MessageFormat.Options: LocaleKeyed {}
extension MessageFormat: CachedFormatter { static var kind: Formatters.Kind { .message } }
extension CaseMapper.Options: LocaleKeyed {}
extension CaseMapper: CachedFormatter { static var kind: Formatters.Kind { .caseMapper } }
extension ListFormat.Options: LocaleKeyed {}
extension ListFormat: CachedFormatter { static var kind: Formatters.Kind { .list } }
extension RelativeTimeFormat.Options: LocaleKeyed {}
extension RelativeTimeFormat: CachedFormatter { static var kind: Formatters.Kind { .relativeTime } }
extension NumberRangeFormat.Options: LocaleKeyed {}
extension NumberRangeFormat: CachedFormatter { static var kind: Formatters.Kind { .numberRange } }
extension DisplayNames.Options: LocaleKeyed {}
extension DisplayNames: CachedFormatter { static var kind: Formatters.Kind { .displayNames } }
extension DurationFormat.Options: LocaleKeyed {}
extension DurationFormat: CachedFormatter { static var kind: Formatters.Kind { .duration } }
extension DateIntervalFormat.Options: LocaleKeyed {}
extension DateIntervalFormat: CachedFormatter { static var kind: Formatters.Kind { .dateInterval } }
