import ArgumentParser

/// `icufmt strings …`: an app's string catalogs (Docs/Catalogs.md).
struct StringsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "strings",
        abstract: "Work with an app's string catalogs (.xcstrings, .strings, .stringsdict).",
        subcommands: [StringsCheckCommand.self]
    )
}
