extension LocaleFormatError {
    /// Where a UTF-16 offset that ICU reported lies in `text`, for an error
    /// message: `" at line 2, column 5 (near \"…\")"`, line and column
    /// 1-based and counted in characters, with up to 16 characters from
    /// there on. Empty when the offset lies outside `text`.
    static func position(in text: String, utf16Offset: Int) -> String {
        guard utf16Offset >= 0, utf16Offset <= text.utf16.count else { return "" }
        let utf16 = text.utf16
        let target = utf16.index(utf16.startIndex, offsetBy: utf16Offset)
        let position = target.samePosition(in: text) ?? text.endIndex
        let before = text[..<position]
        let line = before.reduce(1) { $1.isNewline ? $0 + 1 : $0 }
        let lineStart = before.lastIndex(where: \.isNewline).map { text.index(after: $0) } ?? text.startIndex
        let column = text[lineStart..<position].count + 1
        var description = " at line \(line), column \(column)"
        let near = text[position...].prefix(16)
        if !near.isEmpty { description += " (near \"\(near)\")" }
        return description
    }
}
