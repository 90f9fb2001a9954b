import LocaleFormat

/// A localization's name as a catalog spells it (`pt_BR.lproj`, `English.lproj`,
/// an `.xcstrings` language), read into a BCP 47 tag.
enum LanguageName {
    /// Apple's legacy `.lproj` names and their languages.
    static let legacy: [String: String] = [
        "English": "en", "French": "fr", "German": "de", "Italian": "it", "Japanese": "ja", "Spanish": "es",
        "Dutch": "nl",
    ]

    /// What a name stands for.
    enum Reading: Equatable {
        /// `Base`: the development language.
        case base
        /// A language, as a BCP 47 tag (`zh_TW` → `zh-TW`, `English` → `en`).
        case language(String)
    }

    /// Reads a name; nil when it is none of `Base`, a legacy name, a BCP 47
    /// tag or an ICU id.
    static func read(_ name: String) -> Reading? {
        if name == "Base" { return .base }
        if let tag = legacy[name] { return .language(tag) }
        // Only letters, digits, `-` and `_`: ICU ids may hold `@` keywords, which no
        // `.lproj` name has.
        guard !name.isEmpty, name.utf8.count <= 64,
            name.utf8.allSatisfy({
                $0 == 0x2D || $0 == 0x5F || (0x30...0x39).contains($0) || (0x41...0x5A).contains($0)
                    || (0x61...0x7A).contains($0)
            }),
            // A language subtag of 2 or 3 letters: BCP 47's 5-8 letter ones
            // are reserved and never registered, so `Klingon` is no language.
            (2...3).contains(name.utf8.prefix { $0 != 0x2D && $0 != 0x5F }.count),
            let identifier = try? LocaleIdentifier(name), identifier != .root
        else { return nil }
        return .language(identifier.bcp47)
    }
}
