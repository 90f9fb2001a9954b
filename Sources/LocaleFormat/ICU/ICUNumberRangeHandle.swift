internal import CICU

/// Owns one ICU `UNumberRangeFormatter`.
///
/// `@unchecked Sendable`: ICU documents a `UNumberRangeFormatter` as safe
/// to share between threads; each format call opens a result object of its
/// own (`cicu_unumrf_format_decimal_range`).
final class ICUNumberRangeHandle: @unchecked Sendable {
    let raw: OpaquePointer

    /// `unumrf_openForSkeletonWithCollapseAndIdentityFallback`; `collapse` and
    /// `identityFallback` as ICU numbers them.
    /// - Throws: `internal` when ICU fails (the skeleton is ours).
    init(skeleton: String, collapse: Int32, identityFallback: Int32, locale: String) throws(LocaleFormatError) {
        var status: Int32 = 0
        let opened = cicu_unumrf_open(
            skeleton, Int32(clamping: skeleton.utf8.count), collapse, identityFallback, locale, &status)
        guard let opened, !ICUStatus(rawValue: status).isFailure else {
            try ICUStatus(rawValue: status).check(.internal, "unumrf_openForSkeleton(\(skeleton), \(locale))")
            throw LocaleFormatError(.internal, "unumrf_openForSkeleton(\(skeleton)) returned no formatter")
        }
        raw = opened
    }

    deinit { cicu_unumrf_close(raw) }

    /// `unumrf_formatDecimalRange` of two decimals in ICU's decNumber syntax.
    /// - Throws: `internal` when ICU fails.
    func format(start: String, end: String) throws(LocaleFormatError) -> String {
        try ICUString.withUTF8Text(start) { (first, firstLength) throws(LocaleFormatError) in
            try ICUString.withUTF8Text(end) { (second, secondLength) throws(LocaleFormatError) in
                try ICUString.make(.internal, "unumrf_formatDecimalRange") { out, capacity, status in
                    cicu_unumrf_format_decimal_range(
                        raw, first, firstLength, second, secondLength, out, capacity, &status)
                }
            }
        }
    }
}
