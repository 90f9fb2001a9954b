/// Joins strings into a list by a locale's rules: "A, B, and C", "A, B, or
/// C", "5 pounds, 12 ounces" (ICU's `ulistfmt`, as ECMA-402's
/// `Intl.ListFormat` and Foundation's `ListFormatStyle`).
///
/// ```swift
/// let or = try Formatters.shared.list(locale: "es", type: .or)
/// try or.string(from: ["siete", "ocho"])          // "siete u ocho": "o" becomes "u" before an o sound
/// let and = try Formatters.shared.list(locale: "en")
/// try and.string(from: ["A", "B", "C"])            // "A, B, and C"
/// try Formatters.shared.list(locale: "de").string(from: ["A", "B", "C"])   // "A, B und C"
/// try Formatters.shared.list(locale: "ja").string(from: ["A", "B", "C"])   // "A、B、C"
/// ```
///
/// Items are written as given: none is trimmed, escaped or dropped; no
/// items give `""`, one item gives itself, and empty items stay
/// (`["", ""]` in English is `" and "`). Where a locale's joining word
/// depends on the next item (Spanish `y`/`e`, `o`/`u`; Hebrew `ו`), ICU
/// chooses it.
///
/// Cost and sharing: opening one costs microseconds; a `ListFormat` is
/// immutable and safe to use from many threads at once.
public final class ListFormat: Sendable {
    /// What the list means.
    public enum ListType: String, Hashable, Sendable, CaseIterable {
        /// A conjunction: "A, B, and C".
        case and
        /// A disjunction: "A, B, or C".
        case or
        /// A list of measures: "5 pounds, 12 ounces".
        case units

        var icuValue: Int32 {
            switch self {
            case .and: 0
            case .or: 1
            case .units: 2
            }
        }
    }

    /// How long the joining words are.
    public enum Width: String, Hashable, Sendable, CaseIterable {
        /// ICU's `WIDE`: "A, B, and C".
        case long
        /// "A, B, & C" in English.
        case short
        /// "A, B, C" for English units.
        case narrow

        var icuValue: Int32 {
            switch self {
            case .long: 0
            case .short: 1
            case .narrow: 2
            }
        }
    }

    /// The locale, type and width the format was opened with.
    public let options: Options

    let handle: ICUListHandle

    /// Opens a list format (uncached: ``Formatters/list(_:)`` shares one
    /// per options).
    /// - Throws: ``LocaleFormatError`` `internal` when ICU fails.
    public init(_ options: Options) throws(LocaleFormatError) {
        self.options = options
        self.handle = try ICUListHandle(
            locale: options.locale.dataID, type: options.type.icuValue, width: options.width.icuValue)
    }

    /// The items joined into one list, in the order given.
    /// - Throws: ``LocaleFormatError`` `limitExceeded` when the items are too
    ///   long for ICU (2 GiB); `internal` when ICU fails.
    public func string(from items: [String]) throws(LocaleFormatError) -> String {
        try handle.format(items)
    }
}

extension ListFormat {
    /// Everything that determines a list format: the key of
    /// ``Formatters/list(_:)``.
    public struct Options: Hashable, Sendable {
        /// The locale whose list patterns apply.
        public var locale: LocaleIdentifier
        /// What the list means; `.and` by default.
        public var type: ListType
        /// How long the joining words are; `.long` by default.
        public var width: Width

        /// Collects options.
        public init(locale: LocaleIdentifier, type: ListType = .and, width: Width = .long) {
            self.locale = locale
            self.type = type
            self.width = width
        }
    }
}

extension ListFormat.Options: FormatterCacheKey {
    @inline(__always)
    var cacheHash: Int {
        var mixer = CacheHashMixer()
        mixer.combine(locale.cacheHash)
        mixer.combine(Int(type.icuValue) << 2 | Int(width.icuValue))
        return mixer.value
    }
}
