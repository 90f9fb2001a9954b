import ArgumentParser

/// `icufmt strings`: an app's string catalogs (Docs/Catalogs.md). Each
/// subcommand lives in a file of its own (`StringsRenderCommand.swift`,
/// `StringsCheckCommand.swift`).
struct StringsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "strings",
        abstract: "Work with an app's string catalogs (.xcstrings, .strings, .stringsdict).",
        discussion: """
            PATH is a .xcstrings file, a <language>.lproj folder, or a folder holding \
            either, searched recursively (Docs/Catalogs.md). A catalog that cannot be \
            loaded exits 65 with the file, line and column on standard error.
            """,
        subcommands: [StringsRenderCommand.self, StringsCheckCommand.self]
    )
}
