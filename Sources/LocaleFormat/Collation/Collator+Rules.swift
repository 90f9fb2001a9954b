extension Collator {
    /// The most UTF-8 bytes ``Options/rules`` may have. ICU builds a
    /// tailoring in time that grows with its rules; this is room for
    /// hundreds of rules (a locale's own tailoring is mostly under 1 KiB of
    /// rules, and the largest ones, Chinese and Korean orders of thousands of
    /// ideographs, come in the locale instead).
    public static let maximumRulesLength = 16_384

    /// Checks that `rules` are at most ``maximumRulesLength`` bytes of
    /// UTF-8. ``init(_:)`` checks its options' rules with it.
    ///
    /// - Throws: ``LocaleFormatError`` `limitExceeded` for longer rules.
    ///
    /// ```swift
    /// try Collator.checkRulesLength("&c < ch")                                   // fine
    /// try Collator.checkRulesLength(String(repeating: "&a<b", count: 5_000))     // throws limitExceeded
    /// ```
    public static func checkRulesLength(_ rules: String) throws(LocaleFormatError) {
        guard rules.utf8.count <= maximumRulesLength else {
            throw LocaleFormatError(
                .limitExceeded, "the collation rules are longer than \(maximumRulesLength) bytes of UTF-8, the limit")
        }
    }
}
