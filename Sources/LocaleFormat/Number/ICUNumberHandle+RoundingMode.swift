extension ICUNumberHandle {
    /// Formats decimal text as ``format(decimal:)`` does; under
    /// ``RoundingMode/unnecessary``, a value that needs rounding is
    /// `invalidNumber` (ICU's `U_FORMAT_INEXACT_ERROR`), not a failure of ICU.
    func format(decimal text: String, roundingMode: RoundingMode) throws(LocaleFormatError) -> String {
        try Self.exact(text, roundingMode) { () throws(LocaleFormatError) in try format(decimal: text) }
    }

    /// The fields of `text` formatted (``formatFields(decimal:)``), with
    /// the same error as ``format(decimal:roundingMode:)``.
    func formatFields(decimal text: String, roundingMode: RoundingMode) throws(LocaleFormatError) -> ICUFormattedFields
    {
        try Self.exact(text, roundingMode) { () throws(LocaleFormatError) in try formatFields(decimal: text) }
    }

    private static func exact<T>(
        _ text: String, _ roundingMode: RoundingMode, _ body: () throws(LocaleFormatError) -> T
    ) throws(LocaleFormatError) -> T {
        guard roundingMode == .unnecessary else { return try body() }
        do {
            return try body()
        } catch  where error.icuErrorName == "U_FORMAT_INEXACT_ERROR" {
            throw LocaleFormatError(
                .invalidNumber, "\(text.prefix(64)) needs rounding, which roundingMode unnecessary forbids",
                icuErrorName: error.icuErrorName)
        }
    }
}
