/// One thing the checker found in a catalog: what, how serious, and where.
///
/// ```swift
/// let finding = try Catalog(path: "App/Resources").check().first
/// finding?.description
/// // "App/Resources/uk.lproj/Localizable.strings:12: error: … [missingPluralCategory]"
/// ```
public struct CatalogFinding: Sendable, Hashable, CustomStringConvertible {
    /// How serious a finding is: `error` breaks a text in some language,
    /// `warning` probably does, `note` is worth knowing.
    public enum Severity: String, Sendable, Hashable, CaseIterable, Comparable {
        case error, warning, note

        public static func < (lhs: Self, rhs: Self) -> Bool {
            allCases.firstIndex(of: lhs) ?? 0 < allCases.firstIndex(of: rhs) ?? 0
        }
    }

    /// What kind of finding; its raw value is the protocol's `code`.
    public struct Code: RawRepresentable, Sendable, Hashable, CustomStringConvertible {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public var description: String { rawValue }

        /// A key of the development language has no value in a localization.
        public static let missingTranslation = Self(rawValue: "missingTranslation")
        /// A plural variation lacks a category the language's CLDR rules use.
        public static let missingPluralCategory = Self(rawValue: "missingPluralCategory")
        /// A plural variation has a category the language never uses (`zero` excepted).
        public static let unusedPluralCategory = Self(rawValue: "unusedPluralCategory")
        /// An argument position the source does not use, or another type class at one.
        public static let formatMismatch = Self(rawValue: "formatMismatch")
        /// A translation does not print an argument the source prints.
        public static let omittedArgument = Self(rawValue: "omittedArgument")
        /// A specifier that cannot be rendered (`%n`, `%*d`, a lone `%`, `%#@v@` without `v`).
        public static let invalidFormat = Self(rawValue: "invalidFormat")
        /// An empty value where the source is not empty.
        public static let emptyTranslation = Self(rawValue: "emptyTranslation")
        /// `.xcstrings` state `needs_review`.
        public static let needsReview = Self(rawValue: "needsReview")
        /// `.xcstrings` state `new`.
        public static let newState = Self(rawValue: "newState")
        /// `.xcstrings` `extractionState: stale`.
        public static let stale = Self(rawValue: "stale")
        /// A key written twice in one `.strings` file (the last one wins).
        public static let duplicateKey = Self(rawValue: "duplicateKey")
        /// A localization ICU has no data for.
        public static let unknownLanguage = Self(rawValue: "unknownLanguage")
        /// The catalog did not load (the only finding then); the load error's
        /// own code is `invalidCatalog` or `limitExceeded`.
        public static let invalidCatalog = Self(rawValue: "invalidCatalog")
        /// The catalog is over a limit and did not load.
        public static let limitExceeded = Self(rawValue: "limitExceeded")
    }

    /// `error`, `warning` or `note`.
    public var severity: Severity
    /// What was found.
    public var code: Code
    /// The table (`Localizable`); empty for a load error.
    public var table: String
    /// The entry's key; empty for findings about a whole localization.
    public var key: String
    /// The localization, as a BCP 47 tag; empty for a load error.
    public var language: String
    /// Where inside the value: `plural.few`, `device.ipad.plural.one`,
    /// `substitutions.count.plural.one`; empty for the value itself.
    public var variant: String
    /// The file the finding is in.
    public var file: String
    /// The 1-based line, when the format has lines and it is known.
    public var line: Int?
    /// What is wrong, for people.
    public var message: String

    /// Collects the fields of a finding.
    public init(
        _ severity: Severity, _ code: Code, table: String, key: String, language: String, variant: String = "",
        file: String, line: Int? = nil, message: String
    ) {
        self.severity = severity
        self.code = code
        self.table = table
        self.key = key
        self.language = language
        self.variant = variant
        self.file = file
        self.line = line
        self.message = message
    }

    /// One line as compilers write them, which editors and CI annotate:
    /// `path:line: error: message (key "…", uk, plural.few, table Localizable) [code]`.
    public var description: String {
        var place = file
        if let line { place += ":\(line)" }
        var subject: [String] = []
        if !key.isEmpty { subject.append("key \"\(Self.escaped(key))\"") }
        if !language.isEmpty { subject.append(language) }
        if !variant.isEmpty { subject.append(variant) }
        if !table.isEmpty { subject.append("table \(table)") }
        let context = subject.isEmpty ? "" : " (\(subject.joined(separator: ", ")))"
        return "\(place): \(severity.rawValue): \(Self.escaped(message))\(context) [\(code.rawValue)]"
    }

    /// Line breaks and tabs written as escapes, so that a finding is one line.
    static func escaped(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}

extension CatalogFinding {
    /// A load error as the one finding of a catalog that did not load.
    public init(loadError: CatalogLoadError) {
        self.init(
            .error, Code(rawValue: loadError.code.rawValue), table: "", key: "", language: "",
            file: loadError.path, line: loadError.line,
            message: loadError.column.map { "column \($0): \(loadError.message)" } ?? loadError.message)
    }
}
