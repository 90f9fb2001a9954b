import LocaleFormat

/// Cuts format strings into pieces, numbering arguments as CoreFoundation
/// does: `N$` takes argument N, and a specifier without it takes the next of
/// a counter that only such specifiers advance.
///
/// The one grammar of a specifier in the catalogs (``scan(_:at:limits:)``):
/// rendering and checking parse with it, strictly; the pseudolocalizer finds
/// the specifiers it keeps with it, leniently (``specifierLength(in:at:)``).
enum FormatParser {
    /// The largest width or precision read (a longer one could only make a
    /// text over the 1 MiB limit).
    static let maximumWidth = 1 << 20

    static let conversions: Set<UInt8> = Set("@dDiuUxXoOfFeEgGaAcCsS".utf8)
    /// The length modifiers read, as written.
    private static let lengths: Set<String> = ["", "h", "hh", "l", "ll", "q", "z", "t", "j", "L"]

    /// - Throws: `invalidCatalog` for `*`, `%n`, `%p`, a lone `%` at the end,
    ///   an unknown conversion, an unclosed `%#@name`.
    static func parse(_ format: String) throws(LocaleFormatError) -> [FormatPiece] {
        let utf8 = format.utf8
        var pieces: [FormatPiece] = []
        var counter = 0
        var index = utf8.startIndex
        var literalStart = index
        while index < utf8.endIndex {
            guard utf8[index] == UInt8(ascii: "%") else {
                index = utf8.index(after: index)
                continue
            }
            let start = index
            if literalStart < start { pieces.append(.literal(format[literalStart..<start])) }
            let scanned: ScannedSpecifier<String.Index>
            do {
                scanned = try scan(utf8, at: start)
            } catch {
                throw error.reason.error(String(format[start..<error.end].prefix(40)))
            }
            index = scanned.end
            literalStart = index
            func argument() -> Int {
                if let position = scanned.position { return position }
                counter += 1
                return counter
            }
            let text = String(format[start..<index])
            switch scanned.body {
            case .percent:
                pieces.append(.percent)
            case .substitution(let name):
                pieces.append(
                    .specifier(
                        FormatSpecifier(
                            text: text, argument: argument(), conversion: UInt8(ascii: "@"),
                            substitution: String(format[name]))))
            case .conversion(let flags, let width, let precision, let length, let conversion):
                pieces.append(
                    .specifier(
                        FormatSpecifier(
                            text: text, argument: argument(), flags: flags, width: width, precision: precision,
                            length: String(format[length]), conversion: conversion)))
            }
        }
        if literalStart < utf8.endIndex { pieces.append(.literal(format[literalStart...])) }
        return pieces
    }

    /// The length of the specifier (or `%%`) at `index`, or nil when the
    /// `%` there starts none that could be rendered: the lenient reading of
    /// the pseudolocalizer, for which such a `%` is text. Widths are not
    /// bounded here.
    static func specifierLength(in bytes: [UInt8], at index: Int) -> Int? {
        guard let scanned = try? scan(bytes, at: index, limits: false) else { return nil }
        return scanned.end - index
    }

