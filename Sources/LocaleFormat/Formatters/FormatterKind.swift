/// One kind of formatter in a ``Formatters`` registry, declared once there:
/// its cache by options, where its formatters are built. What the registry
/// does with every kind alike (statistics, the default locale's clean-up)
/// goes through ``AnyFormatterKind``; lookups by options and lending go
/// through ``Formatters/value(_:for:)`` and ``Formatters/lend(_:_:_:)``.
class FormatterKind<Value: CachedFormatter>: @unchecked Sendable {
    // Unchecked: the stored properties are immutable and Sendable; the class
    // is not final only so that ``SpelledFormatterKind`` can add its cache.

    /// The formatters by their options.
    final let byOptions: FormatterCache<Value.Options, Value>

    init(_ byOptions: FormatterCache<Value.Options, Value>) { self.byOptions = byOptions }

    /// Hits, misses, evictions, size, capacity, bytes and build time.
    var statistics: CacheStatistics { byOptions.statistics }

    /// Removes every formatter built for `locale`: under its formatting
    /// identity, or under the locale itself for a kind cached so.
    func removeAll(builtFor locale: LocaleIdentifier) {
        let key = Self.key(of: locale)
        byOptions.removeAll { $0.locale == key }
    }

    /// The locale a formatter for `locale` is cached under.
    static func key(of locale: LocaleIdentifier) -> LocaleIdentifier {
        Value.sharesFormatters ? locale.formattingIdentity : locale
    }
}

/// A ``FormatterKind`` looked up by strings too: the same formatters by the
/// strings of its lookups by strings (``Spelling``).
final class SpelledFormatterKind<Value: CachedFormatter>: FormatterKind<Value>, @unchecked Sendable {
    /// Each entry holds a value of ``FormatterKind/byOptions``, never one of
    /// its own, is charged its key only, and leaves when that cache lets its
    /// value go.
    let bySpelling: FormatterCache<Spelling<Value.Options>, Value>

    /// - Parameters:
    ///   - spellings: the most spellings held.
    ///   - restBytes: what a spelling's other options hold besides its
    ///     strings (a pattern, a skeleton), charged with its key.
    init(
        _ byOptions: FormatterCache<Value.Options, Value>, spellings: Int,
        restBytes: @escaping @Sendable (Value.Options) -> Int = { _ in 0 }
    ) {
        // A spelling is charged against the kind's budget only what its own
        // entry holds (``Spelling/entryBytes(restBytes:)``): the formatter is
        // charged once, by options, however many spellings reach it. When
        // the cache by options evicts, sheds or removes a formatter, or does
        // not keep it, the spellings reaching it go too, so a spelling never
        // keeps alive a formatter that is not charged.
        bySpelling = FormatterCache(
            capacity: spellings, budget: byOptions.budget,
            keyCharge: { $0.entryBytes(restBytes: restBytes($0.rest)) }, following: byOptions,
            ownerKey: { $0.options })
        super.init(byOptions)
    }

    /// As the kind's, with the spellings' hits and bytes.
    override var statistics: CacheStatistics {
        byOptions.statistics.adding(spellings: bySpelling.statistics)
    }

    /// As the kind's, then the spellings that reached those formatters.
    override func removeAll(builtFor locale: LocaleIdentifier) {
        super.removeAll(builtFor: locale)
        let key = Self.key(of: locale)
        bySpelling.removeAll(whereValue: { $0.options.locale == key })
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
