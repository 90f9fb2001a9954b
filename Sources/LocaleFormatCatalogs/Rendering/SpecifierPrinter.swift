import Foundation
import LocaleFormat

/// Prints one specifier's argument (Docs/Catalogs.md, "Format strings and arguments"): `d i D u U f F`
/// localized through LocaleFormat's shared number formatters, `e g a x o`
/// as C `printf` in the POSIX locale, `@ s c` as text, with width and flags.
///
/// The locale numbers are printed in is a parameter of each print, not a
/// member: a rendering passes its ``RenderingContext`` borrowed, where a
/// member would retain its locale on every rendering.
struct SpecifierPrinter {
    var localizeNumbers: Bool

    /// The most integer digits (`%.Nd`) and fraction digits (`%.Nf`) that
    /// LocaleFormat's number formatter takes.
    static let maximumIntegerDigits = 30
    static let maximumFractionDigits = 20

    /// Prints the specifier's argument of `arguments` (which has it).
    /// - Parameters:
    ///   - read: an argument already read as an integer (for a plural
    ///     choice), which `d i D u U` of its position take instead of reading
    ///     it again.
    ///   - context: the locale localized numbers are printed in, with the
    ///     formatters that print them.
    func print(
        _ specifier: FormatSpecifier, of arguments: [CatalogArgument], read: IntegerOperand,
        in context: RenderingContext
    ) throws(LocaleFormatError) -> String {
        if read.position == specifier.argument, let decimal = read.decimal, Self.isDecimalInteger(specifier.conversion)
        {
            return try integer(read.integer, decimal, specifier, in: context)
        }
        return try print(specifier, arguments[specifier.argument - 1], in: context)
    }

    /// `d i D u U`: the conversions that print an integer in decimal.
    static func isDecimalInteger(_ conversion: UInt8) -> Bool {
        switch conversion {
        case UInt8(ascii: "d"), UInt8(ascii: "i"), UInt8(ascii: "D"), UInt8(ascii: "u"), UInt8(ascii: "U"): true
        default: false
        }
    }

    func print(_ specifier: FormatSpecifier, _ argument: CatalogArgument, in context: RenderingContext)
        throws(LocaleFormatError) -> String
    {
        let position = specifier.argument
        let name = specifier.text
        switch specifier.conversion {
        case UInt8(ascii: "@"):
            switch argument {
            case .string(let text): return pad(text, specifier)
            case .number(let value):
                let formatter = try context.formatters.number(NumberFormat.Options(locale: context.formatLocale))
                return pad(try formatter.string(from: value), specifier)
            }
        case UInt8(ascii: "s"), UInt8(ascii: "S"):
            guard case .string(let text) = argument else {
                throw LocaleFormatError(.invalidArgument, "\(name) takes argument \(position), which is not a string")
            }
            return pad(text, specifier)
        case UInt8(ascii: "c"), UInt8(ascii: "C"):
            let value = try argument.integer(for: name, position: position)
            guard case .signed(let code) = value, code >= 0, code <= 0x10FFFF, let scalar = Unicode.Scalar(UInt32(code))
            else {
                throw LocaleFormatError(
                    .invalidArgument, "\(name) takes argument \(position), which is not a Unicode code point")
            }
            return pad(String(Character(scalar)), specifier)
        case UInt8(ascii: "d"), UInt8(ascii: "i"), UInt8(ascii: "D"), UInt8(ascii: "u"), UInt8(ascii: "U"):
            let (value, decimal) = try argument.integerAndDecimal(for: name, position: position)
            return try integer(value, decimal, specifier, in: context)
        case UInt8(ascii: "x"), UInt8(ascii: "X"), UInt8(ascii: "o"), UInt8(ascii: "O"):
            let bits: UInt64
            switch try argument.integer(for: name, position: position) {
            case .signed(let value): bits = UInt64(bitPattern: value)
            case .unsigned(let value): bits = value
            }
            let conversion =
                specifier.conversion == UInt8(ascii: "O") ? "o" : String(UnicodeScalar(specifier.conversion))
            return String(format: cSpecifier(specifier, length: "ll", conversion: conversion), bits)
        case UInt8(ascii: "f"), UInt8(ascii: "F"):
            let value = try argument.decimal(for: name, position: position)
            guard localizeNumbers else { return try posixDouble(value, specifier) }
            let digits = specifier.precision ?? 6
            guard digits <= Self.maximumFractionDigits else {
                throw LocaleFormatError(
                    .invalidCatalog, "\(name): a precision over \(Self.maximumFractionDigits) cannot be localized")
            }
            return try localized(
                value,
                with: RenderingContext.numberOptions(context.formatLocale, fractionDigits: digits, integerDigits: 1),
                specifier, in: context)
        default:  // e E g G a A
            return try posixDouble(try argument.decimal(for: name, position: position), specifier)
        }
    }

