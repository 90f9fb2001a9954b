/// A zone's raw and DST offsets at any instant, from transitions taken from
/// ICU once per zone and process (no calendar per call).
///
/// ICU's history of a zone ends in an annual rule (or a fixed offset). Rules
/// are evaluated in the proleptic Gregorian calendar, which repeats after 400
/// years (146,097 days, a whole number of weeks), so the table stops one such
/// cycle after the annual rule begins, and later instants are looked up one
/// or more cycles earlier.
struct ZoneOffsetTable: Sendable {
    /// Transition instants (ms), ascending; `times[0]` is `Int64.min`.
    private let times: [Int64]
    private let raw: [Int32]
    private let dst: [Int32]
    /// Instants from here on repeat `cycle` ms earlier.
    private let periodicLimit: Int64?

    static let cycle: Int64 = 146_097 * 86_400_000

    init(_ data: ICUCalendarData.ZoneOffsets) {
        times = data.times
        raw = data.raw
        dst = data.dst
        // The shim lists every transition up to one cycle and two years after
        // the rule's first one: one cycle back from there is inside the rule.
        periodicLimit = data.periodicFrom.map { $0 + Self.cycle + 2 * 366 * 86_400_000 }
    }

    /// The offsets in force at an instant, as ICU's `TimeZone::getOffset`.
    @inline(__always)
    func offsets(at instant: Int64) -> (raw: Int32, dst: Int32) {
        var t = instant
        if let limit = periodicLimit, t >= limit {
            t -= (CivilCalendar.floorDivide(t - limit, Self.cycle) + 1) * Self.cycle
        }
        // The last index whose time is at or before t (times[0] is the minimum).
        var low = 0
        var high = times.count
        while high - low > 1 {
            let middle = (low + high) >> 1
            if times[middle] <= t { low = middle } else { high = middle }
        }
        return (raw[low], dst[low])
    }

    /// The table of a zone, built on first use and shared by every formatter
    /// of the zone; nil when ICU's data for it cannot be reproduced.
    static func shared(for zone: String) -> ZoneOffsetTable? {
        registry.value(for: zone) { Entry(table: (try? ICUCalendarData.zoneOffsets(zone)).map(ZoneOffsetTable.init)) }
            .table
    }

    private struct Entry: Sendable {
        let table: ZoneOffsetTable?
    }

    /// Zones are ICU's (about 600) or custom `GMT±hh:mm` ids.
    private static let registry = SharedRegistry<String, Entry>(capacity: 1024)
}
