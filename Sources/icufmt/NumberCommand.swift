import ArgumentParser
import LocaleFormatService

struct NumberCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "number",
        abstract: "Format a decimal number, exactly as written.",
        discussion: """
            Examples:
              icufmt number --locale hi-IN 1234567                      # 12,34,567
              icufmt number --locale fr --style percent 0.256           # 26 %
              icufmt number --locale ja --style compactLong 1234567     # 123万
              icufmt number --locale de --maximum-significant-digits 3 1234.5  # 1.230
            """
    )

    @Option(help: "A BCP 47 tag or ICU id (hi-IN-u-nu-deva for Devanagari digits).")
    var locale: String = "en-US"

    @Option(help: FieldHelp.values(of: "number", "style"))
    var style: String?

    @Option(help: "Group digits (true or false).")
    var grouping: Bool?

    @OptionGroup var numberDisplay: NumberDisplayOptions

    @Argument(help: "A decimal such as 1234.5, -0.001 or 1e21.")
    var value: String

    @OptionGroup var parts: PartsOption

    func run() throws {
        try RequestRunner.run(
            parts.members + [
                ("op", .string("number")), ("locale", .string(locale)), ("value", .string(value)),
                ("style", style.map(JSONValue.string)),
                ("grouping", grouping.map(JSONValue.bool)),
            ] + numberDisplay.members)
    }
}
