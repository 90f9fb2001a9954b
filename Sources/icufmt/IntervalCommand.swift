import ArgumentParser
import LocaleFormatService

struct IntervalCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "interval",
        abstract: "The range between two instants: \"Aug 7 – 10, 2015\".",
        discussion: """
            Instants are ISO 8601 (with Z or an offset) or epoch seconds.

            Examples:
              icufmt interval --locale en-US --skeleton yMMMd 2015-08-07T17:29:32Z 2015-08-10T10:00:00Z
                # Aug 7 – 10, 2015
              icufmt interval --locale en-US --date-style medium --time-style short \\
                  --time-zone America/Los_Angeles 2015-08-07T17:29:32Z 2015-08-07T20:00:00Z
                # Aug 7, 2015, 10:29 AM – 1:00 PM
              icufmt interval --locale ja-JP --calendar japanese --skeleton yMMMMd --time-zone Asia/Tokyo \\
                  2019-04-30T00:00:00+09:00 2019-05-01T00:00:00+09:00
                # 平成31年4月30日～令和元年5月1日
            """
    )

    @Option(help: "A BCP 47 tag or ICU id.")
    var locale: String = "en-US"

    @Option(help: "An ICU date skeleton (yMMMd, jm, yMMMEdjm).")
    var skeleton: String?

    @Option(help: FieldHelp.values(of: "interval", "dateStyle"))
    var dateStyle: String?

    @Option(help: FieldHelp.values(of: "interval", "timeStyle"))
    var timeStyle: String?

    @Option(help: "An IANA time zone (default UTC).")
    var timeZone: String = "UTC"

    @Option(help: "An ICU calendar name (japanese, buddhist, …).")
    var calendar: String?

    @Argument(help: "The start instant.")
    var start: String

    @Argument(help: "The end instant.")
    var end: String

    @OptionGroup var parts: PartsOption

    func run() throws {
        try RequestRunner.run(
            parts.members + [
                ("op", .string("interval")), ("locale", .string(locale)), ("start", RequestRunner.scalar(start)),
                ("end", RequestRunner.scalar(end)), ("timeZone", .string(timeZone)),
                ("calendar", calendar.map { .string($0) }), ("skeleton", skeleton.map { .string($0) }),
                ("dateStyle", dateStyle.map { .string($0) }), ("timeStyle", timeStyle.map { .string($0) }),
            ])
    }
}
