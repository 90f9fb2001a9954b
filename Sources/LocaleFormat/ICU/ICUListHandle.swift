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
        var bytes: [UInt8] = []
        var ranges: [Range<Int>] = []
        ranges.reserveCapacity(items.count)
        for item in items {
            let start = bytes.count
            bytes.append(contentsOf: item.utf8)
            ranges.append(start..<bytes.count)
        }
        guard bytes.count < Int(Int32.max) - items.count, let count = Int32(exactly: items.count) else {
            throw LocaleFormatError(.limitExceeded, "the list is too long for ICU")
        }
        bytes.append(0)  // never empty, so the buffer has a base address
        let lengths = ranges.map { Int32($0.count) }
        // `withUnsafeBufferPointer` rethrows untyped: carry the typed error
        // out in a Result.
        let result: Result<String, LocaleFormatError> = bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return .failure(LocaleFormatError(.internal, "no list buffer")) }
            let chars = UnsafeRawPointer(base).assumingMemoryBound(to: CChar.self)
            let starts: [UnsafePointer<CChar>?] = ranges.map { chars + $0.lowerBound }
            return starts.withUnsafeBufferPointer { pointers in
                lengths.withUnsafeBufferPointer { lengths in
                    Result { () throws(LocaleFormatError) in
                        try ICUString.make(.internal, "ulistfmt_format") { out, capacity, status in
                            cicu_ulistfmt_format(
                                raw, pointers.baseAddress, lengths.baseAddress, count, out, capacity, &status)
                        }
                    }
                }
            }
        }
        return try result.get()
    }
}
