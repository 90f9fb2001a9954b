/// Hashes and compares text as its exact UTF-8 bytes, with ``SpellingHasher``
/// and ``SpellingComparison``: for LocaleFormatCatalogs, which finds a
/// table's key by its bytes on every rendering, where `String`'s `Hasher`
/// costs several times as much on a short key.
@_spi(Catalogs) public struct TextHasher: Sendable {
    private let secrets: SpellingHasher.Secrets

    /// A hasher keyed with secrets of its own from the system's random source.
    public init() { secrets = SpellingHasher.Secrets() }

    /// The hash of `text`'s UTF-8 bytes.
    public func hash(_ text: String) -> Int {
        var hasher = SpellingHasher(secrets)
        hasher.combine(text)
        return hasher.value
    }

    /// Whether `a` and `b` hold the same UTF-8 bytes.
    public static func same(_ a: String, _ b: String) -> Bool { SpellingComparison.same(a, b) }
}
