import ArgumentParser
import LocaleFormatService

struct NumberRangeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "number-range",
        abstract: "A range of two numbers, amounts of money or measures.",
        discussion: """
            Each side is formatted as `icufmt number`, `currency` or `unit` would format it.

            Examples:
              icufmt number-range --locale en-US 3 5                         # 3–5
              icufmt number-range --locale en-US --currency EUR 3 5          # €3.00 – €5.00
              icufmt number-range --locale de --maximum-fraction-digits 2 2.999 3.001   # ≈3
              icufmt number-range --locale en --unit kilometer --width long 5 10        # 5–10 kilometers
            """
    )

    @Option(help: "A BCP 47 tag or ICU id.")
    var locale: String = "en-US"

    @Option(help: "An ISO 4217 code: each side is an amount of money.")
    var currency: String?

    @Option(help: "A CLDR unit id: each side is a measure.")
    var unit: String?

    @Option(help: FieldHelp.values(of: "numberRange", "style"))
    var style: String?

    @Option(help: FieldHelp.values(of: "numberRange", "display"))
    var display: String?

    @Option(help: FieldHelp.values(of: "numberRange", "width"))
    var width: String?

    @Option(help: "Numbers and currencies: 0…20.")
    var minimumFractionDigits: Int?

    @Option(help: "Numbers and currencies: 0…20.")
    var maximumFractionDigits: Int?

    @Option(help: FieldHelp.values(of: "numberRange", "collapse"))
    var collapse: String = "auto"

    @Option(help: FieldHelp.values(of: "numberRange", "identityFallback"))
    var identityFallback: String = "approximately"

    @Argument(help: "The start of the range (put `--` before negative values).")
    var start: String

    @Argument(help: "The end of the range.")
    var end: String

    @OptionGroup var parts: PartsOption

    func run() throws {
        try RequestRunner.run(
            parts.members + [
                ("op", .string("numberRange")), ("locale", .string(locale)), ("start", .string(start)),
                ("end", .string(end)), ("collapse", .string(collapse)), ("identityFallback", .string(identityFallback)),
                ("currency", currency.map { .string($0) }), ("unit", unit.map { .string($0) }),
                ("style", style.map { .string($0) }), ("display", display.map { .string($0) }),
                ("width", width.map { .string($0) }),
                ("minimumFractionDigits", minimumFractionDigits.map { .number(String($0)) }),
                ("maximumFractionDigits", maximumFractionDigits.map { .number(String($0)) }),
            ])
    }
}
