import ArgumentParser
import LocaleFormat
import LocaleFormatService

struct DateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "date",
        abstract: "Format an instant for a locale, calendar and time zone.",
        discussion: """
            Give exactly one of: a date and/or time style, --skeleton, or --pattern.

            Examples:
              icufmt date --locale es-ES --date-style full --time-style long \\
                  --time-zone America/Los_Angeles 2015-08-07T17:29:32Z
              viernes, 7 de agosto de 2015, 10:29:32 GMT-7

              icufmt date --locale zh --calendar japanese --date-style long 2019-01-01T00:00:00Z
              平成31年1月1日

              icufmt date --locale en-GB --skeleton yMMMMEEEEd 1438968572
              Friday, 7 August 2015
            """
    )

    @Option(help: "A BCP 47 tag or ICU locale id (de-CH, ja_JP@calendar=japanese).")
    var locale: String = "en-US"

    @Option(help: FieldHelp.values(of: "date", "dateStyle"))
    var dateStyle: String?

    @Option(help: FieldHelp.values(of: "date", "timeStyle"))
    var timeStyle: String?

    @Option(help: "An ICU skeleton such as yMMMd or jmm: the locale's best pattern for it.")
    var skeleton: String?

    @Option(help: "A literal LDML pattern such as \"yyyy-MM-dd HH:mm\".")
    var pattern: String?

    @Option(help: "An ICU calendar: gregorian, japanese, buddhist, islamic-umalqura, hebrew, …")
    var calendar: String?

    @Option(help: "An ICU time zone id or GMT±hh:mm.")
    var timeZone: String = "UTC"

    @Argument(help: "An ISO 8601 instant with Z or an offset, or seconds since 1970.")
    var date: String

    @OptionGroup var parts: PartsOption

    func run() throws {
        try RequestRunner.run(
            parts.members + [
                ("op", .string("date")),
                ("locale", .string(locale)),
                ("date", RequestRunner.scalar(date)),
                ("timeZone", .string(timeZone)),
                ("calendar", calendar.map(JSONValue.string)),
                ("dateStyle", dateStyle.map(JSONValue.string)),
                ("timeStyle", timeStyle.map(JSONValue.string)),
                ("skeleton", skeleton.map(JSONValue.string)),
                ("pattern", pattern.map(JSONValue.string)),
            ])
    }
}
