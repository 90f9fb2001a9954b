/// One kind of formatter in a ``Formatters`` registry, declared once there:
/// its cache by options, where its formatters are built, and its cache by
/// the strings of its lookups by strings (``Spelling``). What the registry
/// does with every kind alike (statistics, the default locale's clean-up)
/// goes through ``AnyFormatterKind``; lookups go through
/// ``Formatters/value(_:for:)``, ``Formatters/lend(_:_:_:)`` and
/// ``Formatters/spelled(_:locale:_:timeZone:other:lending:to:)``.
final class FormatterKind<Value: CachedFormatter>: Sendable {
    /// The formatters by their options.
    let byOptions: FormatterCache<Value.Options, Value>
    /// The same formatters by the strings of lookups by strings. Each entry
    /// holds a value of ``byOptions``, never one of its own, is charged its
    /// key only, and leaves when that cache lets its value go.
    let bySpelling: FormatterCache<Spelling<Value.Options>, Value>

    /// - Parameters:
    ///   - spellings: the most spellings held.
    init(_ byOptions: FormatterCache<Value.Options, Value>, spellings: Int) {
        // A spelling is charged against the kind's budget only what its own
        // entry holds (``Spelling/entryBytes(restBytes:)``, with what its
        // options keep: ``SpelledOptions/spelledBytes``): the formatter is
        // charged once, by options, however many spellings reach it. When
        // the cache by options evicts, sheds or removes a formatter, or does
        // not keep it, the spellings reaching it go too, so a spelling never
        // keeps alive a formatter that is not charged.
        self.byOptions = byOptions
        bySpelling = FormatterCache(
            capacity: spellings, budget: byOptions.budget,
            keyCharge: { $0.entryBytes(restBytes: $0.rest.spelledBytes) }, following: byOptions,
            ownerKey: { $0.options })
    }

    /// Hits, misses, evictions, size, capacity, bytes and build time, with
    /// the spellings' hits and bytes.
    var statistics: CacheStatistics { byOptions.statistics.adding(spellings: bySpelling.statistics) }

    /// Removes every formatter built for `locale` (under its formatting
    /// identity, or under the locale itself for a kind cached so), then the
    /// spellings that reached those formatters.
    func removeAll(builtFor locale: LocaleIdentifier) {
        let key = Self.key(of: locale)
        byOptions.removeAll { $0.locale == key }
        bySpelling.removeAll(whereValue: { $0.options.locale == key })
    }

    /// The locale a formatter for `locale` is cached under.
    static func key(of locale: LocaleIdentifier) -> LocaleIdentifier {
        Value.sharesFormatters ? locale.formattingIdentity : locale
    }
}

/// A ``FormatterKind`` of any value, for what a registry does with every
/// kind alike.
protocol AnyFormatterKind: Sendable {
    var kind: Formatters.Kind { get }
    var statistics: CacheStatistics { get }
    func removeAll(builtFor locale: LocaleIdentifier)
}

extension FormatterKind: AnyFormatterKind {
    var kind: Formatters.Kind { Value.kind }
}
