import ArgumentParser
import LocaleFormatService

struct NegotiateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "negotiate",
        abstract: "Pick the best supported locale for an Accept-Language header.",
        discussion: """
            Example:
              icufmt negotiate --supported en,de,fr --default en 'de-CH, de;q=0.9, en;q=0.5'
              de
            """
    )

    @Option(help: "Comma-separated tags the application supports.")
    var supported: String

    @Option(help: "The tag to use when nothing matches.")
    var `default`: String

    @Argument(help: "An Accept-Language header value, or comma-separated tags in preference order.")
    var requested: String

    func run() throws {
        let tags = supported.split(separator: ",").map { JSONValue.string(String($0).trimmingCharacters()) }
        try RequestRunner.run([
            ("op", .string("negotiate")), ("requested", .string(requested)), ("supported", .array(tags)),
            ("default", .string(`default`)),
        ])
    }
}
