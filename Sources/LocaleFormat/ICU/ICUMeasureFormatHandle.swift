internal import CICU

/// Owns one ICU `MeasureFormat` (through the shim's C++ wrapper), used for
/// durations.
///
/// `@unchecked Sendable`: ICU does not document `MeasureFormat` as safe to
/// share, so handles live in an ``ICUHandlePool``, which lends each to one
/// thread at a time; a handle moves between threads but is never used by
/// two at once.
final class ICUMeasureFormatHandle: @unchecked Sendable {
    private let raw: OpaquePointer

    /// `MeasureFormat(locale, width)`; `width` as ICU numbers `UMeasureFormatWidth`.
    init(locale: String, width: Int32) throws(LocaleFormatError) {
        var status: Int32 = 0
        guard let opened = cicu_measfmt_open(locale, width, &status), !ICUStatus(rawValue: status).isFailure else {
            try ICUStatus(rawValue: status).check(.internal, "MeasureFormat(\(locale))")
            throw LocaleFormatError(.internal, "MeasureFormat(\(locale)) returned nothing")
        }
        raw = opened
    }

    deinit { cicu_measfmt_close(raw) }

    /// `MeasureFormat::formatMeasures` of `(unit, decimal text)` pairs in the
    /// order given; units as the shim numbers them (0 year … 9 nanosecond).
    /// Only for a handle this thread borrowed.
    /// - Throws: `internal` when ICU fails.
    func format(_ measures: [(unit: Int32, value: String)]) throws(LocaleFormatError) -> String {
        var bytes: [UInt8] = []
        var ranges: [Range<Int>] = []
        for measure in measures {
            let start = bytes.count
            bytes.append(contentsOf: measure.value.utf8)
            ranges.append(start..<bytes.count)
        }
        bytes.append(0)  // never empty, so the buffer has a base address
        let units = measures.map(\.unit)
        let lengths = ranges.map { Int32($0.count) }
        let count = Int32(measures.count)
        // `withUnsafeBufferPointer` rethrows untyped: carry the typed error
        // out in a Result.
        let result: Result<String, LocaleFormatError> = bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return .failure(LocaleFormatError(.internal, "no buffer")) }
            let chars = UnsafeRawPointer(base).assumingMemoryBound(to: CChar.self)
            let starts: [UnsafePointer<CChar>?] = ranges.map { chars + $0.lowerBound }
            return starts.withUnsafeBufferPointer { values in
                units.withUnsafeBufferPointer { units in
                    lengths.withUnsafeBufferPointer { lengths in
                        Result { () throws(LocaleFormatError) in
                            try ICUString.make(.internal, "MeasureFormat::formatMeasures") { out, capacity, status in
                                cicu_measfmt_format_durations(
                                    raw, units.baseAddress, values.baseAddress, lengths.baseAddress, count, out,
                                    capacity, &status)
                            }
                        }
                    }
                }
            }
        }
        return try result.get()
    }
}
