import LocaleFormat

/// The fields `number`, `currency` and `unit` share: ECMA-402's
/// `Intl.NumberFormat` digit, sign, grouping and notation options and ICU's
/// beyond them, read into one ``NumberDisplay`` (Docs/Protocol.md, "Number
/// options").
enum NumberDisplayFields {
    /// `notation`'s values (ECMA-402's; `compact` takes `compactDisplay`).
    enum Notation: String, CaseIterable, Sendable { case standard, scientific, engineering, compact }
    /// `compactDisplay`'s values.
    enum CompactDisplay: String, CaseIterable, Sendable { case short, long }
    /// `decimalSeparator`'s values (ICU's `UNumberDecimalSeparatorDisplay`).
    enum DecimalSeparator: String, CaseIterable, Sendable { case auto, always }

    /// The fields' declaration, for the ops that read them.
    static let fields: [OperationField] = [
        .choice("notation", default: Notation.standard, "the notation; compact takes compactDisplay"),
        .choice("compactDisplay", default: CompactDisplay.short, "compact notation's width: 1.2K or 1.2 thousand"),
        .choice("signDisplay", default: NumberDisplay.SignDisplay.auto, "when the sign is shown"),
        .optional(
            "useGrouping", .oneOf([.choice(NumberDisplay.Grouping.self), .boolean]),
            "always, auto, min2 or false (true is always); by default auto, min2 in compact notation"),
        .defaulted(
            "minimumIntegerDigits", .integer(1...30), .number("1"), "the fewest integer digits, padded with zeros"),
        .optional("maximumIntegerDigits", .integer(1...30), "the most integer digits: higher ones are dropped"),
        .optional("minimumFractionDigits", .integer(0...20), "the fewest fraction digits; by default the style's"),
        .optional("maximumFractionDigits", .integer(0...20), "the most fraction digits; by default the style's"),
        .optional("minimumSignificantDigits", .integer(1...21), "the fewest significant digits"),
        .optional("maximumSignificantDigits", .integer(1...21), "the most significant digits"),
        .choice(
            "roundingPriority", default: NumberDisplay.RoundingPriority.auto,
            "which of fraction and significant digits wins when both are given"),
        .defaulted(
            "roundingIncrement", .integerChoice(NumberDisplay.roundingIncrements), .number("1"),
            "rounds to this many units of the last fraction digit"),
        .choice("roundingMode", default: RoundingModeName.halfEven, "how digits beyond the maximum are rounded"),
        .choice(
            "trailingZeroDisplay", default: NumberDisplay.TrailingZeroDisplay.auto,
            "stripIfInteger: no fraction zeros on a whole result"),
        .optional("scale", .decimal, "a decimal the value is multiplied by first, such as 1000 or 0.5"),
        .choice("decimalSeparator", default: DecimalSeparator.auto, "always: shown even without fraction digits"),
        .choice(
            "exponentSignDisplay", default: NumberDisplay.SignDisplay.auto,
            "when the exponent's sign is shown (scientific and engineering)"),
        .defaulted(
            "minimumExponentDigits", .integer(1...20), .number("1"),
            "the exponent is padded with zeros to this many digits"),
    ]

