import LocaleFormat
import LocaleFormatCatalogs
import Testing

/// Docs/Protocol.md, "Op pseudo": what `doubleLength` does to an ICU
/// message (its quoting kept, its nested messages doubled as messages of
/// their own) and what `accented` does with a lone `&` (unlike `en-XA`,
/// which copies aapt2). The dispatcher's tests hold the rest.
@Suite struct PseudolocalizerTests {
    /// ICU's reading of a message without arguments, to check that a result
    /// still quotes what its text quoted.
    static func icuText(_ pattern: String) throws -> String {
        try MessageFormat(MessageFormat.Options(pattern: pattern, locale: .root)).format()
    }

    @Test(arguments: [
        // An apostrophe before a brace quotes; the quote is doubled whole.
        ("'{USER'} is offline", "'{USER'} is offline'{USER'} is offline"),
        ("It''s {n}", "It''s It''s {n}"),
        // Where the two copies would meet in `''`, the text is quoted anew.
        ("'{'%@", "'{{'%@"),
        ("%@'%@", "%@''''%@"),
        // The texts of a nested message, each doubled; `#` is kept once.
        (
            "{COUNT, plural, one {Delete a file} other {Delete {COUNT} files}}",
            "{COUNT, plural, one {Delete a fileDelete a file} other {Delete Delete {COUNT} files files}}"
        ),
        ("{n, plural, one {# file} other {# files}}", "{n, plural, one {# file file} other {# files files}}"),
        (
            "{g, select, female {She} other {They}} left",
            "{g, select, female {SheShe} other {TheyThey}} left left"
        ),
        // Arguments without messages, and an unclosed brace, as before.
        ("{n, number} items", "{n, number} items items"),
        ("Hello %@!", "Hello Hello %@!!"),
        // The specifier grammar read leniently: any width is a specifier,
        // a `%` that starts none is text.
        ("%2000000d x", "%2000000d x x"),
        ("%n %0$d", "%n %0$d%n %0$d"),
        ("a {b", "a {ba {b"),
    ])
    func doubleLength(text: String, expected: String) throws {
        #expect(try Pseudolocalizer.transform(text, methods: [.doubleLength]) == expected)
    }

    @Test(arguments: [
        ("'{USER'} is offline", "{USER} is offline{USER} is offline"),
        ("'{'", "{{"),
        ("'{a}' ok '", "{a} ok '{a} ok '"),
        ("It''s '{'", "It's {It's {"),
        ("'{x}", "{x}{x}"),
    ])
    func doubleLengthKeepsICUsQuoting(text: String, read: String) throws {
        let result = try Pseudolocalizer.transform(text, methods: [.doubleLength])
        #expect(try Self.icuText(result) == read)
    }

    @Test func accentedWritesALoneAmpersandOnce() throws {
        #expect(try Pseudolocalizer.transform("Security & Privacy", methods: [.accented]) == "Šéçûŕîţý & ÞŕîVåçý")
        #expect(try Pseudolocalizer.transform("Salt &amp; Pepper", methods: [.accented]) == "Šåļţ &amp; Þéþþéŕ")
        #expect(try Pseudolocalizer.transform("R&D", methods: [.accented]) == "Ŕ&Ð")
    }

    @Test func enXAStillCopiesAapt2() throws {
        // aapt2 writes the byte after a lone `&` twice: `en-XA` matches it byte for byte.
        #expect(
            try Pseudolocalizer.transform("Security & Privacy", methods: [.enXA])
                == "[Šéçûŕîţý &  ÞŕîVåçý one two three]")
    }
}
