import Synchronization

/// The text of fields whose data ICU's C API does not hand over, filled by
/// ICU on first use (the field's text when the format formats that instant)
/// and kept under a key that holds everything the text depends on:
///
/// - zone fields (`z`, `zzzz`, `O`, `Z`, `X`, `x`, `V`…): the zone (fixed per
///   format), whether DST is in force (`TimeZoneFormat` picks the daylight
///   or standard name by `inDaylightTime`), the metazone in force (the names
///   come from it: `America_Pacific`) and the total offset (the GMT and ISO
///   forms, and every fallback when a name is missing);
/// - narrow eras (`GGGGG`): the era;
/// - narrow AM/PM markers (`aaaaa`): AM or PM.
///
/// Generic zone names (`v`, `vvvv`) depend on more (DST in the months around
/// the instant, the metazone's reference zone) and are not compiled.
final class FieldTextCache: Sendable {
    /// What decides a slot's text.
    enum Key: Sendable {
        case zone, era, amPm
    }

    struct Slot: Sendable {
        /// The `UDateFormatField` ICU's field iterator reports the text under.
        let field: Int32
        let key: Key
    }

    private let slots: [Slot]
    /// `[from, to)` of the zone's metazone periods, in ICU's order.
    private let metazonePeriods: [(from: Int64, to: Int64)]
    private let handle: ICUDateHandle
    private let texts = Mutex<[UInt64: [UInt8]]>([:])

    /// Keys kept per format: a zone has a few (standard and daylight time per
    /// metazone); historical offsets add one each, and are bounded too.
    static let capacity = 512

    init(slots: [Slot], metazonePeriods: [(from: Int64, to: Int64)], handle: ICUDateHandle) {
        self.slots = slots
        self.metazonePeriods = metazonePeriods
        self.handle = handle
    }

    /// The text of `slot` at `instant`, whose fields are `fields` and zone
    /// offsets `raw` + `dst`; nil when ICU fails.
    func text(slot: Int, at instant: Int64, _ fields: CivilFields, raw: Int32, dst: Int32) -> [UInt8]? {
        let detail: UInt64
        switch slots[slot].key {
        case .zone:
            var metazone = -1
            for (index, period) in metazonePeriods.enumerated() where period.from <= instant && instant < period.to {
                metazone = index
                break
            }
            detail = UInt64(UInt32(bitPattern: raw &+ dst)) | UInt64(UInt16(truncatingIfNeeded: metazone + 1)) << 32
                | (dst != 0 ? 1 << 48 : 0)
        case .era:
            detail = UInt64(UInt32(bitPattern: fields.era))
        case .amPm:
            detail = fields.millisecondsInDay >= 43_200_000 ? 1 : 0
        }
        let key = detail | UInt64(slot) << 49
        if let known = texts.withLock({ $0[key] }) { return known }
        guard let text = try? handle.fieldText(slots[slot].field, at: Double(instant)) else { return nil }
        let bytes = Array(text.utf8)
        texts.withLock {
            if $0.count < Self.capacity { $0[key] = bytes }
        }
        return bytes
    }
}

extension FieldTextCache {
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
