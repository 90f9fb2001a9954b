/// For each date layout (locale, layout, calendar; the zone left out) a
/// formatter compiled, what building its next formatter needs without
/// opening ICU: the pattern and the compiled writers (``CompiledDateFormat``
/// keeps no ICU format), so that a layout whose formatter was evicted, or
/// that another registry built, costs a small part of a miss the next time
/// (``DateFormat/init(_:layout:)``; ICU's format is opened only when a call
/// needs it).
///
/// Plain Swift data shared with the formatters (the writers, the locale's
/// symbols and the zone tables they point to): at most `capacity` layouts,
/// an arbitrary one dropped to make room, a few kilobytes each. Layouts
/// whose calls are left to ICU are not kept.
final class DateLayoutMemo: Sendable {
    /// What a layout's next formatter is built from.
    struct Entry: Sendable {
        /// The pattern ICU resolved for the layout.
        let pattern: String
        /// The layout compiled, in the zone of the formatter that compiled it.
        let compiled: CompiledDateFormat
        /// What ICU allocated opening the layout's format (its deferred zone
        /// format included): what a formatter built from the entry is
        /// charged for the format it may open.
        let bytes: Int
    }

    private let entries: SharedRegistry<DateFormat.Options, Entry>

    init(capacity: Int) { entries = SharedRegistry(capacity: max(1, capacity)) }

    /// The process's memo, which every registry's date misses use.
    static let shared = DateLayoutMemo(capacity: 512)

    /// The entry of `options`' layout, if one is kept.
    func entry(for options: DateFormat.Options) -> Entry? { entries.existing(options.layoutKey) }

    /// Keeps what `formatter` compiled as its layout's entry; nothing for a
    /// formatter left to ICU.
    func record(_ formatter: DateFormat) {
        guard let entry = formatter.layoutEntry else { return }
        entries.put(entry, for: formatter.options.layoutKey)
    }

    /// How many layouts are kept.
    var count: Int { entries.count }
}

extension DateFormat.Options {
    /// These options with the zone left out (set to UTC): the key of their
    /// layout (locale, layout, calendar) in ``DateLayoutMemo`` and
    /// ``DateZoneSiblings``.
    var layoutKey: DateFormat.Options {
        var layout = self
        layout.timeZone = .utc
        return layout
    }
}
