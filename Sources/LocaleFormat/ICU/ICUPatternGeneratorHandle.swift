internal import CICU
import Synchronization

/// Owns one ICU `UDateTimePatternGenerator` for a locale.
///
/// ICU's generator is not thread-safe (finding a best pattern updates its
/// internal state), so it is reached only through its lock.
final class ICUPatternGeneratorHandle: Sendable {
    /// The generator, behind its lock (not a lock of `Void` beside it: Thread
    /// Sanitizer reports accesses to a zero-sized locked value as races).
    private let generator: Mutex<OpaquePointer>

    /// `udatpg_open(locale)`.
    /// - Throws: `internal` when ICU cannot open one.
    init(locale: String) throws(LocaleFormatError) {
        var status: Int32 = 0
        guard let opened = cicu_udatpg_open(locale, &status), !ICUStatus(rawValue: status).isFailure else {
            try ICUStatus(rawValue: status).check(.internal, "udatpg_open(\(locale))")
            throw LocaleFormatError(.internal, "udatpg_open(\(locale)) returned no generator")
        }
        generator = Mutex(opened)
    }

    deinit { generator.withLock { cicu_udatpg_close($0) } }

    /// The locale's best pattern for `skeleton` (`udatpg_getBestPattern`).
    /// - Throws: `invalidPattern` when ICU has none.
    func bestPattern(skeleton: String) throws(LocaleFormatError) -> String {
        try generator.withLock { raw throws(LocaleFormatError) in
            try ICUString.make(.invalidPattern, "no pattern for skeleton \"\(skeleton)\"") { out, cap, st in
                cicu_udatpg_best(raw, skeleton, Int32(skeleton.utf8.count), out, cap, &st)
            }
        }
    }

    /// The locale's preferred hour cycle (`udatpg_getDefaultHourCycle`):
    /// 0 h11, 1 h12, 2 h23, 3 h24.
    /// - Throws: `internal` when ICU fails.
    func defaultHourCycle() throws(LocaleFormatError) -> Int32 {
        try generator.withLock { raw throws(LocaleFormatError) in
            var status: Int32 = 0
            let cycle = cicu_udatpg_default_hour_cycle(raw, &status)
            try ICUStatus(rawValue: status).check(.internal, "udatpg_getDefaultHourCycle")
            return cycle
        }
    }

    /// `udatpg_getFieldDisplayName` of each field (`UDateTimePatternField`
    /// numbers) at `width` (`UDateTimePGDisplayWidth`).
    /// - Throws: `internal` when ICU fails.
    func fieldDisplayNames(fields: [Int32], width: Int32) throws(LocaleFormatError) -> [String] {
        let joined = try generator.withLock { raw throws(LocaleFormatError) in
            try fields.withUnsafeBufferPointer { buffer in
                Result { () throws(LocaleFormatError) in
                    try ICUString.make(.internal, "udatpg_getFieldDisplayName") { out, capacity, status in
                        cicu_udatpg_field_display_names(
                            raw, buffer.baseAddress, Int32(buffer.count), width, out, capacity, &status)
                    }
                }
            }.get()
        }
        let names = joined.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard names.count == fields.count else {
            throw LocaleFormatError(.internal, "udatpg_getFieldDisplayName gave \(names.count) names")
        }
        return names
    }
}
