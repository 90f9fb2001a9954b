import ArgumentParser
import LocaleFormatService

struct SortKeyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sort-key",
        abstract: "Print ICU's sort key of a text as hex (byte order equals collation order).",
        discussion: """
            Example:
              icufmt sort-key --locale sv ä
            """
    )

    @Option(help: "A BCP 47 tag or ICU id.")
    var locale: String = "en-US"

    @OptionGroup var collation: CollationOptions

    @Argument var text: String

    func run() throws {
        try RequestRunner.run(
            [("op", .string("sortKey")), ("locale", .string(locale)), ("text", .string(text))] + collation.members)
    }
}
