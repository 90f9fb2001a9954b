import NIOHTTP1

/// A request's fields read by a scan: names compared without case and
/// without a lowercased copy (`HTTPHeaders`' own lookups fold each name).
extension HTTPHeaders {
    /// The value of the field `name` (lowercase) when the request has it
    /// once (the usual case); all values joined with ", " when it has several.
    func field(_ name: String) -> String? {
        var found: String?
        for (fieldName, value) in self where Self.equalsLowercase(fieldName, name) {
            guard found == nil else { return self[name].joined(separator: ", ") }
            found = value
        }
        return found
    }

    /// Whether `text` is `lowercase` in any ASCII case, compared byte by
    /// byte over both strings' UTF-8 where it lies.
    static func equalsLowercase(_ text: String, _ lowercase: String) -> Bool {
        guard text.utf8.count == lowercase.utf8.count else { return false }
        let compared = text.utf8.withContiguousStorageIfAvailable { text in
            lowercase.utf8.withContiguousStorageIfAvailable { lowercase in
                for index in 0..<text.count {
                    let byte = text[index]
                    guard (byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte) == lowercase[index] else { return false }
                }
                return true
            }
        }
        if let compared = compared ?? nil { return compared }
        return zip(text.utf8, lowercase.utf8).allSatisfy { pair in
            let byte = pair.0
            return (byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte) == pair.1
        }
    }
}
