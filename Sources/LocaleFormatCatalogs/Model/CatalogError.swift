public import LocaleFormat

extension LocaleFormatError.Code {
    /// No catalog of that name is loaded (Docs/Protocol.md, "Op string").
    public static let unknownCatalog = Self(rawValue: "unknownCatalog")
    /// The table does not exist, or no localization of it has the key.
    public static let unknownKey = Self(rawValue: "unknownKey")
    /// `strict` rendering, and the chosen localization cannot render the key;
    /// or neither it nor the development language can.
    public static let missingTranslation = Self(rawValue: "missingTranslation")
    /// The arguments do not fit the format specifiers: one missing, of the
    /// wrong type, or out of range.
    public static let invalidArgument = Self(rawValue: "invalidArgument")
    /// The entry cannot be rendered: `%n`, `%*d`, `%#@v@` without a variable
    /// `v`, a lone `%` at the end; also a file that cannot be loaded.
    public static let invalidCatalog = Self(rawValue: "invalidCatalog")
}

/// Why a catalog could not be loaded: the file, and for text formats the
/// line and column (1-based; columns count Unicode scalars).
///
/// `code` is ``LocaleFormatError/Code/invalidCatalog`` for unreadable or
/// malformed files and conflicting tables or languages, and
/// ``LocaleFormatError/Code/limitExceeded`` for a catalog over a limit of
/// ``CatalogLimits``.
public struct CatalogLoadError: Error, Sendable, Hashable, CustomStringConvertible {
    /// `invalidCatalog` or `limitExceeded`.
    public var code: LocaleFormatError.Code
    /// The file (or folder) at fault.
    public var path: String
    /// The line in a text file, when known.
    public var line: Int?
    /// The column in that line, when known.
    public var column: Int?
    /// What is wrong, for people.
    public var message: String

    /// Collects the fields of a load error.
    public init(
        _ code: LocaleFormatError.Code = .invalidCatalog, path: String, line: Int? = nil, column: Int? = nil,
        _ message: String
    ) {
        self.code = code
        self.path = path
        self.line = line
        self.column = column
        self.message = message
    }

    /// `path:line:column: message`, as compilers print it.
    public var description: String {
        var place = path
        if let line {
            place += ":\(line)"
            if let column { place += ":\(column)" }
        }
        return "\(place): \(code): \(message)"
    }

    /// The same fault as the protocol's error value.
    public var localeFormatError: LocaleFormatError { LocaleFormatError(code, description) }
}

/// The limits of Docs/Catalogs.md, "Limits"; a catalog over any of them does not load.
public enum CatalogLimits {
    /// All files of one catalog together: 256 MiB.
    public static let maximumCatalogBytes = 256 << 20
    /// Values of one catalog (a key in one table and one language): 1,000,000.
    public static let maximumEntries = 1_000_000
    /// One file: 64 MiB.
    public static let maximumFileBytes = 64 << 20
    /// One string value, in UTF-8 bytes: 64 KiB.
    public static let maximumValueBytes = 64 << 10
    /// Variations nested in each other (device → plural is two).
    public static let maximumDepth = 4
    /// Arguments of one rendering, and the highest argument position a format
    /// string may name.
    public static let maximumArguments = 64
    /// A rendered text, in UTF-8 bytes: 1 MiB.
    public static let maximumRenderedBytes = 1 << 20
}
