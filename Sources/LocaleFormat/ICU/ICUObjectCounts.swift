internal import CICU

/// How many ICU objects the shim opened and closed, by kind, and how many
/// shim functions ran: the counters of a debug build, for leak tests
/// (opens equal closes once everything is released) and for "no ICU call
/// before the limits" tests.
///
/// Testing only: `@_spi(Testing) import LocaleFormat`. Release builds do not
/// count (``isAvailable`` is false and every count is zero).
///
/// ```swift
/// let before = ICUObjectCounts.current(.thisThread)
/// _ = try DateFormat(locale: "de", dateStyle: .full)   // opened and dropped
/// let after = ICUObjectCounts.current(.thisThread)
/// after.live(.dateFormat) - before.live(.dateFormat)     // 0
/// ```
@_spi(Testing) public struct ICUObjectCounts: Sendable, Equatable {
    /// The kinds of ICU objects the shim opens (`CICU_OBJECT_*`).
    public enum Kind: Int, CaseIterable, Sendable {
        /// `UDateFormat` (``DateFormat``).
        case dateFormat = 0
        /// `UNumberFormatter` (number, currency, unit formats; plural operands).
        case numberFormatter
        /// `UPluralRules`.
        case pluralRules
        /// `UCollator`.
        case collator
        /// The shim's `icu::MessageFormat` wrapper, opened or cloned.
        case messageFormat
        /// `UCaseMap`.
        case caseMap
        /// `icu::LocaleMatcher`.
        case localeMatcher
        /// `UCalendar`, inside one call.
        case calendar
        /// `UResourceBundle`, inside one call.
        case resourceBundle
        /// `UFormattedNumber`, inside one call.
        case formattedNumber
        /// `UEnumeration`, inside one call.
        case enumeration
        /// `UListFormatter` (``ListFormat``).
        case listFormatter
        /// `URelativeDateTimeFormatter` (``RelativeTimeFormat``).
        case relativeFormatter
        /// `UNumberRangeFormatter` (``NumberRangeFormat``).
        case numberRangeFormatter
        /// `ULocaleDisplayNames` (``DisplayNames``).
        case displayNames
        /// The shim's `icu::MeasureFormat` wrapper (``DurationFormat``).
        case measureFormat
        /// `UDateIntervalFormat` (``DateIntervalFormat``).
        case intervalFormat
        /// `UDateTimePatternGenerator` kept per locale by a process-wide
        /// cache (closed when evicted, on whichever thread evicts it).
        case sharedPatternGenerator
    }

    /// Whose counters to read.
    public enum Scope: Int32, Sendable {
        /// The whole process.
        case process = 0
        /// What the calling thread opened, closed and called: exact while
        /// other threads use ICU, for code that runs synchronously.
        case thisThread = 1
    }

    /// Whether this build counts (debug builds do).
    public static let isAvailable: Bool = {
        var counts = CICUDebugCounts()
        return cicu_debug_counts(0, &counts) != 0
    }()

    /// Objects opened, indexed by `Kind.rawValue`.
    public let opened: [Int]
    /// Objects closed, indexed by `Kind.rawValue`.
    public let closed: [Int]
    /// Shim functions that ran (each makes one or more ICU calls).
    public let calls: Int

    /// The counters now.
    public static func current(_ scope: Scope) -> ICUObjectCounts {
        var counts = CICUDebugCounts()
        _ = cicu_debug_counts(scope.rawValue, &counts)
        let opened = withUnsafeBytes(of: counts.opened) { Array($0.bindMemory(to: Int64.self)) }
        let closed = withUnsafeBytes(of: counts.closed) { Array($0.bindMemory(to: Int64.self)) }
        return ICUObjectCounts(
            opened: opened.map { Int($0) }, closed: closed.map { Int($0) }, calls: Int(counts.calls))
    }

    /// Opened of one kind.
    public func opened(_ kind: Kind) -> Int { opened.indices.contains(kind.rawValue) ? opened[kind.rawValue] : 0 }
    /// Closed of one kind.
    public func closed(_ kind: Kind) -> Int { closed.indices.contains(kind.rawValue) ? closed[kind.rawValue] : 0 }
    /// Opened minus closed of one kind.
    public func live(_ kind: Kind) -> Int { opened(kind) - closed(kind) }
    /// Opened minus closed, all kinds together.
    public var live: Int { Kind.allCases.reduce(0) { $0 + live($1) } }

    /// The kinds whose live count differs from `earlier`'s, with the change:
    /// empty when everything opened since `earlier` was closed again.
    public func liveChanges(since earlier: ICUObjectCounts) -> [Kind: Int] {
        var changes: [Kind: Int] = [:]
        for kind in Kind.allCases where live(kind) != earlier.live(kind) {
            changes[kind] = live(kind) - earlier.live(kind)
        }
        return changes
    }
}
