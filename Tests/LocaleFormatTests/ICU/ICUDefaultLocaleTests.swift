import Testing

@testable import LocaleFormat

@Suite struct ICUDefaultLocaleTests {
    /// Pinned before the first ICU call, whatever LANG says (the
    /// determinism tests run `icufmt batch` under seven environments).
    @Test func isRoot() throws {
        _ = try LocaleIdentifier("de-CH")
        #expect(ICUDefaultLocale.pinStatus <= 0)
        #expect(ICUDefaultLocale.current == "")
    }

    /// What ICU takes from its default locale: rule-based formats in a
    /// language without them (ICU 72.1 with uloc_setDefault("root"), a C
    /// program against the system ICU).
    @Test func ruleBasedFormatsWithoutDataAreRoots() throws {
        #expect(try Formatters.shared.message(pattern: "{n, spellout}", locale: "ti").format(["n": 1234]) == "1,234")
        #expect(try Formatters.shared.message(pattern: "{n, ordinal}", locale: "gd").format(["n": 13]) == "13.")
        #expect(try Formatters.shared.message(pattern: "{n, duration}", locale: "bn").format(["n": 10]) == "১০")
    }
}