    /// Reads the fraction digits and the rounding mode (the fields `number`
    /// and `currency` had first, read first so that a request with several
    /// bad fields names the same one as before), then
    /// `between` (an op's own fields that came next), then the rest, unless
    /// the request has no field left to read (then they are all absent).
    /// Reads into `display` (a default ``NumberDisplay``, the op's own
    /// field), so that the value is not copied out.
    /// - Throws: `invalidRequest` for a field of the wrong type or out of
    ///   its range, or a minimum above its maximum.
    static func read(
        _ fields: inout RequestFields, into display: inout NumberDisplay,
        between: (inout RequestFields) throws -> Void = { _ in }
    ) throws {
        display.minimumFractionDigits = try fields.optionalInteger("minimumFractionDigits", in: 0...20)
        display.maximumFractionDigits = try fields.optionalInteger("maximumFractionDigits", in: 0...20)
        try checkOrder("FractionDigits", display.minimumFractionDigits, display.maximumFractionDigits)
        display.roundingMode = try fields.optionalEnum("roundingMode", RoundingModeName.self)?.mode ?? .halfEven
        try between(&fields)
        guard fields.hasUnreadFields else { return }
        display.minimumIntegerDigits = try fields.optionalInteger("minimumIntegerDigits", in: 1...30) ?? 1
        let notation = try fields.optionalEnum("notation", Notation.self) ?? .standard
        let compact = try fields.optionalEnum("compactDisplay", CompactDisplay.self) ?? .short
        display.notation =
            switch notation {
            case .standard: .standard
            case .scientific: .scientific
            case .engineering: .engineering
            case .compact: compact == .short ? .compactShort : .compactLong
            }
        display.signDisplay = try fields.optionalEnum("signDisplay", NumberDisplay.SignDisplay.self) ?? .auto
        switch try fields.optionalBoolOrEnum("useGrouping", NumberDisplay.Grouping.self) {
        case nil: break
        case .bool(let on)?: display.grouping = on ? .always : .false
        case .value(let grouping)?: display.grouping = grouping
        }
        display.maximumIntegerDigits = try fields.optionalInteger("maximumIntegerDigits", in: 1...30)
        display.minimumSignificantDigits = try fields.optionalInteger("minimumSignificantDigits", in: 1...21)
        display.maximumSignificantDigits = try fields.optionalInteger("maximumSignificantDigits", in: 1...21)
        try checkOrder("SignificantDigits", display.minimumSignificantDigits, display.maximumSignificantDigits)
        display.roundingPriority =
            try fields.optionalEnum("roundingPriority", NumberDisplay.RoundingPriority.self) ?? .auto
        if let increment = try fields.optionalInteger("roundingIncrement", in: 1...5000) {
            guard NumberDisplay.roundingIncrements.contains(increment) else {
                throw RequestFields.invalid(
                    "\"roundingIncrement\" must be one of "
                        + NumberDisplay.roundingIncrements.map(String.init).joined(separator: ", "))
            }
            display.roundingIncrement = increment
        }
        display.trailingZeroDisplay =
            try fields.optionalEnum("trailingZeroDisplay", NumberDisplay.TrailingZeroDisplay.self) ?? .auto
        display.scale = try fields.optionalDecimalText("scale")?.text
        display.decimalSeparatorAlways = try fields.optionalEnum("decimalSeparator", DecimalSeparator.self) == .always
        display.exponentSignDisplay =
            try fields.optionalEnum("exponentSignDisplay", NumberDisplay.SignDisplay.self) ?? .auto
        display.minimumExponentDigits = try fields.optionalInteger("minimumExponentDigits", in: 1...20) ?? 1
    }

    /// The `skeleton` field: an ICU number skeleton standing for the options.
    static let skeleton = OperationField.optional(
        "skeleton", .text, "an ICU number skeleton such as \"percent .00\" instead of the number options")

    /// The `skeleton` field, when the request gives one; the other option
    /// fields must then be absent or at their defaults, which the op checks
    /// with ``rejectOptions(given:)`` only when there is a skeleton (no
    /// closure that would copy the options on every request).
    /// - Throws: `invalidRequest` for a skeleton that is not a string.
    static func skeleton(_ fields: inout RequestFields) throws -> String? {
        guard fields.hasUnreadFields else { return nil }
        return try fields.optionalString("skeleton")
    }

    /// Checks the options given with a skeleton.
    /// - Throws: `invalidRequest` when `given`: a skeleton with options.
    static func rejectOptions(given: Bool) throws {
        guard !given else { throw RequestFields.invalid("give \"skeleton\" or the number options, not both") }
    }

    private static func checkOrder(_ what: String, _ minimum: Int?, _ maximum: Int?) throws {
        if let minimum, let maximum, minimum > maximum {
            throw RequestFields.invalid("\"minimum\(what)\" (\(minimum)) is above \"maximum\(what)\" (\(maximum))")
        }
    }
}
