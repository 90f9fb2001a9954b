extension LanguageNegotiator {
    /// The language tags of an `Accept-Language` header value, most preferred
    /// first (RFC 9110 §12.5.4), read forgivingly.
    ///
    /// - Entries are separated by commas; spaces and tabs around entries,
    ///   tags and parameters are ignored, and so are empty entries.
    /// - Order: by quality (`q`, default 1) from high to low, then by
    ///   position in the header.
    /// - Skipped: entries with `q=0` (not acceptable), with a malformed `q`
    ///   (not a number from 0 to 1, such as `q=2`, `q=abc`, `q=`), with a tag
    ///   that is not a well-formed locale identifier, and the wildcard `*`
    ///   (any language: the negotiator's default serves it).
    /// - Duplicates (the same locale in any spelling, such as `en-us` and
    ///   `en-US`) count once, with the highest quality any of them has.
    /// - Parameters other than `q` are ignored. Only the first
    ///   ``maximumPreferenceCount`` entries are read.
    ///
    /// - Parameter header: the header value.
    /// - Returns: the tags as the header spells them.
    ///
    /// ```swift
    /// LanguageNegotiator.preferences(fromAcceptLanguage: "en;q=0.5, de-CH, *;q=0.1, fr;q=0.9, xx!")
    /// // ["de-CH", "fr", "en"]
    /// ```
    public static func preferences(fromAcceptLanguage header: String) -> [String] {
        parse(header).map(\.tag)
    }

    static func identifiers(fromAcceptLanguage header: String) -> [LocaleIdentifier] {
        parse(header).map(\.locale)
    }

    private struct Entry {
        var tag: String
        var locale: LocaleIdentifier
        var quality: Double
        var position: Int
    }

    private static func parse(_ header: String) -> [Entry] {
        var entries: [Entry] = []
        var seen: [LocaleIdentifier: Int] = [:]  // index into entries
        var position = 0
        for element in header.split(separator: ",", maxSplits: maximumPreferenceCount, omittingEmptySubsequences: false)
        {
            guard position < maximumPreferenceCount else { break }
            defer { position += 1 }
            let parts = element.split(separator: ";", omittingEmptySubsequences: false)
            guard let first = parts.first else { continue }
            let tag = trimmed(first)
            guard !tag.isEmpty, tag != "*" else { continue }
            var quality = 1.0
            var valid = true
            for parameter in parts.dropFirst() {
                let keyValue = parameter.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                guard keyValue.count == 2, trimmed(keyValue[0]).lowercased() == "q" else { continue }
                guard let q = qualityValue(trimmed(keyValue[1])) else {
                    valid = false
                    break
                }
                quality = q
                break
            }
            guard valid, quality > 0, let locale = try? LocaleIdentifier(String(tag)) else { continue }
            if let existing = seen[locale] {
                if quality > entries[existing].quality {
                    entries[existing] = Entry(tag: String(tag), locale: locale, quality: quality, position: position)
                }
                continue
            }
            seen[locale] = entries.count
            entries.append(Entry(tag: String(tag), locale: locale, quality: quality, position: position))
        }
        entries.sort { a, b in a.quality != b.quality ? a.quality > b.quality : a.position < b.position }
        return entries
    }

    private static func trimmed(_ s: Substring) -> Substring {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        guard let start = s.firstIndex(where: { !isSpace($0) }), let end = s.lastIndex(where: { !isSpace($0) }) else {
            return ""
        }
        return s[start...end]
    }

    /// `0`, `1`, `0.5`, `0.875`, `1.000`: a decimal from 0 to 1 with digits
    /// on both sides of an optional point (RFC 9110 allows three fraction
    /// digits; more are accepted). Anything else is nil.
    private static func qualityValue(_ s: Substring) -> Double? {
        let halves = s.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        guard let whole = halves.first, !whole.isEmpty, whole.count <= 3,
            whole.utf8.allSatisfy(LocaleSyntax.isDigit)
        else { return nil }
        if halves.count == 2 {
            guard !halves[1].isEmpty, halves[1].count <= 16, halves[1].utf8.allSatisfy(LocaleSyntax.isDigit) else {
                return nil
            }
        }
        guard let value = Double(s), value >= 0, value <= 1 else { return nil }
        return value
    }
}
