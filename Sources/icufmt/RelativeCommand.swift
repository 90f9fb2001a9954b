import ArgumentParser
import LocaleFormatService

struct RelativeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "relative",
        abstract: "An amount of one time unit relative to now: \"in 3 days\", \"yesterday\".",
        discussion: """
            Examples:
              icufmt relative --locale en --unit day 3                   # in 3 days
              icufmt relative --locale de --unit day --numeric auto -- -2  # vorgestern
              icufmt relative --locale en --unit minute --width short -- -5  # 5 min. ago
            """
    )

    @Option(help: "A BCP 47 tag or ICU id.")
    var locale: String = "en-US"

    @Option(help: FieldHelp.values(of: "relative", "unit"))
    var unit: String

    @Option(help: "always (a number) or auto (the locale's words where it has them: \"yesterday\").")
    var numeric: String = "always"

    @Option(help: FieldHelp.values(of: "relative", "width"))
    var width: String = "long"

    @Argument(help: "A decimal; negative is the past (put `--` before a negative value).")
    var value: String

    @OptionGroup var parts: PartsOption

    func run() throws {
        try RequestRunner.run(
            parts.members + [
                ("op", .string("relative")), ("locale", .string(locale)), ("value", .string(value)),
                ("unit", .string(unit)), ("numeric", .string(numeric)), ("width", .string(width)),
            ])
    }
}
