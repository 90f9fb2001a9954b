import ArgumentParser
import LocaleFormatService

struct CompareCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "compare",
        abstract: "Compare two strings in a language's collation order: -1, 0 or 1.",
        discussion: """
            Examples:
              icufmt compare --locale sv ä z        # 1: Swedish sorts ä after z
              icufmt compare --locale de ä z        # -1: German sorts ä with a
              icufmt compare --locale en --numeric true a2 a10
            """
    )

    @Option(help: "A BCP 47 tag or ICU id; collation variants ride in it (de-u-co-phonebk).")
    var locale: String = "en-US"

    @OptionGroup var collation: CollationOptions

    @Argument var a: String
    @Argument var b: String

    func run() throws {
        try RequestRunner.run(
            [("op", .string("compare")), ("locale", .string(locale)), ("a", .string(a)), ("b", .string(b))]
                + collation.members)
    }
}
