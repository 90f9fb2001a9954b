extension MessageFormat {
    /// ICU's canonical id of a time zone the request protocol accepts: any
    /// zone ICU knows, spelled as ICU spells it (aliases such as `US/Pacific`
    /// included), or a custom offset `GMT+05:30`. `Etc/Unknown`, `+05:30`,
    /// `UTC+05:30`, `GMT+25:00` and differently cased ids are refused.
    static func canonicalTimeZone(_ id: String) throws -> String {
        func invalid() -> LocaleFormatError {
            LocaleFormatError(.invalidTimeZone, "\"\(id.prefix(64))\" is not a time zone ICU knows")
        }
        guard !id.isEmpty, id.utf8.count <= 64 else { throw invalid() }
        let canonical: (id: String, isSystem: Bool)
        do {
            canonical = try ICULocale.canonicalTimeZone(id)
        } catch {
            throw invalid()
        }
        // ICU reads custom ids case-insensitively ("gmt+05:30"); the protocol
        // takes ids as ICU spells them.
        guard canonical.id != "Etc/Unknown", canonical.isSystem || id.hasPrefix("GMT") else { throw invalid() }
        return canonical.id
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
