internal import CICU

/// Owns one `icu::LocaleMatcher` of the shim (`CICULocaleMatcher`).
///
/// `@unchecked Sendable`: ICU documents `LocaleMatcher` as immutable once
/// built; `getBestMatchResult` is const and safe from many threads at once.
final class ICUMatcherHandle: @unchecked Sendable {
    private let raw: OpaquePointer

    /// Builds a matcher over ICU locale ids, in the caller's order, with no
    /// default locale (no match answers nil).
    init(supportedICUIDs: [String]) throws(LocaleFormatError) {
        let packed = Self.pack(supportedICUIDs)
        guard let length = Int32(exactly: packed.count), let count = Int32(exactly: supportedICUIDs.count) else {
            throw LocaleFormatError(.limitExceeded, "too many supported locales")
        }
        var status: Int32 = 0
        let opened = packed.withUnsafeBufferPointer { buffer in
            buffer.baseAddress.flatMap { base in
                cicu_locmatch_open(UnsafeRawPointer(base).assumingMemoryBound(to: CChar.self), length, count, &status)
            }
        }
        guard let opened, !ICUStatus(rawValue: status).isFailure else {
            try ICUStatus(rawValue: status).check(.internal, "LocaleMatcher::Builder::build")
            throw LocaleFormatError(.internal, "LocaleMatcher::Builder::build returned no matcher")
        }
        raw = opened
    }

    deinit { cicu_locmatch_close(raw) }

    /// The index of the best supported locale for `desiredICUIDs` (most
    /// preferred first), or nil when none is close enough.
    func bestIndex(desiredICUIDs: [String]) throws(LocaleFormatError) -> Int? {
        guard !desiredICUIDs.isEmpty else { return nil }
        let packed = Self.pack(desiredICUIDs)
        guard let length = Int32(exactly: packed.count), let count = Int32(exactly: desiredICUIDs.count) else {
            throw LocaleFormatError(.limitExceeded, "too many requested locales")
        }
        var status: Int32 = 0
        let index = packed.withUnsafeBufferPointer { buffer in
            buffer.baseAddress.map { base in
                cicu_locmatch_best_index(
                    raw, UnsafeRawPointer(base).assumingMemoryBound(to: CChar.self), length, count, &status)
            } ?? -1
        }
        try ICUStatus(rawValue: status).check(.internal, "LocaleMatcher::getBestMatchResult")
        return index >= 0 ? Int(index) : nil
    }

    /// "en\0fr_CA\0": ids never hold a NUL (LocaleIdentifier validated them).
    private static func pack(_ ids: [String]) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(ids.reduce(0) { $0 + $1.utf8.count + 1 })
        for id in ids {
            bytes.append(contentsOf: id.utf8)
            bytes.append(0)
        }
        return bytes
    }
}
