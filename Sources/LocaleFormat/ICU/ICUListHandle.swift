internal import CICU

/// Owns one ICU `UListFormatter`.
///
/// `@unchecked Sendable`: `ulistfmt_format` takes a `const UListFormatter *`
/// and ICU's `ListFormatter` is immutable once built, so one formatter may
/// serve many threads at once.
final class ICUListHandle: @unchecked Sendable {
    let raw: OpaquePointer

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
        try withUTF16Items(items) { (units, lengths, count) throws(LocaleFormatError) in
            try ICUString.make(.internal, "ulistfmt_format") { out, capacity, status in
                cicu_ulistfmt_format_utf16(raw, units, lengths, count, out, capacity, &status)
            }
        }
    }

    /// Runs `body` with the items' UTF-16 side by side, a length per item
    /// and their count, in temporary (stack, when small) memory: ICU takes
    /// UTF-16, so this is the one conversion.
    /// - Throws: `limitExceeded` when the items are too long for ICU's
    ///   32-bit lengths; what `body` throws.
    func withUTF16Items<Result>(
        _ items: [String],
        _ body: (UnsafePointer<UInt16>?, UnsafePointer<Int32>?, Int32) throws(LocaleFormatError) -> Result
    ) throws(LocaleFormatError) -> Result {
        // A UTF-8 byte is at most one UTF-16 unit.
        var unitBound = 0
        for item in items { unitBound += item.utf8.count }
        guard unitBound < Int(Int32.max) - items.count, let count = Int32(exactly: items.count) else {
            throw LocaleFormatError(.limitExceeded, "the list is too long for ICU")
        }
        return try withUnsafeTemporaryAllocation(of: UInt16.self, capacity: max(unitBound, 1)) { units in
            withUnsafeTemporaryAllocation(of: Int32.self, capacity: max(items.count, 1)) { lengths in
                Swift.Result { () throws(LocaleFormatError) in
                    var offset = 0
                    for index in items.indices {
                        let written = Self.copyUTF16(of: items[index], into: units, at: offset)
                        lengths[index] = Int32(written)
                        offset += written
                    }
                    return try body(UnsafePointer(units.baseAddress), UnsafePointer(lengths.baseAddress), count)
                }
            }
        }.get()
    }

    /// Writes `text`'s UTF-16 into `units` from `offset` (room for its
    /// UTF-8 byte count), and returns how many units it wrote. ASCII, the
    /// common case, is copied byte by byte from the string's storage.
    private static func copyUTF16(
        of text: borrowing String, into units: UnsafeMutableBufferPointer<UInt16>, at offset: Int
    )
        -> Int
    {
        let ascii: Int?? = text.utf8.withContiguousStorageIfAvailable { bytes -> Int? in
            for (index, byte) in bytes.enumerated() {
                guard byte < 0x80 else { return nil }
                units[offset + index] = UInt16(byte)
            }
            return bytes.count
        }
        if let count = ascii ?? nil { return count }
        var written = 0
        for unit in text.utf16 {
            units[offset + written] = unit
            written += 1
        }
        return written
    }
}
