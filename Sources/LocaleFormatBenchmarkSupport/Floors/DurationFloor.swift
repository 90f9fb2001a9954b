import CBenchmarkFloors

/// The floor of ``DurationFormat``: `MeasureFormat::formatMeasures` on a
/// held `MeasureFormat` and held measures.
///
/// Not `Sendable`: floors are measured on one thread.
public final class DurationFloor {
    private let raw: OpaquePointer

    /// `MeasureFormat(locale, width)` and one measure per `(unit, decimal)`,
    /// units as `MeasureUnit::forIdentifier` names them (`"hour"`).
    public init(locale: String, width: Int32, measures: [(unit: String, value: String)]) throws {
        var status: Int32 = 0
        let units = measures.map(\.unit).joined(separator: "\u{0}") + "\u{0}"
        let values = measures.map(\.value).joined(separator: "\u{0}") + "\u{0}"
        let opened = benchfloor_measfmt_open(locale, width, units, values, &status)
        raw = try FloorOutput.opened(opened, status, "MeasureFormat(\(locale))")
    }

    deinit { benchfloor_measfmt_close(raw) }

    /// One `formatMeasures` call, decoded.
    @inline(never)
    public func string() -> String {
        FloorOutput.string { out, capacity, status in benchfloor_measfmt_format(raw, out, capacity, &status) }
    }
}
