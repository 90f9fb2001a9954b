extension MessageFormat {
    /// The error of an unknown time zone in a message: the wording messages
    /// had before their zones were ``TimeZoneIdentifier``s, kept so that the
    /// request protocol's output did not change.
    static func unknownTimeZone(_ id: String) -> LocaleFormatError {
        LocaleFormatError(.invalidTimeZone, "\"\(id.prefix(64))\" is not a time zone ICU knows")
    }

    /// The `invalidPattern` error for a status ICU reported, with the line and
    /// column of the UTF-16 offset it gave (1-based, in characters).
    static func patternError(_ pattern: String, status: ICUStatus, utf16Offset: Int?) -> LocaleFormatError {
        var message = "ICU rejects the message pattern"
        if let utf16Offset { message += LocaleFormatError.position(in: pattern, utf16Offset: utf16Offset) }
        return LocaleFormatError(.invalidPattern, "\(message): ICU reported \(status.name)", icuErrorName: status.name)
    }
}
