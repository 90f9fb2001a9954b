internal import CICU

/// Calendar and zone data the compiled date path takes from ICU once per
/// process (per zone, or once for the Japanese eras): the single place that
/// passes arrays to the shim for it.
enum ICUCalendarData {
    /// A zone's offsets as ICU's calendars see them (`cicu_zone_offsets`).
    struct ZoneOffsets: Sendable {
        /// Transition instants in milliseconds, ascending; the first entry
        /// (`Int64.min`) stands for "before the first transition".
        var times: [Int64]
        /// Raw and DST offsets (milliseconds) in force from `times[i]`.
        var raw: [Int32]
        var dst: [Int32]
        /// Where the offsets start repeating every 146097 days, when the zone
        /// ends in an annual rule.
        var periodicFrom: Int64?
    }

    /// The offsets of a zone ICU knows.
    /// - Throws: `internal` when ICU fails, or when its transitions disagree
    ///   with its own `getOffset` (the compiled path then leaves the zone to ICU).
    static func zoneOffsets(_ zone: String) throws -> ZoneOffsets {
        var capacity = 2048
        for _ in 0..<2 {
            var times = [Double](repeating: 0, count: capacity)
            var raw = [Int32](repeating: 0, count: capacity)
            var dst = [Int32](repeating: 0, count: capacity)
            var periodicFrom = Double.nan
            var status: Int32 = 0
            let count = times.withUnsafeMutableBufferPointer { t in
                raw.withUnsafeMutableBufferPointer { r in
                    dst.withUnsafeMutableBufferPointer { d in
                        cicu_zone_offsets(
                            zone, Int32(zone.utf8.count), t.baseAddress, r.baseAddress, d.baseAddress,
                            Int32(capacity), &periodicFrom, &status)
                    }
                }
            }
            if status == ICUStatus.bufferOverflow, Int(count) > capacity {
                capacity = Int(count)
                continue
            }
            try ICUStatus(rawValue: status).check(.internal, "zone offsets of \(zone)")
            let n = Int(count)
            guard n >= 1 else { throw LocaleFormatError(.internal, "zone offsets of \(zone): none") }
            var instants: [Int64] = [Int64.min]
            instants.reserveCapacity(n)
            for time in times[1..<n] {
                guard time.isFinite, time.magnitude < 9.0e18 else {
                    throw LocaleFormatError(.internal, "zone offsets of \(zone): transition at \(time)")
                }
                instants.append(Int64(time))
            }
            return ZoneOffsets(
                times: instants, raw: Array(raw[0..<n]), dst: Array(dst[0..<n]),
                periodicFrom: periodicFrom.isFinite ? Int64(periodicFrom) : nil)
        }
        throw LocaleFormatError(.internal, "zone offsets of \(zone): the count kept changing")
    }

    /// A zone's metazone periods `[from, to)` in milliseconds, in ICU's order.
    /// - Throws: `internal` when ICU's data cannot be read as ICU reads it.
    static func metazonePeriods(_ zone: String) throws -> [(from: Int64, to: Int64)] {
        var capacity = 16
        for _ in 0..<2 {
            var bounds = [Double](repeating: 0, count: 2 * capacity)
            var status: Int32 = 0
            let count = bounds.withUnsafeMutableBufferPointer {
                cicu_metazone_periods(zone, Int32(zone.utf8.count), $0.baseAddress, Int32(capacity), &status)
            }
            if status == ICUStatus.bufferOverflow, Int(count) > capacity {
                capacity = Int(count)
                continue
            }
            try ICUStatus(rawValue: status).check(.internal, "metazones of \(zone)")
            return (0..<Int(count)).map { (Int64(bounds[2 * $0]), Int64(bounds[2 * $0 + 1])) }
        }
        throw LocaleFormatError(.internal, "metazones of \(zone): the count kept changing")
    }

    /// The start dates (year, month 1…12, day, in the calendar's own fields)
    /// of the Japanese calendar's eras, as ICU's `JapaneseCalendar` uses them.
    static func japaneseEraStarts() throws -> [(year: Int32, month: Int32, day: Int32)] {
        var capacity = 320
        for _ in 0..<2 {
            var ymd = [Int32](repeating: 0, count: 3 * capacity)
            var status: Int32 = 0
            let count = ymd.withUnsafeMutableBufferPointer {
                cicu_japanese_era_starts($0.baseAddress, Int32(capacity), &status)
            }
            if status == ICUStatus.bufferOverflow, Int(count) > capacity {
                capacity = Int(count)
                continue
            }
            try ICUStatus(rawValue: status).check(.internal, "Japanese eras")
            return (0..<Int(count)).map { (ymd[3 * $0], ymd[3 * $0 + 1], ymd[3 * $0 + 2]) }
        }
        throw LocaleFormatError(.internal, "Japanese eras: the count kept changing")
    }
}
