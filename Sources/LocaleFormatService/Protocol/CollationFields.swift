import LocaleFormat

/// The collation fields shared by `compare`, `sort` and `sortKey`: the locale
/// and the optional options. An absent option is never set, so the locale's
/// tailoring keeps its own default (normalization: on).
struct CollationFields {
    /// The options' declaration; absent, each is the locale's.
    static let options: [OperationField] = [
        .choice("strength", Collator.Strength.self, "which differences count: primary ignores accents and case"),
        .optional("numeric", .boolean, "whether digits sort by their numeric value"),
        .choice("caseFirst", Collator.CaseFirst.self, "whether upper or lower case sorts first"),
        .choice("alternate", Collator.Alternate.self, "shifted ignores spaces and punctuation"),
        .optional(
            "normalization", .boolean, "whether canonically equivalent strings compare equal (on unless turned off)"),
        .optional("rules", .text, "a tailoring in ICU's rule syntax (\"&c<ch\") after the locale's"),
    ]

    /// Rules longer than ``Collator/maximumRulesLength`` are `limitExceeded`,
    /// checked with the other limits, before the fields' shapes.
    static func checkLimits(_ request: RequestFields) throws(LocaleFormatError) {
        if case .string(let rules)? = request.peek("rules") { try Collator.checkRulesLength(rules) }
    }

    var locale: String
    var strength: Collator.Strength?
    var numeric: Bool?
    var caseFirst: Collator.CaseFirst?
    var alternate: Collator.Alternate?
    var normalization: Bool?
    var rules: String?

    init(fields: inout RequestFields) throws {
        locale = try fields.string("locale")
        strength = try fields.optionalEnum("strength", Collator.Strength.self)
        numeric = try fields.optionalBool("numeric")
        caseFirst = try fields.optionalEnum("caseFirst", Collator.CaseFirst.self)
        alternate = try fields.optionalEnum("alternate", Collator.Alternate.self)
        normalization = try fields.optionalBool("normalization")
        rules = try fields.optionalString("rules")
    }

    func collator(from formatters: Formatters) throws -> Collator {
        try formatters.collator(
            locale: locale, strength: strength, numeric: numeric, caseFirst: caseFirst, alternate: alternate,
            normalization: normalization, rules: rules)
    }
}
