/// The media types the service reads and writes.
enum MediaTypes {
    static let jsonResponse = "application/json; charset=utf-8"
    static let prometheusText = "text/plain; version=0.0.4; charset=utf-8"

    /// Whether a `Content-Type` value is JSON in UTF-8: `application/json`,
    /// any case, optionally with parameters of which `charset`, if present,
    /// must be `utf-8` (RFC 8259: JSON between systems is UTF-8).
    static func isJSON(_ contentType: String) -> Bool {
        // The spellings nearly every client sends, without splitting.
        if contentType == "application/json" || contentType == "application/json; charset=utf-8" { return true }
        var parts = contentType.split(separator: ";", omittingEmptySubsequences: false).makeIterator()
        guard let type = parts.next(), type.trimmingASCIISpaces().lowercased() == "application/json" else {
            return false
        }
        while let parameter = parts.next() {
            let pair = parameter.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard pair.count == 2 else {
                if parameter.trimmingASCIISpaces().isEmpty { continue }
                return false
            }
            if pair[0].trimmingASCIISpaces().lowercased() == "charset" {
                var value = pair[1].trimmingASCIISpaces()
                if value.count >= 2, value.hasPrefix("\""), value.hasSuffix("\"") {
                    value = value.dropFirst().dropLast()
                }
                guard value.lowercased() == "utf-8" || value.lowercased() == "utf8" else { return false }
            }
        }
        return true
    }
}
