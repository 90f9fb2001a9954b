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
        if let utf16Offset, utf16Offset <= pattern.utf16.count {
            let utf16 = pattern.utf16
            let target = utf16.index(utf16.startIndex, offsetBy: utf16Offset)
            let position = target.samePosition(in: pattern) ?? pattern.endIndex
            let before = pattern[..<position]
            let line = before.reduce(1) { $1.isNewline ? $0 + 1 : $0 }
            let lineStart = before.lastIndex(where: \.isNewline).map { pattern.index(after: $0) } ?? pattern.startIndex
            let column = pattern[lineStart..<position].count + 1
            message += " at line \(line), column \(column)"
            let near = pattern[position...].prefix(16)
            if !near.isEmpty { message += " (near \"\(near)\")" }
        }
        return LocaleFormatError(.invalidPattern, "\(message): ICU reported \(status.name)", icuErrorName: status.name)
    }
}
