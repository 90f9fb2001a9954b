import ArgumentParser
import LocaleFormatService

struct UnitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "unit",
        abstract: "Format a measurement, optionally in the unit a region prefers.",
        discussion: """
            Examples:
              icufmt unit --locale de --unit kilometer-per-hour --width long 120
              icufmt unit --locale en-US --unit meter --usage person-height 1.8   # 5 ft, 11 in
            """
    )

    @Option(help: "A BCP 47 tag or ICU id.")
    var locale: String = "en-US"

    @Option(help: "A CLDR unit id: kilogram, celsius, kilometer-per-hour, …")
    var unit: String

    @Option(help: FieldHelp.values(of: "unit", "width"))
    var width: String?

    @Option(help: "A CLDR usage (person-height, road, food): convert to the region's preferred unit.")
    var usage: String?

    @OptionGroup var numberDisplay: NumberDisplayOptions

    @Argument(help: "The value, as a decimal.")
    var value: String

    @OptionGroup var parts: PartsOption

    func run() throws {
        try RequestRunner.run(
            parts.members + [
                ("op", .string("unit")), ("locale", .string(locale)), ("value", .string(value)),
                ("unit", .string(unit)), ("width", width.map(JSONValue.string)),
                ("usage", usage.map(JSONValue.string)),
            ] + numberDisplay.members)
    }
}
