import ArgumentParser
import LocaleFormatService

struct LocaleCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "locale",
        abstract: "Show what ICU knows about a locale.",
        discussion: """
            Examples:
              icufmt locale ar-EG
              icufmt locale iw-IL --display-locale en
            """
    )

    @Argument(help: "A BCP 47 tag or ICU locale id.")
    var locale: String

    @Option(help: "The language to write the display name in (default: the locale itself).")
    var displayLocale: String?

    func run() throws {
        try RequestRunner.run([
            ("op", .string("locale")),
            ("locale", .string(locale)),
            ("displayLocale", displayLocale.map(JSONValue.string)),
        ])
    }
}