    /// `d i D u U`: a signed conversion refuses what is over 2⁶³−1, an
    /// unsigned one what is negative.
    private func integer(
        _ value: IntegerArgument, _ decimal: DecimalValue, _ specifier: FormatSpecifier, in context: RenderingContext
    ) throws(LocaleFormatError) -> String {
        let unsigned = specifier.conversion == UInt8(ascii: "u") || specifier.conversion == UInt8(ascii: "U")
        switch value {
        case .unsigned where !unsigned:
            throw LocaleFormatError(
                .invalidArgument, "\(specifier.text) takes argument \(specifier.argument), which is over 2^63-1")
        case .signed(let signed) where unsigned && signed < 0:
            throw LocaleFormatError(
                .invalidArgument, "\(specifier.text) takes argument \(specifier.argument), which is negative")
        default: break
        }
        guard localizeNumbers else {
            let conversion =
                specifier.conversion == UInt8(ascii: "u") || specifier.conversion == UInt8(ascii: "U") ? "u" : "d"
            switch value {
            case .signed(let number):
                return String(format: cSpecifier(specifier, length: "ll", conversion: conversion), number)
            case .unsigned(let number):
                return String(format: cSpecifier(specifier, length: "ll", conversion: "u"), number)
            }
        }
        // Without a precision (`%lld`), the options made with the locale.
        guard let digits = specifier.precision else {
            return try localized(decimal, with: context.integerOptions, specifier, in: context)
        }
        guard digits <= Self.maximumIntegerDigits else {
            throw LocaleFormatError(
                .invalidCatalog, "\(specifier.text): a precision over \(Self.maximumIntegerDigits) cannot be localized")
        }
        return try localized(
            decimal,
            with: RenderingContext.numberOptions(
                context.formatLocale, fractionDigits: 0, integerDigits: max(digits, 1)),
            specifier, in: context)
    }

    /// The `number` op's text, then the sign flags, the `0` flag and width.
    private func localized(
        _ value: DecimalValue, with options: NumberFormat.Options, _ specifier: FormatSpecifier,
        in context: RenderingContext
    ) throws(LocaleFormatError) -> String {
        let formatter = try context.formatters.number(options)
        var text = try formatter.string(from: value)
        // No flag and no width (`%lld`, `%d`): nothing to add.
        if specifier.flags.isEmpty, specifier.width == nil { return text }
        var sign = ""
        if !value.isNegative {
            // ICU's `sign-always` would give the locale's plus sign; LocaleFormat's
            // number options have no sign display, so an ASCII `+` stands in.
            if specifier.flags.contains(.plus) {
                sign = "+"
            } else if specifier.flags.contains(.space) {
                sign = " "
            }
        }
        let width = specifier.width ?? 0
        if specifier.flags.contains(.zero), !specifier.flags.contains(.minus) {
            let current = sign.unicodeScalars.count + text.unicodeScalars.count
            if current < width {
                // The numbering system's zero and the sign's place, from the
                // formatter itself: the sign is what the negative text has
                // before the magnitude's text.
                let zero = try formatter.string(from: DecimalValue(0)).unicodeScalars.first.map { String($0) } ?? "0"
                var magnitude = text
                if value.isNegative, let negated = try? DecimalValue(String(value.description.dropFirst())) {
                    let absolute = try formatter.string(from: negated)
                    if text.hasSuffix(absolute) {
                        sign = String(text.dropLast(absolute.count))
                        magnitude = absolute
                    }
                }
                text = magnitude
                let zeros = width - sign.unicodeScalars.count - text.unicodeScalars.count
                if zeros > 0 { text = String(repeating: zero, count: zeros) + text }
            }
        }
        return pad(sign.isEmpty ? text : sign + text, specifier)
    }

    private func posixDouble(_ value: DecimalValue, _ specifier: FormatSpecifier) throws(LocaleFormatError) -> String {
        guard let double = Double(value.description) else {
            throw LocaleFormatError(.invalidArgument, "\(specifier.text): \(value) is not a double")
        }
        let conversion = String(UnicodeScalar(specifier.conversion))
        return String(format: cSpecifier(specifier, length: "", conversion: conversion), double)
    }

    /// A C specifier without position or grouping flag, for `String(format:)`.
    private func cSpecifier(_ specifier: FormatSpecifier, length: String, conversion: String) -> String {
        var text = "%"
        if specifier.flags.contains(.minus) { text += "-" }
        if specifier.flags.contains(.plus) { text += "+" }
        if specifier.flags.contains(.space) { text += " " }
        if specifier.flags.contains(.zero) { text += "0" }
        if specifier.flags.contains(.hash) { text += "#" }
        if let width = specifier.width { text += String(width) }
        if let precision = specifier.precision { text += "." + String(precision) }
        return text + length + conversion
    }

    /// Spaces to `width` Unicode scalars, on the left, or the right with `-`.
    private func pad(_ text: String, _ specifier: FormatSpecifier) -> String {
        guard let width = specifier.width else { return text }
        let count = text.unicodeScalars.count
        guard count < width else { return text }
        let spaces = String(repeating: " ", count: width - count)
        return specifier.flags.contains(.minus) ? text + spaces : spaces + text
    }
}
