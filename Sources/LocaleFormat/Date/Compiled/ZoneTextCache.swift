import Synchronization

/// The text of a format's zone fields (`z`, `zzzz`, `O`, `Z`, `X`, `x`, `V`…),
/// filled by ICU on first use and kept under a key that holds everything
/// those texts depend on at an instant:
///
/// - the zone (fixed per format) and the field (the slot),
/// - whether DST is in force (`TimeZoneFormat` picks the daylight or standard
///   name by `inDaylightTime`),
/// - the metazone in force (the names come from it: `America_Pacific`), and
/// - the total offset (the localized GMT and ISO forms, and every fallback
///   when a name is missing).
///
/// Generic names (`v`, `vvvv`) depend on more (DST in the months around the
/// instant, the metazone's reference zone) and are not compiled.
final class ZoneTextCache: Sendable {
    /// `UDateFormatField` of each slot's field, for ICU's field iterator.
    private let fields: [Int32]
    /// `[from, to)` of the zone's metazone periods, in ICU's order.
    private let metazonePeriods: [(from: Int64, to: Int64)]
    private let handle: ICUDateHandle
    private let texts = Mutex<[UInt64: [UInt8]]>([:])

    /// Keys kept per format: a zone has a few (standard and daylight time per
    /// metazone); historical offsets add one each, and are bounded too.
    static let capacity = 512

    init(fields: [Int32], metazonePeriods: [(from: Int64, to: Int64)], handle: ICUDateHandle) {
        self.fields = fields
        self.metazonePeriods = metazonePeriods
        self.handle = handle
    }

    /// The text of `slot` at `instant`, where the zone's offsets are `raw` + `dst`;
    /// nil when ICU fails.
    func text(slot: Int, at instant: Int64, raw: Int32, dst: Int32) -> [UInt8]? {
        var metazone = -1
        for (index, period) in metazonePeriods.enumerated() where period.from <= instant && instant < period.to {
            metazone = index
            break
        }
        let offset = UInt64(UInt32(bitPattern: raw &+ dst))
        let key = offset | UInt64(UInt16(truncatingIfNeeded: metazone + 1)) << 32
            | (dst != 0 ? 1 << 48 : 0) | UInt64(slot) << 49
        if let known = texts.withLock({ $0[key] }) { return known }
        guard let text = try? handle.fieldText(fields[slot], at: Double(instant)) else { return nil }
        let bytes = Array(text.utf8)
        texts.withLock {
            if $0.count < Self.capacity { $0[key] = bytes }
        }
        return bytes
    }
}

extension ZoneTextCache {
    /// A zone's metazone periods, read once per zone and process; nil when
    /// ICU's data cannot be read the way ICU reads it.
    static func metazonePeriods(of zone: String) -> [(from: Int64, to: Int64)]? {
        if let known = periodRegistry.withLock({ $0[zone] }) { return known }
        let periods = try? ICUCalendarData.metazonePeriods(zone)
        periodRegistry.withLock { $0[zone] = .some(periods) }
        return periods
    }

    private static let periodRegistry = Mutex<[String: [(from: Int64, to: Int64)]?]>([:])
}
