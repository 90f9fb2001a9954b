import LocaleFormatTestSupport
import Testing

@testable import LocaleFormat

/// ``MessageFormat/Limits``: every limit refuses before ICU does the work it
/// bounds, with `limitExceeded`, and a message just within it formats.
@Suite struct MessageFormatLimitsTests {
    func message(_ pattern: String, _ locale: String = "en") throws -> MessageFormat {
        try MessageFormat(MessageFormat.Options(pattern: pattern, locale: LocaleIdentifier(locale)))
    }

    /// The amplification request: 21,845 places of a 64 KiB argument
    /// (a 1.43 GB result) is refused when the pattern is parsed.
    @Test func tooManyArgumentPlacesAreRefusedAtParse() throws {
        let pattern = String(repeating: "{a}", count: 21_845)
        expectCode(.limitExceeded) { try message(pattern) }
        expectCode(.limitExceeded) { try message(String(repeating: "{a}", count: MessageFormat.Limits.arguments + 1)) }
        let most = try message(String(repeating: "{a}", count: MessageFormat.Limits.arguments))
        #expect(try most.format(["a": "é"]) == String(repeating: "é", count: MessageFormat.Limits.arguments))
    }

    @Test func nestedPlacesCount() throws {
        // 2 + 2 × 512 = 1,026 argument places, nested in select branches.
        let branch = String(repeating: "{b}", count: 512)
        expectCode(.limitExceeded) { try message("{a, select, x {\(branch)} other {\(branch)}} {c}") }
        expectCode(.limitExceeded) {
            try message("{n, plural, other {\(String(repeating: "#", count: MessageFormat.Limits.numberSigns + 1))}}")
        }
    }

    /// Each typed argument makes ICU build a format object (a spellout rule
    /// set is about 200 KB): `{n,spellout}` × 5,461 held 1.2 GB.
    @Test func tooManyTypedArgumentsAreRefusedAtParse() throws {
        expectCode(.limitExceeded) { try message(String(repeating: "{n,spellout}", count: 5_461)) }
        expectCode(.limitExceeded) {
            try message(String(repeating: "{n, number}", count: MessageFormat.Limits.subformats + 1))
        }
        let most = try message(String(repeating: "{n, number} ", count: MessageFormat.Limits.subformats), "de")
        #expect(try most.format(["n": .decimal("1234.5")]) == String(repeating: "1.234,5 ", count: 32))
    }

    /// A spellout, ordinal or duration argument opens the locale's whole
    /// rule-based number format: about 9 MB each in Russian, so 32 of them
    /// held 290 MiB. At most four, in any case of the keyword.
    @Test func ruleBasedArgumentsAreLimitedApart() throws {
        let over = "{a,spellout} {b,ordinal} {c,DURATION} {d,Spellout} {e,spellout}"
        expectCode(.limitExceeded) { try message(over, "ru") }
        let most = try message("{a,spellout} {b,ordinal} {c,duration} {d,spellout} {e,number}", "ru")
        // The rule sets' text is CLDR data: Russian's ordinal of 2 is "2." on
        // ICU 72 and "2" on ICU 76 (Scripts/icu-versions/oracle-message.py).
        #expect(
            try most.format(["a": 21, "b": 2, "c": 62, "d": 1, "e": 5])
                == ICUExpected.icu([72: "двадцать один 2. 62 один 5", 76: "двадцать один 2 62 один 5"]))
    }

    /// Text arguments times the places showing them are checked before ICU
    /// formats: 1,000 places of 2 KiB would be 2 MB.
    @Test func textArgumentsOverTheOutputBudgetAreRefusedBeforeFormatting() throws {
        let thousand = try message(String(repeating: "{a}", count: 1_000))
        expectCode(.limitExceeded) { try thousand.format(["a": .string(String(repeating: "x", count: 2_048))]) }
        // 1,000 × 1,024 + the pattern's 3,000 bytes fit in 1 MiB.
        let fits = try thousand.format(["a": .string(String(repeating: "x", count: 1_024))])
        #expect(fits.utf8.count == 1_024_000)
        // Counted at every place, whichever branch is chosen.
        let branches = try message("{s, select, a {{t}{t}{t}} other {{t}{t}{t}}}")
        expectCode(.limitExceeded) {
            try branches.format(["s": "a", "t": .string(String(repeating: "y", count: 200_000))])
        }
        #expect(try branches.format(["s": "a", "t": "y"]) == "yyy")
    }

    /// Numbers are not known in size beforehand: 1,024 `#` of a 1,000-digit
    /// number is about 1.4 million characters, refused after ICU's bounded
    /// work, never returned.
    @Test func aResultOverTheBudgetIsRefusedAfterFormatting() throws {
        let signs = try message("{n, plural, other {\(String(repeating: "#", count: 1_024))}}")
        expectCode(.limitExceeded) { try signs.format(["n": .decimal("1e999")]) }
        #expect(try signs.format(["n": 7]) == String(repeating: "7", count: 1_024))
        // The same handle formats a small message afterwards.
        #expect(try signs.format(["n": 12]) == String(repeating: "12", count: 1_024))
    }
}
