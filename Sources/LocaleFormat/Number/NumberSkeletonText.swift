/// An ICU number skeleton read into options (ICU's grammar, long and
/// concise forms: `percent .00 sign-always`, `% .00 +!`), so that a
/// formatter asked for by skeleton is the one asked for by the same options:
/// one cache entry, one formatter.
///
/// Every stem ICU reads maps to the field that means it; a stem no field
/// says (`precision-unlimited`, `latin`, `group-thousands`, …) is kept as
/// written for ICU (``icuTokens``, ``NumberDisplay/icuStems``); the stems
/// that name a unit (`currency/…`, `unit/…`, `measure-unit/…`, `usage/…`,
/// `permille`) and a unit's width are read by the op they belong to
/// (``unitTokens``). Digits
/// are kept in their shortest form: the fields a request would give (`.##`
/// is `maximumFractionDigits: 2`; the style's default digits are no field).
struct NumberSkeletonText {
    /// A token of the text and where it starts (a byte offset, which for
    /// the ASCII a skeleton is made of is ICU's UTF-16 offset too).
    struct Token {
        let text: Substring
        let offset: Int
    }

    /// A unit stem (`currency`, `unit`, `measure-unit`, `per-measure-unit`,
    /// `usage`, `unit-width-…`, `percent`…), for the op to read.
    struct UnitToken {
        let stem: Substring
        let option: Substring?
        let token: Token
    }

    /// Longest skeleton accepted.
    static let maximumLength = 500

    var display = NumberDisplay()
    /// A precision stem was given (else ICU's default for the unit).
    var precisionGiven = false
    var fraction: (minimum: Int, maximum: Int)?
    var significant: (minimum: Int, maximum: Int)?
    var incrementGiven = false
    /// `precision-currency-cash` and `precision-currency-standard`, for a currency to read.
    var currencyPrecision: Token?
    var cashRounding = false
    /// `sign-accounting…`, for a currency to read.
    var accountingToken: Token?
    var unitTokens: [UnitToken] = []
    /// `percent` or `%`, and whether `%x100` multiplied by 100.
    var percent: Token?
    var percentScaled = false
    /// The stems no option says, kept for ICU as written (``icuStems``).
    var icuTokens: [Token] = []

    /// Reads `text`: each stem to its field, the stems no field says
    /// (``icuTokens``) kept as written.
    /// - Throws: `invalidPattern` for text ICU rejects (pointing at the
    ///   token, from ICU's offset), for non-ASCII text or text over 500 bytes.
    init(_ text: String) throws(LocaleFormatError) {
        try Self.checkSyntax(text)
        var offset = 0
        for word in text.split(separator: " ", omittingEmptySubsequences: false) {
            defer { offset += word.utf8.count + 1 }
            guard !word.isEmpty else { continue }
            let token = Token(text: word, offset: offset)
            let before = self
            do {
                try read(token)
            } catch {
                self = before
                keepForICU(token)
            }
        }
    }

    /// Checks `text` as ICU's skeleton parser reads it.
    /// - Throws: `invalidPattern` for text ICU rejects (the message names
    ///   the token and ICU's offset), non-ASCII text or text over
    ///   `maximumLength` bytes.
    static func checkSyntax(_ text: String, maximumLength: Int = Self.maximumLength) throws(LocaleFormatError) {
        guard text.utf8.count <= maximumLength else {
            throw LocaleFormatError(
                .invalidPattern, "the number skeleton is longer than \(maximumLength) bytes")
        }
        if let index = text.utf8.firstIndex(where: { $0 >= 0x80 || $0 < 0x20 && $0 != 0x20 }) {
            let offset = text.utf8.distance(from: text.utf8.startIndex, to: index)
            throw LocaleFormatError(
                .invalidPattern, "the number skeleton has a character ICU does not read at offset \(offset)")
        }
        if let offset = try ICUNumberHandle.skeletonSyntaxErrorOffset(text) {
            let token = Self.token(in: text, at: offset)
            throw LocaleFormatError(
                .invalidPattern,
                "ICU rejects the number skeleton \"\(text.prefix(64))\" at offset \(offset): \"\(token.prefix(64))\"")
        }
    }

    /// Keeps `token` as an ICU stem (``icuTokens``); a precision stem
    /// stands for the skeleton's precision.
    mutating func keepForICU(_ token: Token) {
        icuTokens.append(token)
        if Self.isPrecisionStem(token.text) { precisionGiven = true }
    }

    /// The kept ICU stems in the skeleton's order, one space apart; nil for none.
    var icuStems: String? {
        icuTokens.isEmpty ? nil : icuTokens.sorted { $0.offset < $1.offset }.map(\.text).joined(separator: " ")
    }

    /// Whether `token` is a precision stem (`.00`, `@@#`, `precision-…`).
    static func isPrecisionStem(_ token: Substring) -> Bool {
        token.first == "." || token.first == "@" || token.hasPrefix("precision-")
    }

    /// The token of `text` around `offset`.
    private static func token(in text: String, at offset: Int) -> Substring {
        let bytes = text.utf8
        let at = bytes.index(bytes.startIndex, offsetBy: min(offset, bytes.count))
        let start = bytes[..<at].lastIndex(of: UInt8(ascii: " ")).map { bytes.index(after: $0) } ?? bytes.startIndex
        let end = bytes[at...].firstIndex(of: UInt8(ascii: " ")) ?? bytes.endIndex
        return Substring(text[start..<end])
    }

    static func noEquivalent(_ token: Token, _ why: String) -> LocaleFormatError {
        LocaleFormatError(
            .invalidPattern, "the number skeleton's \"\(token.text.prefix(64))\" at offset \(token.offset) \(why)")
    }
}
