internal import CICU

/// Owns one ICU `UDateIntervalFormat`.
///
/// `@unchecked Sendable`: formatting takes a `const UDateIntervalFormat *`,
/// and ICU 72's `DateIntervalFormat` formats under one process-wide mutex,
/// so one format may serve many threads (one at a time).
final class ICUIntervalHandle: @unchecked Sendable {
    let raw: OpaquePointer

    /// `udtitvfmt_open(locale, skeleton, timeZone)`.
    /// - Throws: `invalidPattern` when ICU rejects the skeleton; `internal`
    ///   when ICU fails otherwise.
    init(locale: String, skeleton: String, timeZone: String) throws(LocaleFormatError) {
        var status: Int32 = 0
        let opened = cicu_udtitvfmt_open(
            locale, skeleton, Int32(clamping: skeleton.utf8.count), timeZone, Int32(clamping: timeZone.utf8.count),
            &status)
        guard let opened, !ICUStatus(rawValue: status).isFailure else {
            let failure = ICUStatus(rawValue: status)
            try failure.check(
                failure.name == "U_ILLEGAL_ARGUMENT_ERROR" ? .invalidPattern : .internal,
                "udtitvfmt_open(\(locale), \(skeleton))")
            throw LocaleFormatError(.internal, "udtitvfmt_open(\(locale)) returned nothing")
        }
        raw = opened
    }

    deinit { cicu_udtitvfmt_close(raw) }

    /// The interval's text (`udtitvfmt_format`).
    /// - Throws: `internal` when ICU fails.
    func format(start: Double, end: Double) throws(LocaleFormatError) -> String {
        try ICUString.make(.internal, "udtitvfmt_format") { out, capacity, status in
            cicu_udtitvfmt_format(raw, start, end, nil, out, capacity, &status)
        }
    }

    /// The interval's text, and whether ICU marked a span in it (false when
    /// the instants agree in every field shown and ICU wrote one date).
    /// - Throws: `internal` when ICU fails.
    func formatWithSpan(start: Double, end: Double) throws(LocaleFormatError) -> (text: String, hasSpan: Bool) {
        var hasSpan: Int8 = 0
        let text = try ICUString.make(.internal, "udtitvfmt_formatToResult") { out, capacity, status in
            cicu_udtitvfmt_format(raw, start, end, &hasSpan, out, capacity, &status)
        }
        return (text, hasSpan != 0)
    }

    /// `udatpg_getSkeleton(NULL, pattern)`.
    static func skeleton(ofPattern pattern: String) throws(LocaleFormatError) -> String {
        try ICUString.make(.internal, "udatpg_getSkeleton") { out, capacity, status in
            cicu_udatpg_get_skeleton(pattern, Int32(clamping: pattern.utf8.count), out, capacity, &status)
        }
    }
}
