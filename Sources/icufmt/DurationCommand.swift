import ArgumentParser
import LocaleFormatService

struct DurationCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "duration",
        abstract: "An amount of time in several units: \"1 hr, 2 min, 3 sec\", \"1:02:03\".",
        discussion: """
            Each argument is unit=amount, with the units years, months, weeks, days, hours, \
            minutes, seconds, milliseconds, microseconds and nanoseconds; they are written \
            largest first.

            Examples:
              icufmt duration --locale en hours=1 minutes=2 seconds=3            # 1 hr, 2 min, 3 sec
              icufmt duration --locale en --width long minutes=90                # 90 minutes
              icufmt duration --locale fi --width numeric hours=1 minutes=2 seconds=3.5   # 1.02.03,5
            """
    )

    @Option(help: "A BCP 47 tag or ICU id.")
    var locale: String = "en-US"

    @Option(help: FieldHelp.values(of: "duration", "width"))
    var width: String = "short"

    @Argument(help: "unit=amount pairs.")
    var amounts: [String]

    func run() throws {
        var members: [JSONObject.Member] = []
        for pair in amounts {
            guard let equals = pair.firstIndex(of: "=") else {
                throw ValidationError("\"\(pair)\" is not unit=amount")
            }
            members.append(
                .init(key: String(pair[..<equals]), value: .string(String(pair[pair.index(after: equals)...]))))
        }
        try RequestRunner.run([
            ("op", .string("duration")), ("locale", .string(locale)), ("duration", .object(JSONObject(members))),
            ("width", .string(width)),
        ])
    }
}
