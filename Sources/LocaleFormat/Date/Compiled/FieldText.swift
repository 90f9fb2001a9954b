/// A field's text from a ``FieldTextCache``: published (read in place, valid
/// while the cache is alive) or bytes of its own.
enum FieldText {
    case published(PublishedTexts.Text)
    case bytes([UInt8])

    /// Its length in bytes.
    var count: Int {
        switch self {
        case .published(let text): text.count
        case .bytes(let bytes): bytes.count
        }
    }

    /// Appends its bytes.
    func append(to out: inout UTF8Output) {
        switch self {
        case .published(let text): text.append(to: &out)
        case .bytes(let bytes): out.append(bytes)
        }
    }
}
