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

/// Cuts format strings into pieces, numbering arguments as CoreFoundation
/// does: `N$` takes argument N, and a specifier without it takes the next of
/// a counter that only such specifiers advance.
enum FormatParser {
    /// The largest width or precision read (a longer one could only make a
    /// text over the 1 MiB limit).
    static let maximumWidth = 1 << 20

    static let conversions: Set<UInt8> = Set("@dDiuUxXoOfFeEgGaAcCsS".utf8)

    /// - Throws: `invalidCatalog` for `*`, `%n`, `%p`, a lone `%` at the end,
    ///   an unknown conversion, an unclosed `%#@name`.
    static func parse(_ format: String) throws(LocaleFormatError) -> [FormatPiece] {
        let utf8 = format.utf8
        var pieces: [FormatPiece] = []
        var counter = 0
        var index = utf8.startIndex
        var literalStart = index
        func fault(_ start: String.Index, _ end: String.Index, _ reason: String) -> LocaleFormatError {
            let text = String(format[start..<end].prefix(40))
            return LocaleFormatError(.invalidCatalog, "the specifier \"\(text)\" \(reason)")
        }
        while index < utf8.endIndex {
            guard utf8[index] == UInt8(ascii: "%") else {
                index = utf8.index(after: index)
                continue
            }
            let start = index
            if literalStart < start { pieces.append(.literal(format[literalStart..<start])) }
            index = utf8.index(after: index)
            guard index < utf8.endIndex else { throw fault(start, index, "is a lone % at the end") }
            if utf8[index] == UInt8(ascii: "%") {
                index = utf8.index(after: index)
                pieces.append(.percent)
                literalStart = index
                continue
            }
            // N$: only when digits are followed by `$`.
            var position: Int?
            var probe = index
            var number = 0
            while probe < utf8.endIndex, let digit = digitValue(utf8[probe]) {
                number = min(number * 10 + digit, maximumWidth + 1)
                probe = utf8.index(after: probe)
            }
            if probe != index, probe < utf8.endIndex, utf8[probe] == UInt8(ascii: "$") {
                guard number >= 1 else { throw fault(start, utf8.index(after: probe), "names argument 0") }
                position = number
                index = utf8.index(after: probe)
            }
            func argument() -> Int {
                if let position { return position }
                counter += 1
                return counter
            }
            // %#@name@
            if index < utf8.endIndex, utf8[index] == UInt8(ascii: "#"),
                utf8.index(after: index) < utf8.endIndex, utf8[utf8.index(after: index)] == UInt8(ascii: "@")
            {
                let nameStart = utf8.index(index, offsetBy: 2)
                guard let nameEnd = utf8[nameStart...].firstIndex(of: UInt8(ascii: "@")) else {
                    throw fault(start, utf8.endIndex, "has no closing @")
                }
                index = utf8.index(after: nameEnd)
                pieces.append(
                    .specifier(
                        FormatSpecifier(
                            text: String(format[start..<index]), argument: argument(),
                            conversion: UInt8(ascii: "@"), substitution: String(format[nameStart..<nameEnd]))))
                literalStart = index
                continue
            }
            var flags: FormatSpecifier.Flags = []
            flagLoop: while index < utf8.endIndex {
                switch utf8[index] {
                case UInt8(ascii: "-"): flags.insert(.minus)
                case UInt8(ascii: "+"): flags.insert(.plus)
                case UInt8(ascii: " "): flags.insert(.space)
                case UInt8(ascii: "0"): flags.insert(.zero)
                case UInt8(ascii: "#"): flags.insert(.hash)
                case UInt8(ascii: "'"): flags.insert(.apostrophe)
                default: break flagLoop
                }
                index = utf8.index(after: index)
            }
            var width: Int?
            while index < utf8.endIndex, let digit = digitValue(utf8[index]) {
                width = min((width ?? 0) * 10 + digit, maximumWidth + 1)
                index = utf8.index(after: index)
            }
            if index < utf8.endIndex, utf8[index] == UInt8(ascii: "*") {
                throw fault(start, utf8.index(after: index), "takes its width from an argument (*)")
            }
            var precision: Int?
            if index < utf8.endIndex, utf8[index] == UInt8(ascii: ".") {
                index = utf8.index(after: index)
                precision = 0
                if index < utf8.endIndex, utf8[index] == UInt8(ascii: "*") {
                    throw fault(start, utf8.index(after: index), "takes its precision from an argument (*)")
                }
                while index < utf8.endIndex, let digit = digitValue(utf8[index]) {
                    precision = min((precision ?? 0) * 10 + digit, maximumWidth + 1)
                    index = utf8.index(after: index)
                }
            }
            if (width ?? 0) > maximumWidth || (precision ?? 0) > maximumWidth {
                throw LocaleFormatError(
                    .limitExceeded, "a width or precision over \(maximumWidth) makes a text over the 1 MiB limit")
            }
            let lengthStart = index
            while index < utf8.endIndex, "hlqztjL".utf8.contains(utf8[index]) {
                index = utf8.index(after: index)
            }
            let length = String(format[lengthStart..<index])
            guard index < utf8.endIndex else { throw fault(start, index, "has no conversion") }
            let conversion = utf8[index]
            index = utf8.index(after: index)
            guard conversions.contains(conversion) else {
                let reason =
                    conversion == UInt8(ascii: "n") || conversion == UInt8(ascii: "p")
                    ? "cannot be rendered (%n and %p are refused)" : "has no conversion this renderer knows"
                // Step to the end of the character, so the message shows it whole.
                while index < utf8.endIndex, utf8[index] & 0xC0 == 0x80 { index = utf8.index(after: index) }
                throw fault(start, index, reason)
            }
            guard ["", "h", "hh", "l", "ll", "q", "z", "t", "j", "L"].contains(length) else {
                throw fault(start, index, "has the length modifier \"\(length)\"")
            }
            pieces.append(
                .specifier(
                    FormatSpecifier(
                        text: String(format[start..<index]), argument: argument(), flags: flags, width: width,
                        precision: precision, length: length, conversion: conversion)))
            literalStart = index
        }
        if literalStart < utf8.endIndex { pieces.append(.literal(format[literalStart...])) }
        return pieces
    }

    private static func digitValue(_ byte: UInt8) -> Int? {
        byte >= 0x30 && byte <= 0x39 ? Int(byte - 0x30) : nil
    }
}
