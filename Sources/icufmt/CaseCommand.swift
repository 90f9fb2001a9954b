import ArgumentParser
import LocaleFormatService

struct CaseCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "case",
        abstract: "Change case the way a language does.",
        discussion: """
            Examples:
              icufmt case --locale tr --mode upper istanbul     # İSTANBUL
              icufmt case --locale nl --mode title ijssel       # IJssel
              icufmt case --locale de --mode upper straße       # STRASSE
            """
    )

    @Option(help: "A BCP 47 tag or ICU id.")
    var locale: String = "en-US"

    @Option(help: FieldHelp.values(of: "case", "mode"))
    var mode: String

    @Argument var text: String

    func run() throws {
        try RequestRunner.run([
            ("op", .string("case")), ("locale", .string(locale)), ("text", .string(text)), ("mode", .string(mode)),
        ])
    }
}
