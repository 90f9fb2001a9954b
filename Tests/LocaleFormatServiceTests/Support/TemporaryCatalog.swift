import Foundation

/// A folder of catalog files written by a test at run time, removed when
/// the value goes away. Its text is synthetic: no real app's strings.
final class TemporaryCatalog: @unchecked Sendable {
    let root: String

    init() {
        root = NSTemporaryDirectory() + "service-catalog-" + UUID().uuidString
        try? FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: root) }

    /// Writes text at a path relative to the root, creating folders.
    func write(_ relative: String, _ text: String) {
        let path = root + "/" + relative
        try? FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
    }

    /// A `stringUnit` localization.
    static func unit(_ value: String) -> String {
        #"{"stringUnit": {"state": "translated", "value": "\#(value)"}}"#
    }

    /// Plural variations over `forms`.
    static func plural(_ forms: KeyValuePairs<String, String>) -> String {
        let cases = forms.map { #""\#($0.key)": \#(unit($0.value))"# }.joined(separator: ", ")
        return #"{"variations": {"plural": {\#(cases)}}}"#
    }

    /// The app of the `string` op tests: `Localizable.xcstrings` (source
    /// language `en`; `en`, `de`, `fr`, `ru`) and an `en.lproj` table
    /// `Width` of width variations.
    static func app() -> TemporaryCatalog {
        let catalog = TemporaryCatalog()
        catalog.write(
            "App/Localizable.xcstrings",
            #"""
            {"sourceLanguage": "en", "version": "1.0", "strings": {
              "%lld followers": {"localizations": {
                "en": \#(plural(["one": "%lld follower", "other": "%lld followers"])),
                "de": \#(plural(["one": "%lld Follower", "other": "%lld Follower"])),
                "ru": \#(plural(["one": "%lld подписчик", "few": "%lld подписчика", "many": "%lld подписчиков", "other": "%lld подписчика"]))
              }},
              "%lld items": {"localizations": {
                "en": \#(plural(["zero": "No items", "one": "%lld item", "other": "%lld items"]))
              }},
              "Hello %@": {"localizations": {
                "en": \#(unit("Hello %@")),
                "fr": \#(unit("Bonjour %@"))
              }},
              "Total: %.2f": {"localizations": {
                "en": \#(unit("Total: %.2f")),
                "de": \#(unit("Summe: %.2f"))
              }},
              "Tap": {"localizations": {
                "en": {"variations": {"device": {"ipad": \#(unit("Tap on your iPad")), "mac": \#(unit("Click")), "other": \#(unit("Tap"))}}}
              }},
              "Broken %n": {"localizations": {"en": \#(unit("Broken %n"))}},
              "Café": {"localizations": {"en": \#(unit("Coffee"))}}
            }}
            """#)
        catalog.write(
            "App/en.lproj/Width.stringsdict",
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
              <key>Welcome</key>
              <dict>
                <key>NSStringVariableWidthRuleType</key>
                <dict>
                  <key>20</key><string>Welcome</string>
                  <key>50</key><string>Welcome to the app</string>
                </dict>
              </dict>
            </dict>
            </plist>
            """)
        return catalog
    }
}