    /// Reads the specifier whose `%` is at `start`: `%` [`N$`] [flags]
    /// [width] [`.`precision] [length] conversion, `%#@name@` or `%%`.
    /// - Parameter limits: whether a width or precision over
    ///   ``maximumWidth`` is a fault.
    /// - Throws: where and why the bytes there are no specifier.
    static func scan<Bytes: Collection<UInt8>>(_ bytes: Bytes, at start: Bytes.Index, limits: Bool = true)
        throws(SpecifierFault<Bytes.Index>) -> ScannedSpecifier<Bytes.Index> where Bytes.Index: Sendable
    {
        let end = bytes.endIndex
        var index = bytes.index(after: start)
        guard index < end else { throw SpecifierFault(end: index, reason: .loneAtEnd) }
        if bytes[index] == UInt8(ascii: "%") {
            return ScannedSpecifier(position: nil, body: .percent, end: bytes.index(after: index))
        }
        // N$: only when digits are followed by `$`.
        var position: Int?
        var probe = index
        var number = 0
        while probe < end, let digit = digitValue(bytes[probe]) {
            number = min(number * 10 + digit, maximumWidth + 1)
            probe = bytes.index(after: probe)
        }
        if probe != index, probe < end, bytes[probe] == UInt8(ascii: "$") {
            guard number >= 1 else {
                throw SpecifierFault(end: bytes.index(after: probe), reason: .argumentZero)
            }
            position = number
            index = bytes.index(after: probe)
        }
        // %#@name@
        if index < end, bytes[index] == UInt8(ascii: "#"), bytes.index(after: index) < end,
            bytes[bytes.index(after: index)] == UInt8(ascii: "@")
        {
            let nameStart = bytes.index(index, offsetBy: 2)
            guard let nameEnd = bytes[nameStart...].firstIndex(of: UInt8(ascii: "@")) else {
                throw SpecifierFault(end: end, reason: .unclosedSubstitution)
            }
            return ScannedSpecifier(
                position: position, body: .substitution(name: nameStart..<nameEnd), end: bytes.index(after: nameEnd))
        }
        var flags: FormatSpecifier.Flags = []
        flagLoop: while index < end {
            switch bytes[index] {
            case UInt8(ascii: "-"): flags.insert(.minus)
            case UInt8(ascii: "+"): flags.insert(.plus)
            case UInt8(ascii: " "): flags.insert(.space)
            case UInt8(ascii: "0"): flags.insert(.zero)
            case UInt8(ascii: "#"): flags.insert(.hash)
            case UInt8(ascii: "'"): flags.insert(.apostrophe)
            default: break flagLoop
            }
            index = bytes.index(after: index)
        }
        var width: Int?
        while index < end, let digit = digitValue(bytes[index]) {
            width = min((width ?? 0) * 10 + digit, maximumWidth + 1)
            index = bytes.index(after: index)
        }
        if index < end, bytes[index] == UInt8(ascii: "*") {
            throw SpecifierFault(end: bytes.index(after: index), reason: .widthFromArgument)
        }
        var precision: Int?
        if index < end, bytes[index] == UInt8(ascii: ".") {
            index = bytes.index(after: index)
            precision = 0
            if index < end, bytes[index] == UInt8(ascii: "*") {
                throw SpecifierFault(end: bytes.index(after: index), reason: .precisionFromArgument)
            }
            while index < end, let digit = digitValue(bytes[index]) {
                precision = min((precision ?? 0) * 10 + digit, maximumWidth + 1)
                index = bytes.index(after: index)
            }
        }
        if limits, (width ?? 0) > maximumWidth || (precision ?? 0) > maximumWidth {
            throw SpecifierFault(end: index, reason: .overLimit)
        }
        let lengthStart = index
        while index < end, "hlqztjL".utf8.contains(bytes[index]) { index = bytes.index(after: index) }
        let length = lengthStart..<index
        guard index < end else { throw SpecifierFault(end: index, reason: .noConversion) }
        let conversion = bytes[index]
        index = bytes.index(after: index)
        guard conversions.contains(conversion) else {
            // Step to the end of the character, so the message shows it whole.
            while index < end, bytes[index] & 0xC0 == 0x80 { index = bytes.index(after: index) }
            let refused = conversion == UInt8(ascii: "n") || conversion == UInt8(ascii: "p")
            throw SpecifierFault(end: index, reason: refused ? .refusedConversion : .unknownConversion)
        }
        let modifier = String(decoding: bytes[length], as: UTF8.self)
        guard lengths.contains(modifier) else {
            throw SpecifierFault(end: index, reason: .lengthModifier(modifier))
        }
        return ScannedSpecifier(
            position: position,
            body: .conversion(
                flags: flags, width: width, precision: precision, length: length, conversion: conversion),
            end: index)
    }

    static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    private static func digitValue(_ byte: UInt8) -> Int? {
        isDigit(byte) ? Int(byte - 0x30) : nil
    }
}
