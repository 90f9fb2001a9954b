import ArgumentParser
import LocaleFormatService

/// `--parts` of the subcommands whose op takes `parts` (Docs/Protocol.md,
/// "Parts"): the result as ECMA-402's parts, one JSON object a line.
struct PartsOption: ParsableArguments {
    @Flag(name: .customLong("parts"), help: FieldHelp.values(of: "number", "parts"))
    var enabled = false

    /// The request's `parts` member: present only when asked for.
    var members: [(String, JSONValue?)] { [("parts", enabled ? .bool(true) : nil)] }
}
