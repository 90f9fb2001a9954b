/// For each date layout (locale, layout, calendar), the formatter built for
/// it most recently: what a miss that differs from it in the time zone
/// alone copies (``DateFormat/init(_:rezoning:)``) instead of opening a
/// formatter. A miss with no sibling held is built from its layout's
/// ``DateLayoutMemo`` entry when there is one, also without opening ICU.
///
/// One for the process (``shared``), whose ``build(_:)`` every registry's
/// date cache builds with: a formatter is the same whichever registry
/// built it (its options are its locale's formatting identity), and a
/// builder that is a plain function keeps a cache hit from copying its key.
/// The formatters are held here, not looked up in a cache: a miss puts its
/// entry in the cache before building it, which in a small cache may evict
/// the one built just before. At most `capacity` layouts are held (an
/// arbitrary one is dropped to make room), so what this keeps beyond the
/// caches is at most 64 formatters, about 7 MB at CLDR's largest.
final class DateZoneSiblings: Sendable {
    private let formatters: SharedRegistry<DateFormat.Options, DateFormat>
    /// What a layout's formatter compiled, for a miss with no sibling.
    let layouts: DateLayoutMemo

    init(capacity: Int, layouts: DateLayoutMemo = DateLayoutMemo(capacity: 512)) {
        formatters = SharedRegistry(capacity: max(1, capacity))
        self.layouts = layouts
    }

    /// The process's siblings, which every registry's date cache builds with.
    static let shared = DateZoneSiblings(capacity: 64, layouts: .shared)

    /// A date miss of any registry: ``shared``'s ``build(_:)``.
    /// - Throws: as ``DateFormat/init(_:)``.
    static func sharedBuild(_ options: DateFormat.Options) throws(LocaleFormatError) -> DateFormat {
        if isBypassed { return try DateFormat(options) }
        return try shared.build(options)
    }

    /// Whether this task's date misses open their formatters without the
    /// process's siblings (for a test that balances the ICU objects one
    /// thread opens and closes: siblings outlive its registries, and other
    /// tests' misses may replace them on their threads).
    @TaskLocal static var isBypassed = false

    /// A copy of the formatter last built for the same locale, layout and
    /// calendar in another zone when there is one, else a formatter opened
    /// anew; held as its layout's sibling from then on.
    /// - Throws: as ``DateFormat/init(_:)``.
    func build(_ options: DateFormat.Options) throws(LocaleFormatError) -> DateFormat {
        let built: DateFormat
        if let sibling = sibling(of: options) {
            built = try DateFormat(options, rezoning: sibling)
        } else if let entry = layouts.entry(for: options), let rebuilt = DateFormat(options, layout: entry) {
            built = rebuilt
        } else {
            built = try DateFormat(options)
            layouts.record(built)
        }
        record(built)
        return built
    }

    /// The formatter last built for `options`' layout, when its zone differs
    /// from theirs.
    func sibling(of options: DateFormat.Options) -> DateFormat? {
        guard let sibling = formatters.existing(options.layoutKey),
            sibling.options.timeZone != options.timeZone
        else { return nil }
        return sibling
    }

    /// Holds `formatter` as its layout's sibling.
    func record(_ formatter: DateFormat) { formatters.put(formatter, for: formatter.options.layoutKey) }

    /// How many layouts are held.
    var count: Int { formatters.count }
}
