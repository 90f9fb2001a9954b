/// A rendered entry: the `string` op's result (Docs/Protocol.md, "Op string").
public struct RenderedString: Sendable, Hashable {
    /// The text.
    public var text: String
    /// The BCP 47 tag of the localization whose value was rendered
    /// (`English.lproj` → `en`, `Base` → the development language), fit for
    /// a `Content-Language` header.
    public var localization: String
    /// Whether the chosen localization lacked the value and the development
    /// language's was rendered instead.
    public var fallback: Bool

    /// Collects a result.
    public init(text: String, localization: String, fallback: Bool) {
        self.text = text
        self.localization = localization
        self.fallback = fallback
    }
}
