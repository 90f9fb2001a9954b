extension Collator {
    /// The ICU sort key of a string: bytes whose order equals ``compare(_:_:)``.
    ///
    /// Comparing two keys byte by byte (unsigned, shorter-is-smaller) gives the
    /// same order as comparing their strings, and equal keys mean
    /// ``Order/orderedSame``. Keys are for storing (a database index column)
    /// or for sorting many strings; they are only comparable between
    /// collators with the same locale, options and ICU version.
    ///
    /// - Parameter text: the string.
    /// - Returns: `ucol_getSortKey`'s bytes, including the trailing `00` byte
    ///   ICU counts in its length.
    /// - Throws: ``LocaleFormatError`` `limitExceeded` for a string of 2 GiB
    ///   or more or one with more than ``maximumNonStarters`` combining marks
    ///   in a row (``checkStreamSafe(_:)``); `internal` when ICU fails.
    ///
    /// ```swift
    /// let swedish = try Formatters.shared.collator(locale: "sv")
    /// try swedish.sortKey(for: "ä")   // [0x5D, 0x77, 0x03, 0x01, 0x05, 0x01, 0x05, 0x00]
    /// ```
    public func sortKey(for text: String) throws(LocaleFormatError) -> [UInt8] {
        try Self.checkStreamSafe(text)
        return try handle.sortKey(text)
    }

    /// The ICU sort key of a string as lowercase hexadecimal, two digits per
    /// byte: the request protocol's `sortKey` result.
    ///
    /// - Parameter text: the string.
    /// - Throws: as ``sortKey(for:)``.
    ///
    /// ```swift
    /// try Formatters.shared.collator(locale: "sv").sortKeyHex(for: "ä")   // "5d77030105010500"
    /// ```
    public func sortKeyHex(for text: String) throws(LocaleFormatError) -> String {
        try Self.checkStreamSafe(text)
        return Self.hex(try handle.sortKey(text))
    }

    /// Bytes as lowercase hexadecimal, two digits per byte.
    ///
    /// - Parameter bytes: a sort key (or any bytes).
    ///
    /// ```swift
    /// Collator.hex([0x5D, 0x77, 0x00])   // "5d7700"
    /// ```
    public static func hex(_ bytes: [UInt8]) -> String {
        let digits = Array("0123456789abcdef".utf8)
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count * 2)
        for byte in bytes {
            out.append(digits[Int(byte >> 4)])
            out.append(digits[Int(byte & 0x0F)])
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// Sorts strings by the locale's rules, stably.
    ///
    /// Computes one sort key per string and sorts by key bytes, breaking
    /// ties (strings equal at the collator's strength) by original position.
    /// That is n key computations and O(n log n) byte comparisons, much
    /// cheaper than O(n log n) calls of ``compare(_:_:)``: for 100,000 words
    /// several times faster than `strings.sorted { compare($0, $1) == .orderedAscending }`.
    ///
    /// - Parameter strings: the strings, in any order.
    /// - Returns: the same strings, sorted; equal ones keep their order.
    /// - Throws: ``LocaleFormatError`` `limitExceeded` for a string of 2 GiB
    ///   or more or one with more than ``maximumNonStarters`` combining marks
    ///   in a row (``checkStreamSafe(_:)``); `internal` when ICU fails.
    ///
    /// ```swift
    /// try Formatters.shared.collator(locale: "es-u-co-trad").sorted(["chico", "cuna", "dedo"])
    /// // ["cuna", "chico", "dedo"]: traditional Spanish sorts ch after c
    /// try Formatters.shared.collator(locale: "en", numeric: true).sorted(["a10", "a2", "a1"])
    /// // ["a1", "a2", "a10"]
    /// ```
    public func sorted(_ strings: [String]) throws(LocaleFormatError) -> [String] {
        for string in strings { try Self.checkStreamSafe(string) }
        return try handle.sortedIndices(strings).map { strings[$0] }
    }
}
