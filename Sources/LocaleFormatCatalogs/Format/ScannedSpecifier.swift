import LocaleFormat

/// One specifier as ``FormatParser/scan(_:at:limits:)`` reads it.
struct ScannedSpecifier<Index: Comparable> {
    enum Body {
        /// `%%`.
        case percent
        /// `%#@name@`: the name's bytes.
        case substitution(name: Range<Index>)
        case conversion(
            flags: FormatSpecifier.Flags, width: Int?, precision: Int?, length: Range<Index>, conversion: UInt8)
    }

    /// `N` of `N$`.
    let position: Int?
    let body: Body
    /// Just past the specifier.
    let end: Index
}

/// Why the bytes at a `%` are no specifier, and where that was seen.
struct SpecifierFault<Index: Sendable>: Error {
    enum Reason {
        case loneAtEnd, argumentZero, unclosedSubstitution, widthFromArgument, precisionFromArgument, overLimit
        case noConversion, refusedConversion, unknownConversion
        case lengthModifier(String)

        /// The error of a format string whose specifier `text` failed so.
        func error(_ text: String) -> LocaleFormatError {
            let reason: String
            switch self {
            case .loneAtEnd: reason = "is a lone % at the end"
            case .argumentZero: reason = "names argument 0"
            case .unclosedSubstitution: reason = "has no closing @"
            case .widthFromArgument: reason = "takes its width from an argument (*)"
            case .precisionFromArgument: reason = "takes its precision from an argument (*)"
            case .overLimit:
                return LocaleFormatError(
                    .limitExceeded,
                    "a width or precision over \(FormatParser.maximumWidth) makes a text over the 1 MiB limit")
            case .noConversion: reason = "has no conversion"
            case .refusedConversion: reason = "cannot be rendered (%n and %p are refused)"
            case .unknownConversion: reason = "has no conversion this renderer knows"
            case .lengthModifier(let modifier): reason = "has the length modifier \"\(modifier)\""
            }
            return LocaleFormatError(.invalidCatalog, "the specifier \"\(text)\" \(reason)")
        }
    }

    let end: Index
    let reason: Reason
}
