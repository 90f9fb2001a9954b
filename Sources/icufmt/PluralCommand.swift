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
            """
    )

    @Option(help: "A BCP 47 tag or ICU id.")
    var locale: String = "en-US"

    @Option(help: "cardinal or ordinal.")
    var type: String?

    @Argument(help: "The number as written: visible fraction digits count.")
    var value: String

    func run() throws {
        try RequestRunner.run([
            ("op", .string("plural")), ("locale", .string(locale)), ("value", .string(value)),
            ("type", type.map(JSONValue.string)),
        ])
    }
}
