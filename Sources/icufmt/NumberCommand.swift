import ArgumentParser
import LocaleFormatService

/// Fraction and rounding options shared by `number` and `currency`.
struct FractionOptions: ParsableArguments {
    @Option(help: "0…20 (default: the style's or the currency's).")
    var minimumFractionDigits: Int?

    @Option(help: "0…20 (default: the style's or the currency's).")
    var maximumFractionDigits: Int?

    @Option(help: FieldHelp.values(of: "number", "roundingMode"))
    var roundingMode: String?

    var members: [(String, JSONValue?)] {
        [
            ("minimumFractionDigits", minimumFractionDigits.map { .number(String($0)) }),
            ("maximumFractionDigits", maximumFractionDigits.map { .number(String($0)) }),
            ("roundingMode", roundingMode.map(JSONValue.string)),
        ]
    }
}

struct NumberCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "number",
        abstract: "Format a decimal number, exactly as written.",
        discussion: """
            Examples:
              icufmt number --locale hi-IN 1234567                      # 12,34,567
              icufmt number --locale fr --style percent 0.256           # 26 %
              icufmt number --locale ja --style compactLong 1234567     # 123万
            """
    )

    @Option(help: "A BCP 47 tag or ICU id (hi-IN-u-nu-deva for Devanagari digits).")
    var locale: String = "en-US"

    @Option(help: FieldHelp.values(of: "number", "style"))
    var style: String?

    @Option(help: "1…30.")
    var minimumIntegerDigits: Int?

    @Option(help: "Group digits (true or false).")
    var grouping: Bool?

    @OptionGroup var fraction: FractionOptions

    @Argument(help: "A decimal such as 1234.5, -0.001 or 1e21.")
    var value: String

    @OptionGroup var parts: PartsOption

    func run() throws {
        try RequestRunner.run(
            parts.members + [
                ("op", .string("number")), ("locale", .string(locale)), ("value", .string(value)),
                ("style", style.map(JSONValue.string)),
                ("minimumIntegerDigits", minimumIntegerDigits.map { .number(String($0)) }),
                ("grouping", grouping.map(JSONValue.bool)),
            ] + fraction.members)
    }
}
