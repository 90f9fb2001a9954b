import ArgumentParser
import LocaleFormatService

struct SortCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sort",
        abstract: "Sort lines of standard input per language, one column per locale.",
        discussion: """
            With several locales the orders are printed side by side, so a reader \
            sees where they differ.

            Example:
              printf 'zebra\\nÄpfel\\nchico\\ncuna\\nOrange\\n' | icufmt sort --locales de,sv,es-u-co-trad
            """
    )

    @Option(help: "Comma-separated locales (de,sv,es-u-co-trad,ja).")
    var locales: String = "en-US"

    @OptionGroup var collation: CollationOptions

    func run() throws {
        var lines: [String] = []
        while let line = readLine(strippingNewline: true) { lines.append(line) }
        let names = locales.split(separator: ",").map { String($0).trimmingCharacters() }
        var columns: [[String]] = []
        for name in names {
            let result = try RequestRunner.result(
                [("op", .string("sort")), ("locale", .string(name)), ("strings", .array(lines.map(JSONValue.string)))]
                    + collation.members)
            guard case .array(let items) = result else { throw ExitCode(2) }
            columns.append(items.map(\.plainText))
        }
        guard columns.count > 1 else {
            for line in columns.first ?? [] { print(line) }
            return
        }
        let widths = zip(names, columns).map { name, column in
            max(name.count, column.map(\.count).max() ?? 0)
        }
        func row(_ cells: [String]) -> String {
            zip(cells, widths).map { $0 + String(repeating: " ", count: max(0, $1 - $0.count)) }
                .joined(separator: "  ").trimmingTrailingSpaces()
        }
        print(row(names))
        print(row(widths.map { String(repeating: "-", count: $0) }))
        for index in lines.indices { print(row(columns.map { $0[index] })) }
    }
}

extension String {
    func trimmingCharacters() -> String {
        String(self.drop(while: { $0 == " " }).reversed().drop(while: { $0 == " " }).reversed())
    }

    func trimmingTrailingSpaces() -> String {
        String(self.reversed().drop(while: { $0 == " " }).reversed())
    }
}
