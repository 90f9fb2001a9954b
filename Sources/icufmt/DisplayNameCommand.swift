import ArgumentParser
import LocaleFormatService

struct DisplayNameCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "display-name",
        abstract: "The name of a language, script, region, variant, currency, calendar, keyword or date field.",
        discussion: """
            Prints `null` when --fallback none is given and ICU has no name.

            Examples:
              icufmt display-name --locale en --type language en-GB                        # British English
              icufmt display-name --locale en --type language --language-display standard en-GB   # English (United Kingdom)
              icufmt display-name --locale de --type region US                             # Vereinigte Staaten
              icufmt display-name --locale en --type currency --width short USD            # $
              icufmt display-name --locale en --type keyValue --key co phonebk             # Phonebook Sort Order
            """
    )

    @Option(help: "A BCP 47 tag or ICU id: the language of the name.")
    var locale: String = "en-US"

    @Option(help: FieldHelp.values(of: "displayName", "type"))
    var type: String

    @Option(help: "With --type keyValue: the keyword whose value the code is (ca, co, nu, …).")
    var key: String?

    @Option(help: FieldHelp.values(of: "displayName", "width"))
    var width: String = "long"

    @Option(help: "With --type language: dialect (British English) or standard (English (United Kingdom)).")
    var languageDisplay: String?

    @Option(help: "code (ICU substitutes the code) or none (null when ICU has no name).")
    var fallback: String = "code"

    @Argument(help: "The code to name.")
    var code: String

    func run() throws {
        try RequestRunner.run([
            ("op", .string("displayName")), ("locale", .string(locale)), ("type", .string(type)),
            ("code", .string(code)), ("key", key.map { .string($0) }), ("width", .string(width)),
            ("languageDisplay", languageDisplay.map { .string($0) }), ("fallback", .string(fallback)),
        ])
    }
}
