import ArgumentParser
import LocaleFormatService

/// The number options `number`, `currency` and `unit` share (the
/// protocol's "Number options"), sent as the request's fields.
struct NumberDisplayOptions: ParsableArguments {
    @Option(help: FieldHelp.values(of: "number", "notation"))
    var notation: String?

    @Option(help: FieldHelp.values(of: "number", "compactDisplay"))
    var compactDisplay: String?

    @Option(help: FieldHelp.values(of: "number", "signDisplay"))
    var signDisplay: String?

    @Option(help: "always, auto, min2 or false (default: auto; min2 in compact notation).")
    var useGrouping: String?

    @Option(help: "1…30.")
    var minimumIntegerDigits: Int?

    @Option(help: "1…30: higher integer digits are dropped.")
    var maximumIntegerDigits: Int?

    @Option(help: "0…20 (default: the style's or the currency's).")
    var minimumFractionDigits: Int?

    @Option(help: "0…20 (default: the style's or the currency's).")
    var maximumFractionDigits: Int?

    @Option(help: "1…21.")
    var minimumSignificantDigits: Int?

    @Option(help: "1…21.")
    var maximumSignificantDigits: Int?

    @Option(help: FieldHelp.values(of: "number", "roundingPriority"))
    var roundingPriority: String?

    @Option(help: "1, 2, 5, 10, 20, 25, 50, 100, …, 5000: units of the last fraction digit.")
    var roundingIncrement: Int?

    @Option(help: FieldHelp.values(of: "number", "roundingMode"))
    var roundingMode: String?

    @Option(help: FieldHelp.values(of: "number", "trailingZeroDisplay"))
    var trailingZeroDisplay: String?

    @Option(help: "A decimal the value is multiplied by first (1000, 0.5).")
    var scale: String?

    @Option(help: FieldHelp.values(of: "number", "decimalSeparator"))
    var decimalSeparator: String?

    @Option(help: FieldHelp.values(of: "number", "exponentSignDisplay"))
    var exponentSignDisplay: String?

    @Option(help: "1…20.")
    var minimumExponentDigits: Int?

    @Option(help: "An ICU number skeleton (\"percent .00\", \"@## +!\") instead of the options above.")
    var skeleton: String?

    var members: [(String, JSONValue?)] {
        let number = { (value: Int?) in value.map { JSONValue.number(String($0)) } }
        return [
            ("notation", notation.map(JSONValue.string)), ("compactDisplay", compactDisplay.map(JSONValue.string)),
            ("signDisplay", signDisplay.map(JSONValue.string)), ("useGrouping", useGrouping.map(JSONValue.string)),
            ("minimumIntegerDigits", number(minimumIntegerDigits)),
            ("maximumIntegerDigits", number(maximumIntegerDigits)),
            ("minimumFractionDigits", number(minimumFractionDigits)),
            ("maximumFractionDigits", number(maximumFractionDigits)),
            ("minimumSignificantDigits", number(minimumSignificantDigits)),
            ("maximumSignificantDigits", number(maximumSignificantDigits)),
            ("roundingPriority", roundingPriority.map(JSONValue.string)),
            ("roundingIncrement", number(roundingIncrement)), ("roundingMode", roundingMode.map(JSONValue.string)),
            ("trailingZeroDisplay", trailingZeroDisplay.map(JSONValue.string)), ("scale", scale.map(JSONValue.string)),
            ("decimalSeparator", decimalSeparator.map(JSONValue.string)),
            ("exponentSignDisplay", exponentSignDisplay.map(JSONValue.string)),
            ("minimumExponentDigits", number(minimumExponentDigits)), ("skeleton", skeleton.map(JSONValue.string)),
        ]
    }
}
