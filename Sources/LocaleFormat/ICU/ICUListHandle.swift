internal import CICU

/// Owns one ICU `UListFormatter`.
///
/// `@unchecked Sendable`: `ulistfmt_format` takes a `const UListFormatter *`
/// and ICU's `ListFormatter` is immutable once built, so one formatter may
/// serve many threads at once.
final class ICUListHandle: @unchecked Sendable {
    private let raw: OpaquePointer

    /// `ulistfmt_openForType(locale, type, width)`; `type` and `width` as ICU
    /// numbers them (`UListFormatterType`, `UListFormatterWidth`).
    init(locale: String, type: Int32, width: Int32) throws(LocaleFormatError) {
        var status: Int32 = 0
        guard let opened = cicu_ulistfmt_open(locale, type, width, &status), !ICUStatus(rawValue: status).isFailure
        else {
            try ICUStatus(rawValue: status).check(.internal, "ulistfmt_openForType(\(locale))")
            throw LocaleFormatError(.internal, "ulistfmt_openForType(\(locale)) returned no formatter")
        }
        raw = opened
    }

    deinit { cicu_ulistfmt_close(raw) }

    /// `ulistfmt_format` over the items, in order.
    /// - Throws: `limitExceeded` when the items are too long for ICU's
    ///   32-bit lengths; `internal` when ICU fails.
    func format(_ items: [String]) throws(LocaleFormatError) -> String {
        var byteCount = 0
        for item in items { byteCount += item.utf8.count }
        guard byteCount < Int(Int32.max) - items.count, let count = Int32(exactly: items.count) else {
            throw LocaleFormatError(.limitExceeded, "the list is too long for ICU")
        }
        // The items' UTF-8 side by side, with a pointer and a length per
        // item, all in temporary (stack, when small) memory.
        return try withUnsafeTemporaryAllocation(of: UInt8.self, capacity: max(byteCount, 1)) { bytes in
            withUnsafeTemporaryAllocation(of: UnsafePointer<CChar>?.self, capacity: max(items.count, 1)) { starts in
                withUnsafeTemporaryAllocation(of: Int32.self, capacity: max(items.count, 1)) { lengths in
                    Result { () throws(LocaleFormatError) in
                        guard let base = bytes.baseAddress else { throw LocaleFormatError(.internal, "no list buffer") }
                        var offset = 0
                        for (index, item) in items.enumerated() {
                            let written = UnsafeMutableBufferPointer(rebasing: bytes[offset...]).initialize(
                                fromContentsOf: item.utf8)
                            starts[index] = UnsafeRawPointer(base + offset).assumingMemoryBound(to: CChar.self)
                            lengths[index] = Int32(written)
                            offset += written
                        }
                        return try ICUString.make(.internal, "ulistfmt_format") { out, capacity, status in
                            cicu_ulistfmt_format(
                                raw, starts.baseAddress, lengths.baseAddress, count, out, capacity, &status)
                        }
                    }
                }
            }
        }.get()
    }
}
