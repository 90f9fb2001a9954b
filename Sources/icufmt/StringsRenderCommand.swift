import ArgumentParser
import LocaleFormatService

/// `icufmt strings render`: the `string` op for a person (Docs/Protocol.md, "Op string").
struct StringsRenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Print one entry of a catalog, rendered for a person's languages.",
        discussion: """
            Each ARG that reads as a JSON number (5, -2, 1234.50, 1e3) is passed as a \
            number, exactly as written; anything else as a string. --string passes \
            every ARG as a string. Put -- before arguments that start with a dash \
            (a negative number). Exit status: 0 printed, 1 the request failed (the \
            error code and message on standard error), 64 bad flags, 65 the catalog \
            cannot be loaded.

            Examples:
              icufmt strings render App/Resources "%lld followers" --languages ru,en 5
              5 подписчиков
              icufmt strings render App/Resources "%lld files" --languages de-CH 1234
              1’234 Dateien
              icufmt strings render App/Resources "%lld items" --languages en -- -3
            """
    )

    @Argument(help: "The catalog: a .xcstrings file, an .lproj folder or a folder of them.")
    var path: String

    @Argument(help: "The entry's key, exactly as in the catalog.")
    var key: String

    @Option(help: "The person's languages, preferred first, separated by commas (ru,en).")
    var languages: String

    @Option(help: "The table (default Localizable).")
    var table: String?

    @Option(help: FieldHelp.values(of: "string", "device"))
    var device: String?

    @Option(help: "Chooses width variations: 1...10000 (default: the widest).")
    var width: Int?

    @Option(help: "The locale numbers are formatted for (default: from the languages).")
    var formatLocale: String?

    @Flag(help: "Fail with missingTranslation instead of falling back to the development language.")
    var strict = false

    @Flag(inversion: .prefixedNo, help: "Localize %d, %u and %f (--no-localize-numbers: C printf).")
    var localizeNumbers = true

    @Flag(name: .customLong("string"), help: "Pass every ARG as a string.")
    var allStrings = false

    @Argument(help: "The entry's arguments, in order.")
    var arguments: [String] = []

    func run() throws {
        let store = try CatalogPaths.load([Self.catalogName: path])
        let tags = languages.split(separator: ",").map { String($0.trimmingPrefixAndSuffixSpaces) }
        let args: [JSONValue] = arguments.map { allStrings ? .string($0) : RequestRunner.scalar($0) }
        let result = try RequestRunner.result(
            [
                ("op", .string("string")), ("catalog", .string(Self.catalogName)),
                ("table", table.map(JSONValue.string)),
                ("key", .string(key)), ("languages", .array(tags.map(JSONValue.string))), ("args", .array(args)),
                ("device", device.map(JSONValue.string)), ("width", width.map { .number(String($0)) }),
                ("formatLocale", formatLocale.map(JSONValue.string)), ("strict", strict ? .bool(true) : nil),
                ("localizeNumbers", localizeNumbers ? nil : .bool(false)),
            ], dispatcher: FormatDispatcher(catalogs: store))
        guard case .object(let object) = result, case .string(let text)? = object["text"] else {
            print(result.plainText)
            return
        }
        print(text)
    }

    /// The name the one catalog of PATH is loaded under.
    static let catalogName = "catalog"
}

extension Substring {
    /// Without spaces at either end (`ru, en` is `ru` and `en`).
    fileprivate var trimmingPrefixAndSuffixSpaces: Substring {
        var text = self
        while text.first == " " { text = text.dropFirst() }
        while text.last == " " { text = text.dropLast() }
        return text
    }
}
