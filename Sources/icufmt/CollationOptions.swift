import ArgumentParser
import LocaleFormatService

/// The collation options shared by `compare`, `sort` and `sort-key`.
struct CollationOptions: ParsableArguments {
    @Option(help: "primary, secondary, tertiary, quaternary or identical (default: the locale's).")
    var strength: String?

    @Option(help: "Sort digits by numeric value: a2 < a10 (true or false; default: the locale's).")
    var numeric: Bool?

    @Option(help: "upper, lower or off (default: the locale's; Danish sorts upper case first).")
    var caseFirst: String?

    @Option(help: "nonIgnorable, or shifted to ignore punctuation and spaces (default: the locale's).")
    var alternate: String?

    @Option(
        help: "Put text in canonical order first, so equivalent strings compare equal (true or false; default: true).")
    var normalization: Bool?

    @Option(help: "A tailoring in ICU's rule syntax after the locale's own: '&c < ch', '&[before 1]a < z'.")
    var rules: String?

    var members: [(String, JSONValue?)] {
        [
            ("strength", strength.map(JSONValue.string)),
            ("numeric", numeric.map(JSONValue.bool)),
            ("caseFirst", caseFirst.map(JSONValue.string)),
            ("alternate", alternate.map(JSONValue.string)),
            ("normalization", normalization.map(JSONValue.bool)),
            ("rules", rules.map(JSONValue.string)),
        ]
    }
}
