import LocaleFormat
import LocaleFormatCatalogs
import LocaleFormatService
import Testing

/// `CatalogStore`: a reload swaps the whole set when every catalog loads,
/// and keeps the set in use when one fails.
@Suite struct CatalogStoreTests {
    static func xcstrings(_ value: String) -> String {
        #"{"sourceLanguage": "en", "version": "1.0", "strings": {"Greeting": {"localizations": {"en": \#(TemporaryCatalog.unit(value))}}}}"#
    }

    static func text(_ dispatcher: FormatDispatcher, catalog: String) -> String? {
        let line = #"{"op":"string","catalog":"\#(catalog)","key":"Greeting","languages":["en"]}"#
        guard case .success(.object(let result))? = dispatcher.response(toLine: Array(line.utf8))?.outcome,
            case .string(let text)? = result["text"]
        else { return nil }
        return text
    }

    @Test func reloadSwapsEveryCatalogAtOnce() throws {
        let files = TemporaryCatalog()
        files.write("one/Localizable.xcstrings", Self.xcstrings("Hello"))
        files.write("two/Localizable.xcstrings", Self.xcstrings("Hi"))
        let store = try CatalogStore(paths: ["one": files.root + "/one", "two": files.root + "/two"])
        let dispatcher = FormatDispatcher(catalogs: store)
        #expect(Self.text(dispatcher, catalog: "one") == "Hello")
        #expect(Self.text(dispatcher, catalog: "two") == "Hi")

        files.write("one/Localizable.xcstrings", Self.xcstrings("Good morning"))
        files.write("two/Localizable.xcstrings", Self.xcstrings("Morning"))
        // Not before the reload.
        #expect(Self.text(dispatcher, catalog: "one") == "Hello")
        let reloaded = try store.reload()
        #expect(reloaded.catalogs.keys.sorted() == ["one", "two"])
        #expect(Self.text(dispatcher, catalog: "one") == "Good morning")
        #expect(Self.text(dispatcher, catalog: "two") == "Morning")
    }

    @Test func aFailedReloadKeepsTheOldSet() throws {
        let files = TemporaryCatalog()
        files.write("one/Localizable.xcstrings", Self.xcstrings("Hello"))
        files.write("two/Localizable.xcstrings", Self.xcstrings("Hi"))
        let store = try CatalogStore(paths: ["one": files.root + "/one", "two": files.root + "/two"])
        let dispatcher = FormatDispatcher(catalogs: store)

        // `one` would load; `two` is broken on its second line: nothing changes.
        files.write("one/Localizable.xcstrings", Self.xcstrings("Good morning"))
        files.write("two/Localizable.xcstrings", "{\"sourceLanguage\": \"en\",\n  \"strings\": {,}}")
        #expect(throws: CatalogLoadError.self) { try store.reload() }
        do {
            try store.reload()
        } catch {
            #expect(error.path.hasSuffix("two/Localizable.xcstrings"))
            #expect(error.line == 2)
            #expect(error.code == .invalidCatalog)
        }
        #expect(Self.text(dispatcher, catalog: "one") == "Hello")
        #expect(Self.text(dispatcher, catalog: "two") == "Hi")
    }

    @Test func aStoreOfLoadedCatalogsKeepsThemOnReload() throws {
        let store = CatalogStore(CatalogSet([:]))
        #expect(try store.reload().catalogs.isEmpty)
        #expect(store.paths.isEmpty)
    }

    @Test func loadErrorsNameTheFile() {
        let files = TemporaryCatalog()
        files.write("bad/Localizable.xcstrings", "{\"sourceLanguage\": \"en\", \"strings\": [}")
        #expect(throws: CatalogLoadError.self) { try CatalogStore(paths: ["bad": files.root + "/bad"]) }
    }
}
