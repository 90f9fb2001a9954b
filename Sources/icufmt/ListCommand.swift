import ArgumentParser
import LocaleFormatService

struct ListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "Join words into a list the way a language does.",
        discussion: """
            Examples:
              icufmt list --locale en A B C                    # A, B, and C
              icufmt list --locale es --type or siete ocho     # siete u ocho
              icufmt list --locale de --width short A B C      # A, B und C
              icufmt list --locale ja A B C                    # A、B、C
            """
    )

    @Option(help: "A BCP 47 tag or ICU id.")
    var locale: String = "en-US"

    @Option(help: FieldHelp.values(of: "list", "type"))
    var type: String = "and"

    @Option(help: FieldHelp.values(of: "list", "width"))
    var width: String = "long"

    @Argument(help: "The items, in order (at most 1,000).")
    var items: [String] = []

    @OptionGroup var parts: PartsOption

    func run() throws {
        try RequestRunner.run(
            parts.members + [
                ("op", .string("list")), ("locale", .string(locale)), ("items", .array(items.map { .string($0) })),
                ("type", .string(type)), ("width", .string(width)),
            ])
    }
}
