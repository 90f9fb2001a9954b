import ArgumentParser
import LocaleFormatService

struct MessageCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "message",
        abstract: "Format an ICU MessageFormat pattern with named arguments.",
        discussion: """
            Arguments are name=value; a value that is a JSON number is a number, \
            anything else a string (an ISO 8601 instant for date and time arguments).

            Examples:
              icufmt message --locale ru '{count, plural, one {# день} few {# дня} many {# дней} other {# дня}}' count=5
              5 дней
              icufmt message --locale de '{n, number, ::currency/EUR} am {d, date, long}' n=1234.5 d=2015-08-07T17:29:32Z
            """
    )

    @Option(help: "A BCP 47 tag or ICU id.")
    var locale: String = "en-US"

    @Option(help: "The time zone of date and time arguments.")
    var timeZone: String = "UTC"

    @Argument(help: "The message pattern.")
    var pattern: String

    @Argument(help: "name=value arguments.")
    var arguments: [String] = []

    func run() throws {
        var args: [JSONObject.Member] = []
        for argument in arguments {
            guard let equals = argument.firstIndex(of: "=") else {
                throw ValidationError("argument \"\(argument)\" is not name=value")
            }
            let value = String(argument[argument.index(after: equals)...])
            args.append(.init(key: String(argument[..<equals]), value: RequestRunner.scalar(value)))
        }
        try RequestRunner.run([
            ("op", .string("message")), ("locale", .string(locale)), ("pattern", .string(pattern)),
            ("args", .object(JSONObject(args))), ("timeZone", .string(timeZone)),
        ])
    }
}
