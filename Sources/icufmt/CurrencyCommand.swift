import ArgumentParser
import LocaleFormatService

struct CurrencyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "currency",
        abstract: "Format an exact amount of money.",
        discussion: """
            Examples:
              icufmt currency --locale de-DE --currency EUR 1234.5            # 1.234,50 €
              icufmt currency --locale en-US --currency USD --display name 1  # 1.00 US dollars
              icufmt currency --locale en-US --currency USD --accounting -- -1   # ($1.00)
              icufmt currency --locale de-CH --currency CHF --cash-rounding 1.23  # CHF 1.25
            """
    )

    @Option(help: "A BCP 47 tag or ICU id.")
    var locale: String = "en-US"

    @Option(help: "An ISO 4217 code: EUR, JPY, BHD, …")
    var currency: String

    @Option(help: FieldHelp.values(of: "currency", "display"))
    var display: String?

    @Flag(help: "Negative amounts in the locale's accounting form.")
    var accounting = false

    @Flag(help: "Round as the currency is paid in cash (CHF to 0.05).")
    var cashRounding = false

    @OptionGroup var numberDisplay: NumberDisplayOptions

    @Argument(help: "The amount, as a decimal (every digit is kept).")
    var amount: String

    @OptionGroup var parts: PartsOption

    func run() throws {
        try RequestRunner.run(
            parts.members + [
                ("op", .string("currency")), ("locale", .string(locale)), ("amount", .string(amount)),
                ("currency", .string(currency)), ("display", display.map(JSONValue.string)),
                ("accounting", accounting ? .bool(true) : nil), ("cashRounding", cashRounding ? .bool(true) : nil),
            ] + numberDisplay.members)
    }
}
