import Synchronization

/// The text of fields whose data ICU's C API does not hand over, filled by
/// ICU on first use (the field's text when a format of this locale and zone
/// formats that instant) and kept under a key that holds everything the
/// text depends on besides the locale and zone (one cache per pair, shared
/// by their formats):
///
/// - zone fields (`z`, `zzzz`, `O`, `Z`, `X`, `x`, `V`…): the field, whether
///   DST is in force (`TimeZoneFormat` picks the daylight or standard name by
///   `inDaylightTime`), the metazone in force (the names come from it:
///   `America_Pacific`) and the total offset (the GMT and ISO forms, and
///   every fallback when a name is missing);
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

    /// One field of a pattern whose text comes from here.
    struct Slot: Sendable {
        /// The `UDateFormatField` ICU's field iterator reports the text under.
        let field: Int32
        let key: Key
        /// The pattern letter and its count (capped at 15), which pick the text.
        let letter: UInt8
        let count: Int
    }

    /// `[from, to)` of the zone's metazone periods, in ICU's order.
    private let metazonePeriods: [(from: Int64, to: Int64)]
    private let texts = Mutex<[UInt64: [UInt8]]>([:])
    /// The first texts filled, read without a lock or a reference count (a
    /// lock every thread formatting with this locale and zone took on every
    /// call cost two threads 2.2× one thread's CPU). A format needs a few.
    private let published = PublishedTexts(maximumVersions: 16, maximumTexts: 32)

    /// Keys kept per locale and zone: a zone has a few per field (standard
    /// and daylight time per metazone); historical offsets add one each.
    static let capacity = 512

    private init(metazonePeriods: [(from: Int64, to: Int64)]) {
        self.metazonePeriods = metazonePeriods
    }

    /// The cache of a locale id and zone, shared by their formats; nil when
    /// the zone's metazones cannot be read as ICU reads them.
    static func shared(locale: String, zone: String) -> FieldTextCache? {
        guard let periods = metazonePeriods(of: zone) else { return nil }
        return registry.value(for: LocaleAndZone(locale: locale, zone: zone)) {
            FieldTextCache(metazonePeriods: periods)
        }
    }

    private struct LocaleAndZone: Hashable, Sendable {
        let locale: String
        let zone: String
    }

    private static let registry = SharedRegistry<LocaleAndZone, FieldTextCache>(capacity: 1024)

    /// The text of `slot` at `instant`, whose fields are `fields` and zone
    /// offsets `raw` + `dst`, filled through `handle` (a format of this
    /// locale and zone whose first field of the slot's kind is the slot's);
    /// nil when ICU fails.
    func text(
        _ slot: Slot, at instant: Int64, _ fields: CivilFields, raw: Int32, dst: Int32, handle: LazyDateHandle
    ) -> FieldText? {
        let detail: UInt64
        switch slot.key {
        case .zone:
            var metazone = -1
            for (index, period) in metazonePeriods.enumerated() where period.from <= instant && instant < period.to {
                metazone = index
                break
            }
            detail =
                UInt64(UInt32(bitPattern: raw &+ dst)) | UInt64(UInt16(truncatingIfNeeded: metazone + 1)) << 32
                | (dst != 0 ? 1 << 48 : 0)
        case .era:
            detail = UInt64(UInt32(bitPattern: fields.era))
        case .amPm:
            detail = fields.millisecondsInDay >= 43_200_000 ? 1 : 0
        }
        let key = detail | UInt64(slot.letter & 0x7F) << 49 | UInt64(min(slot.count, 15)) << 56
        if let text = published.text(for: key) { return .published(text) }
        if let known = texts.withLock({ $0[key] }) { return .bytes(known) }
        guard let text = try? handle.handle().fieldText(slot.field, at: Double(instant)) else { return nil }
        let bytes = Array(text.utf8)
        texts.withLock {
            if $0.count < Self.capacity { $0[key] = bytes }
        }
        published.publish(key, bytes)
        return .bytes(bytes)
    }
}

extension FieldTextCache {
    /// A zone's metazone periods, read once per zone and process; nil when
    /// ICU's data cannot be read the way ICU reads it.
    static func metazonePeriods(of zone: String) -> [(from: Int64, to: Int64)]? {
        periodRegistry.value(for: zone) { MetazonePeriods(periods: try? ICUCalendarData.metazonePeriods(zone)) }.periods
    }

    private struct MetazonePeriods: Sendable {
        let periods: [(from: Int64, to: Int64)]?
    }

    private static let periodRegistry = SharedRegistry<String, MetazonePeriods>(capacity: 1024)
}
