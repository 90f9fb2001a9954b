import LocaleFormat

/// One `%` specifier of a format string, as Apple's `String(format:)` reads
/// it: `%` [`N$`] [flags `-+ 0#'`] [width] [`.`precision] [length] conversion,
/// or a substitution `%#@name@` / `%N$#@name@`.
///
/// A class, immutable: a rendering walks the specifiers of a compiled format
/// with one retain each, not one per string it holds.
final class FormatSpecifier: Sendable {
    struct Flags: OptionSet {
        let rawValue: UInt8
        static let minus = Flags(rawValue: 1)
        static let plus = Flags(rawValue: 2)
        static let space = Flags(rawValue: 4)
        static let zero = Flags(rawValue: 8)
        static let hash = Flags(rawValue: 16)
        static let apostrophe = Flags(rawValue: 32)
    }

    /// The specifier as written, for messages.
    let text: String
    /// The argument it takes (1-based), after CoreFoundation's counter.
    let argument: Int
    let flags: Flags
    let width: Int?
    let precision: Int?
    /// The length modifier as written (`ll`, `h`, ``).
    let length: String
    /// The conversion character (`d`, `@`, …); `@` for a substitution.
    let conversion: UInt8
    /// The variable's name of `%#@name@`.
    let substitution: String?

    init(
        text: String, argument: Int, flags: Flags = [], width: Int? = nil, precision: Int? = nil, length: String = "",
        conversion: UInt8, substitution: String? = nil
    ) {
        self.text = text
        self.argument = argument
        self.flags = flags
        self.width = width
        self.precision = precision
        self.length = length
        self.conversion = conversion
        self.substitution = substitution
    }
}

/// A format string cut into literal text and specifiers.
enum FormatPiece {
    case literal(Substring)
    /// `%%`.
    case percent
    case specifier(FormatSpecifier)
}

extension ConversionKind {
    init(conversion: UInt8) {
        switch conversion {
        case UInt8(ascii: "f"), UInt8(ascii: "F"), UInt8(ascii: "e"), UInt8(ascii: "E"), UInt8(ascii: "g"),
            UInt8(ascii: "G"), UInt8(ascii: "a"), UInt8(ascii: "A"):
            self = .floating
        case UInt8(ascii: "@"), UInt8(ascii: "s"), UInt8(ascii: "S"): self = .object
        default: self = .integer
        }
    }
}
