/// Upper-, lower- and title-casing by a language's rules (ICU case mapping).
///
/// ```swift
/// try Formatters.shared.caseMapper(locale: "tr").uppercased("istanbul")   // "İSTANBUL": dotted capital İ
/// try Formatters.shared.caseMapper(locale: "en").uppercased("istanbul")   // "ISTANBUL"
/// try Formatters.shared.caseMapper(locale: "tr").lowercased("IŞIK")       // "ışık": dotless ı
/// try Formatters.shared.caseMapper(locale: "de").uppercased("straße")     // "STRASSE"
/// try Formatters.shared.caseMapper(locale: "el").uppercased("άδικος")     // "ΑΔΙΚΟΣ": Greek drops accents in capitals
/// try Formatters.shared.caseMapper(locale: "nl").titlecased("ijssel")     // "IJssel"
/// try Formatters.shared.caseMapper(locale: "en").titlecased("ijssel")     // "Ijssel"
/// ```
///
/// The language decides the special rules (Turkish and Azeri dotted and
/// dotless i, Lithuanian dot above, Greek accents in upper case, Dutch IJ,
/// the Armenian ligature `և`);
/// title case finds words with the locale's word break rules, upper-cases
/// each word's first cased letter (title case for digraphs: `ǆ` → `ǅ`) and
/// lower-cases the rest, as ICU's `u_strToTitle` does.
///
/// Lengths change: `ß` becomes `SS`, `ﬁ` becomes `FI`, and Lithuanian
/// lower-casing adds combining dots.
///
/// Cost and sharing: a `CaseMapper` is cheap to open for upper and lower
/// case; the first title-casing opens a word break iterator (tens of
/// microseconds). It is safe to use from many threads at once: ICU's
/// title-casing is not (its break iterator keeps state), so each title-case
/// call borrows a private ICU case map from a small pool.
public final class CaseMapper: Sendable {
    /// A case mapping; raw values are the request protocol's `mode` values.
    public enum Mode: String, Hashable, Sendable, CaseIterable {
        /// ``CaseMapper/uppercased(_:)``.
        case upper
        /// ``CaseMapper/lowercased(_:)``.
        case lower
        /// ``CaseMapper/titlecased(_:)``.
        case title
    }

    /// What the mapper was opened with: the locale whose case rules are used.
    public let options: Options

    let shared: ICUCaseMapHandle
    let titlePool: ICUHandlePool<ICUTitleCaseMapHandle>

    /// Opens the case mapping of a locale (uncached:
    /// ``Formatters/caseMapper(_:)`` shares one per locale).
    ///
    /// - Parameter options: the language whose rules apply.
    /// - Throws: ``LocaleFormatError`` `internal` when ICU cannot open a case map.
    ///
    /// ```swift
    /// try CaseMapper(CaseMapper.Options(locale: LocaleIdentifier("lt"))).lowercased("Ì")
    /// // "i̇̀" (i, combining dot above, grave)
    /// ```
    public init(_ options: Options) throws(LocaleFormatError) {
        self.options = options
        // The base name: ICU reads the language up to the first `@` too.
        let id = options.locale.caseMappingID
        self.shared = try ICUCaseMapHandle(locale: id)
        self.titlePool = try ICUHandlePool { () throws(LocaleFormatError) in try ICUTitleCaseMapHandle(locale: id) }
    }

    /// The text in upper case (`ucasemap_utf8ToUpper`).
    ///
    /// - Parameter text: any text.
    /// - Throws: ``LocaleFormatError`` `limitExceeded` for a text of 2 GiB
    ///   or more, `internal` when ICU fails.
    ///
    /// ```swift
    /// try Formatters.shared.caseMapper(locale: "tr").uppercased("diyarbakır")   // "DİYARBAKIR"
    /// ```
    public func uppercased(_ text: String) throws(LocaleFormatError) -> String {
        try shared.uppercased(text)
    }

    /// The text in lower case (`ucasemap_utf8ToLower`).
    ///
    /// - Parameter text: any text.
    /// - Throws: ``LocaleFormatError`` `limitExceeded` for a text of 2 GiB
    ///   or more, `internal` when ICU fails.
    ///
    /// ```swift
    /// try Formatters.shared.caseMapper(locale: "tr").lowercased("DİYARBAKIR")   // "diyarbakır"
    /// ```
    public func lowercased(_ text: String) throws(LocaleFormatError) -> String {
        try shared.lowercased(text)
    }

    /// The text in title case: each word's first cased letter in title case,
    /// the rest in lower case, words found by the locale's word break rules
    /// (`ucasemap_utf8ToTitle`).
    ///
    /// - Parameter text: any text.
    /// - Throws: ``LocaleFormatError`` `limitExceeded` for a text of 2 GiB
    ///   or more, `internal` when ICU fails.
    ///
    /// ```swift
    /// try Formatters.shared.caseMapper(locale: "nl").titlecased("ijsland en ijssel")   // "IJsland En IJssel"
    /// try Formatters.shared.caseMapper(locale: "en").titlecased("hello wORLD")        // "Hello World"
    /// ```
    public func titlecased(_ text: String) throws(LocaleFormatError) -> String {
        try titlePool.withHandle { (handle) throws(LocaleFormatError) in try handle.titlecased(text) }
    }

    /// The text mapped in one of the three ways: the request protocol's
    /// `case` operation.
    ///
    /// - Parameters:
    ///   - text: any text.
    ///   - mode: upper, lower or title case.
    /// - Throws: as the mapping it runs.
    ///
    /// ```swift
    /// try Formatters.shared.caseMapper(locale: "de").map("ß", mode: .upper)   // "SS"
    /// ```
    public func map(_ text: String, mode: Mode) throws(LocaleFormatError) -> String {
        switch mode {
        case .upper: try uppercased(text)
        case .lower: try lowercased(text)
        case .title: try titlecased(text)
        }
    }
}

extension CaseMapper {
    /// What determines a case mapping: the locale, and nothing else. The key
    /// of ``Formatters/caseMapper(_:)``.
    public struct Options: Hashable, Sendable {
        /// The language whose rules apply. Only Turkish, Azeri, Lithuanian,
        /// Greek, Dutch (title case) and Armenian have special rules; every
        /// other language maps as the root locale does.
        public var locale: LocaleIdentifier

        /// Collects the options.
        /// - Parameter locale: the language whose rules apply.
        public init(locale: LocaleIdentifier) {
            self.locale = locale
        }
    }
}

extension CaseMapper.Options: FormatterCacheKey {
    /// The locale's hash, computed when it was parsed.
    var cacheHash: Int { locale.cacheHash }
}
