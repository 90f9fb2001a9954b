import LocaleFormat
import Synchronization

/// A table's language choice: CLDR language matching over its localizations
/// (``LanguageNegotiator``), each list of preferences' answer remembered.
///
/// Matching costs microseconds (each tag parsed, then ICU's `LocaleMatcher`,
/// once for the list and once per preference to find the one that matched),
/// more than the rest of a rendering. A service sees the same few lists
/// again and again (its users' languages), so the answer for a list is kept
/// and later renderings of it take a dictionary lookup. Only short lists are
/// kept, and only the first ``capacity``: the memory stays bounded, and a
/// list beyond them is matched on every call, never answered differently.
/// Tables with the same localizations share one (and so its answers); a
/// reload builds new ones.
final class CatalogNegotiator: Sendable {
    /// One list's answer: a class, so that a rendering takes it with one retain.
    final class Choice: Sendable {
        /// The supported tag chosen, or ``CatalogTable/noMatch``.
        let best: String
        /// The index of the first preference that alone chooses `best`, the
        /// one whose region the format locale takes; nil without a match.
        let matched: Int?
        /// The localization rendered first: `best`'s index, or the
        /// development language's when nothing matched.
        let chosen: Int
        /// What renderings of the chosen localization and of the development
        /// language read, the only two a rendering uses: their plural rules
        /// and default format locales (Docs/Catalogs.md, "Format strings and
        /// arguments"). Each is read in place where the rendering needs it:
        /// a `Result` of one would be copied out, some hundred bytes, to be
        /// switched over.
        let chosenContext: RenderingContext
        let developmentContext: RenderingContext
        /// Why a default format locale could not be made, thrown only when
        /// that localization is rendered (its context then prints with the
        /// localization's own locale, and is never used).
        let chosenError: LocaleFormatError?
        let developmentError: LocaleFormatError?

        init(
            best: String, matched: Int?, chosen: Int,
            chosenContext: (context: RenderingContext, error: LocaleFormatError?),
            developmentContext: (context: RenderingContext, error: LocaleFormatError?)
        ) {
            self.best = best
            self.matched = matched
            self.chosen = chosen
            (self.chosenContext, chosenError) = chosenContext
            (self.developmentContext, developmentError) = developmentContext
        }

        /// The chosen localization's default format locale.
        var chosenFormatLocale: Result<LocaleIdentifier, LocaleFormatError> {
            if let chosenError { .failure(chosenError) } else { .success(chosenContext.formatLocale) }
        }
        /// The development language's default format locale.
        var developmentFormatLocale: Result<LocaleIdentifier, LocaleFormatError> {
            if let developmentError { .failure(developmentError) } else { .success(developmentContext.formatLocale) }
        }
    }

    /// Lists kept at most.
    static let capacity = 1024
    /// The longest list kept, in UTF-8 bytes of its tags: with ``capacity``,
    /// at most 256 KiB of keys.
    static let maximumKeptBytes = 256

    /// The answers kept, and the list asked for last with its answer: a
    /// service asks for the same list many times in a row, and comparing
    /// it with the last (a few words for short tags) costs less than
    /// hashing it.
    private struct Kept {
        var choices: [[String]: Choice] = [:]
        var lastLanguages: [String] = []
        var lastChoice: Choice?
    }

    let matcher: LanguageNegotiator
    private let kept = Mutex(Kept())

    init(_ matcher: LanguageNegotiator) { self.matcher = matcher }

    /// The answer kept for `languages`, if any: its tags were all well
    /// formed when it was kept.
    func known(_ languages: [String]) -> Choice? {
        kept.withLock { kept in
            // An empty list is never rendered: `lastLanguages` is empty only
            // while nothing was asked.
            if kept.lastLanguages == languages, let choice = kept.lastChoice { return choice }
            guard let choice = kept.choices[languages] else { return nil }
            kept.lastLanguages = languages
            kept.lastChoice = choice
            return choice
        }
    }

    /// The localization of `table` chosen for `languages`, the preference
    /// that matched and the format locales; kept for later calls.
    /// - Parameter languages: well-formed tags (the caller checks them).
    /// - Throws: `internal` when ICU fails; `invalidLocale` for a preference
    ///   that does not parse.
    func choose(_ languages: [String], in table: CatalogTable) throws(LocaleFormatError) -> Choice {
        if let known = known(languages) { return known }
        let best = try matcher.bestMatch(preferences: languages)
        var matched: Int?
        if best != CatalogTable.noMatch {
            for (index, language) in languages.enumerated()
            where try matcher.bestMatch(preferences: [language]) == best {
                matched = index
                break
            }
        }
        let region = try matched.map { (index) throws(LocaleFormatError) in
            try Formatters.shared.locale(languages[index]).region
        }
        let chosen = table.indexByTag[best] ?? table.development
        // A format locale that cannot be made keeps its error, and a context
        // with the localization's own locale that is never rendered with.
        func context(_ index: Int) -> (context: RenderingContext, error: LocaleFormatError?) {
            let locale = table.localizations[index].locale
            do throws(LocaleFormatError) {
                let formatLocale = try Self.formatLocale(of: locale, region: region)
                return (RenderingContext(pluralRules: table.pluralRules[index], formatLocale: formatLocale), nil)
            } catch {
                return (RenderingContext(pluralRules: table.pluralRules[index], formatLocale: locale), error)
            }
        }
        let choice = Choice(
            best: best, matched: matched, chosen: chosen, chosenContext: context(chosen),
            developmentContext: context(table.development))
        let bytes = languages.reduce(0) { $0 + $1.utf8.count }
        if bytes <= Self.maximumKeptBytes {
            kept.withLock { if $0.choices.count < Self.capacity { $0.choices[languages] = choice } }
        }
        return choice
    }

    /// A localization's language and script with the matched preference's
    /// region; the localization's own locale without a region.
    static func formatLocale(of locale: LocaleIdentifier, region: String?) throws(LocaleFormatError)
        -> LocaleIdentifier
    {
        guard let region, !region.isEmpty else { return locale }
        var tag = locale.language.isEmpty ? "und" : locale.language
        let script = locale.script
        if !script.isEmpty { tag += "-" + script }
        return try Formatters.shared.locale(tag + "-" + region)
    }
}
