internal import CICU
import Synchronization

/// Owns one ICU `UDateTimePatternGenerator` for a locale.
///
/// `@unchecked Sendable`: ICU's generator is not thread-safe (finding a best
/// pattern updates its internal state), so every use holds `lock`.
final class ICUPatternGeneratorHandle: @unchecked Sendable {
    private let raw: OpaquePointer
    private let lock = Mutex(())

    /// `udatpg_open(locale)`.
    /// - Throws: `internal` when ICU cannot open one.
    init(locale: String) throws(LocaleFormatError) {
        var status: Int32 = 0
        guard let opened = cicu_udatpg_open(locale, &status), !ICUStatus(rawValue: status).isFailure else {
            try ICUStatus(rawValue: status).check(.internal, "udatpg_open(\(locale))")
            throw LocaleFormatError(.internal, "udatpg_open(\(locale)) returned no generator")
        }
        raw = opened
    }

    deinit { cicu_udatpg_close(raw) }

    /// The locale's best pattern for `skeleton` (`udatpg_getBestPattern`).
    /// - Throws: `invalidPattern` when ICU has none.
    func bestPattern(skeleton: String) throws(LocaleFormatError) -> String {
        try lock.withLock { _ throws(LocaleFormatError) in
            try ICUString.make(.invalidPattern, "no pattern for skeleton \"\(skeleton)\"") { out, cap, st in
                cicu_udatpg_best(raw, skeleton, Int32(skeleton.utf8.count), out, cap, &st)
            }
        }
    }
}
