extension ICUNumberHandle {
    /// Formats decimal text as ``format(decimal:)`` does; under
    /// ``RoundingMode/unnecessary``, a value that needs rounding is
    /// `invalidNumber` (ICU's `U_FORMAT_INEXACT_ERROR`), not a failure of ICU.
    func format(decimal text: String, roundingMode: RoundingMode) throws(LocaleFormatError) -> String {
        guard roundingMode == .unnecessary else { return try format(decimal: text) }
        do {
            return try format(decimal: text)
        } catch  where error.icuErrorName == "U_FORMAT_INEXACT_ERROR" {
            throw LocaleFormatError(
                .invalidNumber, "\(text.prefix(64)) needs rounding, which roundingMode unnecessary forbids",
                icuErrorName: error.icuErrorName)
        }
    }
}
