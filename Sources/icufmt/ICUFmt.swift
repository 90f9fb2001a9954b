import ArgumentParser
import LocaleFormat

@main
struct ICUFmt: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "icufmt",
        abstract: "Locale-aware formatting backed by the system ICU.",
        discussion: """
            Formats dates, numbers and prices, picks plural categories and compares \
            strings per language, using ICU \(ICUVersion.icu) (Unicode \(ICUVersion.unicode)).

            `icufmt batch` runs the JSON Lines request protocol on standard input; \
            the other subcommands answer one question for a person.
            """,
        version: LocaleFormatVersion.summary,
        subcommands: [
            ServeCommand.self, BatchCommand.self, DateCommand.self, NumberCommand.self, CurrencyCommand.self,
            UnitCommand.self, PluralCommand.self, LocaleCommand.self, CompareCommand.self, SortCommand.self,
            SortKeyCommand.self, MessageCommand.self, CaseCommand.self, NegotiateCommand.self,
            // The protocol's second-version ops (Docs/Protocol.md).
            IntervalCommand.self, RelativeCommand.self, ListCommand.self, DisplayNameCommand.self,
            NumberRangeCommand.self,
            DurationCommand.self,
            // The third version: an app's string catalogs.
            StringsCommand.self,
        ]
    )
}
