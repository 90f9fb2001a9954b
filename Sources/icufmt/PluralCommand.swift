import ArgumentParser
import LocaleFormatService

struct PluralCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "plural",
        abstract: "Print the CLDR plural category of a number as written.",
        discussion: """
            Examples:
              icufmt plural --locale ar 3           # few
              icufmt plural --locale en 1.0         # other ("1" is one)
              icufmt plural --locale en --type ordinal 2   # two (2nd)
              icufmt plural --locale fr 1.2c6       # many (1,2 million: compact exponent 6)
              icufmt plural --locale fr --notation compact 1200000   # many (1,2 M)
            """
    )

    @Option(help: "A BCP 47 tag or ICU id.")
    var locale: String = "en-US"

    @Option(help: "cardinal or ordinal.")
    var type: String?

    @Option(help: "standard, or compact for the number as the locale's compact format writes it (1.2 M).")
    var notation: String?

    @Argument(help: "The number as written: visible fraction digits count; 1.2c6 is 1.2 million written compactly.")
    var value: String

    func run() throws {
        try RequestRunner.run([
            ("op", .string("plural")), ("locale", .string(locale)), ("value", .string(value)),
            ("type", type.map(JSONValue.string)), ("notation", notation.map(JSONValue.string)),
        ])
    }
}
