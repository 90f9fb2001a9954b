extension Collator {
    /// The most code points with a non-zero canonical combining class
    /// (non-starters) that may follow one another in a string a collator
    /// compares: the limit of Unicode's Stream-Safe Text Format (UAX #15).
    ///
    /// ICU puts each run of non-starters in canonical order before comparing
    /// (in every strength when normalization is on, and always at
    /// `identical`), which costs the square of the run's length: a 64 KiB
    /// run took 530 ms for one sort key. Runs of at most 30 keep the cost
    /// linear in the string; no text in any language needs more.
    public static let maximumNonStarters = 30

    /// Checks that `text` has no run of more than ``maximumNonStarters``
    /// non-starters (a conservative reading of UAX #15's Stream-Safe Text
    /// Format: a precomposed letter counts as a starter). ``sortKey(for:)``,
    /// ``sortKeyHex(for:)`` and ``sorted(_:)`` check their input with it;
    /// call it before ``compare(_:_:)`` on text you do not trust.
    ///
    /// - Throws: ``LocaleFormatError`` `limitExceeded` for a longer run.
    ///
    /// ```swift
    /// try Collator.checkStreamSafe("e\u{301}\u{323}")                           // fine
    /// try Collator.checkStreamSafe("a" + String(repeating: "\u{301}", count: 31))   // throws limitExceeded
    /// ```
    public static func checkStreamSafe(_ text: String) throws(LocaleFormatError) {
        // Every code point below U+0300 is a starter; in UTF-8 they are the
        // bytes below 0xCC (U+0300 is CC 80).
        guard text.utf8.contains(where: { $0 >= 0xCC }) else { return }
        var run = 0
        for scalar in text.unicodeScalars {
            guard scalar.value >= 0x300, scalar.properties.canonicalCombiningClass.rawValue != 0 else {
                run = 0
                continue
            }
            run += 1
            if run > maximumNonStarters {
                throw LocaleFormatError(
                    .limitExceeded,
                    "the text has more than \(maximumNonStarters) combining marks in a row (it is not in Unicode's "
                        + "Stream-Safe Text Format, UAX #15)")
            }
        }
    }
}
