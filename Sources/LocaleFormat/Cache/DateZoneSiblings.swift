import Synchronization

/// For each date layout (locale, layout, calendar), the formatter built for
/// it most recently: what a miss that differs from it in the time zone
/// alone copies (``DateFormat/init(_:rezoning:)``) instead of opening a
/// formatter.
///
/// The formatters are held here, not looked up in the cache: a miss puts
/// its entry in the cache before building it, which in a small cache may
/// evict the one built just before. At most `capacity` layouts are held (an
/// arbitrary one is dropped to make room), so what this keeps beyond the
/// cache is at most `capacity` formatters (64 in ``Formatters/shared``,
/// about 7 MB at CLDR's largest date formats).
final class DateZoneSiblings: Sendable {
    private let formatters = Mutex<[DateFormat.Options: DateFormat]>([:])
    private let capacity: Int

    init(capacity: Int) { self.capacity = max(1, capacity) }

    /// The formatter last built for `options`' layout, when its zone differs
    /// from theirs.
    func sibling(of options: DateFormat.Options) -> DateFormat? {
        guard let sibling = formatters.withLock({ $0[Self.layout(of: options)] }),
            sibling.options.timeZone != options.timeZone
        else { return nil }
        return sibling
    }

    /// Holds `formatter` as its layout's sibling.
    func record(_ formatter: DateFormat) {
        let layout = Self.layout(of: formatter.options)
        formatters.withLock { formatters in
            if formatters[layout] == nil, formatters.count >= capacity, let some = formatters.keys.first {
                formatters[some] = nil
            }
            formatters[layout] = formatter
        }
    }

    /// Drops the formatters of `locale` (when the cache drops its entries).
    func removeAll(locale: LocaleIdentifier) {
        formatters.withLock { formatters in formatters = formatters.filter { $0.key.locale != locale } }
    }

    /// How many layouts are held.
    var count: Int { formatters.withLock { $0.count } }

    /// The options with the zone left out (set to UTC for every layout).
    private static func layout(of options: DateFormat.Options) -> DateFormat.Options {
        var layout = options
        layout.timeZone = .utc
        return layout
    }
}
